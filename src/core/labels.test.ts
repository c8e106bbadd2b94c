import { defaultLabels, formatLabel, resolveLabels } from './labels.ts';

describe('labels', () => {
  it("have the spec's default wording", () => {
    expect(defaultLabels['cart.empty']).toBe('Your Shopping Cart is empty');
    expect(defaultLabels['minicart.removeConfirm']).toBe('Are you sure you want to remove this item from your cart?');
    expect(defaultLabels['discount.applyFailed']).toBe("The coupon code you entered couldn't be applied to your order.");
    expect(defaultLabels['discount.removeFailed']).toBe("The coupon code you entered couldn't be remove from your order.");
  });

  it('can be overridden by key from page data, ignoring unknown keys', () => {
    const labels = resolveLabels({ 'cart.empty': 'Nothing here yet', 'no.such.key': 'x' });
    expect(labels['cart.empty']).toBe('Nothing here yet');
    expect(labels['cart.title']).toBe('Cart');
    expect('no.such.key' in labels).toBe(false);
  });

  it('fills placeholders and leaves unknown ones as written', () => {
    expect(formatLabel('Shopping Cart ({count})', { count: 3 })).toBe('Shopping Cart (3)');
    expect(formatLabel('Hi {name}')).toBe('Hi {name}');
  });
});
