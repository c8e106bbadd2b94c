/**
 * MSW handlers that play the store's pickup-site and waiver calls for the stories (including
 * this project's `POST /api/waivers/sign`). The paths are written out rather than
 * taken from the widgets, so a widget calling the wrong path shows up in the stories.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { RentalLocation } from '../src/api/rental-location-schemas.ts';
import { endlessJsonResponse } from './msw-handlers.ts';

const LOCATIONS_PATH = '/api/product/rentallocations/:productId';
const SAVE_LOCATION_PATH = '/api/saverentallocation/:locationId';
const SIGN_WAIVER_PATH = '/api/waivers/sign';

export const locationsOk = (locations: RentalLocation[]): HttpHandler => http.get(LOCATIONS_PATH, () => HttpResponse.json(locations));
export const locationsLoading = (): HttpHandler => http.get(LOCATIONS_PATH, () => endlessJsonResponse());
export const locationsError = (status = 500): HttpHandler =>
  http.get(LOCATIONS_PATH, () => HttpResponse.json({ success: false, message: 'Internal Server Error' }, { status }));

/** What `locationsMalformed` serves: JSON, but not pickup sites. */
export const malformedLocationsAnswer = [{ Id: 'base', PickupSiteName: null, LocationPictureUrls: 'none' }];
export const locationsMalformed = (): HttpHandler => http.get(LOCATIONS_PATH, () => HttpResponse.json(malformedLocationsAnswer));

/** Saving succeeds after a short pause (so "Saving Location" can be seen). */
export const saveLocationOk = (): HttpHandler =>
  http.get(SAVE_LOCATION_PATH, async () => {
    await delay(600);
    return HttpResponse.json({ success: true });
  });

/** Saving never finishes answering (the button stays on "Saving Location"). */
export const saveLocationPending = (): HttpHandler => http.get(SAVE_LOCATION_PATH, () => new Response(new ReadableStream<Uint8Array>(), { headers: { 'Content-Type': 'application/json' } }));

/** The store refuses the save with HTTP 400 and a message. */
export const saveLocationFails = (): HttpHandler =>
  http.get(SAVE_LOCATION_PATH, () =>
    HttpResponse.json({ success: false, message: 'Enter a valid contact phone number, like +1 3035550100.' }, { status: 400 }),
  );

/** Signing never finishes answering (Sign stays on "Signing…"). */
export const signWaiverPending = (): HttpHandler => http.post(SIGN_WAIVER_PATH, () => new Response(new ReadableStream<Uint8Array>(), { headers: { 'Content-Type': 'application/json' } }));

/** The store stores the signature after a short pause (so "Signing…" can be seen). */
export const signWaiverOk = (): HttpHandler =>
  http.post(SIGN_WAIVER_PATH, async () => {
    await delay(400);
    return HttpResponse.json({ success: true, SignedOn: '2026-12-20T17:04:00Z' });
  });

export const signWaiverFails = (): HttpHandler =>
  http.post(SIGN_WAIVER_PATH, () => HttpResponse.json({ success: false, message: 'That group member is not in your household.' }, { status: 400 }));
