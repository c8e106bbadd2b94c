import { commonLabels } from '../../../src/ui/common-labels.ts';
import { nameValueLabels } from '../../../src/ui/name-value-labels.ts';

/** The date field's wording (loaded with it), overridable by key like the rest. */
export const dateFieldLabels = {
  ...commonLabels,
  ...nameValueLabels,
  'date.choose': 'Choose a date',
  'date.chooseDates': 'Choose dates',
  'date.change': 'Change date',
  'date.none': 'No date chosen',
  'date.chosen': 'Days chosen ({count}): {dates}',
  'date.maxDates': 'Choose up to {max} days.',
  'date.maxReached': 'You can choose up to {max} days. Remove a chosen day to choose another.',
  'date.total': 'Total: {total}',
  'date.close': 'Close the calendar',
  'date.previousMonth': 'Go to the Previous Month',
  'date.nextMonth': 'Go to the Next Month',
  'date.calendar': '{label}: calendar',
  'date.loadError': 'The calendar could not be loaded.',
  'date.dayLow': '{day}: only {count} left',
  'date.daySoldOut': '{day}: sold out',
  'date.dayUnavailable': '{day}: not available',
  'date.legendSoldOut': 'Sold out',
  'date.legendLow': 'Few left',
  'date.noDates': 'No dates are available.',
  'date.dayPrice': '{day}: {details}',
  'date.save': 'save {percent}%',
  'date.left': '{count} left',
  'date.left.one': '{count} left',
  'date.rangePrice': '{count} days {price}',
  'date.rangeChosen': '{first} to {last}: {price}',
  'date.pricesLoading': 'Loading prices…',
  'date.pricesError': 'The prices could not be loaded.',
  'date.saveMark': '−{percent}%',
  'date.legendPrice': 'Each day shows its price,',
  'date.legendPriceIn': 'Each day shows its price in {currency},',
  'date.legendSave': '−N%: saved against the window price,',
  'date.legendLeft': 'tickets left at that price.',
} as const;

export type DateFieldLabels = Record<keyof typeof dateFieldLabels, string>;
