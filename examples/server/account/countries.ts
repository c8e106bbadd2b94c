/** The country codes the store takes: ISO 3166-1 alpha-2, from the same data set the country field shows. */
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

const CODES = new Set(Object.keys((english as { countries: Record<string, unknown> }).countries));

export function isCountryCode(code: string): boolean {
  return CODES.has(code);
}
