import { createHash } from 'node:crypto';
import type { Cart, CartItem } from '../../../src/api/cart-schemas.ts';
import type { Catalog, CatalogProduct } from '../catalog/catalog.ts';
import { isGolfProduct } from '../catalog/product-rules.ts';
import { afterItemDiscounts, itemDiscountsOn } from '../catalog/item-discounts.ts';
import type { StoredSelection } from '../catalog/selections.ts';
import { weekdayOf } from '../platform/dates.ts';
import { centsToAmount, percentOfCents } from '../platform/money.ts';
import { escapeHtml } from '../platform/html.ts';
import { say } from '../text/store-text.ts';
import { fromHundredths } from '../../../src/core/money.ts';

export interface CartLine {
  id: number;
  productId: number;
  quantity: number;
  selections: StoredSelection[];
  contactId: number | null;
  /** A day-priced item's unit price (its days' tiers and its values' adjustments), fixed when it was added. */
  dayPriceCents?: number | null;
  /** The product voucher that pays for this line (`vouchers/redeem.ts`): it costs nothing, and says so. */
  voucherCode?: string | null;
}

export interface CartMemberInfo {
  id: number;
  firstName: string;
  lastName: string;
}

export interface CartBuildInput {
  catalog: Pick<Catalog, 'productById' | 'couponByCode'>;
  lines: readonly CartLine[];
  codes: readonly string[];
  /**
   * The discount vouchers kept on the cart (`buying/discount-vouchers.ts`, checked as it is
   * priced): each gives its discount's percentage off the order total, as a code does, and is
   * listed with the applied codes.
   */
  vouchers?: readonly { code: string; percentageBp: number }[];
  /** The owner's household in display order (empty for guests). */
  household: readonly CartMemberInfo[];
}

/** State sales tax and the resort's local tax, on taxable items after sub-total discounts. */
export const TAX_RATES = [
  { rate: 4.5, basisPoints: 450 },
  { rate: 2, basisPoints: 200 },
] as const;

/** Identifies "the same line": same attributes and member add up instead of adding a row. */
export function selectionsKey(selections: readonly StoredSelection[]): string {
  return selections
    .map((s) => `${s.attributeId}=${s.valueId ?? s.dates?.join('|') ?? s.date ?? encodeURIComponent(s.text ?? '')}`)
    .sort((a, b) => (parseInt(a, 10) - parseInt(b, 10)) || a.localeCompare(b))
    .join('&');
}

interface DescribedAttribute {
  id: number;
  name: string;
  valueId: number | null;
  valueName: string;
  priceAdjustmentCents: number;
}

/** A value name as shoppers read it: markers such as `[Reload]` are for the store. */
const shownValueName = (name: string) => name.replace(/\[\s*reload\s*\]/i, ' ').replace(/\s+/g, ' ').trim();

function describeSelections(product: CatalogProduct, selections: readonly StoredSelection[]): DescribedAttribute[] {
  const described: DescribedAttribute[] = [];
  for (const attribute of product.attributes) {
    for (const selection of selections.filter((s) => s.attributeId === attribute.id)) {
      if (selection.text !== undefined) {
        described.push({ id: attribute.id, name: attribute.name, valueId: null, valueName: selection.text, priceAdjustmentCents: 0 });
      } else if (attribute.controlType === 'Datepicker') {
        if (selection.date === null) continue;
        // Several dates: one entry each (the cart's edit link carries them all).
        for (const date of selection.dates ?? [selection.date]) {
          // The legacy store writes a start date as "date|weekday" (the weekday in English, as its
          // data); readers take the first part, and pages show it as a date in their language.
          const valueName = attribute.ownName === 'Start Date' ? `${date}|${weekdayOf(date)}` : date;
          described.push({ id: attribute.id, name: attribute.name, valueId: null, valueName, priceAdjustmentCents: 0 });
        }
      } else {
        const value = attribute.values.find((v) => v.id === selection.valueId);
        if (!value) continue;
        described.push({
          id: attribute.id,
          name: attribute.name,
          valueId: value.id,
          valueName: shownValueName(value.name),
          priceAdjustmentCents: value.priceAdjustmentCents,
        });
      }
    }
  }
  return described;
}

