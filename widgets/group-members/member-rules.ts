/**
 * The household panel's rules, as plain functions:
 * - a new member needs a first name, a last name (both trimmed) and a valid birthday (a real date,
 *   not after today, in the last 100 years);
 * - adding one ends in `exists` (the add-member error label), a 400 with a message (shown), or
 *   anything else (the generic label; a dropped network or a 5xx says so);
 * - initials and the media line shown for a member.
 */
import { isRefusal, type ApiError } from '../../src/api/errors.ts';
import type { Member } from '../../src/api/household-schemas.ts';
import { isValidBirthdate } from '../../src/core/birthdates.ts';

export interface NewMemberValues {
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`, or null while the date is incomplete or no date. */
  birthday: string | null;
}

export type NewMemberProblems = Partial<Record<'firstName' | 'lastName' | 'birthday', 'required' | 'invalid'>>;

export function newMemberProblems(values: NewMemberValues, today: string): NewMemberProblems {
  const problems: NewMemberProblems = {};
  if (values.firstName.trim() === '') problems.firstName = 'required';
  if (values.lastName.trim() === '') problems.lastName = 'required';
  if (!isValidBirthdate(values.birthday, today)) problems.birthday = 'invalid';
  return problems;
}

export type AddMemberFailure = { kind: 'exists' } | { kind: 'message'; message: string } | { kind: 'failed'; error: ApiError | null };

/** How a failed add reads: a 400's message is shown; any other refusal gets the generic label. */
export function addMemberFailure(error: ApiError): AddMemberFailure {
  if (error.kind === 'http' && error.status === 400 && error.serverMessage?.trim()) return { kind: 'message', message: error.serverMessage.trim() };
  return { kind: 'failed', error: isRefusal(error) ? null : error };
}

/** Up to two letters: the first of the first and last names (`AM`), upper case. */
export function initials(member: Pick<Member, 'FirstName' | 'LastName' | 'Fullname'>): string {
  const parts = [member.FirstName, member.LastName].map((part) => part.trim()).filter((part) => part !== '');
  const source = parts.length > 0 ? parts : member.Fullname.trim().split(/\s+/);
  return source
    .slice(0, 2)
    .map((part) => [...part][0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

export function displayName(member: Pick<Member, 'FirstName' | 'LastName' | 'Fullname'>): string {
  return member.Fullname.trim() || `${member.FirstName} ${member.LastName}`.trim();
}

/** The card numbers shown for a member: the pass (RFID) when `DisplayRFID`, the media number when `ShowMediaNumber`. */
export function cardNumbers(member: Member, settings: { DisplayRFID: boolean; ShowMediaNumber: boolean }): { pass: string | null; media: string | null } {
  return {
    pass: settings.DisplayRFID ? (member.PassMediaNumber ?? member.Rfid) : null,
    media: settings.ShowMediaNumber ? member.MediaNumber : null,
  };
}
