/**
 * The part of Braintree's browser library (`braintree-web`: `client`, `hostedFields`) the payment
 * form uses, in its own names. The published types (`@types/braintree-web`) are checked against
 * these in `braintree-types.test.ts`, and the demo's double implements them, so the form, the real
 * library and the double agree on one shape.
 */

export type BraintreeFieldKey = 'number' | 'expirationDate' | 'cvv' | 'postalCode';

export interface HostedFieldsFieldData {
  container: HTMLElement;
  isFocused: boolean;
  isEmpty: boolean;
  isPotentiallyValid: boolean;
  isValid: boolean;
}

export interface HostedFieldsState {
  cards: readonly { type: string; niceType: string }[];
  /** The field an event came from (not in `getState()`). */
  emittedBy?: string;
  fields: Partial<Record<BraintreeFieldKey, HostedFieldsFieldData>>;
}

export interface HostedFieldsTokenizePayload {
  nonce: string;
  details: { cardType: string; lastFour: string; expirationMonth: string; expirationYear: string };
  type: string;
}

/** The part of the billing address the form gives Braintree's gateway to check the card against. */
export interface HostedFieldsBillingAddress {
  countryCodeAlpha2?: string;
  region?: string;
}

export interface HostedFieldsTokenizeOptions {
  cardholderName?: string;
  billingAddress?: HostedFieldsBillingAddress;
}

export type HostedFieldsEvent = 'blur' | 'focus' | 'empty' | 'notEmpty' | 'cardTypeChange' | 'validityChange' | 'inputSubmitRequest';

export interface HostedFields {
  on(event: HostedFieldsEvent, handler: (state: HostedFieldsState) => void): void;
  getState(): HostedFieldsState;
  tokenize(options?: HostedFieldsTokenizeOptions): Promise<HostedFieldsTokenizePayload>;
  teardown(): Promise<void>;
}

export interface BraintreeClient {
  getConfiguration(): unknown;
}

export interface HostedFieldsCreateOptions {
  client: BraintreeClient;
  fields: Partial<Record<BraintreeFieldKey, { container: HTMLElement; placeholder?: string }>>;
  styles?: Record<string, Record<string, string>>;
}

/** What `braintree-web` (or its `window.braintree` script build) gives the form. */
export interface BraintreeWeb {
  client: { create(options: { authorization: string }): Promise<BraintreeClient> };
  hostedFields: { create(options: HostedFieldsCreateOptions): Promise<HostedFields> };
}

/** A Braintree error as its library rejects with one (`BraintreeError`). */
export interface BraintreeErrorLike {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}
