import type { Migration } from './index.ts';

/**
 * Releases belong to what is sold (issue 26): a product, or its category, names the release it
 * needs, and the waivers to sign follow from the cart's items and the members they are for. A
 * member's own row keeps only how they sign (a consolidated release, the description shown), so a
 * member with no row signs like anyone else instead of skipping the release.
 */
export const productReleasesMigration: Migration = {
  version: 15,
  name: 'product-releases',
  sql: `
create table category_releases (
  category_id integer primary key references categories(id) on delete cascade,
  release_id integer not null references waiver_releases(id)
);

-- A product's own release wins over its category's.
create table product_releases (
  product_id integer primary key references products(id) on delete cascade,
  release_id integer not null references waiver_releases(id)
);

alter table member_releases rename to member_release_options;
alter table member_release_options drop column release_id;

-- A store seeded before this version: its rentals keep asking for the equipment release.
insert into category_releases (category_id, release_id)
select c.id, r.id from categories c join waiver_releases r on r.title = 'Equipment Rental Release'
 where c.se_name = 'rentals'
on conflict do nothing;
`,
};
