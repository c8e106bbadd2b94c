/** The countdown's wording: only what screen readers hear after the number. */
export const countdownLabels = {
  'countdown.seconds': 'seconds',
  'countdown.seconds.one': 'second',
} as const;
