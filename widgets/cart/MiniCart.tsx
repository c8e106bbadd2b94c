import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatLabel } from '../../src/core/labels.ts';
import { loadCart, syncCartHash, type CartState } from '../../src/stores/cart.ts';
import { $labels } from '../../src/stores/settings.ts';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useLocale } from '../../src/ui/use-locale.ts';
import { CartItemList } from './CartItemList.tsx';
import { useCart } from './use-cart.ts';

export interface MiniCartProps {
  mode?: string | undefined;
  cartHash?: string | undefined;
  cartUrl?: string | undefined;
}

/** The panel titled `Shopping Cart (count)`: its states, the groups and the sub-total. */
export function MiniCartPanel({ state, full, cartUrl }: { state: CartState; full: boolean; cartUrl: string }) {
  const labels = useStore($labels);
  const { money } = useLocale();
  const { cart, error, loading, removing } = state;
  const count = cart?.TotalProducts ?? 0;
  const TitleTag = full ? 'h2' : 'h3';

  return (
    <div className={full ? 'rw-panel rw-panel--full' : 'rw-panel'}>
      <TitleTag className="rw-panel__title">{formatLabel(labels['minicart.title'], { count })}</TitleTag>
      {error && (
        <ErrorNotice title={labels['cart.loadError']} error={error} retrying={loading} onRetry={() => void loadCart({ fresh: true })} />
      )}
      {!cart && !error && <Spinner label={labels['common.loading']} />}
      {cart && cart.Items.length === 0 && <p className="rw-panel__empty">{labels['cart.empty']}</p>}
      {cart && cart.Items.length > 0 && (
        <>
          <CartItemList cart={cart} removing={removing} headingLevel={full ? 'h3' : 'h4'} />
          {!full && (
            <div className="rw-panel__footer">
              <p className="rw-panel__subtotal">
                <span>{labels['summary.subTotal']}</span> <strong>{money(cart.SubTotal)}</strong>
              </p>
              <a className="rw-button" href={cartUrl}>
                {labels['minicart.goToCart']}
              </a>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** `<resort-minicart>`: a cart button with a drop-down panel, or the panel inline in full mode. */
export function MiniCart({ mode = 'compact', cartHash, cartUrl = '/cart' }: MiniCartProps) {
  const state = useCart();
  const labels = useStore($labels);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const full = mode === 'full';
  const count = state.cart?.TotalProducts ?? 0;

  useEffect(() => {
    if (cartHash) syncCartHash(cartHash);
  }, [cartHash]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (wrapper.current && !event.composedPath().includes(wrapper.current)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  if (full) return <MiniCartPanel state={state} full cartUrl={cartUrl} />;

  return (
    <div
      className="rw-minicart"
      ref={wrapper}
      onKeyDown={(event) => {
        // A native dialog inside handles its own Escape.
        if (event.key === 'Escape' && open && !(event.target instanceof HTMLElement && event.target.closest('dialog'))) {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="rw-minicart__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={formatLabel(labels['minicart.open'], { count })}
        onClick={() => setOpen(!open)}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4zM5.2 4l.9 2H20a1 1 0 0 1 .9 1.4l-3.4 6.6a2 2 0 0 1-1.8 1H8.1l-.9 1.6H19v2H7a2 2 0 0 1-1.7-3l1.3-2.4L3 4H1V2h3.3z" />
        </svg>
        <span className="rw-minicart__count" aria-hidden="true">
          {count}
        </span>
      </button>
      <div id={panelId} className="rw-minicart__dropdown" hidden={!open}>
        {open && <MiniCartPanel state={state} full={false} cartUrl={cartUrl} />}
      </div>
    </div>
  );
}
