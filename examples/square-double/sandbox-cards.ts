/**
 * Square's Sandbox, as its published test values describe it, in plain functions: which card
 * numbers the Sandbox accepts (it refuses real cards), how each card field is judged while the
 * buyer types, and what a payment made with a Sandbox token answers. The double's card frame
 * (`frame.ts`) and the demo store's charge (`charge-rules.ts`) both read it.
 *
 * - Test cards (any future expiry, CVV 111, or 1111 for American Express): Visa 4111 1111 1111 1111,
 *   Mastercard 5105 1051 0510 5100, Discover 6011 0000 0000 0004, Diners Club 3000 000000 0004,
 *   JCB 3569 9900 1009 5841, American Express 3400 000000 00009, China UnionPay 6222 9888 1234 0000.
 * - Tokenizing succeeds for them; the payment then fails for CVV 911 (`CVV_FAILURE`), postal code
 *   99999 (`ADDRESS_VERIFICATION_FAILURE`) and expiry 01/40 (`INVALID_EXPIRATION`).
 */

/** The brands of `@square/web-payments-sdk-types`' `CardBrand`. */
export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMERICAN_EXPRESS' | 'DISCOVER' | 'DISCOVER_DINERS' | 'JCB' | 'CHINA_UNIONPAY' | 'OTHER_BRAND';

export type CardField = 'cardNumber' | 'expirationDate' | 'cvv' | 'postalCode';

export const SANDBOX_CARDS: Readonly<Record<string, CardBrand>> = {
  '4111111111111111': 'VISA',
  '5105105105105100': 'MASTERCARD',
  '6011000000000004': 'DISCOVER',
  '30000000000004': 'DISCOVER_DINERS',
  '3569990010095841': 'JCB',
  '340000000000009': 'AMERICAN_EXPRESS',
  '6222988812340000': 'CHINA_UNIONPAY',
};

/** What a Sandbox payment answers for the card a token was made from (Square's error codes). */
export type ChargeOutcome = 'OK' | 'CVV_FAILURE' | 'ADDRESS_VERIFICATION_FAILURE' | 'INVALID_EXPIRATION' | 'GENERIC_DECLINE';

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** The brand by the number's first digits, as the card field shows it while typing. */
export function brandOf(number: string): CardBrand {
  const digits = digitsOf(number);
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMERICAN_EXPRESS';
  if (/^(30[0-5]|36|38)/.test(digits)) return 'DISCOVER_DINERS';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'DISCOVER';
  if (/^35/.test(digits)) return 'JCB';
  if (/^62/.test(digits)) return 'CHINA_UNIONPAY';
  return 'OTHER_BRAND';
}

function numberLengths(brand: CardBrand): readonly number[] {
  switch (brand) {
    case 'AMERICAN_EXPRESS':
      return [15];
    case 'DISCOVER_DINERS':
      return [14, 16];
    case 'CHINA_UNIONPAY':
      return [16, 17, 18, 19];
    default:
      return [16];
  }
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export const cvvLength = (brand: CardBrand): number => (brand === 'AMERICAN_EXPRESS' ? 4 : 3);

/** `MM/YY` (or `MMYY`, `MM / YYYY`) as month and four-digit year, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

export interface FieldJudgement {
  isEmpty: boolean;
  /** Could still become valid as the buyer types on. */
  isPotentiallyValid: boolean;
  isCompletelyValid: boolean;
}

/**
 * One field's state while typing. The Sandbox accepts only its test card numbers; the expiry must
 * be this month or later; the CVV has the brand's length; a postal code is 3 to 10 letters,
 * digits, spaces or dashes.
 */
export function judgeField(field: CardField, value: string, brand: CardBrand, now: Date): FieldJudgement {
  const isEmpty = value.trim() === '';
  switch (field) {
    case 'cardNumber': {
      const digits = digitsOf(value);
      const lengths = numberLengths(brand);
      const longest = Math.max(...lengths);
      // UnionPay numbers need not pass the Luhn check (Square's UnionPay test card does not).
      const complete = lengths.includes(digits.length) && (brand === 'CHINA_UNIONPAY' || luhnValid(digits)) && SANDBOX_CARDS[digits] !== undefined;
      return { isEmpty, isCompletelyValid: complete, isPotentiallyValid: complete || (digits.length < longest && /^[\d\s-]*$/.test(value)) };
    }
    case 'expirationDate': {
      const parsed = parseExpiry(value);
      const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
      const complete = parsed !== null && /\d{2}\s*\/?\s*\d{2}/.test(value) && parsed.year * 12 + parsed.month - 1 >= thisMonth;
      const typing = /^\s*\d{0,2}\s*\/?\s*\d{0,1}\s*$/.test(value) && !/^\s*(1[3-9]|[2-9]\d)/.test(value);
      return { isEmpty, isCompletelyValid: complete, isPotentiallyValid: complete || typing };
    }
    case 'cvv': {
      const digits = digitsOf(value);
      const complete = /^\d+$/.test(value.trim()) && digits.length === cvvLength(brand);
      return { isEmpty, isCompletelyValid: complete, isPotentiallyValid: complete || (/^\d*$/.test(value.trim()) && digits.length < cvvLength(brand)) };
    }
    case 'postalCode': {
      const complete = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(value.trim());
      return { isEmpty, isCompletelyValid: complete, isPotentiallyValid: complete || /^[A-Za-z0-9 -]{0,10}$/.test(value) };
    }
  }
}

export interface CardEntry {
  cardNumber: string;
  expirationDate: string;
  cvv: string;
  postalCode: string;
}

/** What a payment made with this card answers in the Sandbox. */
export function chargeOutcome(entry: CardEntry): ChargeOutcome {
  if (entry.cvv.trim() === '911') return 'CVV_FAILURE';
  if (entry.postalCode.trim() === '99999') return 'ADDRESS_VERIFICATION_FAILURE';
  const expiry = parseExpiry(entry.expirationDate);
  if (expiry && expiry.month === 1 && expiry.year === 2040) return 'INVALID_EXPIRATION';
  return 'OK';
}

/** Square's own sentence for each field a tokenize finds invalid (shown inside its frame). */
export const FIELD_ERRORS: Readonly<Record<CardField, string>> = {
  cardNumber: 'Card number is not valid',
  expirationDate: 'Expiration date is not valid',
  cvv: 'CVV is not valid',
  postalCode: 'Postal code is not valid',
};
