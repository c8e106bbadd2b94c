/**
 * Media cards, as plain functions: the media number field's mask, the numeric rule, what is sent
 * to the store, and the checkout's media choices.
 *
 * - The mask comes from `CustomerSettings.MediaNumberInputMask`: `9` takes a digit, `A` a letter,
 *   `*` any character, anything else is written as it stands (a dash, a space); without a mask the
 *   field takes 40 characters of any kind.
 * - A media number is required; when the store's numeric setting is on it may hold digits only.
 * - What is sent is the store's common media digits (`CommonMediaDigits`) followed by the number
 *   without the mask's literal characters.
 * - The checkout keeps at most one media choice per member (a new one replaces it), and only
 *   `Purchase` (a new card) or `Reload` (the member's card).
 */
import { MEDIA_OPTIONS, type MediaOption, type MediaSelection } from '../../src/api/household-schemas.ts';

export const DEFAULT_MASK_LENGTH = 40;
export const ADD_MEDIA_STATUS_MS = 3000;

const SLOT = /[9A*]/;

export function maskOf(setting: string | null | undefined): string {
  const mask = (setting ?? '').trim();
  return mask === '' ? '*'.repeat(DEFAULT_MASK_LENGTH) : mask;
}

function fits(slot: string, character: string): boolean {
  if (slot === '9') return /\d/.test(character);
  if (slot === 'A') return /\p{L}/u.test(character);
  return true;
}

/** `raw` as the mask writes it: characters that fit no slot are left out, literals put in, no longer than the mask. */
export function applyMask(raw: string, mask: string): string {
  let out = '';
  let position = 0;
  for (const character of raw) {
    if (position >= mask.length) break;
    // The mask writes its literals itself; a literal the shopper typed is taken as that one.
    let typedLiteral = false;
    while (position < mask.length && !SLOT.test(mask[position]!)) {
      out += mask[position];
      position += 1;
      if (character === mask[position - 1]) {
        typedLiteral = true;
        break;
      }
    }
    if (typedLiteral || position >= mask.length) continue;
    if (fits(mask[position]!, character)) {
      out += character;
      position += 1;
    }
  }
  return out;
}

/** The number without the mask's literal characters. */
export function unmask(value: string, mask: string): string {
  if (!/[^9A*]/.test(mask)) return value.trim();
  return [...value].filter((_, index) => index >= mask.length || SLOT.test(mask[index]!)).join('').trim();
}

export type MediaNumberProblem = 'required' | 'numeric';

export function mediaNumberProblem(number: string, numericOnly: boolean): MediaNumberProblem | null {
  const trimmed = number.trim();
  if (trimmed === '') return 'required';
  if (numericOnly && !/^\d+$/.test(trimmed)) return 'numeric';
  return null;
}

/** What `POST /api/product/assignMedia` gets as `mediaId`: the common digits, then the number. */
export function mediaIdToSend(number: string, commonDigits: string): string {
  return `${commonDigits.trim()}${number.trim()}`;
}

export const isMediaOption = (value: unknown): value is MediaOption => typeof value === 'string' && (MEDIA_OPTIONS as readonly string[]).includes(value);

/**
 * The choices with `update` applied: the member's earlier entry replaced, anything but Purchase
 * or Reload refused (left as it was), one entry per member, in the order members first chose.
 */
export function withMediaSelection(selections: readonly MediaSelection[], update: { ContactId: number; MediaOption: unknown }): MediaSelection[] {
  if (!isMediaOption(update.MediaOption)) return normalizeSelections(selections);
  const next = normalizeSelections(selections);
  const index = next.findIndex((entry) => entry.ContactId === update.ContactId);
  const entry = { ContactId: update.ContactId, MediaOption: update.MediaOption };
  if (index === -1) next.push(entry);
  else next[index] = entry;
  return next;
}

/** At most one entry per member (the last one given wins), Purchase or Reload only. */
export function normalizeSelections(selections: ReadonlyArray<{ ContactId: number; MediaOption: unknown }>): MediaSelection[] {
  const byMember = new Map<number, MediaSelection>();
  for (const entry of selections) {
    if (!isMediaOption(entry.MediaOption)) continue;
    byMember.delete(entry.ContactId);
    byMember.set(entry.ContactId, { ContactId: entry.ContactId, MediaOption: entry.MediaOption });
  }
  return [...byMember.values()];
}

/**
 * The call that takes a member's choice from `current` to `next` (null: no choice): a first
 * Purchase adds the member's entry (`addmediaassignment`), clearing deletes it
 * (`deletemediaassignment/{contactId}/false`), anything else replaces it
 * (`updatemediaassignments`); none when nothing changes.
 */
export type MediaChoiceCall = 'add' | 'update' | 'delete' | null;

export function mediaChoiceCall(current: MediaOption | null, next: MediaOption | null): MediaChoiceCall {
  if (current === next) return null;
  if (next === null) return 'delete';
  if (current === null && next === 'Purchase') return 'add';
  return 'update';
}
