import type { Migration } from './index.ts';

/**
 * My Account's profile (`POST /api/customer/saveprofile`): a customer's phone and address beside
 * the name, country and state they already had; the birth date stays with the household's "me".
 * And subcategories (`GET /api/category/{id}`'s `SubCategories`): a category may sit inside another.
 */
export const profileAndSubcategoriesMigration: Migration = {
  version: 21,
  name: 'profile-and-subcategories',
  sql: `
alter table customers add column phone text check (phone is null or char_length(phone) between 1 and 20);
alter table customers add column street_address text check (street_address is null or char_length(street_address) between 1 and 100);
alter table customers add column street_address2 text check (street_address2 is null or char_length(street_address2) between 1 and 100);
alter table customers add column city text check (city is null or char_length(city) between 1 and 60);
alter table customers add column zip_postal_code text check (zip_postal_code is null or char_length(zip_postal_code) between 1 and 20);

alter table categories add column parent_id integer references categories(id);
alter table categories add check (parent_id is null or parent_id <> id);
create index categories_parent on categories (parent_id);
`,
};
