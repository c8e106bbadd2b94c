import { commonLabels } from '../../src/ui/common-labels.ts';

/** The payment form's wording (the store's where it has one). */
export const paymentFormLabels = {
  'common.retry': commonLabels['common.retry'],
  'error.network': commonLabels['error.network'],
  'error.timeout': commonLabels['error.timeout'],
  'error.server': commonLabels['error.server'],
  'error.invalidResponse': commonLabels['error.invalidResponse'],
  'payment.heading': 'Payment Details',
  'payment.loading': 'Loading the secure payment form…',
  'payment.configError': 'The payment form could not be set up.',
  'payment.loadError': 'The secure payment form could not be loaded. Check your connection and try again.',
  'payment.cardholderName': 'Cardholder name',
  'payment.cardholderRequired': 'Cardholder name is required.',
  'payment.cardFields': 'Card details',
  'payment.noPaymentRequired': 'No Payment Required',
  'payment.invalidCard': 'Invalid Credit Card Information',
  'payment.error.cardNumber': 'Credit Card Number is not valid.',
  'payment.error.expirationDate': 'Expiration Date is not valid.',
  'payment.error.cvv': 'CVC is not valid.',
  'payment.error.postalCode': 'Billing Postal Code is not valid.',
  'payment.error.network': 'Network error occurred when tokenizing.',
  'payment.error.unexpected': 'Oops! An unexpected error occured: {message}',
  'payment.error.duplicate': 'This payment method already exists in your vault.',
  'payment.error.cvvVerification': 'CVV did not pass verification',
  'payment.error.serverSide': 'Tokenization failed server side. Is the card valid?',
  'payment.nameOnCardRequired': 'Name on credit card is required',
  'payment.field.number': 'Card number',
  'payment.field.expirationDate': 'Expiration date (MM/YY)',
  'payment.field.cvv': 'CVC',
  'payment.field.postalCode': 'Billing postal code',
  'payment.vaultFailed': 'The card could not be saved. Try again.',
  'payment.unsupportedProvider': 'This store takes cards through {provider}, which this version of the payment form does not support. Please contact the store to complete your payment.',
  'payment.applePay': 'Pay with Apple Pay',
  'payment.googlePay': 'Google Pay',
  'payment.wallets': 'Express checkout',
  'payment.orCard': 'Or pay by card',
  'payment.walletUsed': 'Paying with {wallet} as {name}.',
  'payment.useAnother': 'Use another way to pay',
  'payment.walletTimedOut': '{wallet} did not answer. Try again, or pay by card.',
  'payment.unavailable': 'Unavailable',
  'payment.billingAddress': 'Billing Address',
  'payment.billingIncomplete': 'Complete the billing address.',
  'payment.acceptedCards': 'We accept {cards}.',
} as const;

export type PaymentFormLabels = Record<keyof typeof paymentFormLabels, string>;

/** The accepted card list when the store names none. */
export const DEFAULT_ACCEPTED_CARDS = ['Visa', 'MasterCard', 'American Express', 'Apple', 'Paypal'] as const;
