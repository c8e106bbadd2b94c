/**
 * The Order Summary's lines: sub total, sub total discount,
 * shipping unless hidden, itemised taxes or a single tax line, order total discount (naming the
 * codes and vouchers applied), total.
 */
import type { Cart } from '../../src/api/cart-schemas.ts';
import { formatLabel, type Labels } from '../../src/core/labels.ts';
import type { cartLabels } from './labels.ts';

export interface SummaryLine {
  key: string;
  label: string;
  amount: number;
  kind: 'amount' | 'discount' | 'total';
}

/** `number` writes a tax rate as the page's language does (`4.5` in English, `4,5` in French). */
export function summaryLines(cart: Cart, labels: Labels<typeof cartLabels>, options: { hideShipping: boolean; number?: (value: number) => string }): SummaryLine[] {
  const number = options.number ?? String;
  const lines: SummaryLine[] = [{ key: 'subtotal', label: labels['summary.subTotal'], amount: cart.SubTotal, kind: 'amount' }];
  if (cart.SubTotalDiscount > 0) {
    lines.push({ key: 'subtotal-discount', label: labels['summary.subTotalDiscount'], amount: cart.SubTotalDiscount, kind: 'discount' });
  }
  if (!options.hideShipping && !cart.HideShipping && cart.Shipping !== null) {
    lines.push({ key: 'shipping', label: labels['summary.shipping'], amount: cart.Shipping, kind: 'amount' });
  }
  if (cart.DisplayTaxes && cart.TaxRates.length > 0) {
    cart.TaxRates.forEach((rate, index) =>
      lines.push({ key: `tax-${index}`, label: formatLabel(labels['summary.taxRate'], { rate: number(rate.Rate) }), amount: rate.Value, kind: 'amount' }),
    );
  } else {
    lines.push({ key: 'tax', label: labels['summary.tax'], amount: cart.TaxAmount, kind: 'amount' });
  }
  if (cart.OrderTotalDiscount > 0) {
    // Named by the codes and vouchers that give it, so the shopper sees what the discount is for.
    const codes = cart.AppliedDiscountCodes.join(', ');
    const label = codes === '' ? labels['summary.orderTotalDiscount'] : formatLabel(labels['summary.orderTotalDiscountCodes'], { codes });
    lines.push({ key: 'order-discount', label, amount: cart.OrderTotalDiscount, kind: 'discount' });
  }
  lines.push({ key: 'total', label: labels['summary.total'], amount: cart.TotalPrice, kind: 'total' });
  return lines;
}
