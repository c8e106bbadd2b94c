// @vitest-environment node
import { coreLabels, formatLabel, resolveLabels } from './labels.ts';
import { cartLabels } from '../../widgets/cart/labels.ts';
import { commonLabels } from '../ui/common-labels.ts';

describe('labels', () => {
  it("have the spec's default wording", () => {
    expect(cartLabels['cart.empty']).toBe('Your Shopping Cart is empty');
    expect(cartLabels['minicart.removeConfirm']).toBe('Are you sure you want to remove this item from your cart?');
    expect(cartLabels['discount.applyFailed']).toBe("The coupon code you entered couldn't be applied to your order.");
    expect(cartLabels['discount.removeFailed']).toBe("The coupon code you entered couldn't be remove from your order.");
  });

  it('can be overridden by key from page data, ignoring keys the widget does not have', () => {
    const labels = resolveLabels(cartLabels, { 'cart.empty': 'Nothing here yet', 'no.such.key': 'x' });
    expect(labels['cart.empty']).toBe('Nothing here yet');
    expect(labels['cart.title']).toBe('Cart');
    expect('no.such.key' in labels).toBe(false);
  });

  it('share platform wording such as Loading… with the same override key', () => {
    expect(cartLabels['common.loading']).toBe(coreLabels['common.loading']);
    expect(cartLabels['common.cancel']).toBe(commonLabels['common.cancel']);
    expect(resolveLabels(cartLabels, { 'common.loading': 'Un moment…' })['common.loading']).toBe('Un moment…');
  });

  it('fill placeholders and leave unknown ones as written', () => {
    expect(formatLabel('Shopping Cart ({count})', { count: 3 })).toBe('Shopping Cart (3)');
    expect(formatLabel('Hi {name}')).toBe('Hi {name}');
  });
});
