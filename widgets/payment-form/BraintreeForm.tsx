import { useCallback, useEffect, useId, useRef, useState, type MutableRefObject } from 'react';
import type { PaymentConfiguration, PaymentType } from '../../src/api/payment-schemas.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { reportError } from '../../src/core/report-on-use.ts';
import { BUS_SOURCE } from '../../src/events/bus.ts';
import { userMessage } from '../../src/ui/error-text.ts';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { vaultBraintreeCard } from './api.ts';
import { BRAINTREE_FIELDS, braintreeCardInfo, braintreeFieldError, braintreeFieldsValid, braintreePaymentInfo, braintreeTokenError } from './braintree-rules.ts';
import type { BraintreeFieldKey, HostedFieldsTokenizePayload } from './braintree-types.ts';
import { DEFAULT_ACCEPTED_CARDS, type PaymentFormLabels } from './labels.ts';
import { paymentFormElement } from './meta.ts';
import { CARD_ERROR_MS, type TokenErrorMessage } from './payment-rules.ts';
import type { Tokenizer, TokenizeOutcome } from './SquareForm.tsx';
import { useBraintreeFields } from './use-braintree-fields.ts';
import { useLightSlot } from './use-light-slot.ts';

interface Props {
  config: PaymentConfiguration;
  clientToken: string;
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
 * page's light DOM) with the name on the card. At checkout a token is the nonce; on a card update
 * the card is vaulted first, and the card info carries its payment token as `PaymentKey`.
 */
export function BraintreeForm({ config, clientToken, updateMode, host, labels, tokenizerRef, onChanged }: Props) {
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

  const [name, setName] = useState('');
  const [nameTouched, setNameTouched] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const nameErrorId = useId();
  const fieldId = useId();
  const [cardError, setCardError] = useState<TokenErrorMessage | null>(null);
  const [fieldErrors, setFieldErrors] = useState<readonly BraintreeFieldKey[]>([]);

  useEffect(() => {
    if (!cardError) return;
    const timer = setTimeout(() => setCardError(null), CARD_ERROR_MS);
    return () => clearTimeout(timer);
  }, [cardError]);

  const valid = braintreeFieldsValid(state?.fields ?? null, name, cardError !== null);
  useEffect(() => onChanged(valid, TYPE), [valid, onChanged]);

  const tokenize = useCallback(async (): Promise<TokenizeOutcome> => {
    const current = fields.current;
    if (!current) return { ok: false, message: status === 'failed' ? labels['payment.loadError'] : labels['payment.loading'] };
    setNameTouched(true);
    if (name.trim() === '') {
      nameInput.current?.focus();
      return { ok: false, message: labels['payment.nameOnCardRequired'] };
    }
    let payload: HostedFieldsTokenizePayload;
    try {
      payload = await current.tokenize({ cardholderName: name.trim() });
    } catch (error) {
      const shown = braintreeTokenError(error, current.getState(), labels);
      if (shown.kind === 'fields') {
        setFieldErrors(shown.fields);
        setCardError({ message: shown.message.message, fields: [] });
      } else setCardError(shown.message);
      reportTokenFailure(shown.message);
      return { ok: false, message: shown.message.message };
    }
    if (!updateMode) return { ok: true, detail: { required: true, payment: braintreePaymentInfo(payload, name), card: null, type: TYPE, source: BUS_SOURCE } };
    const vaulted = await vaultBraintreeCard({ CardNumberLastFour: payload.details.lastFour, CardHolderName: name.trim(), Nonce: payload.nonce });
    if (!vaulted.ok) {
      const message = userMessage(vaulted.error, labels) || labels['payment.vaultFailed'];
      setCardError({ message, fields: [] });
      return { ok: false, message };
    }
    return { ok: true, detail: { required: true, payment: null, card: braintreeCardInfo(payload, name, vaulted.data.PaymentToken), type: TYPE, source: BUS_SOURCE } };
  }, [fields, status, labels, name, updateMode]);

  useEffect(() => {
    tokenizerRef.current = tokenize;
    return () => {
      if (tokenizerRef.current === tokenize) tokenizerRef.current = null;
    };
  }, [tokenize, tokenizerRef]);

  if (status === 'failed') {
    return (
      <div className="rw-alert" role="alert">
        <p>{labels['payment.loadError']}</p>
        <button type="button" className="rw-button rw-button--secondary" onClick={() => setAttempt(attempt + 1)}>
          {labels['common.retry']}
        </button>
      </div>
    );
  }

  const nameInvalid = nameTouched && name.trim() === '';

  return (
    <div className="rw-payment__body">
      <div className="rw-payment__card">
        <label className="rw-label" htmlFor={nameId}>
          {labels['payment.cardholderName']}
        </label>
        <input
          ref={nameInput}
          id={nameId}
          className="rw-input"
          name="CardHolderName"
          autoComplete="cc-name"
          value={name}
          maxLength={100}
          required
          aria-invalid={nameInvalid || undefined}
          aria-describedby={nameInvalid ? nameErrorId : undefined}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setNameTouched(true)}
        />
        {nameInvalid && (
          <p id={nameErrorId} className="rw-error-text">
            {labels['payment.nameOnCardRequired']}
          </p>
        )}
        <div className="rw-payment__fields rw-payment__hosted" role="group" aria-label={labels['payment.cardFields']} aria-busy={status === 'loading' || undefined}>
          {status === 'loading' && <Spinner label={labels['payment.loading']} />}
          {BRAINTREE_FIELDS.map((key) => {
            const slot = slots[key];
            const error = fieldErrors.includes(key);
            return (
              <div key={key} className="rw-payment__hosted-field">
                {/* The input is inside Braintree's frame, which names itself: this text is for sighted shoppers. */}
                <div className="rw-label" id={`${fieldId}-${key}`} aria-hidden="true">
                  {labels[FIELD_LABEL[key]]}
                </div>
                {slot.inline ? <div ref={slot.setInline} className={SLOT_CLASS[key]} /> : <slot name={slot.slotName} />}
                {error && <p className="rw-error-text">{braintreeFieldError(key, labels)}</p>}
              </div>
            );
          })}
        </div>
        <p className="rw-payment__accepted">{formatLabel(labels['payment.acceptedCards'], { cards: (config.acceptedCards ?? DEFAULT_ACCEPTED_CARDS).join(', ') })}</p>
      </div>
      <div className="rw-payment__error" role="alert" aria-atomic="true">
        {cardError && (
          <p>
            <strong>{cardError.message}</strong>
          </p>
        )}
      </div>
    </div>
  );
}

/** A tokenize that gave no token is reported with the sentence the shopper saw (never card data). */
function reportTokenFailure(shown: TokenErrorMessage): void {
  reportError({ widget: paymentFormElement.tag, operation: 'tokenize card (Braintree)', message: [shown.message, ...shown.fields].join(' ') });
}
