/**
 * `$household`: the signed-in shopper's group members, shared by every household island on the
 * page (and every copy of the library). It loads when the first island shows and again when a
 * widget says the household changed; an island's own changes are written into it at once.
 */
import { atom, onStart, type WritableAtom } from 'nanostores';
import type { ApiError } from '../../src/api/errors.ts';
import type { Member } from '../../src/api/household-schemas.ts';
import { droppedFrom } from '../../src/api/schema-parts.ts';
import { shared } from '../../src/core/shared.ts';
import { BUS_SOURCE, emit, on, type MembersChangeReason } from '../../src/events/bus.ts';
import { loadHousehold } from './api.ts';

/** `unreadable`: how many members of the store's last household answer could not be read and are not shown. */
export type HouseholdState =
  | { status: 'loading'; members: readonly Member[]; unreadable: number }
  | { status: 'ready'; members: readonly Member[]; unreadable: number }
  | { status: 'error'; members: readonly Member[]; unreadable: number; error: ApiError };

export const $household: WritableAtom<HouseholdState> = shared('store:household', () => {
  const store = atom<HouseholdState>({ status: 'loading', members: [], unreadable: 0 });
  onStart(store, () => {
    void reloadHousehold();
  });
  // Another copy of the library (or a host) changed the household: ask again.
  on('resort:members:changed', (detail) => {
    if (detail.source !== BUS_SOURCE && store.lc > 0) void reloadHousehold(true);
  });
  return store;
});

let latest = 0;

export async function reloadHousehold(fresh = false): Promise<void> {
  const request = ++latest;
  const before = $household.get();
  if (before.status !== 'ready') $household.set({ status: 'loading', members: before.members, unreadable: before.unreadable });
  const result = await loadHousehold(fresh);
  if (request !== latest) return;
  $household.set(
    result.ok
      ? { status: 'ready', members: result.data, unreadable: droppedFrom(result.data) }
      : { status: 'error', members: before.members, unreadable: before.unreadable, error: result.error },
  );
}

/**
 * Writes the members the store answered with, and tells the page. `unreadable` defaults to what the
 * answer's list left out; a local edit of one member passes the count it already had.
 */
export function householdChanged(members: readonly Member[], reason: MembersChangeReason, contactId: number | null, unreadable = droppedFrom(members)): void {
  latest += 1;
  $household.set({ status: 'ready', members, unreadable });
  emit('resort:members:changed', { members, reason, contactId, source: BUS_SOURCE });
}

/** One member changed (a birthday, a photo): the others stay as they are. */
export function memberChanged(contactId: number, change: Partial<Member>, reason: MembersChangeReason): void {
  const before = $household.get();
  const members = before.members.map((member) => (member.ContactInfoId === contactId ? { ...member, ...change } : member));
  householdChanged(members, reason, contactId, before.unreadable);
}
