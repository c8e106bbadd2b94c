/**
 * The store's side of product selection, on the widget's own rules (`widgets/product/rules/`):
 * the earliest purchase date, day inventory flags and prompt tags are the same functions, so what
 * the widget offers is what the store accepts.
 */
import { earliestPurchaseDate, isPurchasableDate, type PurchaseDateInput } from '../../../widgets/product/rules/purchase-date-rules.ts';
import { readPrompt, type PromptTag } from '../../../widgets/product/rules/prompt-rules.ts';
import type { CatalogAttribute, CatalogProduct } from './catalog.ts';
import { SEASON } from '../shell/page-data.ts';
import { STORE_TIME_ZONE_OFFSET } from '../shell/resort-date.ts';

export function specification(product: Pick<CatalogProduct, 'specifications'>, name: string): string | null {
  return product.specifications.find((spec) => spec.name.toLowerCase() === name.toLowerCase())?.value ?? null;
}

const yes = (value: string | null) => /^(yes|true|1)$/i.test(value ?? '');

/**
 * A multi-day product's days (`NumberOfDays`, 1 unless a whole number above 0): consecutive ones
 * (`IsConsecutiveMultiDay`) start on the chosen day; non-consecutive ones (`IsNonConsecutiveMultiDay`,
 * with more than one day) are chosen one by one, up to `NumberOfDays`.
 */
export function multiDay(product: Pick<CatalogProduct, 'specifications'>): { days: number; consecutive: boolean; separate: boolean } {
  const days = Number(specification(product, 'NumberOfDays') ?? 1);
  const count = Number.isInteger(days) && days >= 1 ? days : 1;
  return { days: count, consecutive: yes(specification(product, 'IsConsecutiveMultiDay')), separate: count > 1 && yes(specification(product, 'IsNonConsecutiveMultiDay')) };
}

/**
 * The inputs of the earliest purchase date for `product` at `now`, clamped into the store's season
 * (`SeasonSettings`) for every product, golf included: a course open in another season is the
 * store's season settings to say, not an exception here.
 */
export function purchaseInput(now: number, product: Partial<Pick<CatalogProduct, 'specifications'>>): PurchaseDateInput {
  const specs = { specifications: product.specifications ?? [] };
  return {
    now,
    timeZoneOffset: STORE_TIME_ZONE_OFFSET,
    cutoffTime: specification(specs, '[Cutoff Time]') ?? SEASON.ProductCutoffTime,
    cutoffDays: specification(specs, '[Cutoff Days]'),
    seasonStart: SEASON.StartDate,
    seasonEnd: SEASON.EndDate,
  };
}

export function storeEarliestDate(now: number, product: Partial<Pick<CatalogProduct, 'specifications'>>): string {
  return earliestPurchaseDate(purchaseInput(now, product));
}

export function canStillBuy(now: number, product: CatalogProduct, date: string): boolean {
  return isPurchasableDate(date, purchaseInput(now, product));
}

export const tagsOf = (attribute: CatalogAttribute): ReadonlySet<PromptTag> => readPrompt(attribute.textPrompt).tags;

/** A product bought for a household member (`[Assigned To]`): signed in, its widget lists the household. */
export const isForMember = (product: Pick<CatalogProduct, 'attributes'>): boolean => product.attributes.some((attribute) => tagsOf(attribute).has('Assigned To'));

/**
 * A signed-in customer's item of this product names the member it is for: the product is assigned
 * (`[Assigned To]`), or its buyers sign a release, which each renter signs as themself. (A guest's
 * item is for no one until checkout, where the buyer's own member signs for it.)
 */
export const needsMember = (product: Pick<CatalogProduct, 'attributes' | 'releaseTitle'>): boolean => isForMember(product) || product.releaseTitle !== null;

export function isGolfProduct(product: CatalogProduct): boolean {
  const names = new Set(product.attributes.map((a) => a.ownName.toLowerCase()));
  return [...names].some((n) => n.includes('date')) && names.has('time') && names.has('holes');
}

/**
 * A date picker that takes several dates (`rental_start_date_{id}`, `|` between them): a
 * `[Multiple Dates]` one, or the one of a non-consecutive multi-day product.
 */
export const isMultipleDates = (product: Pick<CatalogProduct, 'specifications'>, attribute: CatalogAttribute) =>
  attribute.controlType === 'Datepicker' && (tagsOf(attribute).has('Multiple Dates') || multiDay(product).separate);

/** A renewal's own id (`RenewalId` of a product with `IsRenewal`), or null for any other product. */
export function renewalIdOf(product: Pick<CatalogProduct, 'specifications'>): number | null {
  if (!/^(yes|true|1)$/i.test(specification(product, 'IsRenewal') ?? '')) return null;
  const id = Number(specification(product, 'RenewalId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
