/**
 * The store's payment configuration (`GET /api/payment/configuration`). The demo store points the
 * payment form at the Square double it serves; a store with a Square application sets
 * `SQUARE_APPLICATION_ID` (a `sandbox-sq0idb-…` id for Square's Sandbox, `sq0idp-…` for
 * production) and `SQUARE_LOCATION_ID`, and the form then loads Square's own script (or
 * `SQUARE_SCRIPT_SRC`). `REQUIRE_BILLING_ADDRESS=1` makes the form ask for the billing address
 * (country and state), as a store whose processor checks the address does. Apple Pay and Google Pay
 * follow the store's `DigitalWallets` switch (`payments/settings.ts`).
 */
import type { PaymentConfiguration } from '../../../src/api/payment-schemas.ts';
import type { PaymentSettings } from '../payments/settings.ts';

export const DEMO_APPLICATION_ID = 'sandbox-sq0idb-resort-demo-store';
export const DEMO_LOCATION_ID = 'LRESORTDEMO1';
export const SQUARE_DOUBLE_PATH = '/static/square-double/';
export const SQUARE_DOUBLE_NONCES = '/square-double/v2/card-nonces';
/** The double's script, told where its tokens are made. */
export const SQUARE_DOUBLE_SCRIPT = `${SQUARE_DOUBLE_PATH}square.js?nonce=${encodeURIComponent(SQUARE_DOUBLE_NONCES)}`;

export function paymentConfiguration(
  env: Readonly<Record<string, string | undefined>> = process.env,
  settings: Pick<PaymentSettings, 'DigitalWallets'> = { DigitalWallets: true },
): PaymentConfiguration {
  const real = (env.SQUARE_APPLICATION_ID ?? '').trim();
  return {
    applicationId: real || DEMO_APPLICATION_ID,
    locationId: (env.SQUARE_LOCATION_ID ?? '').trim() || DEMO_LOCATION_ID,
    requiresBillingAddress: ['1', 'true', 'yes'].includes((env.REQUIRE_BILLING_ADDRESS ?? '').trim().toLowerCase()),
    isApplePayEnabled: settings.DigitalWallets,
    isGooglePayEnabled: settings.DigitalWallets,
    isUpdateCreditCardPage: false,
    scriptSrc: real ? (env.SQUARE_SCRIPT_SRC ?? '').trim() || null : SQUARE_DOUBLE_SCRIPT,
    acceptedCards: ['Visa', 'MasterCard', 'American Express', 'Apple', 'Paypal'],
  };
}