/** A rental priced per day is charged once for each of its chosen dates. */
function pricedDays(selections: readonly StoredSelection[]): number {
  return Math.max(1, ...selections.map((s) => s.dates?.length ?? 1));
}

/** `Name: value` lines; an attribute with several values (checkboxes, dates) on one line, `|` between them. */
function attributeInfo(attributes: readonly DescribedAttribute[]): string {
  const lines = new Map<number, { name: string; values: string[] }>();
  for (const a of attributes) {
    const line = lines.get(a.id) ?? { name: a.name, values: [] };
    line.values.push(a.valueName);
    lines.set(a.id, line);
  }
  return [...lines.values()].map((line) => `${escapeHtml(line.name)}: ${escapeHtml(line.values.join('|'))}`).join('<br />');
}

/** A line's attribute lines and, for a line a voucher paid for, its `Voucher ID: …` line last. */
function withVoucherLine(info: string, voucherCode: string | null): string {
  if (voucherCode === null) return info;
  const line = escapeHtml(say('msg.voucher.cartLine', { id: voucherCode }));
  return info === '' ? line : `${info}<br />${line}`;
}

/** A line's `AttributeInfo` from its stored selections, in the language `product` was read in (an order's lines, shown again). */
export function attributeInfoOf(product: CatalogProduct, selections: readonly StoredSelection[], voucherCode: string | null = null): string {
  return withVoucherLine(attributeInfo(describeSelections(product, selections)), voucherCode);
}

/** What a line a product voucher pays for costs the shopper: nothing (its price, what the voucher paid, is shown struck through). */
export const VOUCHER_LINE_UNIT_CENTS = 0;

interface PricedItem {
  json: CartItem;
  /** What this line adds to the order sub-total (for golf, only the part due online). */
  chargeCents: number;
  taxable: boolean;
}

function priceLine(line: CartLine, product: CatalogProduct): PricedItem {
  const attributes = describeSelections(product, line.selections);
  const originalCents =
    line.dayPriceCents ?? Math.max(0, product.priceCents + attributes.reduce((sum, a) => sum + a.priceAdjustmentCents, 0)) * pricedDays(line.selections);
  // A voucher's line: its price is what the voucher paid (the cart shows it struck through), its unit price nothing.
  const voucher = line.voucherCode ?? null;
  const discounts = voucher === null ? itemDiscountsOn(product, originalCents) : [];
  const unitCents = voucher === null ? afterItemDiscounts(product, originalCents) : VOUCHER_LINE_UNIT_CENTS;
  const golf = isGolfProduct(product);
  const reservationCents = golf ? product.reservationPriceCents : null;
  const chargeCents = (reservationCents !== null ? Math.min(reservationCents, unitCents) : unitCents) * line.quantity;

  const json: CartItem = {
    Id: line.id,
    ProductId: product.id,
    ProductName: product.name,
    ProductSku: product.sku,
    Quantity: line.quantity,
    Url: `/${product.seName}`,
    UnitPrice: centsToAmount(unitCents),
    OriginalPrice: centsToAmount(originalCents),
    CustomerEnteredPrice: null,
    AttributeInfo: withVoucherLine(attributeInfo(attributes), voucher),
    ProductAttributes: attributes.map((a) => ({
      ProductAttributeId: a.id,
      ProductAttributeName: a.name,
      ProductAttributeValueId: a.valueId,
      ProductAttributeValueName: a.valueName,
    })),
    AssignedToContactInfo: line.contactId === null ? null : { Id: line.contactId },
    DiscountInfo: {
      Discounts: discounts.map(({ discount, unitCents: discountCents }) => ({
        Id: discount.id,
        UsePercentage: true,
        DiscountPercentage: fromHundredths(discount.percentageBp),
        DiscountAmount: centsToAmount(discountCents * line.quantity),
      })),
    },
    IsGolfProduct: golf,
    IsEnhancedCartEnabled: product.isEnhancedCartEnabled,
    ReservationPrice: reservationCents === null ? null : centsToAmount(reservationCents),
    Currency: 'usd',
  };
  return { json, chargeCents, taxable: !product.isTaxExempt };
}

