import { useCallback, useEffect, useId, useState, type MutableRefObject } from 'react';
import type { PaymentConfiguration, PaymentType } from '../../src/api/payment-schemas.ts';
import { reportError } from '../../src/core/report-on-use.ts';
import { BUS_SOURCE } from '../../src/events/bus.ts';
import { userMessage } from '../../src/ui/error-text.ts';
import { vaultBraintreeCard } from './api.ts';
import { braintreeBillingAddress } from './billing-rules.ts';
import { BRAINTREE_FIELDS, braintreeCardInfo, braintreeFieldError, braintreeFieldsValid, braintreePaymentInfo, braintreeTokenError } from './braintree-rules.ts';
import type { BraintreeFieldKey, HostedFieldsTokenizePayload } from './braintree-types.ts';
import { CardFormLayout, ProviderLoadFailed } from './CardFormLayout.tsx';
import { DEFAULT_ACCEPTED_CARDS, type PaymentFormLabels } from './labels.ts';
import { paymentFormElement } from './meta.ts';
import { CARD_ERROR_MS, type TokenErrorMessage } from './payment-rules.ts';
import type { Tokenizer, TokenizeOutcome } from './SquareForm.tsx';
import { useBraintreeFields } from './use-braintree-fields.ts';
import { useCardholder } from './use-cardholder.ts';
import { useLightSlot } from './use-light-slot.ts';

interface Props {
  config: PaymentConfiguration;
  clientToken: string;
  /** Listed first in the billing address's countries, and chosen at first. */
  defaultCountry: string;
  updateMode: boolean;
  host: HTMLElement | undefined;
  labels: PaymentFormLabels;
  tokenizerRef: MutableRefObject<Tokenizer | null>;
  onChanged: (valid: boolean, type: PaymentType) => void;
}

const TYPE: PaymentType = 'braintree-card';

const SLOT_CLASS: Readonly<Record<BraintreeFieldKey, string>> = {
  number: 'rw-payment-bt-number',
  expirationDate: 'rw-payment-bt-expiry',
  cvv: 'rw-payment-bt-cvv',
  postalCode: 'rw-payment-bt-postal',
};

const FIELD_LABEL: Readonly<Record<BraintreeFieldKey, keyof PaymentFormLabels>> = {
  number: 'payment.field.number',
  expirationDate: 'payment.field.expirationDate',
  cvv: 'payment.field.cvv',
  postalCode: 'payment.field.postalCode',
};

/**
 * Braintree's hosted fields (card number, expiry, CVC, postal code: each its own frame, in the
 * page's light DOM) in the card form's layout. The billing address, when the store asks for it,
 * goes to Braintree with the card and on with the payment info. At checkout a token is the nonce;
 * on a card update the card is vaulted first, and the card info carries its payment token as
 * `PaymentKey`.
 */
