/**
 * The contact phone of a pickup site that `RequiresPhone`: stored as a plus, the country code, a space, then the number (`+1 3035550100`), at most
 * 20 characters; US and Canada first in the country list.
 */
export const PHONE_MAX_LENGTH = 20;
export const PREFERRED_COUNTRIES = ['us', 'ca'] as const;

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
