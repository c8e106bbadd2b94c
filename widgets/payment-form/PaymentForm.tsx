import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { PAYMENT_CONFIGURATION_PATH, type PaymentType } from '../../src/api/payment-schemas.ts';
import { checkoutPersonalization, paymentConfiguration } from './api.ts';
import { BUS_SOURCE, emit, on, type PaymentTokenDetail } from '../../src/events/bus.ts';
import { $settings } from '../../src/stores/settings.ts';
import { trackAddPaymentInfo } from '../../src/stores/cart-analytics.ts';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useLabels } from '../../src/ui/use-labels.ts';
import { useResource } from '../../src/ui/use-resource.ts';
import { paymentFormLabels } from './labels.ts';
import { noPaymentRequired } from './payment-rules.ts';
import { SquareForm, type Tokenizer } from './SquareForm.tsx';
import { BraintreeForm } from './BraintreeForm.tsx';
import { chooseProvider } from './provider-choice.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { registerTokenizer } from './tokenize-registry.ts';
import { useIslandStart } from '../../src/ui/island-start.ts';
import { PlaceOrder } from './PlaceOrder.tsx';

export interface PaymentFormProps {
  /** The amount to pay; 0 or less needs no payment (unless `cardRequired`). */
  amount?: number | undefined;
  cardRequired?: boolean | undefined;
  /** A new value asks for a token (the legacy checkout's way). */
  tokenHash?: string | undefined;
  /** My Account's card update: no heading, no wallets, card info out. */
  updateCard?: boolean | undefined;
  configUrl?: string | undefined;
  /** Draw Place order under the form: the form places the order itself (`placeOrder`). */
  placeOrder?: boolean | undefined;
  /** With `placeOrder`: the version and hash of the cart whose total the page shows, and the store's key for this checkout. */
  cartVersion?: number | undefined;
  cartHash?: string | undefined;
  idempotencyKey?: string | undefined;
  host?: HTMLElement | undefined;
}

/**
 * `<resort-payment-form>`: loads the store's payment configuration (and, at checkout, whether
 * digital wallets are allowed), then the card form of the provider it names — Square's or
 * Braintree's, each behind the same tokenizer; another provider is named as not supported — or,
 * when nothing is to be paid, says so and needs no token. A continue request — `el.tokenize()`, `resort:checkout:continue` or a new
 * `token-hash` — asks the current form for a token; one request at a time.
 */