export function BraintreeForm({ config, clientToken, defaultCountry, updateMode, host, labels, tokenizerRef, onChanged }: Props) {
  const [attempt, setAttempt] = useState(0);
  const number = useLightSlot(host, SLOT_CLASS.number);
  const expirationDate = useLightSlot(host, SLOT_CLASS.expirationDate);
  const cvv = useLightSlot(host, SLOT_CLASS.cvv);
  const postalCode = useLightSlot(host, SLOT_CLASS.postalCode);
  const slots = { number, expirationDate, cvv, postalCode };
  const { status, state, fields } = useBraintreeFields({
    clientToken,
    scriptSrc: config.scriptSrc ?? undefined,
    containers: { number: number.element, expirationDate: expirationDate.element, cvv: cvv.element, postalCode: postalCode.element },
    placeholders: { expirationDate: 'MM/YY' },
    attempt,
    // A field the shopper changes loses its error.
    onFieldChange: (field) => setFieldErrors((current) => (current.some((key) => key === field) ? current.filter((key) => key !== field) : current)),
  });

  const { holder, refs, billingComplete, check } = useCardholder(defaultCountry);
  const { name } = holder;
  const billingAsked = config.requiresBillingAddress;
  const fieldId = useId();
  // How to word the failure, worded when drawn (a switch of language reaches it).
  const [cardFailure, setCardFailure] = useState<{ word: (words: PaymentFormLabels) => TokenErrorMessage } | null>(null);
  const cardError = cardFailure?.word(labels) ?? null;
  const [fieldErrors, setFieldErrors] = useState<readonly BraintreeFieldKey[]>([]);

  useEffect(() => {
    if (!cardFailure) return;
    const timer = setTimeout(() => setCardFailure(null), CARD_ERROR_MS);
    return () => clearTimeout(timer);
  }, [cardFailure]);

  const valid = braintreeFieldsValid(state?.fields ?? null, name, cardError !== null) && billingComplete(billingAsked);
  useEffect(() => onChanged(valid, TYPE), [valid, onChanged]);

  const tokenize = useCallback(async (): Promise<TokenizeOutcome> => {
    const current = fields.current;
    if (!current) return { ok: false, message: status === 'failed' ? labels['payment.loadError'] : labels['payment.loading'] };
    const checked = check(billingAsked, { nameRequired: labels['payment.nameOnCardRequired'], billingIncomplete: labels['payment.billingIncomplete'] });
    if (!checked.ok) return checked;
    const { address } = checked;
    const holderName = checked.name.trim();
    let payload: HostedFieldsTokenizePayload;
    try {
      payload = await current.tokenize({ cardholderName: holderName, ...(address ? { billingAddress: braintreeBillingAddress(address) } : {}) });
    } catch (error) {
      const fieldState = current.getState();
      const shown = braintreeTokenError(error, fieldState, labels);
      // Empty or invalid fields say so beside each field: the card error is only the headline.
      if (shown.kind === 'fields') setFieldErrors(shown.fields);
      setCardFailure({ word: (words) => ({ message: braintreeTokenError(error, fieldState, words).message.message, fields: shown.kind === 'fields' ? [] : shown.message.fields }) });
      reportTokenFailure(shown.message);
      return { ok: false, message: shown.message.message };
    }
    if (!updateMode) return { ok: true, detail: { required: true, payment: braintreePaymentInfo(payload, holderName, address), card: null, type: TYPE, source: BUS_SOURCE } };
    const vaulted = await vaultBraintreeCard({ CardNumberLastFour: payload.details.lastFour, CardHolderName: holderName, Nonce: payload.nonce });
    if (!vaulted.ok) {
      const failed = vaulted.error;
      setCardFailure({ word: (words) => ({ message: userMessage(failed, words) || words['payment.vaultFailed'], fields: [] }) });
      return { ok: false, message: userMessage(failed, labels) || labels['payment.vaultFailed'] };
    }
    return { ok: true, detail: { required: true, payment: null, card: braintreeCardInfo(payload, holderName, vaulted.data.PaymentToken), type: TYPE, source: BUS_SOURCE } };
  }, [fields, status, labels, check, billingAsked, updateMode]);

  useEffect(() => {
    tokenizerRef.current = tokenize;
    return () => {
      if (tokenizerRef.current === tokenize) tokenizerRef.current = null;
    };
  }, [tokenize, tokenizerRef]);

  if (status === 'failed') return <ProviderLoadFailed labels={labels} onRetry={() => setAttempt(attempt + 1)} />;

  return (
    <CardFormLayout
      labels={labels}
      holder={holder}
      refs={refs}
      nameRequired={labels['payment.nameOnCardRequired']}
      fieldsBusy={status === 'loading'}
      fieldsClassName="rw-payment__hosted"
      fields={BRAINTREE_FIELDS.map((key) => {
        const slot = slots[key];
        return (
          <div key={key} className="rw-payment__hosted-field">
            {/* The input is inside Braintree's frame, which names itself: this text is for sighted shoppers. */}
            <div className="rw-label" id={`${fieldId}-${key}`} aria-hidden="true">
              {labels[FIELD_LABEL[key]]}
            </div>
            {slot.inline ? <div ref={slot.setInline} className={SLOT_CLASS[key]} /> : <slot name={slot.slotName} />}
            {fieldErrors.includes(key) && <p className="rw-error-text">{braintreeFieldError(key, labels)}</p>}
          </div>
        );
      })}
      billingAsked={billingAsked}
      defaultCountry={defaultCountry}
      acceptedCards={config.acceptedCards ?? DEFAULT_ACCEPTED_CARDS}
      cardError={cardError}
    />
  );
}

/** A tokenize that gave no token is reported with the sentence the shopper saw (never card data). */
function reportTokenFailure(shown: TokenErrorMessage): void {
  reportError({ widget: paymentFormElement.tag, operation: 'tokenize card (Braintree)', message: [shown.message, ...shown.fields].join(' ') });
}
