/**
 * How much of each admin list is drawn at first, and how much more each "Show N more" adds. A
 * store answers with a page, a handful of ranges or a dozen payments; a broken one may answer ten
 * thousand, and drawing them all at once freezes the tab for seconds.
 */
export const LIST_STEPS = {
  /** A schedule's purchase-date ranges in its editor. */
  ranges: 10,
  /** The scheduled payments of a range in the payment schedule editor. */
  rangePayments: 24,
  /** An enrollment's scheduled payments. */
  enrollmentPayments: 24,
  /** The purchase-date windows of the attribute pricing panel. */
  pricingWindows: 12,
  /** The priced values of one window. */
  prices: 25,
} as const;
