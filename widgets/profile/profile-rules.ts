/**
 * The profile's rules, checked by the form before it sends and by the demo store again: a first and
 * a last name, an e-mail address to sign in with, a phone number in the stored form when one is
 * given, a valid birthday (a real date, not in the future, within the last 100 years), and limits
 * on every field. The wording is the one the form shows and the store answers with.
 */
import { isValidBirthdate } from '../../src/core/birthdates.ts';
import { isContactPhone } from '../../src/ui/fields/phone.ts';
import { regionField, regionValue } from '../../src/ui/fields/regions.ts';

export const PROFILE_LIMITS = { name: 60, email: 254, street: 100, city: 60, zip: 20 } as const;

export const PROFILE_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Enter a valid email address.',
  phone: 'Enter a valid phone number.',
  birthday: 'A valid birthday is required',
  nameTooLong: `Use at most ${PROFILE_LIMITS.name} characters for a name.`,
  streetTooLong: `Use at most ${PROFILE_LIMITS.street} characters for an address line.`,
  cityTooLong: `Use at most ${PROFILE_LIMITS.city} characters for the city.`,
  zipTooLong: `Use at most ${PROFILE_LIMITS.zip} characters for the ZIP / postal code.`,
  country: 'Choose a country from the list.',
  state: 'Choose a state or province of the country, or leave it empty.',
  emailTaken: 'That email address belongs to another account.',
} as const;

/** An address someone could receive mail at: one @, something before it, a dotted domain after, no spaces. */
export function isEmailAddress(value: string): boolean {
  const email = value.trim();
  return email.length <= PROFILE_LIMITS.email && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);
}

export interface ProfileDraft {
  firstName: string;
  lastName: string;
  email: string;
  /** The number as stored (`+1 3035550100`); null while what was typed is not a number; '' for none. */
  phone: string | null;
  /** `YYYY-MM-DD`, or null while the date is incomplete or impossible. */
  birthday: string | null;
  street: string;
  street2: string;
  city: string;
  zip: string;
}

export type ProfileProblem = 'firstName' | 'lastName' | 'email' | 'phone' | 'birthday' | 'street' | 'street2' | 'city' | 'zip';
export type ProfileMessage = keyof typeof PROFILE_MESSAGES;
/** Each field's problem, as the key of its message. */
export type ProfileProblems = Partial<Record<ProfileProblem, ProfileMessage>>;

/** What is wrong with the draft, field by field (empty when it can be sent), in form order. */
export function profileProblems(draft: ProfileDraft, today: string): ProfileProblems {
  const problems: ProfileProblems = {};
  const name = (value: string, required: ProfileMessage): ProfileMessage | null =>
    value.trim() === '' ? required : value.trim().length > PROFILE_LIMITS.name ? 'nameTooLong' : null;
  const first = name(draft.firstName, 'firstName');
  if (first) problems.firstName = first;
  const last = name(draft.lastName, 'lastName');
  if (last) problems.lastName = last;
  if (!isEmailAddress(draft.email)) problems.email = 'email';
  if (draft.phone === null || (draft.phone !== '' && !isContactPhone(draft.phone))) problems.phone = 'phone';
  if (!isValidBirthdate(draft.birthday, today)) problems.birthday = 'birthday';
  if (draft.street.trim().length > PROFILE_LIMITS.street) problems.street = 'streetTooLong';
  if (draft.street2.trim().length > PROFILE_LIMITS.street) problems.street2 = 'streetTooLong';
  if (draft.city.trim().length > PROFILE_LIMITS.city) problems.city = 'cityTooLong';
  if (draft.zip.trim().length > PROFILE_LIMITS.zip) problems.zip = 'zipTooLong';
  return problems;
}

/** The login changes only when the address does (case and surrounding spaces aside). */
export function emailChanged(saved: string, typed: string): boolean {
  return saved.trim().toLowerCase() !== typed.trim().toLowerCase();
}

/**
 * The state or region once the country changes: a region's free text stays free text, a state of the
 * old country stays only if the new one has it, and a state never becomes another country's region.
 */
export function nextRegion(from: string, to: string, current: string): string {
  if (regionField(to).kind === 'select') return regionValue(to, current);
  return regionField(from).kind === 'text' ? current : '';
}
