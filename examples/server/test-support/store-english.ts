/**
 * What a French page must not show: the words of the store's own English (its catalogue's, its
 * seed data's and the widget wording its markup shows) that French never uses, less the resort's
 * proper names; a raw ISO date or `|`-joined value; an amount or percentage written the English
 * way, or a time of day with AM or PM. The server's page sweep (`storefront/french-store.test.ts`)
 * reads the HTML it answers, the real-browser one (`test/e2e/french-store.spec.ts`) the text a
 * shopper sees.
 */
import { storeTextEnUS } from '../text/en-US.ts';
import { storeTextFrCA } from '../text/fr-CA.ts';
import { categories, discounts, products } from '../catalog/seed.ts';
import { catalogTranslations } from '../catalog/translations-seed.ts';
import { checkoutTranslations } from '../checkout/translations-seed.ts';
import { releaseText, releaseTexts, rentalLocations, resortChargeText } from '../checkout/seed.ts';
import { cartLabels } from '../../../widgets/cart/labels.ts';
import { cartLabelsFr } from '../../../widgets/cart/labels.fr-CA.ts';
import { voucherLabels } from '../../../widgets/voucher-box/labels.ts';
import { voucherLabelsFr } from '../../../widgets/voucher-box/labels.fr-CA.ts';
import { scheduleLabels } from '../../../widgets/payment-schedule/labels.ts';
import { scheduleLabelsFr } from '../../../widgets/payment-schedule/labels.fr-CA.ts';
import { myPlansLabels } from '../../../widgets/my-payment-plans/labels.ts';
import { myPlansLabelsFr } from '../../../widgets/my-payment-plans/labels.fr-CA.ts';

export const words = (text: string): string[] => text.toLowerCase().match(/[a-zà-ÿœ’']+/g) ?? [];
const textOf = (htmlText: string) => htmlText.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ');

const seedEnglish = [
  ...categories.map((category) => category.name),
  ...products.flatMap((product) => [product.name, product.description, ...product.attributes.flatMap((attribute) => [attribute.name, ...(attribute.values ?? []).map((value) => value.name)])]),
  ...rentalLocations.flatMap((site) => [site.name, site.description, site.village, site.hours]),
  textOf(releaseText),
  textOf(resortChargeText),
  ...Object.values(releaseTexts),
];
const seedFrench = [...catalogTranslations(), ...checkoutTranslations()].map((row) => textOf(row.value));
const widgetsEnglish = [cartLabels, voucherLabels, scheduleLabels, myPlansLabels].flatMap((set) => Object.values(set));
const widgetsFrench = [cartLabelsFr, voucherLabelsFr, scheduleLabelsFr, myPlansLabelsFr].flatMap((set) => Object.values(set));

/** Names that are the same in both languages: the resort's, its places' and its brands'. */
const PROPER_NAMES = new Set(['summit', 'peak', 'resort', 'valley', 'express', 'mountain', 'kids', 'road', 'walk', 'co', 'goofy', 'javascript', 'square', 'braintree', 'visa']);

const frenchWords = new Set([...Object.values(storeTextFrCA), ...seedFrench, ...widgetsFrench].flatMap(words));
const englishOnly = (texts: readonly string[]) => new Set(texts.flatMap(words).filter((word) => word.length > 1 && !frenchWords.has(word) && !PROPER_NAMES.has(word)));

/** Words of the store's own English that French never uses: any of them on a French page is left behind. */
export const ENGLISH_ONLY: ReadonlySet<string> = englishOnly([...Object.values(storeTextEnUS), ...seedEnglish, ...widgetsEnglish]);
/** The admin area shows the entities' own values (staff edit them); only its own chrome must be French. */
export const ENGLISH_CHROME: ReadonlySet<string> = englishOnly(Object.values(storeTextEnUS));

/** The entities' own names, which the admin area shows as they are. */
export const OWN_NAMES: readonly string[] = [...products, ...discounts].map((entity) => entity.name);

/**
 * What is left in English in a French page's `text` (what a person reads or hears): the store's
 * English words, and a raw date, a `|`-joined value, an amount or a percentage written the English
 * way, a time with AM or PM (the admin's data aside).
 */
export function englishLeftIn(text: string, { admin = false } = {}): string[] {
  const english = admin ? ENGLISH_CHROME : ENGLISH_ONLY;
  const problems = [...new Set(words(text).filter((word) => english.has(word)))].map((word) => `English word "${word}"`);
  for (const pattern of [/\b\d{4}-\d{2}-\d{2}\b/, /\S\|\S/, ...(admin ? [] : [/\$\s?\d/, /\b\d+\.\d+\s?%/, /\b\d{1,2}:\d{2}\s?[AaPp]\.?[Mm]\b/])]) {
    const found = pattern.exec(text);
    if (found) problems.push(`"${text.slice(Math.max(0, found.index - 30), found.index + 30)}"`);
  }
  return problems;
}
