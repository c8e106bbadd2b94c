import { useEffect, useState } from 'react';
import type { Payments } from '@square/web-payments-sdk-types';
import type { PaymentConfiguration } from '../../src/api/payment-schemas.ts';
import { squareLocale } from './square-locale.ts';

export type PaymentsState = { status: 'loading' } | { status: 'ready'; payments: Payments } | { status: 'failed' };

/**
 * Square's `payments()` for the store's configuration, in the page's language: loaded on first
 * use, again on `retry`, and again when the language changes, so the card and wallets are made
 * after `setLocale()` (Square draws a payment method in the locale it had when it was made).
 */
export function useSquarePayments(config: PaymentConfiguration | null, attempt: number, locale: string): PaymentsState {
  const [state, setState] = useState<PaymentsState>({ status: 'loading' });
  const applicationId = config?.applicationId ?? '';
  const locationId = config?.locationId ?? '';
  const scriptSrc = config?.scriptSrc ?? undefined;
  const asked = squareLocale(locale);
  useEffect(() => {
    if (!config) return;
    let cancelled = false;
    setState({ status: 'loading' });
    import('./square-loader.ts')
      .then(({ loadSquarePayments }) => loadSquarePayments(applicationId, locationId, scriptSrc))
      .then(async (payments) => {
        // Without it Square follows the browser's language. An application Square has not enabled
        // it for refuses (FeatureDisabledError): the fields then keep the browser's language.
        await payments.setLocale(asked).catch((error: unknown) => console.warn(`resort-payment-form: Square would not draw its fields in ${asked}; they follow the browser's language.`, error));
        return payments;
      })
      .then(
        (payments) => {
          if (!cancelled) setState({ status: 'ready', payments });
        },
        (error: unknown) => {
          console.error("resort-payment-form: Square's Web Payments SDK could not be loaded.", error);
          if (!cancelled) setState({ status: 'failed' });
        },
      );
    return () => {
      cancelled = true;
    };
    // The configuration's identity does not matter, only what Square is loaded with.
  }, [applicationId, locationId, scriptSrc, asked, attempt, config !== null]);
  return state;
}
