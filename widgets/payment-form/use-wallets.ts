import { useEffect, useRef, useState } from 'react';
import type { ApplePay, GooglePay, PaymentRequest, PaymentRequestOptions, Payments } from '@square/web-payments-sdk-types';

export interface WalletsState {
  applePay: ApplePay | null;
  googlePay: GooglePay | null;
  /** Which wallets the store offers are still being set up (their buttons may yet appear). */
  pending: { apple: boolean; google: boolean };
}

/**
 * The wallets the store offers, set up once Square is there: Apple Pay (no `attach`: the form
 * draws its own button) and Google Pay (its button attached to `googleContainer`). A wallet whose
 * set-up fails is hidden and logged. The total follows the amount.
 */
export function useWallets(payments: Payments | null, request: PaymentRequestOptions, offer: { apple: boolean; google: boolean }, googleContainer: HTMLElement | null): WalletsState {
  const [state, setState] = useState<Omit<WalletsState, 'pending'>>({ applePay: null, googlePay: null });
  // The offered wallets whose set-up has not ended, by the `payments` it was for (a new Square
  // instance starts them again).
  const [settled, setSettled] = useState<{ payments: Payments | null; apple: boolean; google: boolean }>({ payments: null, apple: false, google: false });
  const requestRef = useRef<PaymentRequest | null>(null);
  const initial = useRef(request);
  const wantsWallets = offer.apple || offer.google;

  useEffect(() => {
    if (!payments || !wantsWallets) return;
    let cancelled = false;
    let apple: ApplePay | null = null;
    let google: GooglePay | null = null;
    let paymentRequest: PaymentRequest;
    const settle = (wallet: 'apple' | 'google') => {
      if (!cancelled) setSettled((previous) => ({ ...(previous.payments === payments ? previous : { apple: false, google: false }), payments, [wallet]: true }));
    };
    try {
      paymentRequest = payments.paymentRequest(initial.current);
    } catch (error) {
      console.error('resort-payment-form: the wallet payment request was refused; wallets are hidden.', error);
      setSettled({ payments, apple: true, google: true });
      return;
    }
    requestRef.current = paymentRequest;
    if (offer.apple) {
      payments
        .applePay(paymentRequest)
        .then(
          (method) => {
            if (cancelled) return void method.destroy();
            apple = method;
            setState((previous) => ({ ...previous, applePay: method }));
          },
          (error: unknown) => console.warn('resort-payment-form: Apple Pay is not available here; its button is hidden.', error),
        )
        .finally(() => settle('apple'));
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
        .catch((error: unknown) => console.warn('resort-payment-form: Google Pay could not be set up; its button is hidden.', error))
        .finally(() => settle('google'));
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

  // Before Square is there, the offered wallets count as pending too: their row is kept from the
  // first render, so a button that appears does not push the card fields down.
  const ended = settled.payments === payments && payments !== null;
  const pending = { apple: offer.apple && !(ended && settled.apple), google: offer.google && !(ended && settled.google) };
  return { ...state, pending };
}
