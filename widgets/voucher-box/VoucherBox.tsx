import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { ApiError } from '../../src/api/errors.ts';
import type { VoucherProduct } from '../../src/api/voucher-schemas.ts';
import { lookUpVoucher, voucherProduct } from './api.ts';
import { BUS_SOURCE, emit } from '../../src/events/bus.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { $settings } from '../../src/stores/settings.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { errorText } from '../../src/ui/error-text.ts';
import { Modal } from '../../src/ui/Modal.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useLabels } from '../../src/ui/use-labels.ts';
import { voucherLabels } from './labels.ts';
import { isTransient, lookupOutcome, productUrl, shownVoucherId, vouchersEnabled } from './voucher-rules.ts';
import { busyButton } from '../../src/ui/busy-button.ts';

export interface VoucherBoxProps {
  /** A voucher ID to validate at once (the `voucher-product` route's `code` query parameter). */
  code?: string | undefined;
  /** `voucher` (enhanced vouchers on, as on the voucher route) or `banner`; unset, the page's route decides. */
  mode?: string | undefined;
}

type View =
  | { step: 'idle' }
  | { step: 'validating'; code: string }
  | { step: 'product'; code: string; product: VoucherProduct; description: string | null }
  | { step: 'discount'; code: string; description: string | null }
  /** `error` is set when retrying may help (the store was not reached). */
  /** `message` is the store's words or, by its key, ours (read when drawn, so a switch of language reaches it). */
  | { step: 'error'; code: string; message: string | { label: 'voucher.failed' | 'voucher.productNotFound' }; error: ApiError | null };

/**
 * `<resort-voucher-box>`: idle, validating, valid
 * (product or discount) or invalid with an error. Closing the modal resets it.
 */
export function VoucherBox({ code: initialCode, mode }: VoucherBoxProps) {
  const enabled = vouchersEnabled(mode, window.location.pathname, useStore($settings).ShoppingCartSettings.ShowVoucherBanner);
  const labels = useLabels(voucherLabels);
  const coreText = useLabels(commonLabels);
  const [code, setCode] = useState('');
  const [required, setRequired] = useState(false);
  const [view, setView] = useState<View>({ step: 'idle' });
  const request = useRef(0);
  const submit = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const ctaId = useId();
  const requiredId = useId();

  const validate = useCallback(
    async (voucherId: string) => {
      const id = ++request.current;
      // The modal gives focus back to whatever had it when it opened: make that the button.
      submit.current?.focus();
      setView({ step: 'validating', code: voucherId });
      const lookup = await lookUpVoucher(voucherId);
      if (id !== request.current) return; // closed (or asked again) meanwhile
      const outcome = lookupOutcome(lookup, labels);
      if (outcome.kind === 'invalid') {
        setView({ step: 'error', code: voucherId, message: outcome.message, error: null });
        return;
      }
      if (outcome.kind === 'failed') {
        setView({ step: 'error', code: voucherId, message: { label: 'voucher.failed' }, error: outcome.error });
        return;
      }
      if (outcome.kind === 'discount') {
        setView({ step: 'discount', code: voucherId, description: outcome.description });
        emit('resort:voucher:validated', { voucherId, kind: 'discount', productId: null, discountId: outcome.discountId, source: BUS_SOURCE });
        return;
      }
      const product = await voucherProduct(outcome.productId);
      if (id !== request.current) return;
      if (!product.ok) {
        const retry = isTransient(product.error) ? product.error : null;
        setView({ step: 'error', code: voucherId, message: { label: 'voucher.productNotFound' }, error: retry });
        return;
      }
      setView({ step: 'product', code: voucherId, product: product.data, description: outcome.description });
      emit('resort:voucher:validated', { voucherId, kind: 'product', productId: outcome.productId, discountId: null, source: BUS_SOURCE });
    },
    [labels],
  );

  // A code from the page (the `code` attribute) fills the input and is validated at once.
  const pageCode = enabled ? (initialCode?.trim() ?? '') : '';
  const [shownPageCode, setShownPageCode] = useState('');
  if (pageCode !== shownPageCode) {
    setShownPageCode(pageCode);
    if (pageCode !== '') setCode(pageCode);
  }
  useEffect(() => {
    if (pageCode === '') return;
    let cancelled = false;
    // Started after this commit, as a shopper's Redeem would be: the button takes focus before
    // the modal opens, so focus goes back to it when the modal closes.
    void Promise.resolve().then(() => {
      if (!cancelled) void validate(pageCode);
    });
    return () => {
      cancelled = true;
    };
  }, [pageCode, validate]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') {
      setRequired(true);
      input.current?.focus();
      return;
    }
    setRequired(false);
    void validate(trimmed);
  }

  function close() {
    request.current += 1;
    // A redeemed voucher is done with; an ID that failed stays in the input for correcting.
    if (view.step === 'product' || view.step === 'discount') setCode('');
    setView({ step: 'idle' });
  }

  if (!enabled) return null;

  return (
    <div className="vouchers-enabled rw-voucher">
      <p id={ctaId} className="rw-voucher__cta">
        {labels['voucher.cta']}
      </p>
      <form className="rw-voucher__form" onSubmit={onSubmit} noValidate aria-describedby={ctaId}>
        <label className="rw-label" htmlFor={inputId}>
          {labels['voucher.label']}
        </label>
        <div className="rw-voucher__row">
          <input
            ref={input}
            id={inputId}
            className="rw-input"
            name="voucherid"
            autoComplete="off"
            spellCheck={false}
            value={code}
            aria-invalid={required || undefined}
            aria-describedby={required ? requiredId : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              if (required) setRequired(false);
            }}
          />
          <button ref={submit} type="submit" className="rw-button" {...busyButton(view.step === 'validating')}>
            {labels['voucher.submit']}
          </button>
        </div>
        {required && (
          <p id={requiredId} className="rw-error-text" role="alert">
            {labels['voucher.required']}
          </p>
        )}
      </form>
      <Modal
        open={view.step !== 'idle'}
        title={labels['voucher.title']}
        closeLabel={labels['common.close']}
        onClose={close}
        className="rw-voucher__dialog"
        actions={<Actions view={view} labels={labels} onClose={close} onRetry={(retryCode) => void validate(retryCode)} />}
      >
        <ViewBody view={view} labels={labels} errorDetail={(error) => errorText(error, coreText)} />
      </Modal>
    </div>
  );
}