/**
 * What the cart holds, whatever language it is read in: its words (product and attribute names, a
 * chosen value's name) are left out, its ids, dates, typed text, quantities and amounts kept. A
 * cart shown on a French page and checked again in English hashes alike.
 */
function languageFree(cart: Omit<Cart, 'CartHash'>): unknown {
  return {
    ...cart,
    Items: cart.Items.map((item) => ({
      ...item,
      ProductName: null,
      AttributeInfo: null,
      ProductAttributes: item.ProductAttributes.map((attribute) => ({
        ProductAttributeId: attribute.ProductAttributeId,
        ProductAttributeValueId: attribute.ProductAttributeValueId,
        // A date or typed text is the value itself; a listed value is its id.
        ProductAttributeValueName: attribute.ProductAttributeValueId === null ? attribute.ProductAttributeValueName : null,
      })),
    })),
  };
}

export function cartHash(cart: Omit<Cart, 'CartHash'>): string {
  return createHash('sha256').update(JSON.stringify(languageFree(cart))).digest('hex').slice(0, 16);
}

/** The `GET /api/minicart` answer. All arithmetic is in integer cents. */
export function buildCart(input: CartBuildInput): Cart {
  const priced: PricedItem[] = [];
  for (const line of input.lines) {
    const product = input.catalog.productById.get(line.productId);
    if (product) priced.push(priceLine(line, product));
  }

  const subTotalCents = priced.reduce((sum, item) => sum + item.chargeCents, 0);
  const subTotalDiscountCents = 0;
  const shippingCents = 0;
  const taxableCents = Math.max(
    0,
    priced.filter((item) => item.taxable).reduce((sum, item) => sum + item.chargeCents, 0) - subTotalDiscountCents,
  );
  const taxes = TAX_RATES.map((tax) => ({ rate: tax.rate, cents: percentOfCents(taxableCents, tax.basisPoints) }));
  const taxCents = taxes.reduce((sum, tax) => sum + tax.cents, 0);

  const coupons = input.codes
    .map((code) => input.catalog.couponByCode.get(code))
    .filter((coupon) => coupon !== undefined);
  const vouchers = input.vouchers ?? [];
  const couponBp = Math.min(10_000, [...coupons, ...vouchers].reduce((sum, discount) => sum + discount.percentageBp, 0));
  // Like nopCommerce, an order-total discount applies to the total including tax.
  const beforeOrderDiscountCents = subTotalCents - subTotalDiscountCents + shippingCents + taxCents;
  const orderDiscountCents = percentOfCents(beforeOrderDiscountCents, couponBp);

  const assignedIds = new Set(priced.map((item) => item.json.AssignedToContactInfo?.Id).filter((id) => id !== undefined));
  const cart: Omit<Cart, 'CartHash'> = {
    TotalProducts: priced.reduce((sum, item) => sum + item.json.Quantity, 0),
    Items: priced.map((item) => item.json),
    AppliedDiscountCodes: [...coupons.map((coupon) => coupon.code), ...vouchers.map((voucher) => voucher.code)],
    AssignedMembers: input.household
      .filter((member) => assignedIds.has(member.id))
      .map((member) => ({ Id: member.id, FirstName: member.firstName, LastName: member.lastName })),
    HasUnassigned: priced.some((item) => item.json.AssignedToContactInfo === null),
    SubTotal: centsToAmount(subTotalCents),
    SubTotalDiscount: centsToAmount(subTotalDiscountCents),
    Shipping: centsToAmount(shippingCents),
    HideShipping: true,
    TaxRates: taxes.map((tax) => ({ Rate: tax.rate, Value: centsToAmount(tax.cents) })),
    TaxAmount: centsToAmount(taxCents),
    DisplayTaxes: true,
    OrderTotalDiscount: centsToAmount(orderDiscountCents),
    TotalPrice: centsToAmount(beforeOrderDiscountCents - orderDiscountCents),
  };
  return { ...cart, CartHash: cartHash(cart) };
}
