/**
 * The payment form's calls and what it sends on: the store's payment configuration
 * (`GET /api/payment/configuration`, which names the card provider: Square's ids, or Braintree's
 * client token), the checkout personalization (`GET api/checkout/personalization`), Braintree's
 * vaulting of a card (`POST /api/payment/addbraintreepaymentmethodtocustomer/`) and the payment
 * details the form emits — at checkout the payment info posted with the order, on My Account the
 * card info of a card update.
 */
import * as z from 'zod/mini';

/** The default of the tag's `config-url`. */
export const PAYMENT_CONFIGURATION_PATH = '/api/payment/configuration';
export const PERSONALIZATION_PATH = '/api/checkout/personalization';
/** Places the order: `POST api/checkout/complete` (`src/stores/place-order.ts`). */
export const COMPLETE_PATH = '/api/checkout/complete';
export const BRAINTREE_VAULT_PATH = '/api/payment/addbraintreepaymentmethodtocustomer/';

/** Braintree's part of the configuration: the client token the hosted fields are created with. */
export const braintreeConfigSchema = z.object({
  ClientToken: z.string(),
  /** The payment types the store takes through Braintree (`CreditCard`, …); the form offers the card. */
  AllowedPaymentTypes: z._default(z.array(z.string()), []),
});
export type BraintreeConfig = z.output<typeof braintreeConfigSchema>;

export const paymentConfigurationSchema = z.object({
  /** Which provider takes the store's cards; a store that names none uses Square. */
  PaymentProvider: z._default(z.nullable(z.string()), null),
  /** Square's application and location (empty when another provider is configured). */
  applicationId: z._default(z.string(), ''),
  locationId: z._default(z.string(), ''),
  BraintreeConfig: z._default(z.nullable(braintreeConfigSchema), null),
  requiresBillingAddress: z._default(z.boolean(), false),
  isApplePayEnabled: z._default(z.boolean(), false),
  isGooglePayEnabled: z._default(z.boolean(), false),
  isUpdateCreditCardPage: z._default(z.boolean(), false),
  /**
   * Where the provider's script is loaded from; absent: the provider's own (Square's by the
   * application id; Braintree's published library, bundled).
   */
  scriptSrc: z.optional(z.nullable(z.string())),
  /** The cards the store takes, as shown under the form. */
  acceptedCards: z.optional(z.array(z.string())),
});
export type PaymentConfiguration = z.output<typeof paymentConfigurationSchema>;

export const checkoutPersonalizationSchema = z.object({
  AllowDigitalWallets: z._default(z.boolean(), true),
});
export type CheckoutPersonalization = z.output<typeof checkoutPersonalizationSchema>;

/** `POST api/checkout/complete`'s answer for a placed order; a refusal is an HTTP error with the store's message. */
export const orderPlacedSchema = z.object({
  success: z.boolean(),
  OrderId: z.number(),
  OrderNumber: z.string(),
  RedirectUrl: z._default(z.string(), ''),
});
export type OrderPlaced = z.output<typeof orderPlacedSchema>;

export type PaymentType = 'square-card' | 'square-apple' | 'square-google' | 'braintree-card';

/** What Braintree's vaulting answers: the payment token of the card now kept for the customer. */
export const braintreeVaultAnswerSchema = z.object({
  // A refine, not `z.minLength`: the length check's machinery would land in the chunk every page loads.
  PaymentToken: z.string().check(z.refine((value) => value !== '', 'A payment token is needed')),
});
export type BraintreeVaultAnswer = z.output<typeof braintreeVaultAnswerSchema>;

/** What the form sends to vault a card with Braintree: never the number, only its last 4. */
export interface BraintreeVaultRequest {
  CardNumberLastFour: string;
  CardHolderName: string;
  Nonce: string;
}

/** What the checkout posts with the order: the payment info of the card form. */
export interface PaymentInfo {
  Nonce: string;
  /** The last 4 digits: the card number itself never reaches our code. */
  CardNumber: string;
  PaymentType: 'Payments.Square' | 'Payments.Braintree';
  CardHolderName: string;
  /** The brand's name as a shopper reads it (`Visa`). */
  CreditCard: string;
  /** `MM/YYYY`. */
  ExpirationDate: string;
  ExpirationYear: string;
  ExpirationMonth: string;
  /** The provider's brand code (Square's `VISA`, Braintree's `Visa`). */
  CardType: string;
  ZipPostalCode: string;
  IsDigitalWalletTransaction: boolean;
  Source: 'SQUARE_CC' | 'BRAINTREE_CC';
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
  /** Braintree's payment token of the vaulted card (the card update's `PaymentKey`); absent for Square. */
  PaymentKey?: string;
}
