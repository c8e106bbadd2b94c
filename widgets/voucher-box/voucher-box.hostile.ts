/**
 * `<resort-voucher-box>`'s answers broken (`test/hostile/form-answers.test.tsx` runs every folder's
 * `*.hostile.ts`): the voucher's validation and its product. The modal shows the voucher's product
 * or discount, the store's refusal, or its error with Retry. When the broken validation names no
 * product, the run validates again, answered well, so the product's answer is read every run.
 */
import fc from 'fast-check';
import './elements/resort-voucher-box.ts';
import { productVoucher, seasonPassProduct } from './vouchers.fixtures.ts';
import { broken, button, json, outcomeIn, problems, settle, type, wait, type HostileForm, type Outcome } from '../../test/hostile/form-harness.ts';

const VALIDATE = '/api/vouchers/validate';
const PRODUCT = '/api/productdetails/:id';

/** The modal's verdict: a product or discount (data), the store's refusal, or an error with Retry. */
async function verdict(root: ShadowRoot): Promise<Outcome> {
  const settled = await settle(root, () => root.querySelector('dialog[open] .rw-voucher__result, dialog[open] .rw-voucher__error') !== null);
  const dialog = root.querySelector<HTMLElement>('dialog[open]');
  if (!dialog) return 'blank';
  if (!settled) return 'spinner';
  // A refusal the store worded (an invalid voucher, a product it cannot find) is its answer.
  return outcomeIn(dialog, (part) => part.querySelector('.rw-voucher__result, .rw-voucher__error strong') !== null);
}

export const hostileForm: HostileForm = {
  tag: 'resort-voucher-box',
  does: 'shows the voucher’s product or discount, the store’s refusal, or its error with Retry',
  calls: [
    { method: 'post', path: VALIDATE, valid: json(productVoucher()) },
    { method: 'get', path: PRODUCT, valid: json(seasonPassProduct()) },
  ],
  pageData: { ShoppingCartSettings: { ShowEnhancedMinicart: false, ShowVoucherBanner: true, HideShippingTotal: false } },
  answers: fc.record({ [VALIDATE]: broken(productVoucher()), [PRODUCT]: broken(seasonPassProduct()) }),
  async run(mount, answers) {
    const page = await mount('<resort-voucher-box code="VCH-PRODUCT-1"></resort-voucher-box>', answers);
    const { root, asked } = page;
    const found: string[] = [];
    try {
      found.push(...problems('validation', await verdict(root), ['data', 'error with retry']));
      if (!asked.has(PRODUCT)) {
        // The broken validation named no product: validate again, answered well.
        page.answers.delete(VALIDATE);
        button(root, 'OK')?.click();
        await wait(1);
        type(root.querySelector<HTMLInputElement>('input[name="voucherid"]')!, 'VCH-PRODUCT-1');
        await wait(1);
        button(root, 'Redeem')?.click();
        await settle(root, () => asked.has(PRODUCT));
        found.push(...problems('product', await verdict(root), ['data', 'error with retry']));
      }
      if (!asked.has(PRODUCT)) found.push('never asked for the product');
      if (window.__hostile !== undefined) found.push("the store's script ran");
    } finally {
      await page.remove();
    }
    return found;
  },
};
