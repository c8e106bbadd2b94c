import { Suspense, lazy, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from '../../src/stores/settings.ts';
import { coreLabels } from '../../src/core/labels.ts';
import { useLocale } from '../../src/ui/use-locale.ts';
import { syncCartHash } from '../../src/stores/cart.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { cartButtonLabels } from './button-labels.ts';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useCart } from './use-cart.ts';
import { useOutsidePointer } from '../../src/ui/use-outside-pointer.ts';
import { loadFloating, useFloatingPanel } from '../../src/ui/use-floating-panel.ts';
import { useIslandStart } from '../../src/ui/island-start.ts';
import { afterFocusHeard } from '../../src/ui/after-focus-heard.ts';

/**
 * The panel (item list, rules, confirmation dialog) is only needed once the shopper opens the
 * cart, so a page that shows just the cart button doesn't pay for it at boot; it is fetched as
 * soon as the pointer or focus reaches the button.
 */
const loadPanel = () => import('./MiniCartPanel.tsx');
const MiniCartPanel = lazy(loadPanel);

export interface MiniCartProps {
  mode?: string | undefined;
  cartHash?: string | undefined;
  cartUrl?: string | undefined;
}

/** `<resort-minicart>`: a cart button with a drop-down panel, or the panel inline in full mode. */
export function MiniCart({ mode = 'compact', cartHash, cartUrl = '/cart' }: MiniCartProps) {
  const state = useCart();
  const labels = useLabels(cartButtonLabels);
  const coreText = useLabels(coreLabels);
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const dropdown = useRef<HTMLDivElement>(null);
  const full = mode === 'full';
  // Until the cart has loaded, the count the host put in page data (so the first render is the
  // last); what the store confirmed added since counts at once (`CartState.added`).
  const pageCount = useStore($settings).cartCount;
  const count = (state.cart?.TotalProducts ?? pageCount ?? 0) + state.added;
  // Without a count from page data, the store's own cart link stays until the cart says how many.
  useIslandStart(state.cart || (!full && pageCount !== null) ? 'ready' : state.error ? 'failed' : 'loading');

  useEffect(() => {
    if (cartHash) syncCartHash(cartHash);
  }, [cartHash]);

  // Closed with the focus inside it, the panel stays a moment longer than its state, unseen: the
  // button takes the focus back while the panel is still there, and the panel goes after
  // (`afterFocusHeard` says why), so a screen reader says the button, its count and its state, not
  // only "collapsed".
  const [lingering, setLingering] = useState(false);
  const returnFocus = useRef(false);
  // Each opening draws the panel anew, so it takes the focus each time.
  const [openings, setOpenings] = useState(0);
  const close = useCallback((giveFocusBack: boolean) => {
    setOpen(false);
    if (giveFocusBack) {
      returnFocus.current = true;
      setLingering(true);
    }
  }, []);
  const openPanel = () => {
    setOpenings((count) => count + 1);
    setLingering(false);
    setOpen(true);
  };
  useLayoutEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    toggle.current?.focus();
    return afterFocusHeard(() => setLingering(false));
  }, [open]);

  const closeOutside = useCallback(() => close(false), [close]);
  useOutsidePointer(open, wrapper, closeOutside);
  // On phones the button may sit at the left of the header: the panel is placed to stay on screen.
  useFloatingPanel(open && !full, toggle, dropdown);
  const prefetch = () => {
    void loadPanel();
    void loadFloating();
  };

  const fallback = <Spinner label={coreText['common.loading']} />;
  if (full) {
    return (
      <Suspense fallback={fallback}>
        <MiniCartPanel state={state} full cartUrl={cartUrl} />
      </Suspense>
    );
  }

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
        aria-label={locale.count(labels, 'minicart.open', count)}
        onClick={() => (open ? close(false) : openPanel())}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M2 3h3l2.7 11.5h10L21 7H6" />
          <circle cx="9" cy="19.5" r="1.5" />
          <circle cx="17" cy="19.5" r="1.5" />
        </svg>
        <span className="rw-minicart__count" aria-hidden="true">
          {count}
        </span>
      </button>
      <div id={panelId} ref={dropdown} className={open ? 'rw-minicart__dropdown' : 'rw-minicart__dropdown rw-visually-hidden'} hidden={!open && !lingering}>
        {(open || lingering) && (
          <Suspense fallback={fallback}>
            <MiniCartPanel key={openings} state={state} full={false} cartUrl={cartUrl} opened />
          </Suspense>
        )}
      </div>
    </div>
  );
}
