/**
 * Rental pickup sites.
 * Text fields a legacy store may send as null read as empty text (`toRentalLocation`; done after
 * parsing rather than with a zod transform, which would add to the core chunk every page loads).
 */
import * as z from 'zod/mini';

const text = z._default(z.nullable(z.string()), null);

export const rentalLocationSchema = z.object({
  Id: z.number(),
  PickupSiteName: z.string(),
  StoreUrl: text,
  MapApiUrl: text,
  Description: text,
  DemoBrands: text,
  NearbyHotels: text,
  Village: text,
  StoreLogoUrl: text,
  HoursOfOperation: text,
  PhoneNumber: text,
  Address: text,
  RequiresPhone: z._default(z.boolean(), false),
  /** The contact phone saved with this site, `+<country code> <number>`. */
  ContactPhone: text,
  /** May embed the zoom settings `scale`, `translateX`, `translateY` (see `map-zoom.ts`). */
  MapImageUrl: text,
  LocationPictureUrls: z._default(z.array(z.string()), []),
  /** The site the shopper saved for this product (shown as a summary with Change). */
  IsSelected: z._default(z.boolean(), false),
});
type RentalLocationAnswer = z.infer<typeof rentalLocationSchema>;
/** A pickup site with empty text for every text field the store left out or sent as null. */
export type RentalLocation = { [K in keyof RentalLocationAnswer]: Exclude<RentalLocationAnswer[K], null> };
export type RentalLocationInput = z.input<typeof rentalLocationSchema>;

export function toRentalLocation(answer: RentalLocationAnswer): RentalLocation {
  const location: Record<string, unknown> = { ...answer };
  for (const [key, value] of Object.entries(location)) if (value === null) location[key] = '';
  return location as RentalLocation;
}

/** The answer of `GET /api/product/rentallocations/{productId}`: the product's pickup sites. */
export const rentalLocationsSchema = z.array(rentalLocationSchema);

/** The answer of `GET /api/saverentallocation/{locationId}?phone=` (the spec reads nothing else). */
export const saveRentalLocationResultSchema = z.object({
  success: z.boolean(),
  message: z._default(z.string(), ''),
});
