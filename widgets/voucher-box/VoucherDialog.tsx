import { useEffect, useState } from 'react';
import type { ApiError } from '../../src/api/errors.ts';
import type { VoucherProduct } from '../../src/api/voucher-schemas.ts';
import { BUS_SOURCE, emit } from '../../src/events/bus.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { Modal } from '../../src/ui/Modal.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { afterFocusHeard } from '../../src/ui/after-focus-heard.ts';
import { lookUpVoucher, voucherProduct } from './api.ts';
import type { VoucherLabels } from './labels.ts';
import { isTransient, lookupOutcome, productDescription, productUrl, shownVoucherId } from './voucher-rules.ts';

export type View =
  | { step: 'idle' }
  | { step: 'validating'; code: string }
  /** The dialog's chunk could not be fetched when `code` was redeemed: it checks it once it arrives. */
  | { step: 'waiting'; code: string }
  | { step: 'product'; code: string; product: VoucherProduct; description: string | null }
  | { step: 'discount'; code: string; description: string | null }
  /** `error` is set when retrying may help (the store was not reached). */
  /** `message` is the store's words or, by its key, ours (read when drawn, so a switch of language reaches it). */
  | { step: 'error'; code: string; message: string | { label: 'voucher.failed' | 'voucher.productNotFound' }; error: ApiError | null };

/**
 * Asks the store about `voucherId` (and, for a product voucher, about its product): the view that
 * answers it, or null when `current` says the shopper closed the dialog (or asked again) meanwhile.
 */
export async function checkVoucher(voucherId: string, labels: Pick<VoucherLabels, 'voucher.invalidId'>, current: () => boolean): Promise<View | null> {
  const lookup = await lookUpVoucher(voucherId);
  if (!current()) return null;
  const outcome = lookupOutcome(lookup, labels);
  if (outcome.kind === 'invalid') return { step: 'error', code: voucherId, message: outcome.message, error: null };
  if (outcome.kind === 'failed') return { step: 'error', code: voucherId, message: { label: 'voucher.failed' }, error: outcome.error };
  if (outcome.kind === 'discount') {
    emit('resort:voucher:validated', { voucherId, kind: 'discount', productId: null, discountId: outcome.discountId, source: BUS_SOURCE });
    // The store keeps a valid discount voucher on the shopper's cart as it validates it: every cart island reloads it.
    emit('resort:cart:refresh', undefined);
    return { step: 'discount', code: voucherId, description: outcome.description };
  }
  const product = await voucherProduct(outcome.productId);
  if (!current()) return null;
  if (!product.ok) {
    const retry = isTransient(product.error) ? product.error : null;
    return { step: 'error', code: voucherId, message: { label: 'voucher.productNotFound' }, error: retry };
  }
  emit('resort:voucher:validated', { voucherId, kind: 'product', productId: outcome.productId, discountId: null, source: BUS_SOURCE });
  return { step: 'product', code: voucherId, product: product.data, description: outcome.description };
}

interface Props {
  view: View;
  labels: VoucherLabels;
  errorDetail: (error: ApiError) => string;
  onClose: () => void;
  onRetry: (code: string) => void;
}

/**
 * The voucher box's dialog: validating, the product or discount a voucher is good for, or why it
 * is not. A chunk of its own with the calls and rules behind it, fetched when the shopper reaches
 * the box's form (or a page hands the box a code to check at once): the box's first paint is its form.
 */
export default function VoucherDialog({ view, labels, errorDetail, onClose, onRetry }: Props) {
  const waited = view.step === 'waiting' ? view.code : null;
  useEffect(() => {
    if (waited !== null) onRetry(waited);
    // Once, as the chunk arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The answer is drawn once the dialog is modal and a screen reader has heard that (the words
  // stay "Validating…" until then): drawn while it was being made modal, Firefox gave Orca the
  // dialog's content anew and the answer was never said.
  const open = view.step !== 'idle' && view.step !== 'waiting';
  const [modal, setModal] = useState(false);
  const [heard, setHeard] = useState(false);
  if (!open && (modal || heard)) {
    setModal(false);
    setHeard(false);
  }
  useEffect(() => (modal ? afterFocusHeard(() => setHeard(true)) : undefined), [modal]);
  const shown: View = heard || !isAnswer(view) ? view : { step: 'validating', code: view.code };
  return (
    <Modal
      open={open}
      onModal={() => setModal(true)}
      title={labels['voucher.title']}
      closeLabel={labels['common.close']}
      onClose={onClose}
      className="rw-voucher__dialog"
      actions={<Actions view={shown} labels={labels} onClose={onClose} onRetry={onRetry} />}
    >
      {/* The live region is there before the result comes into it: Firefox does not announce one
          drawn with its words already in (Orca said only "Voucher dialog" and Close). */}
      <div className="rw-voucher__live" role="status">
        {isResult(shown) && <ViewBody view={shown} labels={labels} errorDetail={errorDetail} />}
      </div>
      {!isResult(shown) && <ViewBody view={shown} labels={labels} errorDetail={errorDetail} />}
    </Modal>
  );
}

interface PartProps {
  view: View;
  labels: VoucherLabels;
}

/** A voucher's answer the live region says: the product or discount it is good for. */
const isResult = (view: View) => view.step === 'product' || view.step === 'discount';
/** The store's answer, good or not. */
const isAnswer = (view: View): view is Extract<View, { step: 'product' | 'discount' | 'error' }> => isResult(view) || view.step === 'error';

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
    case 'product': {
      const description = productDescription(view.description, view.product.Name);
      return (
        <div className="rw-voucher__result">
          <p>{labels['voucher.productIntro']}</p>
          <p className="rw-voucher__product">{view.product.Name}</p>
          {description && <p className="rw-voucher__description">{description}</p>}
          <p className="rw-voucher__id">{formatLabel(labels['voucher.voucherId'], { id: shownVoucherId(view.code) })}</p>
        </div>
      );
    }
    case 'discount':
      return (
        <div className="rw-voucher__result">
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
        <a className="rw-button" href={productUrl(view.product.SeName, view.code)}>
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
