/**
 * What an activity's time slots and a reservation product's members have left: the slots' capacity
 * less the carts' holds, and each member's reservations, bought or in the cart. Buying checks them
 * and the product calls show them.
 */
import type { Sql } from '../db/db.ts';
import type { CatalogProduct } from '../catalog/catalog.ts';
import { storedSelectionsSchema } from '../catalog/selections.ts';
import { bookedDates } from './product-form.ts';

export interface SlotLeft {
  valueId: number;
  capacity: number;
  left: number;
}

/** An activity's slots per day and what each has left (capacity less the carts' holds for that day and slot). */
export async function activitySlotsLeft(sql: Sql, product: CatalogProduct): Promise<Map<string, SlotLeft[]>> {
  const rows = await sql.query<{ date: string; value_id: number; capacity: number }>(
    `select to_char(date, 'YYYY-MM-DD') as date, value_id, capacity from product_activity_times where product_id = $1 order by date, value_id`,
    [product.id],
  );
  const slots = new Map<string, SlotLeft[]>();
  if (rows.rows.length === 0) return slots;
  const held = await sql.query<{ quantity: number; attributes: unknown }>('select quantity, attributes from cart_items where product_id = $1', [product.id]);
  const holds = new Map<string, number>();
  for (const item of held.rows) {
    const parsed = storedSelectionsSchema.safeParse(item.attributes);
    if (!parsed.success) continue;
    const date = parsed.data.map((selection) => selection.date ?? selection.dates?.[0] ?? null).find((value) => value !== null && value !== undefined);
    if (!date) continue;
    for (const selection of parsed.data) if (selection.valueId !== null) holds.set(`${date}/${selection.valueId}`, (holds.get(`${date}/${selection.valueId}`) ?? 0) + item.quantity);
  }
  for (const row of rows.rows) {
    const list = slots.get(row.date) ?? [];
    list.push({ valueId: row.value_id, capacity: row.capacity, left: Math.max(0, row.capacity - (holds.get(`${row.date}/${row.value_id}`) ?? 0)) });
    slots.set(row.date, list);
  }
  return slots;
}

export interface ReservationRow {
  id: number;
  contactId: number;
  date: string;
  accessCode: string;
  transactionId: string;
  transactionLine: number;
}

/** The customer's household's reservations of a product that are not cancelled. */
export async function reservationsOf(sql: Sql, customerId: number, productId: number): Promise<ReservationRow[]> {
  const rows = await sql.query<{ id: number; contact_id: number; date: string; access_code: string; transaction_id: string; transaction_line: number }>(
    `select id, contact_id, to_char(date, 'YYYY-MM-DD') as date, access_code, transaction_id, transaction_line
       from reservations where customer_id = $1 and product_id = $2 and cancelled_at is null order by date, id`,
    [customerId, productId],
  );
  return rows.rows.map((row) => ({ id: row.id, contactId: row.contact_id, date: row.date, accessCode: row.access_code, transactionId: row.transaction_id, transactionLine: row.transaction_line }));
}

/** `ActivityTimes` as the product answer carries them: each day's slots, by the name of their list value. */
export async function activityTimesAnswer(sql: Sql, product: CatalogProduct): Promise<Record<string, { Time: string; AvailableInventory: number; ValueId: number }[]> | null> {
  const slots = await activitySlotsLeft(sql, product);
  if (slots.size === 0) return null;
  const names = new Map(product.attributes.flatMap((attribute) => attribute.values.map((value) => [value.id, value.name] as const)));
  const answer: Record<string, { Time: string; AvailableInventory: number; ValueId: number }[]> = {};
  for (const [date, list] of slots) answer[date] = list.map((slot) => ({ Time: names.get(slot.valueId) ?? '', AvailableInventory: slot.left, ValueId: slot.valueId }));
  return answer;
}

/** A member's reservations of a reservation product: those bought (not cancelled) and those in the cart. */
export interface MemberReservation {
  Date: string;
  AccessCode: string;
  TransactionID: string;
  TransactionLine: number;
  Source: 'order' | 'cart';
  ProductName: string;
}

export async function memberReservations(sql: Sql, customerId: number, product: CatalogProduct, cartId: number | null, exceptItemId: number | null): Promise<Map<number, MemberReservation[]>> {
  const byMember = new Map<number, MemberReservation[]>();
  const add = (contactId: number, reservation: MemberReservation) => byMember.set(contactId, [...(byMember.get(contactId) ?? []), reservation]);
  for (const row of await reservationsOf(sql, customerId, product.id)) {
    add(row.contactId, { Date: row.date, AccessCode: row.accessCode, TransactionID: row.transactionId, TransactionLine: row.transactionLine, Source: 'order', ProductName: product.name });
  }
  if (cartId !== null) {
    const items = await sql.query<{ id: number; contact_id: number | null; attributes: unknown }>(
      'select id, contact_id, attributes from cart_items where cart_id = $1 and product_id = $2 and contact_id is not null order by id',
      [cartId, product.id],
    );
    for (const item of items.rows) {
      if (item.id === exceptItemId || item.contact_id === null) continue;
      const parsed = storedSelectionsSchema.safeParse(item.attributes);
      const date = parsed.success ? (bookedDates(product, parsed.data)[0] ?? '') : '';
      add(item.contact_id, { Date: date, AccessCode: '', TransactionID: `cart-${item.id}`, TransactionLine: 1, Source: 'cart', ProductName: product.name });
    }
  }
  return byMember;
}
