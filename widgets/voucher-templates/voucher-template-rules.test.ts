// @vitest-environment node
import type { ApiError } from '../../src/api/errors.ts';
import { voucherTemplatesLabels as labels } from './labels.ts';
import { errorAlert, panelFor, refusalText, storeErrorMessage, templateIdToSend } from './voucher-template-rules.ts';

const refused = (body: unknown, serverMessage?: string): ApiError => ({ kind: 'http', status: 400, message: 'HTTP 400', body, ...(serverMessage ? { serverMessage } : {}) });

describe('voucher template rules', () => {
  it('shows the options only once the item is saved (it has an id)', () => {
    expect(panelFor('product', 12, undefined)).toBe('product');
    expect(panelFor('product', undefined, undefined)).toBe('unsaved-product');
    expect(panelFor('product', 0, undefined)).toBe('unsaved-product');
    expect(panelFor('discount', undefined, 401)).toBe('discount');
    expect(panelFor('discount', 5, undefined)).toBe('unsaved-discount');
    expect(panelFor('discount', undefined, 0)).toBe('unsaved-discount');
  });

  it('sends a template id trimmed, and nothing when it is blank', () => {
    expect(templateIdToSend('  LIFT-1-DAY ')).toBe('LIFT-1-DAY');
    expect(templateIdToSend('   ')).toBeNull();
  });

  it("tells a refusal in the store's ErrorMessage, then its message, then the spec's sentence", () => {
    expect(refusalText(refused({ ErrorMessage: 'There is no voucher template X.' }), labels['product.used'], labels)).toBe('There is no voucher template X.');
    expect(refusalText(refused({ message: 'Invalid product id.' }, 'Invalid product id.'), labels['product.used'], labels)).toBe('Invalid product id.');
    expect(refusalText(refused({}), labels['product.used'], labels)).toBe('Voucher ID already used.');
    expect(refusalText(refused(null), labels['discount.used'], labels)).toBe('Voucher Template ID is already being used by another discount rule');
  });

  it('never blames the template for a dropped network or a server error', () => {
    expect(refusalText({ kind: 'network', message: 'Failed to fetch' }, labels['product.used'], labels)).toBe(labels['error.network']);
    expect(storeErrorMessage({ kind: 'http', status: 500, message: 'HTTP 500', body: { ErrorMessage: 'stack trace' } })).toBeNull();
  });

  it('words a failed switch or remove as Error: {ErrorMessage}', () => {
    expect(errorAlert(refused({ ErrorMessage: 'That voucher template is not on any product.' }), labels)).toBe('Error: That voucher template is not on any product.');
    expect(errorAlert({ kind: 'timeout', message: 'timeout' }, labels)).toBe(`Error: ${labels['error.timeout']}`);
  });
});
