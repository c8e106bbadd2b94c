/**
 * The pickup-site calls: load a product's sites, save one with its contact
 * phone. A save is announced on the bus as `resort:rental-location:saved`.
 */
import type { ApiResult } from '../../src/api/errors.ts';
import { refusedCall } from '../../src/api/report-call.ts';
import * as api from '../../src/api/client.ts';
import { rentalLocationsSchema, saveRentalLocationResultSchema, toRentalLocation, type RentalLocation } from '../../src/api/rental-location-schemas.ts';
import { BUS_SOURCE, emit } from '../../src/events/bus.ts';

export const RENTAL_LOCATIONS_PATH = '/api/product/rentallocations/';
export const SAVE_RENTAL_LOCATION_PATH = '/api/saverentallocation/';
export const rentalLocationsPath = (productId: number) => `${RENTAL_LOCATIONS_PATH}${productId}`;
export const saveRentalLocationPath = (locationId: number) => `${SAVE_RENTAL_LOCATION_PATH}${locationId}`;

export async function loadRentalLocations(productId: number, fresh = false): Promise<ApiResult<RentalLocation[]>> {
  const result = await api.get(rentalLocationsPath(productId), rentalLocationsSchema, { fresh });
  return result.ok ? { ok: true, data: result.data.map(toRentalLocation) } : result;
}

/** Saves `location` (with `phone` when it needs one); state-changing, so it carries the anti-forgery token. */
export async function saveRentalLocation(productId: number, location: RentalLocation, phone: string | null): Promise<ApiResult<RentalLocation>> {
  const result = await api.get(saveRentalLocationPath(location.Id), saveRentalLocationResultSchema, {
    searchParams: { phone: phone ?? '' },
    antiForgery: true,
    fresh: true,
  });
  if (!result.ok) return result;
  if (!result.data.success) {
    return { ok: false, error: refusedCall('GET', saveRentalLocationPath(location.Id), result.data.message, 'Save refused') };
  }
  const saved: RentalLocation = { ...location, IsSelected: true, ContactPhone: phone ?? '' };
  emit('resort:rental-location:saved', { productId, location: saved, phone, source: BUS_SOURCE });
  return { ok: true, data: saved };
}
