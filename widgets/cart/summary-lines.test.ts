// @vitest-environment node
import { summaryLines } from './summary-lines.ts';
import { cartLabels } from './labels.ts';
import { cartLabelsFr } from './labels.fr-CA.ts';
import { formatNumber } from '../../src/core/format.ts';
import { cartWith, discountedCart, familyCart, cartItem } from './cart.fixtures.ts';

const labels = { ...cartLabels };
const keys = (lines: ReturnType<typeof summaryLines>) => lines.map((line) => line.label);

describe('order summary lines', () => {
  it('itemises taxes when the cart displays them', () => {
    expect(keys(summaryLines(familyCart(), labels, { hideShipping: true }))).toEqual(['Sub-Total', 'Tax 4.5%', 'Tax 2%', 'Total']);
  });

  it('writes a tax rate as the page’s language does', () => {
    const lines = summaryLines(familyCart(), { ...labels, 'summary.taxRate': cartLabelsFr['summary.taxRate'] }, { hideShipping: true, number: (value) => formatNumber(value, 'fr-CA') });
    expect(lines[1]?.label).toBe('Taxes 4,5\u00a0%');
  });

  it('shows a single tax line otherwise', () => {
    const cart = cartWith([cartItem()], { TaxAmount: 5.81 });
    expect(keys(summaryLines(cart, labels, { hideShipping: true }))).toEqual(['Sub-Total', 'Tax', 'Total']);
  });

  it('shows shipping unless hidden', () => {
    const cart = cartWith([cartItem()], { Shipping: 12 });
    expect(keys(summaryLines(cart, labels, { hideShipping: false }))).toContain('Shipping');
    expect(keys(summaryLines(cart, labels, { hideShipping: true }))).not.toContain('Shipping');
    expect(keys(summaryLines({ ...cart, HideShipping: true }, labels, { hideShipping: false }))).not.toContain('Shipping');
  });

  it('shows the sub total discount and the order total discount when there are any', () => {
    const lines = summaryLines({ ...discountedCart(), SubTotalDiscount: 3 }, labels, { hideShipping: true });
    expect(keys(lines)).toEqual(['Sub-Total', 'Sub-Total Discount', 'Tax 4.5%', 'Tax 2%', 'Order Total Discount (WELCOME10)', 'Total']);
    expect(lines.find((line) => line.key === 'order-discount')?.kind).toBe('discount');
  });

  it('names the codes and vouchers that give the order total discount, or none when the cart lists none', () => {
    const cart = { ...discountedCart(), AppliedDiscountCodes: ['WELCOME10', 'VCH-DISCOUNT-1'] };
    expect(summaryLines(cart, labels, { hideShipping: true }).find((line) => line.key === 'order-discount')?.label).toBe('Order Total Discount (WELCOME10, VCH-DISCOUNT-1)');
    expect(summaryLines({ ...cart, AppliedDiscountCodes: [] }, labels, { hideShipping: true }).find((line) => line.key === 'order-discount')?.label).toBe('Order Total Discount');
    expect(summaryLines(cart, cartLabelsFr, { hideShipping: true }).find((line) => line.key === 'order-discount')?.label).toBe('Rabais sur le total (WELCOME10, VCH-DISCOUNT-1)');
  });
});
