/**
 * The form the legacy store reads, built from the shopper's choices. Its keys:
 * - `product_attribute_{id}`: a chosen value id (one entry per value for checkboxes) or a text;
 * - `product_attribute_{id}_day`, `_month`, `_year`: a date's parts;
 * - `rental_start_date_{id}`: several dates joined by `|` (with the first one's parts as above);
 * - `addtocart_{productId}.EnteredQuantity`, `.CustomerEnteredPrice`, `.UpdatedShoppingCartItemId`,
 *   `.LegacyContactId`, `.VoucherId`: the quantity, a price the shopper entered, the cart item an
 *   edit replaces, the member the product is for and the product voucher that pays for it.
 * The same entries go to the attribute-change call, the add-to-cart call, the event the payment
 * schedule listens to and the hidden fields a host's `<form>` submits.
 */
import { dateFromParts } from '../../src/core/dates.ts';
import { chosenDates, type AttributeView, type Selection } from './rules/attribute-rules.ts';
import { decimalText } from '../../src/core/money.ts';

export type FormEntries = ReadonlyArray<readonly [string, string]>;

const attributeKey = (id: number) => `product_attribute_${id}`;

function dateParts(id: number, date: string): [string, string][] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [
    [`${attributeKey(id)}_day`, String(day)],
    [`${attributeKey(id)}_month`, String(month)],
    [`${attributeKey(id)}_year`, String(year)],
  ];
}

/** The entries of every active attribute's choice (inactive conditional attributes send nothing). */
export function attributeEntries(attributes: readonly AttributeView[], selection: Selection, active: (attribute: AttributeView) => boolean): FormEntries {
  const entries: [string, string][] = [];
  for (const attribute of attributes) {
    const choice = selection[attribute.id];
    if (!choice || !active(attribute)) continue;
    if (attribute.kind === 'date' || attribute.kind === 'dates') {
      const dates = chosenDates(attribute, choice);
      if (dates.length === 0) continue;
      entries.push(...dateParts(attribute.id, dates[0] as string));
      if (attribute.kind === 'dates') entries.push([`rental_start_date_${attribute.id}`, dates.join('|')]);
      continue;
    }
    if (choice.kind === 'values') for (const id of choice.ids) entries.push([attributeKey(attribute.id), String(id)]);
    else if (choice.kind === 'text' && choice.text.trim() !== '') entries.push([attributeKey(attribute.id), choice.text.trim()]);
  }
  return entries;
}

export interface CartFields {
  quantity: number;
  /** A price the shopper entered (products whose customers enter the price). */
  customerEnteredPrice?: number | null;
  /** Edit mode: the cart item this replaces. */
  updatedItemId?: number | null;
  /** The member the product is for. */
  contactId?: number | null;
  /** The product voucher that pays for the item (`addtocart_{productId}.VoucherId`). */
  voucher?: string | null;
}

/** The add-to-cart form: the attributes and the `addtocart_{productId}.*` fields. */
export function cartEntries(productId: number, attributes: FormEntries, fields: CartFields): FormEntries {
  const prefix = `addtocart_${productId}.`;
  const entries: [string, string][] = [...attributes.map(([key, value]) => [key, value] as [string, string]), [`${prefix}EnteredQuantity`, String(fields.quantity)]];
  if (fields.customerEnteredPrice !== undefined && fields.customerEnteredPrice !== null) entries.push([`${prefix}CustomerEnteredPrice`, decimalText(fields.customerEnteredPrice)]);
  if (fields.updatedItemId) entries.push([`${prefix}UpdatedShoppingCartItemId`, String(fields.updatedItemId)]);
  if (fields.contactId) entries.push([`${prefix}LegacyContactId`, String(fields.contactId)]);
  if (fields.voucher) entries.push([`${prefix}VoucherId`, fields.voucher]);
  return entries;
}

/**
 * The attribute change of a product a voucher pays for: the choice with the voucher (and the line
 * an edit replaces) named as Add to cart names them, so the store checks it the same way and
 * answers no payment plan for what costs nothing.
 */
export function paidByVoucherEntries(productId: number, attributes: FormEntries, voucher: string | undefined, updatedItemId: number | null): FormEntries {
  if (!voucher) return attributes;
  const prefix = `addtocart_${productId}.`;
  const entries: [string, string][] = [...attributes.map(([key, value]) => [key, value] as [string, string]), [`${prefix}VoucherId`, voucher]];
  if (updatedItemId) entries.push([`${prefix}UpdatedShoppingCartItemId`, String(updatedItemId)]);
  return entries;
}

export function toSearchParams(entries: FormEntries): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of entries) params.append(key, value);
  return params;
}

/** What the mini cart's edit link (`?product_attribute_…&productid=…&editmode=true&productquantity=…`) asks for. */
export interface EditLink {
  productId: number;
  /** `editmode=true`: saving replaces `updateItemId` instead of adding a new item. */
  editMode: boolean;
  quantity: number | null;
  updateItemId: number | null;
  /** Texts per attribute id, as `product_attribute_{id}` carried them. */
  values: ReadonlyMap<number, readonly string[]>;
}

const positive = (text: string | null): number | null => (text !== null && /^[1-9]\d{0,9}$/.test(text.trim()) ? Number(text.trim()) : null);

/** Reads an edit link's query; null when it names no product. */
export function readEditLink(search: string): EditLink | null {
  const query = new URLSearchParams(search);
  const productId = positive(query.get('productid'));
  if (productId === null) return null;
  const values = new Map<number, string[]>();
  for (const [key, value] of query) {
    const match = /^product_attribute_(\d{1,10})$/.exec(key);
    if (!match) continue;
    const id = Number(match[1]);
    values.set(id, [...(values.get(id) ?? []), value]);
  }
  // Date parts of a legacy form (`_day`, `_month`, `_year`) count as one date.
  for (const key of query.keys()) {
    const match = /^product_attribute_(\d{1,10})_year$/.exec(key);
    if (!match) continue;
    const base = `product_attribute_${match[1]}`;
    const date = dateFromParts(Number(query.get(`${base}_year`)), Number(query.get(`${base}_month`)), Number(query.get(`${base}_day`)));
    if (date && !values.has(Number(match[1]))) values.set(Number(match[1]), [date]);
  }
  const quantity = positive(query.get('productquantity'));
  return {
    productId,
    editMode: (query.get('editmode') ?? '').toLowerCase() === 'true',
    quantity: quantity !== null && quantity <= 99 ? quantity : null,
    updateItemId: positive(query.get('updatecartitemid')),
    values,
  };
}
