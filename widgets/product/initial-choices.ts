/**
 * Where the shopper starts: each attribute's preset or what the cart's edit link carries; a date
 * radio without either starts on the first date with inventory above 0 on or after the earliest
 * purchase date.
 */
import { initialSelection, type AttributeView, type Choice, type Selection } from './rules/attribute-rules.ts';
import type { EditLink } from './form-fields.ts';
import { firstAvailableDate } from './rules/inventory-rules.ts';
import type { ProductDetails } from './product-schemas.ts';

export function initialChoices(product: ProductDetails, attributes: readonly AttributeView[], edit: EditLink | null, earliest: string): Selection {
  const selection: Record<number, Choice> = { ...initialSelection(attributes, edit?.productId === product.Id ? edit.values : undefined) };
  for (const attribute of attributes) {
    if (attribute.kind !== 'date-radio' || selection[attribute.id]) continue;
    const dates = attribute.values.map((value) => value.date).filter((date) => date !== null);
    const first = firstAvailableDate(dates, product.DateInventory ?? {}, earliest);
    const value = attribute.values.find((candidate) => candidate.date === first);
    if (value) selection[attribute.id] = { kind: 'values', ids: [value.id] };
  }
  return selection;
}
