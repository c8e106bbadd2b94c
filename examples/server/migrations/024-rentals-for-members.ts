import type { Migration } from './index.ts';

/**
 * A product whose buyers sign a release is bought for a member of the household (every renter is a
 * member, as the releases already require): its first attribute carries the `[Assigned To]` tag, so
 * the product's widget and the store's own form both ask who it is for, and the store refuses a
 * signed-in customer's item of it for no one. A store seeded before this version gets the tag on
 * its rentals here, in each translation of the prompt too; a new one is seeded with it.
 */
export const rentalsForMembersMigration: Migration = {
  version: 24,
  name: 'rentals-for-members',
  sql: `
update product_attributes a set text_prompt = trim(a.text_prompt) || ' [Assigned To]'
 where a.id = (
         select first.id from product_attributes first
          where first.product_id = a.product_id order by first.display_order, first.id limit 1
       )
   and a.product_id in (
         select p.id from products p
          left join product_releases pr on pr.product_id = p.id
          left join category_releases cr on cr.category_id = p.category_id
          where coalesce(pr.release_id, cr.release_id) is not null
       )
   and not exists (
         select 1 from product_attributes tagged
          where tagged.product_id = a.product_id and tagged.text_prompt ilike '%[assigned to]%'
       );

-- A prompt's translations carry its markers too (the catalogue of a page in that language reads them).
update localized_properties l set locale_value = trim(l.locale_value) || ' [Assigned To]'
 where l.locale_key_group = 'ProductAttribute' and l.locale_key = 'TextPrompt'
   and l.entity_id in (select id from product_attributes where text_prompt ilike '%[assigned to]%')
   and l.locale_value not ilike '%[assigned to]%';
`,
};
