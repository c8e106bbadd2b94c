/**
 * The contact phone of a pickup site that `RequiresPhone`: stored as a plus, the country code, a space, then the number (`+1 3035550100`), at most
 * 20 characters; US and Canada first in the country list.
 */
export const PHONE_MAX_LENGTH = 20;
export const PREFERRED_COUNTRIES = ['us', 'ca'] as const;

/**
 * What the field shows for the preferred countries before intl-tel-input is in: the dial code
 * beside its country button, and the example number intl-tel-input's placeholder will show
 * (libphonenumber's mobile example, as it writes it beside a separate dial code).
 */
const STILL_COUNTRIES: Readonly<Record<string, { dialCode: string; example: string }>> = {
  us: { dialCode: '1', example: '201-555-0123' },
  ca: { dialCode: '1', example: '506-234-5678' },
};

export interface StartingPhoneCountry {
  /** ISO 3166-1 alpha-2 in lower case, as intl-tel-input names countries (`ca`). */
  iso2: string;
  /** Its dial code (`1`), or empty where the field knows none before intl-tel-input is in. */
  dialCode: string;
  /** An example number to show as the empty field's placeholder, or undefined. */
  example: string | undefined;
}

/**
 * The country an empty phone field starts at: the store's default country (page data
 * `DefaultCountry`, the page locale's country when the store names none), else the United States.
 */
export function startingPhoneCountry(defaultCountry: string): StartingPhoneCountry {
  const code = defaultCountry.trim().toLowerCase();
  const iso2 = /^[a-z]{2}$/.test(code) ? code : 'us';
  const still = STILL_COUNTRIES[iso2];
  return { iso2, dialCode: still?.dialCode ?? '', example: still?.example };
}

const STORED = /^\+(\d{1,4}) (\d{4,})$/;

/**
 * `+<country code> <number>` from a dial code and a national number in any formatting
 * (`(303) 555-0100`); null when there is nothing to store or it would exceed 20 characters.
 */
export function formatContactPhone(dialCode: string, nationalNumber: string): string | null {
  const code = dialCode.replace(/\D/g, '');
  const digits = nationalNumber.replace(/\D/g, '');
  if (!/^\d{1,4}$/.test(code) || digits.length < 4) return null;
  const stored = `+${code} ${digits}`;
  return stored.length <= PHONE_MAX_LENGTH ? stored : null;
}

/**
 * The stored form of the E.164 number intl-tel-input reports (`+13035550100`) for the selected
 * country's dial code (`1`); null when they do not belong together.
 */
export function contactPhoneFromE164(e164: string, dialCode: string): string | null {
  const trimmed = e164.trim();
  const code = dialCode.replace(/\D/g, '');
  if (!/^\+\d+$/.test(trimmed) || code === '' || !trimmed.startsWith(`+${code}`)) return null;
  return formatContactPhone(code, trimmed.slice(code.length + 1));
}

/** `+1 3035550100` → `{ dialCode: '1', number: '3035550100' }`; null for anything else. */
export function parseContactPhone(stored: string | null | undefined): { dialCode: string; number: string } | null {
  const value = (stored ?? '').trim();
  if (value.length > PHONE_MAX_LENGTH) return null;
  const match = STORED.exec(value);
  return match ? { dialCode: match[1] ?? '', number: match[2] ?? '' } : null;
}

/** Whether `value` has the stored shape (the store checks the same, and more). */
export function isContactPhone(value: string): boolean {
  return parseContactPhone(value) !== null && value === value.trim();
}

/**
 * The national number as intl-tel-input shows a US or Canadian one beside its dial code
 * (`303-555-0100`), for the still field before intl-tel-input is in; other numbers as stored.
 */
export function stillNationalNumber(dialCode: string, number: string): string {
  const nanp = /^(\d{3})(\d{3})(\d{4})$/.exec(number);
  return dialCode === '1' && nanp ? `${nanp[1]}-${nanp[2]}-${nanp[3]}` : number;
}

/** Where the text selection of a field stands: its value, and the selection's start and end. */
export interface FieldSelection {
  value: string;
  start: number;
  end: number;
}

/**
 * The selection to give back when the phone library, arriving, writes the field's value again
 * (the still field's number, formatted by the library): the same range when the text is the same;
 * the whole new value when the shopper had selected the whole field (to type over it); else the
 * caret at the end, where the library leaves it.
 */
export function selectionAfterRewrite(before: FieldSelection, after: string): [start: number, end: number] {
  const { value, start, end } = before;
  if (after === value) return [start, end];
  return end > 0 && start === 0 && end === value.length ? [0, after.length] : [after.length, after.length];
}
