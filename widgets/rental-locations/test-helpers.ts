/** Component-test helpers for the pickup-site browser: a clean page and the store's two calls. */
import { http, HttpResponse } from 'msw';
import * as api from '../../src/api/client.ts';
import type { RentalLocation } from '../../src/api/rental-location-schemas.ts';
import type { PageDataInput } from '../../src/stores/page-data.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';

export function freshRentalPage(pageData: PageDataInput = { user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' } }): void {
  api.invalidate();
  setPageData(pageData);
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
}

export const serveLocations = (locations: RentalLocation[]) =>
  http.get('/api/product/rentallocations/:productId', () => HttpResponse.json(locations));

export interface SaveRequest {
  locationId: string;
  phone: string | null;
  token: string | null;
}

/** Saves succeed (after `wait`, if given) and are recorded in `log`. */
export const serveSave = (log: SaveRequest[], wait?: () => Promise<void>) =>
  http.get('/api/saverentallocation/:locationId', async ({ params, request }) => {
    if (wait) await wait();
    log.push({
      locationId: String(params.locationId),
      phone: new URL(request.url).searchParams.get('phone'),
      token: request.headers.get('RequestVerificationToken'),
    });
    return HttpResponse.json({ success: true });
  });
