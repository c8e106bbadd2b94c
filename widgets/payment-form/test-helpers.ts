import { http, HttpResponse } from 'msw';
import * as api from '../../src/api/client.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import { inProcessSquare, type InProcessSquare } from '../../examples/square-double/in-process.ts';
import { defaultControls, type SquareDoubleControls } from '../../examples/square-double/square.ts';
import { inProcessBraintree, type InProcessBraintree } from '../../examples/braintree-double/in-process.ts';
import { braintreeConfiguration, paymentConfiguration, personalization } from './payment.fixtures.ts';
import type { PaymentConfiguration } from '../../src/api/payment-schemas.ts';

/** Puts `square` where Square's script puts itself. */
export function setSquare(square: unknown): void {
  (window as unknown as { Square: unknown }).Square = square;
}

/** A clean checkout page with Square's double (card fields in process) as `window.Square`. */
export function paymentPage(controls: Partial<SquareDoubleControls> = {}): InProcessSquare {
  api.invalidate();
  setPageData({ currency: 'USD', Store: { Name: 'Summit Ridge Resort' } });
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
  const square = inProcessSquare(() => new Date('2026-11-24T12:00:00Z'));
  setSquare(square);
  window.SquareDoubleControls = { ...defaultControls(), ...controls };
  return square;
}

/** A clean checkout page of a Braintree store, with Braintree's double (fields in process) as `window.braintree`. */
export function braintreePage(): InProcessBraintree {
  api.invalidate();
  setPageData({ currency: 'USD', Store: { Name: 'Summit Ridge Resort' } });
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
  const braintree = inProcessBraintree(() => new Date('2026-11-24T12:00:00Z'));
  (window as unknown as { braintree?: unknown }).braintree = braintree;
  return braintree;
}

export const braintreeConfigAnswers = (overrides: Partial<PaymentConfiguration> = {}) => http.get('/api/payment/configuration', () => HttpResponse.json(braintreeConfiguration(overrides)));

/** The store's payment configuration; Apple Pay is off unless asked for (the double refuses it outside Safari anyway). */
export const configAnswers = (overrides: Partial<PaymentConfiguration> = {}) =>
  http.get('/api/payment/configuration', () => HttpResponse.json(paymentConfiguration({ isApplePayEnabled: false, ...overrides })));

export const personalizationAnswers = (allow = true) => http.get('/api/checkout/personalization', () => HttpResponse.json(personalization(allow)));

export const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const SAFARI_IOS_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Collects the form's events on `window`. */
export function recordPaymentEvents() {
  const events: { name: string; detail: unknown }[] = [];
  const names = ['resort:payment:changed', 'resort:payment:token', 'resort:payment:failed'];
  const listener = (event: Event) => events.push({ name: event.type, detail: (event as CustomEvent).detail });
  for (const name of names) window.addEventListener(name, listener);
  return {
    events,
    of: (name: string) => events.filter((event) => event.name === name).map((event) => event.detail),
    stop: () => names.forEach((name) => window.removeEventListener(name, listener)),
  };
}
