import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from '../../src/stores/settings.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { errorText } from '../../src/ui/error-text.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { voucherLabels } from './labels.ts';
import { pageVoucherCode, vouchersEnabled } from './voucher-mode.ts';
import { busyButton } from '../../src/ui/busy-button.ts';
import { lazyPart } from '../../src/ui/lazy-part.tsx';
import type { View } from './VoucherDialog.tsx';

/**
 * The dialog, with the calls and rules behind it, is fetched as soon as the shopper reaches the
 * form (pointer, touch or focus), or at once when the page hands the box a code: until then the
 * box is its form, and a page that only shows it carries nothing more.
 */
const dialog = lazyPart(() => import('./VoucherDialog.tsx'));
const VoucherDialog = dialog.Part;

export interface VoucherBoxProps {
  /** A voucher ID to validate at once; without it, the page address's `code` query parameter. */
  code?: string | undefined;
  /** `voucher` (enhanced vouchers on, as on the voucher route) or `banner`; unset, the page's route decides. */
  mode?: string | undefined;
}

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
  // Once opened the dialog stays mounted, closed: closing it gives the focus back.
  const [opened, setOpened] = useState(false);
  if (view.step !== 'idle' && !opened) setOpened(true);
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
      const part = await dialog.load().catch(() => null);
      if (id !== request.current) return;
      // Offline, or the file is gone: the dialog's place says so, and checks the voucher once it arrives.
      if (!part) {
        setView({ step: 'waiting', code: voucherId });
        return;
      }
      const next = await part.checkVoucher(voucherId, labels, () => id === request.current);
      if (next) setView(next);
    },
    [labels],
  );

  // A code from the page (the `code` attribute, else the address's `?code=`) fills the input and is validated at once.
  const pageCode = enabled ? pageVoucherCode(initialCode, window.location.search) : '';
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
    <div className="vouchers-enabled rw-voucher" onPointerEnter={dialog.prefetch} onTouchStart={dialog.prefetch} onFocus={dialog.prefetch}>
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
      {opened && <VoucherDialog view={view} labels={labels} errorDetail={(error) => errorText(error, coreText)} onClose={close} onRetry={(retryCode) => void validate(retryCode)} />}
    </div>
  );
}
