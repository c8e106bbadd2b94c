/** MSW handlers for `<resort-payment-form>`'s stories: the store's payment configuration and personalization. */
import { delay, http, HttpResponse } from 'msw';
import type { PaymentConfiguration } from '../../src/api/payment-schemas.ts';
import { braintreeConfiguration, paymentConfiguration, personalization } from './payment.fixtures.ts';

/** The configuration, pointing the form at the Square double Storybook serves. */
export const paymentConfig = (overrides: Partial<PaymentConfiguration> = {}) =>
  http.get('/api/payment/configuration', () => HttpResponse.json(paymentConfiguration({ scriptSrc: '/square-double/square.js', ...overrides })));

/** A Braintree store's configuration: its client token, and `scriptSrc` at the Braintree double Storybook serves (/braintree-double/). */
export const braintreeConfig = (overrides: Partial<PaymentConfiguration> = {}) => http.get('/api/payment/configuration', () => HttpResponse.json(braintreeConfiguration(overrides)));

export const paymentConfigPending = () =>
  http.get('/api/payment/configuration', async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

export const paymentConfigFails = () => http.get('/api/payment/configuration', () => HttpResponse.json({ message: 'down' }, { status: 500 }));

export const walletsAllowed = (allow = true) => http.get('/api/checkout/personalization', () => HttpResponse.json(personalization(allow)));
