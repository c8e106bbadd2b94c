/** The mini cart's button: all a page with only the cart button needs at boot. */
export const cartButtonLabels = {
  'minicart.open': 'Open shopping cart, {count} items',
  'minicart.open.one': 'Open shopping cart, {count} item',
} as const;
