import { useEffect, useRef, useState } from 'react';
import type { ApplePay, GooglePay, PaymentRequest, PaymentRequestOptions, Payments } from '@square/web-payments-sdk-types';

export interface WalletsState {
  applePay: ApplePay | null;
  googlePay: GooglePay | null;
}

/**
 * The wallets the store offers, set up once Square is there: Apple Pay (no `attach`: the form
 * draws its own button) and Google Pay (its button attached to `googleContainer`). A wallet whose
 * set-up fails is hidden and logged. The total follows the amount.
 */
export function useWallets(payments: Payments | null, request: PaymentRequestOptions, offer: { apple: boolean; google: boolean }, googleContainer: HTMLElement | null): WalletsState {
  const [state, setState] = useState<WalletsState>({ applePay: null, googlePay: null });
  const requestRef = useRef<PaymentRequest | null>(null);
  const initial = useRef(request);
  const wantsWallets = offer.apple || offer.google;

  useEffect(() => {
    if (!payments || !wantsWallets) return;
    let cancelled = false;
    let apple: ApplePay | null = null;
    let google: GooglePay | null = null;
    let paymentRequest: PaymentRequest;
    try {
      paymentRequest = payments.paymentRequest(initial.current);
    } catch (error) {
      console.error('resort-payment-form: the wallet payment request was refused; wallets are hidden.', error);
      return;
    }
    requestRef.current = paymentRequest;
    if (offer.apple) {
      payments.applePay(paymentRequest).then(
        (method) => {
          if (cancelled) return void method.destroy();
          apple = method;
          setState((previous) => ({ ...previous, applePay: method }));
        },
        (error: unknown) => console.warn('resort-payment-form: Apple Pay is not available here; its button is hidden.', error),
      );
    }
    if (offer.google && googleContainer) {
      payments
        .googlePay(paymentRequest)
        .then(async (method) => {
          if (cancelled) return void method.destroy();
          google = method;
          await method.attach(googleContainer, { buttonColor: 'black', buttonSizeMode: 'fill', buttonType: 'long' });
          if (!cancelled) setState((previous) => ({ ...previous, googlePay: method }));
        })
        .catch((error: unknown) => console.warn('resort-payment-form: Google Pay could not be set up; its button is hidden.', error));
    }
    return () => {
      cancelled = true;
      requestRef.current = null;
      setState({ applePay: null, googlePay: null });
      void apple?.destroy();
      void google?.destroy();
    };
  }, [payments, wantsWallets, offer.apple, offer.google, googleContainer]);

  const amount = request.total.amount;
  const label = request.total.label;
  useEffect(() => {
    requestRef.current?.update({ total: { amount, label } });
  }, [amount, label]);

  return state;
}
