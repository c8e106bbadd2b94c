/** Every message the assignment panel's checks can give, keyed for the labels (a host may reword them). */
export const assignmentMessages = {
  productRequired: 'Product Name is required',
  paymentScheduleRequired: 'Payment Schedule is required',
  pricingScheduleRequired: 'Pricing Schedule is required',
  paymentProductRequired: 'Payment Product is required',
  retryDaysMin: 'Value must be at least 1.',
  hotlistCodeInvalid: 'Enter a whole number of 0 or more.',
  priceInvalid: 'Enter a price of 0 or more, with at most two decimals.',
} as const;
