import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from '../../src/stores/settings.ts';
import { trackBeginCheckout, trackViewCart } from '../../src/stores/cart-analytics.ts';
import { CartLoadError } from './CartLoadError.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import MiniCartPanel from './MiniCartPanel.tsx';
import { useCart } from './use-cart.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { cartLabels } from './labels.ts';
import { useIslandStart } from '../../src/ui/island-start.ts';

export interface FullCartProps {
  checkoutUrl?: string | undefined;
  continueUrl?: string | undefined;
}

/** `<resort-cart>`: the full cart page. */
export function FullCart({ checkoutUrl = '/onepagecheckout', continueUrl = '/' }: FullCartProps) {
  const state = useCart();
  const labels = useLabels(cartLabels);
  const viewed = useRef(false);
  const { cart, error, loading } = state;
  // The store's own cart markup stays in use until the cart is here.
  useIslandStart(cart ? 'ready' : error ? 'failed' : 'loading');
  const pageCount = useStore($settings).cartCount;
  const items = pageCount !== null && pageCount > 0 ? pageCount : null;
  // The status region lives here, not in the panel: removing the last item takes the panel away.
  // The removed row and its button are gone: the heading takes the focus (the panel has no title
  // of its own here), and the status region names what was removed.
  const heading = useRef<HTMLHeadingElement>(null);
  const [removed, setRemoved] = useState('');
  const announce = useCallback((message: string) => {
    setRemoved(message);
    heading.current?.focus();
  }, []);

  useEffect(() => {
    if (cart && !viewed.current) {
      viewed.current = true;
      trackViewCart(cart);
    }
  }, [cart]);

  return (
    <div className="rw-cart">
      <h1 ref={heading} className="rw-cart__title" tabIndex={-1}>
        {labels['cart.title']}
      </h1>
      {cart && (
        <p className="rw-visually-hidden" role="status">
          {removed}
        </p>
      )}
      {!cart && <CartLoadError state={{ error, loading }} />}
      {!cart && !error && (
        <div
          className="rw-cart__loading"
          data-items={items ?? undefined}
          style={items === null ? undefined : ({ '--rw-cart-items': items } as CSSProperties)}
        >
          <Spinner label={labels['common.loading']} />
        </div>
      )}
      {cart && cart.Items.length === 0 && <p className="rw-cart__empty">{labels['cart.empty']}</p>}
      {cart && cart.Items.length > 0 && <MiniCartPanel state={state} full titled={false} cartUrl="" announce={announce} />}
      {cart && (
        <div className="rw-cart__actions">
          <a className="rw-button rw-button--secondary" href={continueUrl}>
            {labels['cart.continueShopping']}
          </a>
          {cart.Items.length > 0 && (
            <a className="rw-button" href={checkoutUrl} onClick={() => trackBeginCheckout(cart)}>
              {labels['cart.checkout']}
            </a>
          )}
        </div>
      )}
    </div>
  );
}
