/**
 * The cart's display rules, as plain
 * functions of the cart data: no React, tested directly.
 */
import { calendarDateAtStart, storeTimeText } from '../../src/core/dates.ts';
import { roundToCents } from '../../src/core/money.ts';
import { formatPercent } from '../../src/core/format.ts';
import { safeLinkUrl } from '../../src/core/safe-url.ts';
import type { Cart, CartItem, CartMember, ItemDiscount } from '../../src/api/cart-schemas.ts';

/** Mini cart shows at most 3 attributes per item unless details are expanded. */
export const MAX_COLLAPSED_ATTRIBUTES = 3;

export interface AttributeLine {
  name: string;
  value: string;
  /** An ISO date the view formats in the store's pattern. */
  date?: string;
  /** Several ISO dates (a rental's days), each formatted by the view. */
  dates?: string[];
}

/**
 * Reads `AttributeInfo`: line-break separated `Name: value` lines (`<br />` or newlines), `|`
 * between sub-values. A value is never shown raw when it holds dates, whatever the attribute is
 * called in the page's language: a date with the legacy weekday after it (`2026-12-19|Saturday`,
 * a start date) is that date, and sub-values that are all dates (`2026-12-19|2026-12-21`) are
 * those dates. The text is never rendered as HTML: tags other than line breaks are dropped.
 */
export function parseAttributeInfo(info: string): AttributeLine[] {
  return info
    .split(/<br\s*\/?>|\r?\n/i)
    .map((line) => line.replace(/<[^>]*>/g, '').trim())
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      const name = colon === -1 ? '' : line.slice(0, colon).trim();
      const raw = colon === -1 ? line : line.slice(colon + 1).trim();
      const parts = raw.split('|').map((part) => part.trim()).filter((part) => part !== '');
      const dates = parts.map((part) => calendarDateAtStart(part));
      const first = dates[0];
      // A date, or a date and its weekday: one date.
      if (first && (parts.length === 1 || (parts.length === 2 && dates[1] === null))) return { name, value: parts[0] ?? '', date: first };
      if (parts.length > 1 && dates.every((date) => date !== null)) return { name, value: parts.join(', '), dates };
      return { name, value: parts.join(', ') };
    });
}

/**
 * A line's value as shown: its dates written by `date` (the store's pattern in the page's locale), a
 * time of day the locale's way (`13 h 00` in French), else its text.
 */
export function attributeValueText(line: AttributeLine, date: (iso: string) => string, locale = 'en-US'): string {
  if (line.dates) return line.dates.map(date).join(', ');
  return line.date ? date(line.date) : storeTimeText(line.value, locale);
}

export function visibleAttributes(lines: AttributeLine[], expanded: boolean): AttributeLine[] {
  return expanded ? lines : lines.slice(0, MAX_COLLAPSED_ATTRIBUTES);
}

export interface ItemGroup {
  /** `member-<id>` or `unassigned`. */
  key: string;
  member: CartMember | null;
  items: CartItem[];
}

/** Items grouped by assigned member, in the cart's member order, plus an Unassigned group last. */
export function groupItemsByMember(cart: Cart): ItemGroup[] {
  const known = new Map(cart.AssignedMembers.map((member) => [member.Id, member]));
  const groups = new Map<number, CartItem[]>();
  const unassigned: CartItem[] = [];
  for (const item of cart.Items) {
    const id = item.AssignedToContactInfo?.Id;
    if (id === undefined || !known.has(id)) {
      unassigned.push(item);
      continue;
    }
    groups.set(id, [...(groups.get(id) ?? []), item]);
  }
  const result: ItemGroup[] = cart.AssignedMembers.filter((member) => groups.has(member.Id)).map((member) => ({
    key: `member-${member.Id}`,
    member,
    items: groups.get(member.Id) ?? [],
  }));
  if (unassigned.length > 0) result.push({ key: 'unassigned', member: null, items: unassigned });
  return result;
}

export function memberName(member: CartMember): string {
  return `${member.FirstName} ${member.LastName}`.trim();
}


export function lineTotal(item: CartItem): number {
  return roundToCents(item.UnitPrice * item.Quantity);
}

/** The price before item discounts, when there is one worth showing. */
export function originalLineTotal(item: CartItem): number | null {
  return item.OriginalPrice !== null && item.OriginalPrice > item.UnitPrice ? roundToCents(item.OriginalPrice * item.Quantity) : null;
}

export interface GolfPricing {
  perPlayer: number;
  dueOnline: number;
  dueAtCourse: number;
}

/**
 * Golf items are priced per player: the reservation part is due online, the rest at the course.
 * Without a reservation price everything is due online.
 */
export function golfPricing(item: CartItem): GolfPricing | null {
  if (!item.IsGolfProduct) return null;
  const online = item.ReservationPrice === null ? item.UnitPrice : Math.min(item.ReservationPrice, item.UnitPrice);
  return {
    perPlayer: item.UnitPrice,
    dueOnline: roundToCents(online * item.Quantity),
    dueAtCourse: roundToCents((item.UnitPrice - online) * item.Quantity),
  };
}

/**
 * An item's discount, taken off: its percentage written the locale's way (`−5%`, `−5 %` in French)
 * or its amount (`−$10.00`), with the minus sign the formats write for a negative value.
 */
export function discountText(discount: ItemDiscount, formatMoney: (value: number) => string, locale = 'en-US'): string {
  return discount.UsePercentage ? formatPercent(-discount.DiscountPercentage, locale) : formatMoney(-discount.DiscountAmount);
}

/**
 * The edit link of an enhanced cart item: the product URL with the chosen attribute values
 * (`product_attribute_{id}`), `productid`, `editmode` and `productquantity`. Shown only when the
 * item has enhanced cart enabled and the ShowEnhancedMinicart setting is on.
 */
export function editItemUrl(item: CartItem, options: { showEnhancedMinicart: boolean; editMode?: boolean }): string | null {
  if (!item.IsEnhancedCartEnabled || !options.showEnhancedMinicart || safeLinkUrl(item.Url) === null) return null;
  const query = new URLSearchParams();
  for (const attribute of item.ProductAttributes) {
    const value =
      attribute.ProductAttributeValueId ?? attribute.ProductAttributeValueName.split('|')[0]?.trim() ?? '';
    if (value !== '') query.append(`product_attribute_${attribute.ProductAttributeId}`, String(value));
  }
  const editMode = options.editMode ?? true;
  query.set('productid', String(item.ProductId));
  query.set('editmode', String(editMode));
  query.set('productquantity', String(item.Quantity));
  if (editMode) query.set('updatecartitemid', String(item.Id));
  return `${item.Url}?${query.toString()}`;
}
