// @vitest-environment node
import { isTransient, lookupOutcome, productDescription, productUrl, SHOWN_ID_LENGTH, shownVoucherId } from './voucher-rules.ts';
import { voucherLabels } from './labels.ts';
import { discountVoucher, lookup, productVoucher, unknownVoucher, usedVoucher } from './vouchers.fixtures.ts';
import type { ApiError } from '../../src/api/errors.ts';

const failed = (error: ApiError) => lookupOutcome({ ok: false, error }, voucherLabels);
const answered = (data: ReturnType<typeof lookup>) => lookupOutcome({ ok: true, data }, voucherLabels);

describe('voucher rules', () => {
  it('reads a valid voucher with a product as a product voucher, with its Description', () => {
    expect(answered(productVoucher())).toEqual({ kind: 'product', productId: 1, description: 'Gift voucher: one adult season pass' });
  });

  it("shows a product voucher's Description under the product's name only when it says more than that name", () => {
    expect(productDescription('Gift voucher: one adult season pass', 'Season Pass - Adult')).toBe('Gift voucher: one adult season pass');
    expect(productDescription('Season Pass - Adult', 'Season Pass - Adult')).toBeNull();
    expect(productDescription(' season pass  - ADULT ', 'Season Pass - Adult')).toBeNull();
    expect(productDescription(null, 'Season Pass - Adult')).toBeNull();
  });

  it('reads a valid voucher without a product as a discount voucher (0 means no id); a blank Description is none', () => {
    expect(answered(discountVoucher())).toEqual({ kind: 'discount', discountId: 401, description: 'Voucher: 20% off a lesson' });
    expect(answered(lookup({ IsValid: true, ProductId: 0, DiscountId: 0, Description: '  ' }))).toEqual({ kind: 'discount', discountId: null, description: null });
  });

  it('shows the Error of a result before its Status, and treats any Error as invalid', () => {
    expect(answered(lookup({ IsValid: false, Status: 'Invalid', Error: 'This voucher is for next season.' }))).toEqual({
      kind: 'invalid',
      message: 'This voucher is for next season.',
    });
    expect(answered(lookup({ IsValid: true, ProductId: 1, Error: 'Voucher is on hold.' }))).toEqual({ kind: 'invalid', message: 'Voucher is on hold.' });
    expect(answered(lookup({ IsValid: false, Status: 'Voucher already redeemed.', Error: ' ' }))).toEqual({ kind: 'invalid', message: 'Voucher already redeemed.' });
  });

  it('shows the Status of an invalid result, or the invalid-id label when it is missing or blank', () => {
    expect(answered(usedVoucher())).toEqual({ kind: 'invalid', message: 'This voucher has already been redeemed.' });
    expect(answered(lookup({ IsValid: false, Status: 'Voucher already redeemed.' }))).toEqual({ kind: 'invalid', message: 'Voucher already redeemed.' });
    expect(answered(unknownVoucher())).toEqual({ kind: 'invalid', message: voucherLabels['voucher.invalidId'] });
    expect(answered(lookup({ IsValid: false, Status: '  ' }))).toEqual({ kind: 'invalid', message: voucherLabels['voucher.invalidId'] });
  });

  it('shows the message of a 400, and the invalid-id label for a 400 without one or another 4xx', () => {
    expect(failed({ kind: 'http', status: 400, message: 'HTTP 400', serverMessage: 'Not today.' })).toEqual({ kind: 'invalid', message: 'Not today.' });
    expect(failed({ kind: 'http', status: 400, message: 'HTTP 400' })).toEqual({ kind: 'invalid', message: voucherLabels['voucher.invalidId'] });
    expect(failed({ kind: 'http', status: 404, message: 'HTTP 404', serverMessage: 'Not found.' })).toEqual({
      kind: 'invalid',
      message: voucherLabels['voucher.invalidId'],
    });
    expect(failed({ kind: 'http', status: 499, message: 'HTTP 499' }).kind).toBe('invalid');
  });

  it('treats 5xx, network, timeout and wrong answers as failures worth a retry', () => {
    for (const error of [
      { kind: 'http', status: 500, message: '' },
      { kind: 'network', message: '' },
      { kind: 'timeout', message: '' },
      { kind: 'invalid-response', message: '' },
    ] satisfies ApiError[]) {
      expect(isTransient(error)).toBe(true);
      expect(failed(error)).toEqual({ kind: 'failed', error });
    }
  });

  it('links Continue to the product page at its SeName, carrying the voucher that pays for it', () => {
    expect(productUrl('season-pass-adult', 'VCH-PRODUCT-1')).toBe('/season-pass-adult?voucher=VCH-PRODUCT-1');
    expect(productUrl('a b?c', ' vch&1 ')).toBe('/a%20b%3Fc?voucher=vch%261');
  });

  it(`shortens an ID longer than ${SHOWN_ID_LENGTH} characters where it is shown back`, () => {
    expect(shownVoucherId('X'.repeat(SHOWN_ID_LENGTH))).toBe('X'.repeat(SHOWN_ID_LENGTH));
    expect(shownVoucherId('X'.repeat(SHOWN_ID_LENGTH + 1))).toBe(`${'X'.repeat(SHOWN_ID_LENGTH)}…`);
    expect(shownVoucherId('🎿'.repeat(SHOWN_ID_LENGTH))).toBe('🎿'.repeat(SHOWN_ID_LENGTH));
  });
});
