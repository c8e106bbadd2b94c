/**
 * The store's payment configuration (`GET /api/payment/configuration`). The demo store points the
 * payment form at the Square double it serves; a store with a Square application sets
 * `SQUARE_APPLICATION_ID` (a `sandbox-sq0idb-…` id for Square's Sandbox, `sq0idp-…` for
 * production) and `SQUARE_LOCATION_ID`, and the form then loads Square's own script (or
 * `SQUARE_SCRIPT_SRC`). `REQUIRE_BILLING_ADDRESS=1` makes the form ask for the billing address
 * (country and state), as a store whose processor checks the address does. Apple Pay and Google Pay
 * follow the store's `DigitalWallets` switch (`payments/settings.ts`).
 *
 * The provider is the store's `PaymentProvider` setting. A Braintree store answers its
 * `BraintreeConfig`: a client token of the Braintree double (its stand-in gateway is this store)
 * and the double's script, which the payment form loads in place of `braintree-web`. Any other
 * provider is named with nothing else, and the form says it is not supported.
 *
 * The doubles' scripts, frames and token servers are on an origin of their own (`doublesOrigin`,
 * a second port of the demo store), as Square's and Braintree's are on theirs; where the store
 * runs without one (its own tests, in one process) the paths are the store's.
 */
import type { PaymentConfiguration } from '../../../src/api/payment-schemas.ts';
import type { PaymentSettings } from '../payments/settings.ts';

export const DEMO_APPLICATION_ID = 'sandbox-sq0idb-resort-demo-store';
export const DEMO_LOCATION_ID = 'LRESORTDEMO1';
export const SQUARE_DOUBLE_PATH = '/static/square-double/';
export const SQUARE_DOUBLE_NONCES = '/square-double/v2/card-nonces';
/** The double's script, told where its tokens are made (beside it: a path on the script's origin). */
export const SQUARE_DOUBLE_SCRIPT = `${SQUARE_DOUBLE_PATH}square.js?nonce=${encodeURIComponent(SQUARE_DOUBLE_NONCES)}`;

export const BRAINTREE_DOUBLE_PATH = '/static/braintree-double/';
export const BRAINTREE_DOUBLE_SCRIPT = `${BRAINTREE_DOUBLE_PATH}braintree.js`;
/** The stand-in gateway's base (`clientApiUrl` of the client token). */
export const BRAINTREE_DOUBLE_GATEWAY = '/braintree-double';
export const BRAINTREE_DOUBLE_NONCES = `${BRAINTREE_DOUBLE_GATEWAY}/v1/payment_methods/credit_cards`;
/** Who the double's client tokens are for; the stand-in gateway makes nonces only for it. */
export const BRAINTREE_DOUBLE_FINGERPRINT = 'resort-demo-store';
/** A client token of the Braintree double, its gateway on `doublesOrigin` (or this store where that is empty). */
export function braintreeClientToken(doublesOrigin = ''): string {
  return Buffer.from(JSON.stringify({ version: 2, authorizationFingerprint: BRAINTREE_DOUBLE_FINGERPRINT, clientApiUrl: `${doublesOrigin}${BRAINTREE_DOUBLE_GATEWAY}` })).toString('base64');
}

const ACCEPTED_CARDS = ['Visa', 'MasterCard', 'American Express', 'Apple', 'Paypal'];

export function paymentConfiguration(
  env: Readonly<Record<string, string | undefined>> = process.env,
  settings: Pick<PaymentSettings, 'DigitalWallets' | 'PaymentProvider'> = { DigitalWallets: true, PaymentProvider: 'Square' },
  doublesOrigin: string | null = null,
): PaymentConfiguration {
  const origin = doublesOrigin ?? '';
  const requiresBillingAddress = ['1', 'true', 'yes'].includes((env.REQUIRE_BILLING_ADDRESS ?? '').trim().toLowerCase());
  if (settings.PaymentProvider !== 'Square') {
    const braintree = settings.PaymentProvider === 'Braintree';
    return {
      PaymentProvider: settings.PaymentProvider,
      applicationId: '',
      locationId: '',
      BraintreeConfig: braintree ? { ClientToken: braintreeClientToken(origin), AllowedPaymentTypes: ['CreditCard'] } : null,
      requiresBillingAddress,
      isApplePayEnabled: false,
      isGooglePayEnabled: false,
      isUpdateCreditCardPage: false,
      scriptSrc: braintree ? `${origin}${BRAINTREE_DOUBLE_SCRIPT}` : null,
      acceptedCards: ACCEPTED_CARDS,
    };
  }
  const real = (env.SQUARE_APPLICATION_ID ?? '').trim();
  return {
    PaymentProvider: 'Square',
    BraintreeConfig: null,
    applicationId: real || DEMO_APPLICATION_ID,
    locationId: (env.SQUARE_LOCATION_ID ?? '').trim() || DEMO_LOCATION_ID,
    requiresBillingAddress,
    isApplePayEnabled: settings.DigitalWallets,
    isGooglePayEnabled: settings.DigitalWallets,
    isUpdateCreditCardPage: false,
    scriptSrc: real ? (env.SQUARE_SCRIPT_SRC ?? '').trim() || null : `${origin}${SQUARE_DOUBLE_SCRIPT}`,
    acceptedCards: ACCEPTED_CARDS,
  };
}
