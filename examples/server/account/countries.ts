/** The country codes the store takes: ISO 3166-1 alpha-2, from the same data set the country field shows. */
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { countryName } from '../../../src/ui/fields/countries.ts';
import { DEFAULT_LANGUAGE, type StoreLanguage } from '../text/languages.ts';

const CODES = new Set(Object.keys((english as { countries: Record<string, unknown> }).countries));

export function isCountryCode(code: string): boolean {
  return CODES.has(code);
}

/**
 * Every country as the store's own select lists it: code and name in `language` (as the country
 * field names them, `countryName`; the data set's English where the runtime has no name), by name.
 */
export function countryOptions(language: StoreLanguage = DEFAULT_LANGUAGE): { code: string; name: string }[] {
  const names = (english as { countries: Record<string, string | string[]> }).countries;
  return Object.entries(names)
    .map(([code, name]) => ({ code, name: countryName(code, language, Array.isArray(name) ? (name[0] ?? code) : name) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
