import { commonLabels } from '../../src/ui/common-labels.ts';

/** The payment schedule viewer's wording. */
export const scheduleLabels = {
  'common.close': commonLabels['common.close'],
  'common.loading': commonLabels['common.loading'],
  'common.ok': commonLabels['common.ok'],
  'schedule.intro': 'Pay over time: this product is available with a payment plan.',
  'schedule.open': 'View Payment Schedule',
  'schedule.title': 'Payment Schedule',
  'schedule.date': 'Date',
  'schedule.amount': 'Amount',
  'schedule.status': 'Status',
  'schedule.total': 'TOTAL',
  'schedule.today': 'Today',
  'schedule.deposit': 'Deposit: {amount}',
  'schedule.quantity': 'Amounts for a quantity of {quantity}.',
  'schedule.caption': 'Payment schedule for {product}',
  'schedule.loading': 'Loading the payment schedule…',
  'schedule.loadError': 'The payment schedule could not be loaded.',
  'schedule.noPlan': 'This selection is not available with a payment plan.',
  'schedule.incomplete': 'Choose the product options to see the payment schedule.',
} as const;

export type ScheduleLabels = Record<keyof typeof scheduleLabels, string>;
