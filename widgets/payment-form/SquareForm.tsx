import { useCallback, useEffect, useMemo, useState, type MutableRefObject } from 'react';
import type { TokenResult } from '@square/web-payments-sdk-types';
import type { PaymentConfiguration, PaymentType } from '../../src/api/payment-schemas.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { reportError } from '../../src/core/report-on-use.ts';
import { BUS_SOURCE, type PaymentTokenDetail } from '../../src/events/bus.ts';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useIslandLanguage } from '../../src/ui/island-language.ts';
import { DEFAULT_ACCEPTED_CARDS, type PaymentFormLabels } from './labels.ts';
import {
  CARD_ERROR_MS,
  WALLET_TIMEOUT_MS,
  applePayOffered,
  cardInfo,
  cardIsValid,
  cardStyle,
  googlePayOffered,
  paymentInfo,
  paymentType,
  tokenErrorMessage,
  walletCardholderName,
  withTimeout,
  type TokenErrorMessage,
  type Wallet,
} from './payment-rules.ts';
import { verificationDetails, type BillingAddress } from './billing-rules.ts';
import { CardFormLayout, ProviderLoadFailed } from './CardFormLayout.tsx';
import { useCardholder } from './use-cardholder.ts';
import { useLightSlot } from './use-light-slot.ts';
import { paymentFormElement } from './meta.ts';
import { useSquareCard } from './use-square-card.ts';
import { useSquarePayments } from './use-square-payments.ts';
import { useWallets } from './use-wallets.ts';
import { decimalText } from '../../src/core/money.ts';

type OkResult = Extract<TokenResult, { status: 'OK' }>;

export type TokenizeOutcome = { ok: true; detail: PaymentTokenDetail } | { ok: false; message: string };
export type Tokenizer = () => Promise<TokenizeOutcome>;

interface Props {
  config: PaymentConfiguration;
  allowWallets: boolean;
  amount: number | null;
  currency: string;
  storeName: string;
  /** Listed first in the billing address's countries, and chosen at first. */
  defaultCountry: string;
  updateMode: boolean;
  host: HTMLElement | undefined;
  labels: PaymentFormLabels;
  tokenizerRef: MutableRefObject<Tokenizer | null>;
  onChanged: (valid: boolean, type: PaymentType) => void;
}

interface UsedWallet {
  wallet: Wallet;
  result: OkResult;
  name: string;
}

const WALLET_NAMES: Readonly<Record<Wallet, string>> = { apple: 'Apple Pay', google: 'Google Pay' };

const walletError = (error: unknown): TokenResult => ({ status: 'Error', errors: [{ type: 'UNEXPECTED_ERROR', message: error instanceof Error ? error.message : String(error) }] });

