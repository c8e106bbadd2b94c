/**
 * The double's languages, as Square's Web Payments SDK documents them for `payments.setLocale()`:
 * - the locales its changelog of 2021-09-15 lists (en-US, en-CA, en-GB, en-AU, en-IE, fr-CA,
 *   fr-FR, es-US, es-ES);
 * - until `setLocale()` is called, the browser's language (`navigator.language`), US English when
 *   Square does not support it;
 * - a locale it does not support leaves the locale as it was (a no-op); a supported language in a
 *   region it does not support takes that language in another region.
 *
 * The words drawn in each language are the double's own: Square's translations are not published,
 * so these say what a French or Spanish card form says, not necessarily Square's exact strings.
 * The Google Pay button: Square's `GooglePayButtonOptions` has no language option, and Google's
 * own button takes the browser's language unless told another (`buttonLocale`); the double draws
 * it in the payments' locale, which is what Square passing its locale on to Google would show.
 */
import type { CardField } from './sandbox-cards.ts';

export const SUPPORTED_LOCALES = ['en-US', 'en-CA', 'en-GB', 'en-AU', 'en-IE', 'fr-CA', 'fr-FR', 'es-US', 'es-ES'] as const;

/** The supported locale Square takes for `tag`, or null where it would not change (a no-op). */
export function supportedLocale(tag: unknown): string | null {
  if (typeof tag !== 'string') return null;
  const [language = '', region = ''] = tag.trim().split(/[-_]/);
  const wanted = `${language.toLowerCase()}-${region.toUpperCase()}`;
  return SUPPORTED_LOCALES.find((locale) => locale === wanted) ?? SUPPORTED_LOCALES.find((locale) => locale.startsWith(`${language.toLowerCase()}-`)) ?? null;
}

/** The locale a new payments instance starts with: the browser's language, else US English. */
export function browserLocale(): string {
  return supportedLocale(typeof navigator === 'undefined' ? '' : navigator.language) ?? 'en-US';
}

export interface CardWords {
  /** Each field's placeholder (and its label, with `includeInputLabels`). */
  fields: Readonly<Record<CardField, string>>;
  /** The message under a field Square finds invalid. */
  errors: Readonly<Record<CardField, string>>;
  /** Google Pay's button: `long` with its call to action, `short` the mark alone. */
  googlePay: { long: string; short: string };
}

const WORDS: Readonly<Record<'en' | 'fr' | 'es', CardWords>> = {
  en: {
    fields: { cardNumber: 'Card number', expirationDate: 'MM/YY', cvv: 'CVV', postalCode: 'Postal code' },
    errors: { cardNumber: 'Card number is not valid', expirationDate: 'Expiration date is not valid', cvv: 'CVV is not valid', postalCode: 'Postal code is not valid' },
    googlePay: { long: 'Buy with Google Pay', short: 'Google Pay' },
  },
  fr: {
    fields: { cardNumber: 'Numéro de carte', expirationDate: 'MM/AA', cvv: 'CVV', postalCode: 'Code postal' },
    errors: { cardNumber: 'Le numéro de carte n’est pas valide', expirationDate: 'La date d’expiration n’est pas valide', cvv: 'Le CVV n’est pas valide', postalCode: 'Le code postal n’est pas valide' },
    googlePay: { long: 'Acheter avec Google Pay', short: 'Google Pay' },
  },
  es: {
    fields: { cardNumber: 'Número de tarjeta', expirationDate: 'MM/AA', cvv: 'CVV', postalCode: 'Código postal' },
    errors: { cardNumber: 'El número de tarjeta no es válido', expirationDate: 'La fecha de vencimiento no es válida', cvv: 'El CVV no es válido', postalCode: 'El código postal no es válido' },
    googlePay: { long: 'Comprar con Google Pay', short: 'Google Pay' },
  },
};

/** The words of a supported locale (by its language). */
export function cardWords(locale: string): CardWords {
  const language = locale.slice(0, 2).toLowerCase();
  return language === 'fr' || language === 'es' ? WORDS[language] : WORDS.en;
}
