/**
 * The billing address the payment form asks for when the store's payment configuration says
 * `requiresBillingAddress` (its processor checks the address against the card), whichever the
 * provider:
 *
 * - the country (ISO 3166-1 alpha-2), always required;
 * - the state, province or region: required where it is a list (the United States, Canada and
 *   Australia — `src/ui/fields/regions.ts`), optional free text elsewhere;
 * - the postal code stays in the provider's card fields, which collect it, so the form never asks twice.
 *
 * The address goes to the provider with the tokenize call — to Square as the buyer's billing
 * contact, so Square can verify the buyer (its "verification details": `CHARGE` with the amount and
 * currency at checkout, `STORE` for a card kept on file); to Braintree as the card's
 * `billingAddress` — and on to the store with the payment info (`BillingCountry`, `BillingState`).
 */
import type { BillingContact, ChargeCardVerificationDetails, StoreCardVerificationDetails } from '@square/web-payments-sdk-types';
import { regionField, regionValue } from '../../src/ui/fields/regions.ts';
import { decimalText } from '../../src/core/money.ts';

export interface BillingAddress {
  country: string;
  region: string;
}

export type BillingProblem = 'country' | 'region';

const COUNTRY_CODE = /^[A-Z]{2}$/;

/** The first missing part of the address, or null when it is complete. */
export function billingAddressProblem({ country, region }: BillingAddress): BillingProblem | null {
  const code = country.trim().toUpperCase();
  if (!COUNTRY_CODE.test(code)) return 'country';
  if (regionField(code).kind === 'select' && regionValue(code, region) === '') return 'region';
  return null;
}

/** The address as the country keeps it: the country's code in capitals, a region it knows. */
export function normalBillingAddress({ country, region }: BillingAddress): BillingAddress {
  const code = country.trim().toUpperCase();
  return { country: code, region: regionValue(code, region.trim()) };
}

/**
 * The cardholder's name as Square's contact wants it: the last word as the family name and the
 * rest as the given name; a single word is the given name (as Square says for mononyms).
 */
export function splitCardholderName(name: string): { givenName: string; familyName?: string } {
  const words = name.trim().split(/\s+/).filter((word) => word !== '');
  if (words.length <= 1) return { givenName: words[0] ?? '' };
  return { givenName: words.slice(0, -1).join(' '), familyName: words[words.length - 1] as string };
}

export function billingContact(address: BillingAddress, cardholderName: string): BillingContact {
  const { country, region } = normalBillingAddress(address);
  return { ...splitCardholderName(cardholderName), countryCode: country, ...(region === '' ? {} : { state: region }) };
}

export interface VerificationInput {
  address: BillingAddress;
  cardholderName: string;
  /** The amount charged now; null on a card kept on file (My Account's card update). */
  amount: number | null;
  currency: string;
  /** A card kept on file, charged later by the store (a payment plan's card). */
  store: boolean;
}

/** What Square's `card.tokenize(verificationDetails)` is given when the address is asked for. */
export function verificationDetails({ address, cardholderName, amount, currency, store }: VerificationInput): ChargeCardVerificationDetails | StoreCardVerificationDetails {
  const contact = billingContact(address, cardholderName);
  const buyer = { billingContact: contact, customerInitiated: true, sellerKeyedIn: false };
  if (store || amount === null) return { intent: 'STORE', ...buyer };
  return { intent: 'CHARGE', amount: decimalText(amount), currencyCode: currency.toUpperCase(), ...buyer };
}

/** What Braintree's `hostedFields.tokenize({ billingAddress })` is given: the country, and the region when there is one. */
export function braintreeBillingAddress(address: BillingAddress): { countryCodeAlpha2: string; region?: string } {
  const { country, region } = normalBillingAddress(address);
  return { countryCodeAlpha2: country, ...(region === '' ? {} : { region }) };
}
