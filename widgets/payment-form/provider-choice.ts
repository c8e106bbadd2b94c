/**
 * Which card provider the payment form sets up, from the store's payment configuration.
 *
 * The store names its provider in `PaymentProvider`. Six are recognised (Braintree, Square,
 * Heartland, Moneris, Windcave, FreedomPay); this version takes cards through Square and Braintree.
 * A store that names none is a Square store (the configuration had no provider before Braintree).
 * Any other name, recognised or not, is refused in words: a blank form would look like a broken
 * page. A provider without what it needs (Square's application id, Braintree's client token) is a
 * configuration error, not a form that fails later.
 */
import type { PaymentConfiguration } from '../../src/api/payment-schemas.ts';

export const RECOGNISED_PROVIDERS = ['Braintree', 'Square', 'Heartland', 'Moneris', 'Windcave', 'FreedomPay'] as const;
export type RecognisedProvider = (typeof RECOGNISED_PROVIDERS)[number];

export type ProviderChoice =
  | { kind: 'square' }
  | { kind: 'braintree'; clientToken: string; allowedPaymentTypes: readonly string[] }
  /** A provider this version has no card form for; `name` as the store wrote it (trimmed). */
  | { kind: 'unsupported'; name: string }
  /** The provider is supported, but the configuration lacks what it needs. */
  | { kind: 'misconfigured'; provider: 'Square' | 'Braintree'; missing: string };

/** The recognised provider `name` stands for (any case), or null. */
export function recognisedProvider(name: string): RecognisedProvider | null {
  const wanted = name.trim().toLowerCase();
  return RECOGNISED_PROVIDERS.find((provider) => provider.toLowerCase() === wanted) ?? null;
}

export function chooseProvider(config: Pick<PaymentConfiguration, 'PaymentProvider' | 'applicationId' | 'locationId' | 'BraintreeConfig'>): ProviderChoice {
  const named = (config.PaymentProvider ?? '').trim();
  const provider = named === '' ? 'Square' : recognisedProvider(named);
  if (provider === 'Square') {
    if (config.applicationId.trim() === '') return { kind: 'misconfigured', provider, missing: 'applicationId' };
    if (config.locationId.trim() === '') return { kind: 'misconfigured', provider, missing: 'locationId' };
    return { kind: 'square' };
  }
  if (provider === 'Braintree') {
    const token = config.BraintreeConfig?.ClientToken.trim() ?? '';
    if (token === '') return { kind: 'misconfigured', provider, missing: 'BraintreeConfig.ClientToken' };
    return { kind: 'braintree', clientToken: token, allowedPaymentTypes: config.BraintreeConfig?.AllowedPaymentTypes ?? [] };
  }
  return { kind: 'unsupported', name: provider ?? named };
}
