/**
 * What the checkout's calls accept (issue 5). The widgets check the same in the browser; the
 * store checks again, and answers 400 with a message the shopper can act on.
 */
import { english } from '../text/store-text.ts';
import * as z from 'zod';
import { PHONE_MAX_LENGTH, parseContactPhone } from '../../../src/ui/fields/phone.ts';
import { id, MAX_INT4, text, wholeNumber } from '../platform/input.ts';

export const CHECKOUT_MESSAGES = {
  invalidProductId: english('msg.common.invalidProductId'),
  invalidLocationId: english('msg.checkout.invalidLocationId'),
  unknownLocation: english('msg.checkout.unknownLocation'),
  chooseLocation: english('msg.checkout.chooseLocation'),
  phoneRequired: english('msg.checkout.phoneRequired'),
  phoneInvalid: english('msg.checkout.phoneInvalid'),
  signInForLocation: english('msg.checkout.signInForLocation'),
  signInForWaiver: english('msg.checkout.signInForWaiver'),
  waiverBody: 'Send the signed waiver as a JSON object.',
  waiverFields: 'The signed waiver is missing fields or has the wrong ones.',
  notInHousehold: english('msg.member.notInHousehold'),
  wrongRelease: english('msg.checkout.wrongRelease'),
  nameMismatch: english('msg.checkout.nameMismatch'),
  agreeRequired: english('msg.checkout.agreeRequired'),
  signatureRequired: english('msg.checkout.signatureRequired'),
  signatureInvalid: english('msg.checkout.signatureInvalid'),
  signatureTooLarge: english('msg.checkout.signatureTooLarge'),
} as const;

/**
 * A contact phone as the store keeps it: `+<country code> <number>`, at most 20 characters, at
 * most 15 digits in all (E.164), and for North America (+1) the ten digits of a real number
 * (area code and exchange not starting with 0 or 1). Returns the error message, or null.
 */
export function contactPhoneProblem(phone: string): string | null {
  const parts = parseContactPhone(phone);
  if (!parts || phone !== phone.trim() || phone.length > PHONE_MAX_LENGTH) return CHECKOUT_MESSAGES.phoneInvalid;
  const digits = parts.dialCode.length + parts.number.length;
  if (digits < 8 || digits > 15 || parts.dialCode.startsWith('0')) return CHECKOUT_MESSAGES.phoneInvalid;
  if (parts.dialCode === '1' && !/^[2-9]\d{2}[2-9]\d{6}$/.test(parts.number)) return CHECKOUT_MESSAGES.phoneInvalid;
  return null;
}

/** At most this much signature image (decoded) and captured HTML. */
export const MAX_SIGNATURE_BYTES = 256 * 1024;
export const MAX_WAIVER_HTML_CHARS = 512 * 1024;

const fields = CHECKOUT_MESSAGES.waiverFields;
const fieldText = (max: number) => text(max, { required: fields, tooLong: fields });

export const signWaiverBodySchema = z.object(
  {
    ContactInfoId: id(fields),
    ReleaseId: wholeNumber(0, MAX_INT4, fields),
    TypedFullname: fieldText(200),
    agreeChecked: z.boolean({ error: fields }),
    Signature: fieldText(Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 4),
    WaiverHTML: fieldText(MAX_WAIVER_HTML_CHARS).optional(),
  },
  { error: CHECKOUT_MESSAGES.waiverBody },
);

/** `?phone=`: the pickup site's contact phone, blank when the site needs none (checked by `contactPhoneProblem`). */
export const contactPhoneQuery = z.object({ phone: text(PHONE_MAX_LENGTH, { tooLong: CHECKOUT_MESSAGES.phoneInvalid }).default('') });
export type SignWaiverBody = z.infer<typeof signWaiverBodySchema>;

/** The checkout's own pickup form: the chosen site and the contact phone (blank when the site needs none). */
export const pickupForm = z.object({
  locationId: id(CHECKOUT_MESSAGES.chooseLocation),
  phone: text(PHONE_MAX_LENGTH, { tooLong: CHECKOUT_MESSAGES.phoneInvalid }).default(''),
});

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The signature's PNG bytes, or the message saying why it is not one. */
export function decodeSignature(base64: string): { ok: true; png: Buffer } | { ok: false; message: string } {
  const text = base64.trim();
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return { ok: false, message: CHECKOUT_MESSAGES.signatureInvalid };
  const png = Buffer.from(text, 'base64');
  if (png.length > MAX_SIGNATURE_BYTES) return { ok: false, message: CHECKOUT_MESSAGES.signatureTooLarge };
  if (png.length < 67 || !png.subarray(0, 8).equals(PNG_MAGIC)) return { ok: false, message: CHECKOUT_MESSAGES.signatureInvalid };
  return { ok: true, png };
}
