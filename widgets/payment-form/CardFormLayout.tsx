import { useId, type ReactNode } from 'react';
import { formatLabel } from '../../src/core/labels.ts';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { BillingAddressFields } from './BillingAddressFields.tsx';
import type { PaymentFormLabels } from './labels.ts';
import type { TokenErrorMessage } from './payment-rules.ts';
import type { Cardholder, CardholderRefs } from './use-cardholder.ts';

interface Props {
  labels: PaymentFormLabels;
  holder: Cardholder;
  refs: CardholderRefs;
  /** The provider's words for a blank name on the card. */
  nameRequired: string;
  /** The provider's fields, inside the card details group. */
  fields: ReactNode;
  fieldsBusy: boolean;
  fieldsClassName?: string | undefined;
  /** Under the fields: the provider's own trouble with them (Square's card that did not attach). */
  belowFields?: ReactNode;
  billingAsked: boolean;
  defaultCountry: string;
  acceptedCards: readonly string[];
  cardError: TokenErrorMessage | null;
  /** The card part is hidden while something else pays (a wallet). */
  cardHidden?: boolean | undefined;
  /** Before the card (wallets) and after the card error (a wallet's progress). */
  before?: ReactNode;
  after?: ReactNode;
}

/**
 * What every provider's card form shows, in one order: the name on the card, the provider's
 * fields, the billing address when the store asks for it, the cards taken, and the card error.
 * A provider's form (`SquareForm.tsx`, `BraintreeForm.tsx`) says only how its fields are made and
 * tokenized, so both look and behave alike.
 */
export function CardFormLayout({ labels, holder, refs, nameRequired, fields, fieldsBusy, fieldsClassName, belowFields, billingAsked, defaultCountry, acceptedCards, cardError, cardHidden = false, before, after }: Props) {
  const nameId = useId();
  const nameErrorId = useId();
  const { nameRef, countryRef, regionRef } = refs;
  const nameInvalid = holder.nameTouched && holder.name.trim() === '';
  return (
    <div className="rw-payment__body">
      {before}
      <div className="rw-payment__card" hidden={cardHidden}>
        <label className="rw-label" htmlFor={nameId}>
          {labels['payment.cardholderName']}
        </label>
        <input
          ref={nameRef}
          id={nameId}
          className="rw-input"
          name="CardHolderName"
          autoComplete="cc-name"
          value={holder.name}
          maxLength={100}
          required
          aria-invalid={nameInvalid || undefined}
          aria-describedby={nameInvalid ? nameErrorId : undefined}
          onChange={(event) => holder.setName(event.target.value)}
          onBlur={holder.touchName}
        />
        {nameInvalid && (
          <p id={nameErrorId} className="rw-error-text">
            {nameRequired}
          </p>
        )}
        <div className={fieldsClassName ? `rw-payment__fields ${fieldsClassName}` : 'rw-payment__fields'} role="group" aria-label={labels['payment.cardFields']} aria-busy={fieldsBusy || undefined}>
          {fieldsBusy && <Spinner label={labels['payment.loading']} />}
          {fields}
        </div>
        {belowFields}
        {billingAsked && (
          <BillingAddressFields
            legend={labels['payment.billingAddress']}
            address={holder.billing}
            onChange={holder.setBilling}
            defaultCountry={defaultCountry}
            touched={holder.billingTouched}
            onLeave={holder.touchBilling}
            countryRef={countryRef}
            regionRef={regionRef}
          />
        )}
        <p className="rw-payment__accepted">{formatLabel(labels['payment.acceptedCards'], { cards: acceptedCards.join(', ') })}</p>
      </div>
      <div className="rw-payment__error" role="alert" aria-atomic="true">
        {cardError && (
          <>
            <p>
              <strong>{cardError.message}</strong>
            </p>
            {cardError.fields.length > 0 && (
              <ul>
                {cardError.fields.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {after}
    </div>
  );
}

/** A provider's library or fields that could not be set up: why, with Retry. */
export function ProviderLoadFailed({ labels, onRetry }: { labels: PaymentFormLabels; onRetry: () => void }) {
  return (
    <div className="rw-alert" role="alert">
      <p>{labels['payment.loadError']}</p>
      <button type="button" className="rw-button rw-button--secondary" onClick={onRetry}>
        {labels['common.retry']}
      </button>
    </div>
  );
}
