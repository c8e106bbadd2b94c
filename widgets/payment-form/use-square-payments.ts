import { useEffect, useState } from 'react';
import type { Payments } from '@square/web-payments-sdk-types';
import type { PaymentConfiguration } from '../../src/api/payment-schemas.ts';

export type PaymentsState = { status: 'loading' } | { status: 'ready'; payments: Payments } | { status: 'failed' };

/** Square's `payments()` for the store's configuration; loaded on first use, again on `retry`. */
export function useSquarePayments(config: PaymentConfiguration | null, attempt: number): PaymentsState {
  const [state, setState] = useState<PaymentsState>({ status: 'loading' });
  const applicationId = config?.applicationId ?? '';
  const locationId = config?.locationId ?? '';
  const scriptSrc = config?.scriptSrc ?? undefined;
  useEffect(() => {
    if (!config) return;
    let cancelled = false;
    setState({ status: 'loading' });
    import('./square-loader.ts')
      .then(({ loadSquarePayments }) => loadSquarePayments(applicationId, locationId, scriptSrc))
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
  }, [applicationId, locationId, scriptSrc, attempt, config !== null]);
  return state;
}
