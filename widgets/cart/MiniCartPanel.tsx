import { formatLabel } from '../../src/core/labels.ts';
import type { CartState } from '../../src/stores/cart.ts';
import { CartLoadError } from './CartLoadError.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useLocale } from '../../src/ui/use-locale.ts';
import { CartItemList } from './CartItemList.tsx';
import { cartPanelStyles } from './styles/cart-panel.ts';
import { controlStyles } from '../../src/ui/control-styles.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { cartLabels } from './labels.ts';
import { adoptStyles } from '../../src/ui/adopt-styles.ts';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { CartItem } from '../../src/api/cart-schemas.ts';

interface Props {
  state: CartState;
  full: boolean;
  cartUrl: string;
  /**
   * Says what was removed, for a page whose panel goes with its last item (the full cart): its own
   * status region would go too, before a screen reader reads it.
   */
  announce?: ((message: string) => void) | undefined;
  /**
   * The drop-down the shopper just opened: a region named by its title, which takes the focus
   * once the cart is there, so a screen reader says the title and its count as the panel opens.
   */
  opened?: boolean | undefined;
  /**
   * Whether the panel shows its title, `Shopping Cart (count)`: not in the cart page
   * (`<resort-cart>`), whose own heading, Cart, names it already (the title under it said the
   * same thing again); its member groups are then one level under that heading.
   */
  titled?: boolean | undefined;
}

/** The panel titled `Shopping Cart (count)` (untitled in the cart page, whose heading is Cart): its states, the groups and the sub-total. */
export default function MiniCartPanel({ state, full, cartUrl, announce, opened = false, titled = true }: Props) {
  const labels = useLabels(cartLabels);
  const { money } = useLocale();
  const { cart, error, loading, removing, removeFailed } = state;
  const count = cart?.TotalProducts ?? 0;
  const TitleTag = full ? 'h2' : 'h3';
  // The mini cart's own sheet holds only the button (it is on every page); the panel's rules,
  // link-style item actions included, arrive with this chunk and must follow the base rules.
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => adoptStyles(box.current, 'cart-panel', controlStyles + cartPanelStyles), []);
  // The removed row and its button are gone: without this the focus falls to the page's start and
  // a screen reader says nothing of what happened. The title (with the new count) takes the focus
  // and a status region names what was removed.
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const [removed, setRemoved] = useState('');
  // Once per opening, when there is something to read: the cart, or why it is missing; and once
  // the drop-down shows. It is hidden until its place is known (`useFloatingPanel`), and a hidden
  // title refuses the focus without a word: tried at each frame until it takes it (two seconds at most).
  const entered = useRef(false);
  const ready = Boolean(cart) || Boolean(error);
  useEffect(() => {
    const element = title.current;
    if (!opened || entered.current || !ready || !element) return;
    const deadline = performance.now() + 2_000;
    let frame = 0;
    const enter = () => {
      if (getComputedStyle(element).visibility !== 'hidden') element.focus();
      if ((element.getRootNode() as Document | ShadowRoot).activeElement === element) entered.current = true;
      else if (performance.now() < deadline) frame = requestAnimationFrame(enter);
    };
    enter();
    return () => cancelAnimationFrame(frame);
  }, [opened, ready]);
  const onRemoved = useCallback(
    (item: CartItem) => {
      const message = formatLabel(labels['minicart.removed'], { name: item.ProductName });
      if (announce) announce(message);
      else setRemoved(message);
      title.current?.focus();
    },
    [labels, announce],
  );

  return (
    <div ref={box} className={full ? 'rw-panel rw-panel--full' : 'rw-panel'} role={opened ? 'region' : undefined} aria-labelledby={opened ? titleId : undefined}>
      {titled && (
        <TitleTag ref={title} id={titleId} className="rw-panel__title" tabIndex={-1}>
          {formatLabel(labels['minicart.title'], { count })}
        </TitleTag>
      )}
      {!announce && (
        <p className="rw-visually-hidden" role="status">
          {removed}
        </p>
      )}
      <CartLoadError state={{ error, loading }} />
      {!cart && !error && <Spinner label={labels['common.loading']} />}
      {cart && cart.Items.length === 0 && <p className="rw-panel__empty">{labels['cart.empty']}</p>}
      {cart && cart.Items.length > 0 && (
        <>
          <CartItemList cart={cart} removing={removing} removeFailed={removeFailed} headingLevel={!titled ? 'h2' : full ? 'h3' : 'h4'} onRemoved={onRemoved} />
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
