import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { formatLabel } from '../../src/core/labels.ts';
import { applyDiscountCode, removeDiscountCode } from '../../src/stores/cart-actions.ts';
import { useCart } from './use-cart.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { cartLabels } from './labels.ts';
import { busyButton } from '../../src/ui/busy-button.ts';
import { afterFocusHeard } from '../../src/ui/after-focus-heard.ts';

export interface DiscountCodeProps {
  open?: boolean | undefined;
}

/** `<resort-discount-code>`: apply a code; applied codes listed and removable. */
export function DiscountCode({ open: openByDefault = false }: DiscountCodeProps) {
  const { cart, removingCodes } = useCart();
  const labels = useLabels(cartLabels);
  const [opened, setOpened] = useState(false);
  // With the `open` attribute the input is always shown; otherwise the shopper opens it.
  const open = openByDefault || opened;
  const [code, setCode] = useState('');
  const [applying, setApplying] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [removeFailed, setRemoveFailed] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const inputId = useId();
  const messageId = useId();
  // Where the focus goes next, while what has it stays on screen: the field as it opens, the
  // applied code's Remove once a code is applied. The element that had the focus leaves only
  // after the focus has moved (removed first, the focus falls to the page, and Orca in Chromium
  // said nothing of the field that took it next).
  const [handoff, setHandoff] = useState<{ to: 'field' } | { to: 'code'; code: string } | null>(null);

  useEffect(() => {
    if (!handoff) return;
    if (handoff.to === 'field') input.current?.focus();
    else (box.current?.querySelector<HTMLElement>(`[data-code="${CSS.escape(handoff.code)}"]`) ?? toggle.current)?.focus();
    // What had the focus leaves once a screen reader has heard the move into the field: gone in
    // the same task, the focus move and the removal reached Orca in one batch, and it said nothing.
    // The form goes at once after an apply (kept on, Firefox gave its field the focus back).
    if (handoff.to === 'field') return afterFocusHeard(() => setHandoff(null));
    const next = setTimeout(() => setHandoff(null));
    return () => clearTimeout(next);
  }, [handoff]);

  async function apply(event: FormEvent) {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') {
      setMessage(labels['discount.required']);
      input.current?.focus();
      return;
    }
    setApplying(true);
    setMessage(null);
    const result = await applyDiscountCode(trimmed);
    setApplying(false);
    if (result.ok) {
      setCode('');
      setOpened(false);
      setHandoff({ to: 'code', code: trimmed });
    } else {
      // The typed code stays so the shopper can correct it.
      setMessage(labels['discount.applyFailed']);
      input.current?.focus();
    }
  }

  async function remove(applied: string) {
    setRemoveFailed(null);
    const result = await removeDiscountCode(applied);
    if (!result.ok) setRemoveFailed(applied);
    // Its Remove has gone with it: the focus goes on to where another code is entered.
    else (open ? input.current : toggle.current)?.focus();
  }

  const codes = cart?.AppliedDiscountCodes ?? [];

  return (
    <div ref={box} className="rw-discount">
      {codes.length > 0 && (
        <section className="rw-discount__applied" aria-label={labels['discount.applied']}>
          <ul>
            {codes.map((applied) => {
              const removing = removingCodes.includes(applied);
              return (
                <li key={applied} className="rw-discount__code" aria-busy={removing || undefined}>
                  <span>{applied}</span>
                  <button
                    type="button"
                    data-code={applied}
                    className="rw-button rw-button--link"
                    {...busyButton(removing)}
                    aria-label={removing ? undefined : formatLabel(labels['discount.remove'], { code: applied })}
                    onClick={() => void remove(applied)}
                  >
                    {removing ? labels['discount.removing'] : '×'}
                  </button>
                </li>
              );
            })}
          </ul>
          {removeFailed && (
            <p className="rw-error-text" role="alert">
              {labels['discount.removeFailed']}
            </p>
          )}
        </section>
      )}
      {(!open || handoff?.to === 'field') && (
        <button
          ref={toggle}
          type="button"
          className="rw-button rw-button--link"
          onClick={() => {
            setOpened(true);
            setHandoff({ to: 'field' });
          }}
        >
          {labels['discount.open']}
        </button>
      )}
      {(open || handoff?.to === 'code') && (
        <form className="rw-discount__form" onSubmit={(event) => void apply(event)} noValidate>
          <label className="rw-label" htmlFor={inputId}>
            {labels['discount.label']}
          </label>
          <div className="rw-discount__row">
            <input
              ref={input}
              id={inputId}
              className="rw-input"
              name="discountcouponcode"
              autoComplete="off"
              value={code}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? messageId : undefined}
              onChange={(event) => setCode(event.target.value)}
              // Read-only, not disabled, while applying: Enter pressed here keeps focus here.
              readOnly={applying}
            />
            <button type="submit" className="rw-button" {...busyButton(applying)}>
              {applying ? labels['discount.applying'] : labels['discount.apply']}
            </button>
          </div>
          {message && (
            <p id={messageId} className="rw-error-text" role="alert">
              {message}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
