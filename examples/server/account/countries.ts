/** The country codes the store takes: ISO 3166-1 alpha-2, from the same data set the country field shows. */
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

const CODES = new Set(Object.keys((english as { countries: Record<string, unknown> }).countries));

export function isCountryCode(code: string): boolean {
  return CODES.has(code);
}

/** Every country as the store's own select lists it: code and English name, by name. */
export function countryOptions(): { code: string; name: string }[] {
  const names = (english as { countries: Record<string, string | string[]> }).countries;
  return Object.entries(names)
    .map(([code, name]) => ({ code, name: Array.isArray(name) ? (name[0] ?? code) : name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
