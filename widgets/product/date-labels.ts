import { commonLabels } from '../../src/ui/common-labels.ts';

/** The date field's wording (loaded with it), overridable by key like the rest. */
export const dateFieldLabels = {
  'common.loading': commonLabels['common.loading'],
  'common.retry': commonLabels['common.retry'],
  'date.choose': 'Choose a date',
  'date.chooseDates': 'Choose dates',
  'date.change': 'Change date',
  'date.none': 'No date chosen',
  'date.chosen': '{count} days chosen: {dates}',
  'date.maxDates': 'Choose at most {max} days.',
  'date.close': 'Close the calendar',
  'date.calendar': '{label}: calendar',
  'date.loadError': 'The calendar could not be loaded.',
  'date.dayLow': '{day}: only {count} left',
  'date.daySoldOut': '{day}: sold out',
  'date.dayUnavailable': '{day}: not available',
  'date.legendSoldOut': 'Sold out',
  'date.legendLow': 'Few left',
  'date.noDates': 'No dates are available.',
} as const;

export type DateFieldLabels = Record<keyof typeof dateFieldLabels, string>;
