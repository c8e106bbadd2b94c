/**
 * The store's data in the shopper's language: each entity keeps its own value (English) in its own
 * row and its translations beside it in `localized_properties` (migration 23), one row per entity,
 * property and language, as nopCommerce's `LocalizedProperty`. A read asks for one language's
 * translations of the kinds it shows and takes, for each property, the translation where there is
 * one and the entity's own value where there is none, so a product staff add without translating
 * it still shows, in English.
 */
import type { Sql } from '../db/db.ts';
import { DEFAULT_LANGUAGE, type StoreLanguage, type TranslatedLanguage } from '../text/languages.ts';

/** The kinds of entity that keep translations (nopCommerce's `LocaleKeyGroup`). */
export type LocaleKeyGroup =
  | 'Category'
  | 'Product'
  | 'ProductAttribute'
  | 'ProductAttributeValue'
  | 'Release'
  | 'RentalLocation'
  | 'PaymentStatus'
  | 'EnrollmentStatus'
  | 'Discount';

/** One translation: an entity's property in a language. */
export interface LocalizedProperty {
  group: LocaleKeyGroup;
  entityId: number;
  key: string;
  language: TranslatedLanguage;
  value: string;
}

/** A language's translations of some kinds of entity, read once for a request. */
export interface Translations {
  readonly language: StoreLanguage;
  /** The property's translation, or `own` (the entity's own value) when it has none. */
  value(group: LocaleKeyGroup, entityId: number, key: string, own: string): string;
  /** True when the property has a translation in this language. */
  has(group: LocaleKeyGroup, entityId: number, key: string): boolean;
}

const slot = (group: string, entityId: number, key: string) => `${group}|${entityId}|${key}`;

/** The entities' own values: what English reads, and what a language without translations falls back to. */
export const OWN_VALUES: Translations = { language: DEFAULT_LANGUAGE, value: (_group, _id, _key, own) => own, has: () => false };

export function translationsOf(language: StoreLanguage, rows: readonly { group: string; entityId: number; key: string; value: string }[]): Translations {
  const found = new Map(rows.map((row) => [slot(row.group, row.entityId, row.key), row.value]));
  return {
    language,
    value: (group, entityId, key, own) => found.get(slot(group, entityId, key)) ?? own,
    has: (group, entityId, key) => found.has(slot(group, entityId, key)),
  };
}

/** `language`'s translations of `groups` (none to read for the store's own language). */
export async function loadTranslations(sql: Sql, language: StoreLanguage, groups: readonly LocaleKeyGroup[]): Promise<Translations> {
  if (language === DEFAULT_LANGUAGE || groups.length === 0) return OWN_VALUES;
  const { rows } = await sql.query<{ group: string; entity_id: number; key: string; value: string }>(
    `select locale_key_group as group, entity_id, locale_key as key, locale_value as value
       from localized_properties where language = $1 and locale_key_group = any($2::text[])`,
    [language, [...groups]],
  );
  return translationsOf(language, rows.map((row) => ({ group: row.group, entityId: row.entity_id, key: row.key, value: row.value })));
}

/**
 * Writes translations (the seed's): a translation already there takes the seed's value, so a
 * corrected seed reaches a store seeded before it at its next start.
 */
export async function saveTranslations(sql: Sql, rows: readonly LocalizedProperty[]): Promise<void> {
  const chunk = 200;
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const values = part.map((_row, index) => `($${index * 5 + 1}, $${index * 5 + 2}, $${index * 5 + 3}, $${index * 5 + 4}, $${index * 5 + 5})`).join(', ');
    await sql.query(
      `insert into localized_properties (locale_key_group, entity_id, locale_key, language, locale_value) values ${values}
       on conflict (locale_key_group, entity_id, locale_key, language) do update set locale_value = excluded.locale_value
       where localized_properties.locale_value is distinct from excluded.locale_value`,
      part.flatMap((row) => [row.group, row.entityId, row.key, row.language, row.value]),
    );
  }
}
