/** The wording of a shortened list's button, apart from its component so docs can list it without React. */
export const showMoreLabels = {
  'common.showMore': 'Show {count} more',
} as const;
