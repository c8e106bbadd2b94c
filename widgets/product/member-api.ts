/** The members call, loaded only by products assigned to a member (with its schema). */
import * as api from '../../src/api/client.ts';
import type { ApiResult } from '../../src/api/errors.ts';
import { assignableMembersSchema, type AssignableMember } from './member-schemas.ts';
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
