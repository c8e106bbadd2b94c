/**
 * The member a product is for (`[Assigned To]`): who can be chosen, why the others cannot, and when
 * a choice stops standing. The store says whether each member is assignable (`IsAssignable`, with
 * its reason in `ReservationDatesInfo`); for a reservation product the member's reservations count
 * against `MaxReservations`, so one at the maximum, or already holding a chosen date, cannot be
 * chosen either.
 */
import { droppedFrom } from '../../../src/api/schema-parts.ts';
import { calendarDateAtStart } from '../../../src/core/dates.ts';
import { safeImageUrl } from '../../../src/core/safe-url.ts';
import { chosenDates, type AttributeView, type Selection } from '../rules/attribute-rules.ts';
import type { AssignableMember, Reservation } from './member-schemas.ts';

export type MemberBlock =
  /** The store's own reason. */
  | { kind: 'store'; text: string }
  | { kind: 'max-reservations'; count: number; max: number }
  | { kind: 'date-taken'; date: string }
  | { kind: 'not-assignable' };

export interface MemberView {
  id: number;
  name: string;
  photoUrl: string | null;
  age: string;
  me: boolean;
  /** Null when the member can be chosen. */
  block: MemberBlock | null;
  reservations: readonly Reservation[];
  /** How many of the member's reservations the store sent in a form that cannot be shown. */
  unreadable: number;
}

export interface MemberContext {
  isReservation: boolean;
  maxReservations: number | null;
  /** The dates chosen for the product. */
  dates: readonly string[];
}

function reservationsOf(member: AssignableMember): Reservation[] {
  return Array.isArray(member.ReservationDatesInfo) ? member.ReservationDatesInfo : [];
}

/** Why a member cannot be chosen, or null when they can. */
export function memberBlock(member: AssignableMember, context: MemberContext): MemberBlock | null {
  const reservations = reservationsOf(member);
  if (context.isReservation) {
    const taken = context.dates.find((date) => reservations.some((reservation) => calendarDateAtStart(reservation.Date) === date));
    if (taken) return { kind: 'date-taken', date: taken };
    if (context.maxReservations !== null && context.maxReservations >= 0 && reservations.length >= context.maxReservations) {
      return { kind: 'max-reservations', count: reservations.length, max: context.maxReservations };
    }
  }
  if (member.IsAssignable) return null;
  const text = typeof member.ReservationDatesInfo === 'string' ? member.ReservationDatesInfo.trim() : '';
  return text !== '' ? { kind: 'store', text } : { kind: 'not-assignable' };
}

export function memberViews(members: readonly AssignableMember[], context: MemberContext): MemberView[] {
  return members.map((member) => ({
    id: member.ContactInfoId,
    name: member.Fullname.trim() || `${member.FirstName} ${member.LastName}`.trim(),
    photoUrl: member.PhotoUrl ? safeImageUrl(member.PhotoUrl) : null,
    age: member.AgeDescription,
    me: member.Me,
    block: memberBlock(member, context),
    reservations: reservationsOf(member),
    unreadable: Array.isArray(member.ReservationDatesInfo) ? droppedFrom(member.ReservationDatesInfo) : 0,
  }));
}

/** The chosen member, while they can still be chosen; otherwise the choice is cleared. */
export function keptMember(chosen: number | null, members: readonly MemberView[]): number | null {
  if (chosen === null) return null;
  const member = members.find((candidate) => candidate.id === chosen);
  return member && member.block === null ? chosen : null;
}

export interface MemberFilter {
  ProductAttributeId: number;
  ProductAttributeValue: string;
}

/** The choices the store filters members by (age group, dates): one entry per chosen value or date. */
export function memberFilters(attributes: readonly AttributeView[], selection: Selection, active: (attribute: AttributeView) => boolean): MemberFilter[] {
  const filters: MemberFilter[] = [];
  for (const attribute of attributes) {
    const choice = selection[attribute.id];
    if (!choice || !active(attribute)) continue;
    const dates = chosenDates(attribute, choice);
    if (dates.length > 0) {
      for (const date of dates) filters.push({ ProductAttributeId: attribute.id, ProductAttributeValue: date });
    } else if (choice.kind === 'values') {
      for (const id of choice.ids) filters.push({ ProductAttributeId: attribute.id, ProductAttributeValue: String(id) });
    }
  }
  return filters;
}
