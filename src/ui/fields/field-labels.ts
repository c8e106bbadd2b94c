/** The form fields' wording (overridable by key through the page data's `labels`). */
export const fieldLabels = {
  'field.date': 'Date',
  'field.date.day': 'Day',
  'field.date.month': 'Month',
  'field.date.year': 'Year',
  'field.date.incomplete': 'Choose a day, a month and a year.',
  'field.date.invalid': 'That date does not exist: check the day and the month.',
  'field.date.tooEarly': 'Choose a date on or after {date}.',
  'field.date.tooLate': 'Choose a date on or before {date}.',
  'field.country': 'Country',
  'field.country.choose': 'Select a country',
  'field.country.loading': 'Loading the list of countries…',
  'field.country.failed': 'The list of countries could not be loaded.',
  'field.state': 'State',
  'field.province': 'Province',
  'field.region': 'Region',
  'field.state.choose': 'Select a state',
  'field.province.choose': 'Select a province',
  'field.required': '{label} is required.',
  'common.retry': 'Retry',
} as const;

export type FieldLabels = Record<keyof typeof fieldLabels, string>;
