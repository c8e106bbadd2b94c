/** The members call, loaded only by products assigned to a member (with its schema). */
import * as z from 'zod/mini';
import * as api from '../../../src/api/client.ts';
import { calendarDateAtStart } from '../../../src/core/dates.ts';
import type { ApiResult } from '../../../src/api/errors.ts';
import { assignableMembersSchema, type AssignableMember, type Reservation } from './member-schemas.ts';
import type { MemberFilter } from './member-rules.ts';

export const MEMBERS_PATH = '/api/product/assignablecontact';

export interface MemberRequest {
  productId: number;
  filters: readonly MemberFilter[];
  updatedItemId: number | null;
}

export function loadMembers({ productId, filters, updatedItemId }: MemberRequest): Promise<ApiResult<AssignableMember[]>> {
  return api.postJson(
    MEMBERS_PATH,
    { ProductId: productId, Filters: filters, checkIsGuest: true, ExcludeFromHouseholdContacts: true, ...(updatedItemId ? { UpdatedShoppingCartItemId: updatedItemId } : {}) },
    assignableMembersSchema,
  );
}

export const CANCEL_RESERVATION_PATH = '/api/entitlement/reservation/cancel/';
export const cancelPath = (productId: number) => `${CANCEL_RESERVATION_PATH}${productId}`;

export const cancelAnswerSchema = z.object({ success: z._default(z.boolean(), true) });

/** Cancels a member's reservation of a reservation product (one bought on an order). */
export function cancelReservation(productId: number, reservation: Reservation): Promise<ApiResult<unknown>> {
  return api.postJson(
    cancelPath(productId),
    {
      AccessCode: reservation.AccessCode,
      TransactionID: reservation.TransactionID,
      TransactionLine: reservation.TransactionLine,
      Date: calendarDateAtStart(reservation.Date) ?? reservation.Date,
    },
    cancelAnswerSchema,
  );
}
