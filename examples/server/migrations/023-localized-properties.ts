import type { Migration } from './index.ts';

/**
 * Translations of the store's data, kept beside each entity the way nopCommerce keeps its
 * `LocalizedProperty` rows: which kind of entity (`locale_key_group`: `Product`, `Release`, …), its
 * id, which of its properties (`locale_key`: `Name`, `ShortDescription`, …), the language and the
 * value. The entity's own row keeps its own (English) value, which shows wherever a language has no
 * translation of it. No foreign key: one table serves every kind of entity.
 */
export const localizedPropertiesMigration: Migration = {
  version: 23,
  name: 'localized-properties',
  sql: `
create table localized_properties (
  locale_key_group text not null check (char_length(locale_key_group) between 1 and 100),
  entity_id integer not null check (entity_id > 0),
  locale_key text not null check (char_length(locale_key) between 1 and 100),
  language text not null check (language ~ '^[a-z]{2}-[A-Z]{2}$'),
  locale_value text not null check (char_length(locale_value) <= 100000),
  primary key (locale_key_group, entity_id, locale_key, language)
);
create index localized_properties_language on localized_properties (language, locale_key_group);
`,
};
