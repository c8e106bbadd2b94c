/** Every message a schedule check can give, keyed for the labels (a host may reword them). */
export const scheduleMessages = {
  overlapsNext: 'This date range overlaps the next date range',
  gapToNext: 'This date range has a gap to the next date range',
  rangeValuesOverlap: 'Date range values overlap',
  totalOver100: 'Total payments must not add to more than 100%',
  finalDateNotLast: 'Final payment date must be later than all other payment dates',
  paymentDateBlank: 'Payment Dates cannot be blank',
  paymentNameRequired: 'Payment Schedule Name is required',
  pricingNameRequired: 'Pricing Schedule Name is required',
  rangeDateBlank: 'Purchase Dates cannot be blank',
  amountInvalid: 'Amount must be a percentage from 0 to 100',
} as const;
export type ScheduleMessage = keyof typeof scheduleMessages;
