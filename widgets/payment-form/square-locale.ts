/**
 * The language Square's card fields are asked for: the page's locale when Square's Web Payments
 * SDK supports it, else the supported locale of the page's language (`fr-BE` asks for `fr-CA`),
 * else US English. Square draws its fields in the browser's language (`navigator.language`) until
 * `payments.setLocale()` is called, so a French page in an English browser showed `Card number`
 * and an English page in a French browser would show French.
 *
 * The locales are those Square's changelog of 2021-09-15 lists for `setLocale()` (en-US, en-CA,
 * en-GB, en-AU, en-IE, fr-CA, fr-FR, es-US, es-ES). Square ignores one it does not support, and
 * falls back to another region of a supported language; asking only for a listed one keeps the
 * answer predictable.
 */
export const SQUARE_LOCALES = ['en-US', 'en-CA', 'en-GB', 'en-AU', 'en-IE', 'fr-CA', 'fr-FR', 'es-US', 'es-ES'] as const;
export type SquareLocale = (typeof SQUARE_LOCALES)[number];

export function squareLocale(locale: string): SquareLocale {
  const [language = '', region = ''] = locale.trim().split(/[-_]/);
  const tag = `${language.toLowerCase()}-${region.toUpperCase()}`;
  const exact = SQUARE_LOCALES.find((supported) => supported === tag);
  if (exact) return exact;
  return SQUARE_LOCALES.find((supported) => supported.startsWith(`${language.toLowerCase()}-`)) ?? 'en-US';
}