export function PaymentForm({ amount, cardRequired = false, tokenHash, updateCard = false, configUrl, placeOrder = false, cartVersion, cartHash, idempotencyKey, host }: PaymentFormProps) {
  const labels = useLabels(paymentFormLabels);
  const settings = useStore($settings);
  const configPath = configUrl?.trim() || PAYMENT_CONFIGURATION_PATH;
  const config = useResource(() => paymentConfiguration(configPath), configPath);
  const updateMode = updateCard || config.data?.isUpdateCreditCardPage === true;
  const personalization = useResource(checkoutPersonalization, null, { enabled: !updateCard });
  const noPayment = noPaymentRequired(amount, cardRequired);
  useIslandStart(noPayment || (config.data && (updateCard || personalization.status !== 'loading' || personalization.data !== null)) ? 'ready' : config.status === 'error' ? 'failed' : 'loading');

  // Set up again each time payment becomes required again.
  const [setups, setSetups] = useState(0);
  const [wasNoPayment, setWasNoPayment] = useState(noPayment);
  if (wasNoPayment !== noPayment) {
    setWasNoPayment(noPayment);
    if (!noPayment) setSetups(setups + 1);
  }

  const formTokenizer = useRef<Tokenizer | null>(null);
  const inFlight = useRef<Promise<PaymentTokenDetail | null> | null>(null);
  const lastType = useRef<PaymentType>('square-card');

  const tokenize = useCallback((): Promise<PaymentTokenDetail | null> => {
    if (inFlight.current) return inFlight.current;
    const run = async (): Promise<PaymentTokenDetail | null> => {
      if (noPayment) {
        const detail: PaymentTokenDetail = { required: false, payment: null, card: null, type: lastType.current, source: BUS_SOURCE };
        emit('resort:payment:token', detail);
        return detail;
      }
      const outcome = formTokenizer.current ? await formTokenizer.current() : { ok: false as const, message: labels['payment.loading'] };
      if (!outcome.ok) {
        emit('resort:payment:failed', { message: outcome.message, source: BUS_SOURCE });
        return null;
      }
      emit('resort:payment:token', outcome.detail);
      // Payment info for an order (not My Account's card update): GA4's add_payment_info.
      if (outcome.detail.payment) void trackAddPaymentInfo(outcome.detail.type);
      return outcome.detail;
    };
    const running = run().finally(() => {
      inFlight.current = null;
    });
    inFlight.current = running;
    return running;
  }, [noPayment, labels]);

  useEffect(() => (host ? registerTokenizer(host, tokenize) : undefined), [host, tokenize]);
  useEffect(() => on('resort:checkout:continue', () => void tokenize()), [tokenize]);

  // A changed token-hash asks for a token; the first value does not.
  const [seenHash, setSeenHash] = useState(tokenHash);
  const [hashRequests, setHashRequests] = useState(0);
  if (tokenHash !== seenHash) {
    setSeenHash(tokenHash);
    if (tokenHash) setHashRequests(hashRequests + 1);
  }
  // Only a new request, not a new tokenize function, asks again.
  const latestTokenize = useRef(tokenize);
  useEffect(() => {
    latestTokenize.current = tokenize;
  });
  useEffect(() => {
    if (hashRequests > 0) void latestTokenize.current();
  }, [hashRequests]);

  const onChanged = useCallback((valid: boolean, type: PaymentType) => {
    lastType.current = type;
    emit('resort:payment:changed', { valid, type, required: true, source: BUS_SOURCE });
  }, []);

  useEffect(() => {
    if (noPayment) emit('resort:payment:changed', { valid: true, type: lastType.current, required: false, source: BUS_SOURCE });
  }, [noPayment]);

  const heading = updateMode ? null : <h2 className="rw-payment__heading">{labels['payment.heading']}</h2>;
  // My Account's card update places no order.
  const placeOrderButton =
    placeOrder && !updateMode ? <PlaceOrder cartVersion={cartVersion} cartHash={cartHash} idempotencyKey={idempotencyKey} tokenize={tokenize} labels={labels} /> : null;

  if (noPayment) {
    return (
      <section className="rw-payment" aria-label={labels['payment.heading']}>
        {heading}
        <p className="rw-payment__none" role="status">
          {labels['payment.noPaymentRequired']}
        </p>
        {placeOrderButton}
      </section>
    );
  }

  let body;
  if (config.status === 'error') {
    body = <ErrorNotice title={labels['payment.configError']} error={config.error} onRetry={config.reload} />;
  } else if (!config.data || (!updateCard && personalization.status === 'loading' && personalization.data === null)) {
    body = (
      <div className="rw-payment__loading" role="status">
        <Spinner label={labels['payment.loading']} />
        <span aria-hidden="true">{labels['payment.loading']}</span>
      </div>
    );
  } else {
    const choice = chooseProvider(config.data);
    if (choice.kind === 'braintree') {
      body = (
        <BraintreeForm
          key={setups}
          config={config.data}
          clientToken={choice.clientToken}
          defaultCountry={settings.DefaultCountry}
          updateMode={updateMode}
          host={host}
          labels={labels}
          tokenizerRef={formTokenizer}
          onChanged={onChanged}
        />
      );
    } else if (choice.kind === 'unsupported') {
      body = (
        <div className="rw-alert" role="alert">
          <p>{formatLabel(labels['payment.unsupportedProvider'], { provider: choice.name })}</p>
        </div>
      );
    } else if (choice.kind === 'misconfigured') {
      body = (
        <div className="rw-alert" role="alert">
          <p>{labels['payment.configError']}</p>
        </div>
      );
    } else {
      // A failed personalization call only means no wallets: the card still works.
      const allowWallets = !updateMode && personalization.data?.AllowDigitalWallets === true;
      body = (
        <SquareForm
          key={setups}
          config={config.data}
          allowWallets={allowWallets}
          amount={typeof amount === 'number' && Number.isFinite(amount) ? amount : null}
          currency={settings.currency}
          storeName={settings.Store.Name}
          defaultCountry={settings.DefaultCountry}
          updateMode={updateMode}
          host={host}
          labels={labels}
          tokenizerRef={formTokenizer}
          onChanged={onChanged}
        />
      );
    }
  }

  return (
    <section className="rw-payment" aria-label={labels['payment.heading']}>
      {heading}
      {body}
      {placeOrderButton}
    </section>
  );
}
