/**
 * `POST /api/product/assignablecontact`'s answer; loaded with the member picker, by products that
 * are assigned to a member.
 */
import * as z from 'zod/mini';
import { dateString, listDropping } from '../../../src/api/schema-parts.ts';

const text = (fallback = '') => z._default(z.string(), fallback);
const flag = (fallback = false) => z._default(z.boolean(), fallback);
const count = z._default(z.nullable(z.number()), null);

/** One of the member's reservations (a reservation product), as `ReservationDatesInfo` lists them. */
export const reservationSchema = z.object({
  /** Read as its calendar date, `YYYY-MM-DD`: the widget shows it in words. */
  Date: dateString,
  AccessCode: text(),
  TransactionID: text(),
  TransactionLine: z._default(z.union([z.number(), z.string()]), 0),
  /** `cart` while it sits in the cart, `order` once bought. */
  Source: text('order'),
  ProductName: text(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** `POST /api/product/assignablecontact`: the household members and whether each can be assigned. */
export const assignableMemberSchema = z.object({
  ContactInfoId: z.number(),
  FirstName: text(),
  LastName: text(),
  Fullname: text(),
  PhotoUrl: z._default(z.nullable(z.string()), null),
  AgeDescription: text(),
  IsAssignable: z.boolean(),
  InitialIsAssignable: z._default(z.nullable(z.boolean()), null),
  /**
   * Why the member cannot be assigned (text), or the member's reservations of this product (a
   * reservation product, whose `MaxReservations` they count against). A reservation that cannot
   * be read is left out and counted (`droppedFrom`), not the member or the list.
   */
  ReservationDatesInfo: z._default(z.nullable(z.union([z.string(), listDropping(reservationSchema, 'reservations')])), null),
  LegacyContactId: count,
  Me: flag(),
});
export type AssignableMember = z.infer<typeof assignableMemberSchema>;
export type AssignableMemberInput = z.input<typeof assignableMemberSchema>;
export const assignableMembersSchema = z.array(assignableMemberSchema);

