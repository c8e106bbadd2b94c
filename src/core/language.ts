/**
 * Which label set and which formatting locale an island uses. The label set comes from the tag's
 * `lang` attribute, else the page data's `Language`, else its `locale`: any French tag (`fr`,
 * `fr-CA`, `fr-FR`) chooses the Canadian French set, anything else the English defaults.
 * Numbers, money and dates follow the page's `locale` when it speaks the same language as the
 * labels; a French island on an English page formats in the tag's own locale (`fr-CA` when it
 * names no region), so a sentence never mixes French words with `$1,234.50`.
 */
export const LABEL_LANGUAGES = ['en', 'fr-CA'] as const;
export type LabelLanguage = (typeof LABEL_LANGUAGES)[number];

/** The label set a language tag chooses. */
export function labelLanguage(tag: string): LabelLanguage {
  return /^fr(?:[-_]|$)/i.test(tag.trim()) ? 'fr-CA' : 'en';
}

export interface IslandLanguage {
  /** The label set. */
  language: LabelLanguage;
  /** The locale numbers, money and dates are formatted in. */
  locale: string;
}


/** `lang`: the tag's attribute (or `null`); `Language` and `locale`: the page data's. */
export function resolveLanguage(lang: string | null | undefined, pageLanguage: string, pageLocale: string): IslandLanguage {
  const chosen = [lang, pageLanguage, pageLocale].map((value) => (value ?? '').trim()).find((value) => value !== '') ?? 'en-US';
  const language = labelLanguage(chosen);
  if (labelLanguage(pageLocale) === language) return { language, locale: pageLocale };
  // A tag with a region (`en-AU`) is a locale; a bare language takes the store's own variant.
  const region = /^([a-z]{2})[-_]([a-z]{2})$/i.exec(chosen);
  return { language, locale: region ? `${region[1]!.toLowerCase()}-${region[2]!.toUpperCase()}` : language === 'fr-CA' ? 'fr-CA' : 'en-US' };
}

/**
 * The country a shopper of `locale` most likely lives in: the locale's region (`fr-CA` → `CA`,
 * `en-US` → `US`), else the United States (`en`, `fr`, an unreadable tag). The one rule for a
 * country field's first choice when the store names no `DefaultCountry`, and for the demo store's
 * own forms: a French-Canadian shopper meets Canada, not the United States.
 */
export function localeCountry(locale: string): string {
  const region = /^[a-z]{2,3}(?:[-_][a-z]{4})?[-_]([a-z]{2})(?:[-_]|$)/i.exec(locale.trim());
  return region ? region[1]!.toUpperCase() : 'US';
}
