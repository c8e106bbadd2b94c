/** Pickup sites for rental products and the shopper's saved site (issue 5). */
import type { RentalLocationInput } from '../../../src/api/rental-location-schemas.ts';
import type { Sql } from '../db/db.ts';
import { loadTranslations } from '../platform/localized.ts';
import { answerLanguage, type StoreLanguage } from '../text/languages.ts';

interface LocationRow {
  id: number;
  pickup_site_name: string;
  store_url: string;
  map_api_url: string;
  description: string;
  demo_brands: string;
  nearby_hotels: string;
  village: string;
  store_logo_url: string;
  hours_of_operation: string;
  phone_number: string;
  address: string;
  requires_phone: boolean;
  map_image_url: string;
  location_picture_urls: unknown;
}

export interface StoredLocation {
  id: number;
  name: string;
  requiresPhone: boolean;
}

const COLUMNS = `l.id, l.pickup_site_name, l.store_url, l.map_api_url, l.description, l.demo_brands, l.nearby_hotels, l.village,
  l.store_logo_url, l.hours_of_operation, l.phone_number, l.address, l.requires_phone, l.map_image_url, l.location_picture_urls`;

function pictures(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string') : [];
}

/**
 * The answer of `GET /api/product/rentallocations/{productId}`, with the customer's saved site
 * marked, its words in `language` where the site has them (the answer's by default).
 */
export async function locationsForProduct(sql: Sql, productId: number, customerId: number | null, language: StoreLanguage = answerLanguage()): Promise<RentalLocationInput[]> {
  const local = await loadTranslations(sql, language, ['RentalLocation']);
  const text = (row: LocationRow, key: string, own: string) => local.value('RentalLocation', row.id, key, own);
  const result = await sql.query<LocationRow & { contact_phone: string | null; is_selected: boolean }>(
    `select ${COLUMNS}, s.contact_phone, (s.location_id is not null) as is_selected
       from product_rental_locations pl
       join rental_locations l on l.id = pl.location_id
       left join rental_location_selections s on s.location_id = l.id and s.customer_id = $2
      where pl.product_id = $1
      order by l.display_order, l.id`,
    [productId, customerId],
  );
  return result.rows.map((row) => ({
    Id: row.id,
    PickupSiteName: text(row, 'PickupSiteName', row.pickup_site_name),
    StoreUrl: row.store_url,
    MapApiUrl: row.map_api_url,
    Description: text(row, 'Description', row.description),
    DemoBrands: row.demo_brands,
    NearbyHotels: row.nearby_hotels,
    Village: text(row, 'Village', row.village),
    StoreLogoUrl: row.store_logo_url,
    HoursOfOperation: text(row, 'HoursOfOperation', row.hours_of_operation),
    PhoneNumber: row.phone_number,
    Address: text(row, 'Address', row.address),
    RequiresPhone: row.requires_phone,
    ContactPhone: row.contact_phone ?? '',
    // The map and the photos have words drawn in them: a language may have its own pictures.
    MapImageUrl: text(row, 'MapImageUrl', row.map_image_url),
    LocationPictureUrls: local.has('RentalLocation', row.id, 'LocationPictureUrls')
      ? pictures(JSON.parse(local.value('RentalLocation', row.id, 'LocationPictureUrls', '[]')))
      : pictures(row.location_picture_urls),
    IsSelected: row.is_selected,
  }));
}

/** A pickup site, its name in `language` (the answer's by default). */
export async function findLocation(sql: Sql, locationId: number, language: StoreLanguage = answerLanguage()): Promise<StoredLocation | null> {
  const result = await sql.query<{ id: number; pickup_site_name: string; requires_phone: boolean }>(
    'select id, pickup_site_name, requires_phone from rental_locations where id = $1',
    [locationId],
  );
  const row = result.rows[0];
  if (!row) return null;
  const local = await loadTranslations(sql, language, ['RentalLocation']);
  return { id: row.id, name: local.value('RentalLocation', row.id, 'PickupSiteName', row.pickup_site_name), requiresPhone: row.requires_phone };
}

/** Products in `productIds` that have pickup sites (the cart's rentals), in the given order. */
export async function rentalProductIds(sql: Sql, productIds: readonly number[]): Promise<number[]> {
  if (productIds.length === 0) return [];
  const result = await sql.query<{ product_id: number }>(
    'select distinct product_id from product_rental_locations where product_id = any($1::int[])',
    [productIds],
  );
  const rentals = new Set(result.rows.map((row) => row.product_id));
  return [...new Set(productIds)].filter((id) => rentals.has(id));
}

/** One saved site per customer: a new save replaces the last. */
export async function saveSelection(sql: Sql, customerId: number, locationId: number, phone: string | null): Promise<void> {
  await sql.query(
    `insert into rental_location_selections (customer_id, location_id, contact_phone)
     values ($1, $2, $3)
     on conflict (customer_id) do update set location_id = excluded.location_id, contact_phone = excluded.contact_phone, saved_at = now()`,
    [customerId, locationId, phone],
  );
}
