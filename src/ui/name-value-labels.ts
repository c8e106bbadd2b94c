/**
 * A name and its value composed in a sentence (`Deposit: $50.00`), for the widgets that compose
 * one: French puts a no-break space before the colon, so the composition is a label too.
 */
export const nameValueLabels = {
  'common.nameValue': '{name}: {value}',
} as const;
