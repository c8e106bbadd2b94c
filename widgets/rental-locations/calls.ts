/**
 * `<resort-rental-locations>`'s calls, made by `api.ts`. Read by
 * `resort-widgets check-host` through `widgets/calls.ts`; no bundle imports this file.
 */
import { hostCall, type CallFamily } from '../../src/api/host-calls.ts';
import { rentalLocationsSchema, saveRentalLocationResultSchema } from '../../src/api/rental-location-schemas.ts';
import { rentalLocationsPath, saveRentalLocationPath } from './api.ts';

/** The widget's path builders, with a `{name}` where the id goes. */
const template = (build: (id: number) => string, name: string) => build(0).replace(/0$/, `{${name}}`);

/** A phone the store's check accepts, for a site that requires one: `+<country code> <number>`. */
const SAMPLE_PHONE = '+1 2025550143';

export const rentalLocationsCalls: CallFamily = {
  family: 'rental-locations',
  order: 80,
  tags: ['resort-rental-locations'],
  calls: [
    hostCall({
      name: 'pickup sites',
      method: 'GET',
      path: template(rentalLocationsPath, 'productId'),
      // A rental product when one is known; any product answers (an empty list when it has no sites).
      params: { productId: 'rental-product' },
      schema: rentalLocationsSchema,
      sends: 'read',
      who: 'guest',
      provides: (sites) => {
        const site = sites.find((candidate) => !candidate.RequiresPhone) ?? sites[0];
        return site ? { location: site.Id, 'location-phone': site.RequiresPhone ? SAMPLE_PHONE : '' } : {};
      },
    }),
    hostCall({
      name: 'save pickup site',
      method: 'GET',
      path: template(saveRentalLocationPath, 'locationId'),
      params: { locationId: 'location', phone: { answer: 'location-phone', example: SAMPLE_PHONE } },
      query: (params) => ({ phone: String(params.phone) }),
      schema: saveRentalLocationResultSchema,
      sends: 'write',
      who: 'customer',
      antiForgery: true,
    }),
  ],
};