interface PartProps {
  view: View;
  labels: Record<keyof typeof voucherLabels, string>;
}

function ViewBody({ view, labels, errorDetail }: PartProps & { errorDetail: (error: ApiError) => string }) {
  switch (view.step) {
    case 'idle':
      return null;
    case 'validating':
      return (
        <div className="rw-voucher__status">
          <Spinner label={labels['voucher.validating']} />
          <span aria-hidden="true">{labels['voucher.validating']}</span>
        </div>
      );
    case 'product':
      return (
        <div className="rw-voucher__result" role="status">
          <p>{labels['voucher.productIntro']}</p>
          <p className="rw-voucher__product">{view.product.Name}</p>
          {view.description && <p className="rw-voucher__description">{view.description}</p>}
          <p className="rw-voucher__id">{formatLabel(labels['voucher.voucherId'], { id: shownVoucherId(view.code) })}</p>
        </div>
      );
    case 'discount':
      return (
        <div className="rw-voucher__result" role="status">
          <p>{labels['voucher.discountMessage']}</p>
          {view.description && <p className="rw-voucher__description">{view.description}</p>}
          <p className="rw-voucher__id">{formatLabel(labels['voucher.voucherId'], { id: shownVoucherId(view.code) })}</p>
        </div>
      );
    case 'error':
      return (
        <div className="rw-voucher__error" role="alert">
          <p>
            <strong>{typeof view.message === 'string' ? view.message : labels[view.message.label]}</strong>
            {view.error && ` ${errorDetail(view.error)}`}
          </p>
          <p className="rw-voucher__id">{formatLabel(labels['voucher.voucherId'], { id: shownVoucherId(view.code) })}</p>
        </div>
      );
  }
}

function Actions({ view, labels, onClose, onRetry }: PartProps & { onClose: () => void; onRetry: (code: string) => void }) {
  switch (view.step) {
    case 'product':
      return (
        <a className="rw-button" href={productUrl(view.product.SeName)}>
          {labels['voucher.continue']}
        </a>
      );
    case 'discount':
      return (
        <button type="button" className="rw-button" onClick={onClose}>
          {labels['voucher.ok']}
        </button>
      );
    case 'error':
      return (
        <>
          <button type="button" className="rw-button rw-button--secondary" onClick={onClose}>
            {labels['voucher.ok']}
          </button>
          {view.error && (
            <button type="button" className="rw-button" onClick={() => onRetry(view.code)}>
              {labels['common.retry']}
            </button>
          )}
        </>
      );
    default:
      return null;
  }
}
