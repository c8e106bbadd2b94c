/**
 * The payment form's calls and what it sends on: the store's payment configuration
 * (`GET /api/payment/configuration`), the checkout personalization (`GET api/checkout/personalization`)
 * and the payment details the form emits — at checkout the payment info posted with the order,
 * on My Account the card info of a card update.
 */
import * as z from 'zod/mini';

/** The default of the tag's `config-url`. */
export const PAYMENT_CONFIGURATION_PATH = '/api/payment/configuration';
export const PERSONALIZATION_PATH = '/api/checkout/personalization';

export const paymentConfigurationSchema = z.object({
  applicationId: z.string(),
  locationId: z.string(),
  requiresBillingAddress: z._default(z.boolean(), false),
  isApplePayEnabled: z._default(z.boolean(), false),
  isGooglePayEnabled: z._default(z.boolean(), false),
  isUpdateCreditCardPage: z._default(z.boolean(), false),
  /** Where Square's script is loaded from; absent: Square's own (sandbox or production by the application id). */
  scriptSrc: z.optional(z.nullable(z.string())),
  /** The cards the store takes, as shown under the form. */
  acceptedCards: z.optional(z.array(z.string())),
});
export type PaymentConfiguration = z.output<typeof paymentConfigurationSchema>;

export const checkoutPersonalizationSchema = z.object({
  AllowDigitalWallets: z._default(z.boolean(), true),
});
export type CheckoutPersonalization = z.output<typeof checkoutPersonalizationSchema>;

export type PaymentType = 'square-card' | 'square-apple' | 'square-google';

/** What the checkout posts with the order: the payment info of the card form. */
export interface PaymentInfo {
  Nonce: string;
  /** The last 4 digits: the card number itself never reaches our code. */
  CardNumber: string;
  PaymentType: 'Payments.Square';
  CardHolderName: string;
  /** The brand's name as a shopper reads it (`Visa`). */
  CreditCard: string;
  /** `MM/YYYY`. */
  ExpirationDate: string;
  ExpirationYear: string;
  ExpirationMonth: string;
  /** Square's brand code (`VISA`). */
  CardType: string;
  ZipPostalCode: string;
  IsDigitalWalletTransaction: boolean;
  Source: 'SQUARE_CC';
  /** The billing address's country (ISO 3166-1 alpha-2), when the store asks for the address. */
  BillingCountry?: string;
  /** Its state, province or region code or text ('' where the country has none). */
  BillingState?: string;
}

/** What a card update on My Account sends. */
export interface CardInfo {
  Last4: string;
  Name: string;
  Exp: { Month: string; Year: string };
  Brand: string;
  Token: string;
}