/** Square's card (and wallets) once the configuration is known. */
export function SquareForm({ config, allowWallets, amount, currency, storeName, defaultCountry, updateMode, host, labels, tokenizerRef, onChanged }: Props) {
  const [attempt, setAttempt] = useState(0);
  // Square's fields and wallet button in the page's language, not the browser's.
  const { locale } = useIslandLanguage();
  const square = useSquarePayments(config, attempt, locale);
  const payments = square.status === 'ready' ? square.payments : null;

  const { slotName: cardSlotName, element: cardContainer, inline: cardInline, setInline: setCardInline } = useLightSlot(host, 'rw-payment-card');
  const { slotName: googleSlotName, element: googleContainer, inline: googleInline, setInline: setGoogleInline } = useLightSlot(host, 'rw-payment-gpay');
  const style = useMemo(() => (host && typeof getComputedStyle === 'function' ? cardStyle((variable) => getComputedStyle(host).getPropertyValue(variable)) : null), [host]);
  const { status: cardStatus, fields, card } = useSquareCard(payments, cardContainer, style, () => {});

  const { holder, refs, billingComplete, check } = useCardholder(defaultCountry);
  const { name } = holder;
  // How to word the failure, worded when drawn (a switch of language reaches it).
  const [cardFailure, setCardFailure] = useState<{ word: (words: PaymentFormLabels) => TokenErrorMessage } | null>(null);
  const cardError = cardFailure?.word(labels) ?? null;
  const [used, setUsed] = useState<UsedWallet | null>(null);
  // A wallet brings its own billing contact; the card asks for the address when the store says so.
  const billingAsked = config.requiresBillingAddress && used === null;
  const [walletBusy, setWalletBusy] = useState<Wallet | null>(null);

  useEffect(() => {
    if (!cardFailure) return;
    const timer = setTimeout(() => setCardFailure(null), CARD_ERROR_MS);
    return () => clearTimeout(timer);
  }, [cardFailure]);

  const offer = useMemo(() => {
    const context = { enabled: false, allowDigitalWallets: allowWallets && !updateMode };
    return {
      apple: applePayOffered({ ...context, enabled: config.isApplePayEnabled }),
      google: googlePayOffered({ ...context, enabled: config.isGooglePayEnabled, userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent }),
    };
  }, [allowWallets, updateMode, config.isApplePayEnabled, config.isGooglePayEnabled]);
  const request = useMemo(
    () => ({ countryCode: 'US', currencyCode: currency.toUpperCase(), total: { amount: decimalText(amount ?? 0), label: storeName || 'Total' } }),
    [amount, currency, storeName],
  );
  const wallets = useWallets(payments, request, offer, googleContainer);

  const valid = used !== null || (cardIsValid({ fields, cardholderName: name, cardError: cardError !== null, currency }) && billingComplete(billingAsked));
  const type = paymentType(used?.wallet ?? null);
  useEffect(() => onChanged(valid, type), [valid, type, onChanged]);

  // Square measures its frame when attached: one attached while hidden is measured again once shown.
  useEffect(() => {
    const element = cardContainer;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let width = element.getBoundingClientRect().width;
    const observer = new ResizeObserver((entries) => {
      const next = entries[0]?.contentRect.width ?? 0;
      if (width === 0 && next > 0) card.current?.recalculateSize();
      width = next;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [cardContainer, card]);

  const payWith = useCallback(
    async (wallet: Wallet) => {
      const method = wallet === 'apple' ? wallets.applePay : wallets.googlePay;
      if (!method || walletBusy) return;
      setWalletBusy(wallet);
      setCardFailure(null);
      const timed = await withTimeout(method.tokenize(), WALLET_TIMEOUT_MS).catch((error: unknown) => ({ settled: true as const, value: walletError(error) }));
      setWalletBusy(null);
      if (!timed.settled) {
        // Apple Pay's cancel can leave tokenize() pending for good: reset instead of freezing.
        setUsed(null);
        setCardFailure({ word: (words) => ({ message: formatLabel(words['payment.walletTimedOut'], { wallet: WALLET_NAMES[wallet] }), fields: [] }) });
        return;
      }
      const result = timed.value;
      if (result.status === 'OK') {
        setUsed({ wallet, result, name: walletCardholderName(result.details?.billing, labels['payment.unavailable']) });
        return;
      }
      setUsed(null);
      const message = tokenErrorMessage(result, labels);
      if (message) reportTokenFailure(`tokenize ${WALLET_NAMES[wallet]}`, message);
      setCardFailure(message ? { word: (words) => tokenErrorMessage(result, words) ?? message } : null);
    },
    [wallets, walletBusy, labels],
  );

  useEffect(() => {
    const element = googleContainer;
    if (!element || !wallets.googlePay) return;
    const onClick = () => void payWith('google');
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [googleContainer, wallets.googlePay, payWith]);

  const detailFor = useCallback(
    (result: OkResult, cardholderName: string, address: BillingAddress | null): PaymentTokenDetail => ({
      required: true,
      payment: updateMode ? null : paymentInfo(result, cardholderName, '', address),
      card: updateMode ? cardInfo(result, cardholderName) : null,
      type: paymentType(used?.wallet ?? null),
      source: BUS_SOURCE,
    }),
    [updateMode, used],
  );

  const tokenize = useCallback(async () => {
    if (used) return { ok: true as const, detail: detailFor(used.result, used.name, null) };
    const current = card.current;
    if (!current) return { ok: false as const, message: square.status === 'failed' ? labels['payment.loadError'] : labels['payment.loading'] };
    const checked = check(billingAsked, { nameRequired: labels['payment.cardholderRequired'], billingIncomplete: labels['payment.billingIncomplete'] });
    if (!checked.ok) return checked;
    const { address } = checked;
    let result: TokenResult;
    try {
      // With the address, Square verifies the buyer: a charge of this amount, or a card kept on file.
      result = await (address ? current.tokenize(verificationDetails({ address, cardholderName: name, amount, currency, store: updateMode })) : current.tokenize());
    } catch (error) {
      result = walletError(error);
    }
    if (result.status === 'OK') return { ok: true as const, detail: detailFor(result, name, address) };
    const message = tokenErrorMessage(result, labels) ?? { message: labels['payment.invalidCard'], fields: [] };
    reportTokenFailure('tokenize card', message);
    setCardFailure({ word: (words) => tokenErrorMessage(result, words) ?? { message: words['payment.invalidCard'], fields: [] } });
    return { ok: false as const, message: message.message };
  }, [used, card, name, labels, square.status, detailFor, billingAsked, check, amount, currency, updateMode]);

  useEffect(() => {
    tokenizerRef.current = tokenize;
    return () => {
      if (tokenizerRef.current === tokenize) tokenizerRef.current = null;
    };
  }, [tokenize, tokenizerRef]);

  if (square.status === 'failed') return <ProviderLoadFailed labels={labels} onRetry={() => setAttempt(attempt + 1)} />;

  const showWallets = (wallets.applePay !== null || (offer.google && wallets.googlePay !== null)) && !used;
  // While an offered wallet is being set up its row is kept (a button's room and "Or pay by card"),
  // so a button that appears does not push the card fields down; the row goes if none appears.
  // Apple Pay on the web runs only where the browser has ApplePaySession (Safari, and browsers on
  // iOS); elsewhere Square refuses it, and a room kept for it would only close.
  const applePending = wallets.pending.apple && 'ApplePaySession' in window;
  const walletsPending = (applePending || wallets.pending.google) && !used;
  const loading = square.status === 'loading' || cardStatus === 'attaching' || cardStatus === 'idle';

  return (
    <CardFormLayout
      labels={labels}
      holder={holder}
      refs={refs}
      nameRequired={labels['payment.cardholderRequired']}
      fields={cardInline ? <div ref={setCardInline} className="rw-payment-card" /> : <slot name={cardSlotName} />}
      fieldsBusy={loading}
      belowFields={
        cardStatus === 'failed' && (
          <p className="rw-error-text" role="alert">
            {labels['payment.loadError']}{' '}
            <button type="button" className="rw-button rw-button--secondary" onClick={() => setAttempt(attempt + 1)}>
              {labels['common.retry']}
            </button>
          </p>
        )
      }
      billingAsked={billingAsked}
      defaultCountry={defaultCountry}
      acceptedCards={config.acceptedCards ?? DEFAULT_ACCEPTED_CARDS}
      cardError={cardError}
      cardHidden={used !== null}
      before={
        <>
          {used && (
            <div className="rw-payment__wallet-used" role="status">
              <p>{formatLabel(labels['payment.walletUsed'], { wallet: WALLET_NAMES[used.wallet], name: used.name })}</p>
              <button type="button" className="rw-button rw-button--secondary" onClick={() => setUsed(null)}>
                {labels['payment.useAnother']}
              </button>
            </div>
          )}
          <div className="rw-payment__wallets" hidden={!showWallets && !walletsPending} aria-label={labels['payment.wallets']} aria-busy={walletsPending || undefined} role="group">
            {wallets.applePay ? (
              <button type="button" className="rw-button rw-payment__apple" onClick={() => void payWith('apple')} disabled={walletBusy !== null}>
                {labels['payment.applePay']}
              </button>
            ) : (
              applePending && !used && <div className="rw-payment__wallet-room" aria-hidden="true" />
            )}
            {offer.google && (
              // The button's room is the box around Google's element, so it holds while Square attaches the button.
              <div className="rw-payment__gpay" hidden={!wallets.googlePay && !(wallets.pending.google && !used)}>
                {googleInline ? <div ref={setGoogleInline} className="rw-payment-gpay" /> : <slot name={googleSlotName} />}
              </div>
            )}
            {(showWallets || walletsPending) && <p className="rw-payment__or">{labels['payment.orCard']}</p>}
          </div>
        </>
      }
      after={walletBusy && <Spinner label={WALLET_NAMES[walletBusy]} />}
    />
  );
}

/** A tokenize that gave no token is reported with the sentences the shopper saw (never card data). */
function reportTokenFailure(operation: string, shown: TokenErrorMessage): void {
  reportError({ widget: paymentFormElement.tag, operation, message: [shown.message, ...shown.fields].join(' ') });
}
