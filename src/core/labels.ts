/**
 * Every user-visible text, keyed, with the spec's default wording. A host overrides any key
 * through the page data's `labels` object (`{"labels": {"cart.empty": "Nothing here yet"}}`).
 * `{name}` placeholders are filled by `formatLabel`.
 */
export const defaultLabels = {
  'island.crashed': 'This part of the page could not be shown.',
  'island.tryAgain': 'Try again',
  'common.retry': 'Retry',
  'common.loading': 'Loading…',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.ok': 'OK',
  'error.network': 'We could not reach the store. Check your connection and try again.',
  'error.timeout': 'The store took too long to answer. Please try again.',
  'error.server': 'The store could not complete this request. Please try again.',
  'error.invalidResponse': 'The store sent an answer we could not read. Please try again.',

  'cart.title': 'Cart',
  'cart.empty': 'Your Shopping Cart is empty',
  'cart.checkout': 'Checkout',
  'cart.continueShopping': 'Continue Shopping',
  'cart.loadError': 'Your cart could not be loaded.',

  'minicart.title': 'Shopping Cart ({count})',
  'minicart.open': 'Open shopping cart, {count} items',
  'minicart.unassigned': 'Unassigned',
  'minicart.quantity': 'Qty: {quantity}',
  'minicart.showDetails': 'Show details',
  'minicart.hideDetails': 'Hide details',
  'minicart.edit': 'Edit',
  'minicart.editItem': 'Edit {name}',
  'minicart.remove': 'Remove',
  'minicart.removeItem': 'Remove {name}',
  'minicart.removing': 'Removing…',
  'minicart.removeConfirm': 'Are you sure you want to remove this item from your cart?',
  'minicart.removeConfirmTitle': 'Remove item',
  'minicart.removeFailed': '{name} could not be removed from your cart. Please try again.',
  'minicart.perPlayer': 'per player',
  'minicart.dueOnline': 'Due Online',
  'minicart.dueAtCourse': 'Due At Course',
  'minicart.discount': 'Discount',
  'minicart.goToCart': 'View Cart',

  'summary.title': 'Order Summary',
  'summary.subTotal': 'Sub-Total',
  'summary.subTotalDiscount': 'Sub-Total Discount',
  'summary.shipping': 'Shipping',
  'summary.tax': 'Tax',
  'summary.taxRate': 'Tax {rate}%',
  'summary.orderTotalDiscount': 'Order Total Discount',
  'summary.total': 'Total',

  'discount.open': 'Have a discount code?',
  'discount.label': 'Discount code',
  'discount.apply': 'Apply',
  'discount.applying': 'Applying…',
  'discount.applyFailed': "The coupon code you entered couldn't be applied to your order.",
  'discount.removeFailed': "The coupon code you entered couldn't be remove from your order.",
  'discount.applied': 'Applied codes',
  'discount.remove': 'Remove code {code}',
  'discount.removing': 'Removing…',
  'discount.required': 'Enter a discount code.',
} as const;

export type LabelKey = keyof typeof defaultLabels;
export type Labels = Record<LabelKey, string>;

/** The defaults with the host's overrides applied; unknown override keys are ignored. */
export function resolveLabels(overrides: Record<string, string>): Labels {
  const labels: Record<string, string> = { ...defaultLabels };
  for (const [key, value] of Object.entries(overrides)) {
    if (key in defaultLabels) labels[key] = value;
  }
  return labels as Labels;
}

/** Fills `{name}` placeholders; an unknown placeholder stays as written. */
export function formatLabel(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
