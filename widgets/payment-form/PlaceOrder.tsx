import { useRef, useState } from 'react';
import type { PaymentTokenDetail } from '../../src/events/bus.ts';
import { PLACE_ORDER_MESSAGES, placeOrder, type PlaceOrderResult } from '../../src/stores/place-order.ts';
import { safeLinkUrl } from '../../src/core/safe-url.ts';
import type { PaymentFormLabels } from './labels.ts';

/** Where placing the order sends the browser; tests replace these. */
export const orderNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
};

export interface PlaceOrderProps {
  /** The version of the cart whose total the page shows, as the store wrote it. */
  cartVersion: number | undefined;
  cartHash: string | undefined;
  idempotencyKey: string | undefined;
  /** The form's own tokenize: the token goes with the order. */
  tokenize: () => Promise<PaymentTokenDetail | null>;
  labels: PaymentFormLabels;
}

type Answer = { kind: 'none' } | { kind: 'placed' } | { kind: 'said'; text: string; review: boolean };

/** Our words in the page's language when the store gave none; the store's own words as they came. */
function wording(message: string, labels: PaymentFormLabels): string {
  if (message === PLACE_ORDER_MESSAGES.cartChanged) return labels['payment.order.cartChanged'];
  if (message === PLACE_ORDER_MESSAGES.refused) return labels['payment.order.refused'];
  if (message === PLACE_ORDER_MESSAGES.failed) return labels['payment.order.failed'];
  return message;
}

/**
 * `place-order`: the checkout's last step drawn by the form. Place order places the order through
 * `placeOrder` (the token, the idempotency key, the cart's hash and version; a second press while it
 * waits sends nothing), keeps the focus and says it is busy, then opens the confirmation or says,
 * beside the button, why not. A cart changed since the page showed its total is answered with a
 * button that loads the page again, since the total shown is the host's own.
 */
export function PlaceOrder({ cartVersion, cartHash, idempotencyKey, tokenize, labels }: PlaceOrderProps) {
  const [placing, setPlacing] = useState(false);
  const [answer, setAnswer] = useState<Answer>({ kind: 'none' });
  const pressed = useRef(false);

  async function press() {
    if (pressed.current || answer.kind === 'placed') return;
    pressed.current = true;
    setPlacing(true);
    setAnswer({ kind: 'none' });
    let result: PlaceOrderResult;
    try {
      result = await placeOrder({ cartVersion: cartVersion ?? 0, ...(cartHash ? { cartHash } : {}), ...(idempotencyKey ? { idempotencyKey } : {}), payWith: tokenize });
    } finally {
      pressed.current = false;
      setPlacing(false);
    }
    if (result.status === 'placed') {
      setAnswer({ kind: 'placed' });
      const url = safeLinkUrl(result.redirectUrl);
      if (url) orderNavigation.assign(url);
      return;
    }
    if (result.status === 'payment-incomplete') {
      setAnswer({ kind: 'said', text: labels['payment.checkPayment'], review: false });
      return;
    }
    setAnswer({ kind: 'said', text: wording(result.message, labels), review: result.status === 'cart-changed' });
  }

  const busy = placing || answer.kind === 'placed';
  return (
    <div className="rw-place-order">
      <button type="button" className="rw-button rw-place-order__button" aria-disabled={busy || undefined} onClick={() => void press()}>
        {placing ? labels['payment.placingOrder'] : labels['payment.placeOrder']}
      </button>
      <p className="rw-place-order__notice" role="alert">
        {answer.kind === 'placed' ? labels['payment.orderPlaced'] : answer.kind === 'said' ? answer.text : ''}
      </p>
      {answer.kind === 'said' && answer.review && (
        <button type="button" className="rw-button rw-button--secondary" onClick={() => orderNavigation.reload()}>
          {labels['payment.order.review']}
        </button>
      )}
    </div>
  );
}
