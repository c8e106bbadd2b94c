/**
 * Placing the order (`ResortWidgets.placeOrder`): the host says when, the library does the rest.
 * It asks `<resort-payment-form>` for a token (a tokenize that gives none stops here: no order is
 * posted), then posts `POST api/checkout/complete` with the reCAPTCHA action `checkout/complete`,
 * the idempotency key, and the hash and version of the cart whose total the page showed. A second
 * call while one is under way (a double click) gets the same answer and sends nothing; a retry
 * after a failure sends the same key, so the store applies the order once. A placed order pushes
 * GA4's `purchase` once (`purchase.ts`, by the order number, as the confirmation page sends it).
 */
import type { ApiError } from '../api/errors.ts';
import { BUS_SOURCE, emit, type PaymentTokenDetail, type UnsignedOrderWaiver } from '../events/bus.ts';
import * as api from '../api/client.ts';
import { COMPLETE_PATH, orderPlacedSchema } from '../api/payment-schemas.ts';
import { shared } from '../core/shared.ts';
import { $cart } from './cart.ts';
import { cartItem } from './cart-analytics.ts';
import { trackPurchase } from './purchase.ts';
import { $settings } from './settings.ts';

export interface PlaceOrderOptions {
  /** The hash of the cart whose total the page shows (default: the cart the islands hold). */
  cartHash?: string;
  /** Its version, as the store wrote it into the page. */
  cartVersion: number;
  /** The key the store made for this checkout; without one, one is made for the page. */
  idempotencyKey?: string;
  /** The payment form to ask for the token (default: the page's `<resort-payment-form>`). */
  paymentForm?: Element | null;
  /** The payment form's own tokenize, when the form places the order itself (`place-order`). */
  payWith?: () => Promise<PaymentTokenDetail | null>;
}

/** A release the store still needs signed, as `<resort-waiver>` takes it. */
export type UnsignedWaiver = UnsignedOrderWaiver;

export type PlaceOrderResult =
  /** The order is placed: go to `redirectUrl`, its confirmation. */
  | { status: 'placed'; orderId: number; orderNumber: string; redirectUrl: string }
  /** The payment form gave no token and says why itself: nothing was sent. */
  | { status: 'payment-incomplete' }
  /** The cart changed (another tab) since the page showed its total: nothing was charged. */
  | { status: 'cart-changed'; message: string }
  /** The store refused the order (a declined card, an unsigned waiver, …) in its own words. */
  | { status: 'refused'; message: string; waivers: UnsignedWaiver[] }
  /** The store could not be asked, or failed: trying again sends the same key. */
  | { status: 'failed'; message: string; error: ApiError };

/** Our words when the store gave none. */
export const PLACE_ORDER_MESSAGES = {
  cartChanged: 'Your cart changed since this page showed its total. Check your order and place it again.',
  refused: 'Your order could not be placed. Please try again.',
  failed: 'Your order could not be placed. Check your connection and try again.',
} as const;

const state = shared('store:place-order', () => ({ key: null as string | null, placing: null as Promise<PlaceOrderResult> | null }));

interface TokenizingElement extends Element {
  tokenize(): Promise<PaymentTokenDetail | null>;
}

const canTokenize = (element: Element | null | undefined): element is TokenizingElement =>
  element !== null && element !== undefined && typeof (element as Partial<TokenizingElement>).tokenize === 'function';

async function askForPayment(form: Element | null): Promise<PaymentTokenDetail | null | 'no-form'> {
  if (!form) return 'no-form';
  // A form written loading="lazy" waits for the shopper to near it; placing the order wants it now.
  form.removeAttribute('loading');
  if (form.localName.includes('-')) await customElements.whenDefined(form.localName);
  return canTokenize(form) ? form.tokenize() : 'no-form';
}

function newKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

const waiversOf = (body: unknown): UnsignedWaiver[] =>
  body !== null && typeof body === 'object' && Array.isArray((body as { Waivers?: unknown }).Waivers)
    ? ((body as { Waivers: unknown[] }).Waivers.filter((waiver) => waiver !== null && typeof waiver === 'object' && typeof (waiver as { Message?: unknown }).Message === 'string') as UnsignedWaiver[])
    : [];

function pushPurchase(orderNumber: string): void {
  const cart = $cart.value.cart;
  if (!cart || cart.Items.length === 0) return;
  trackPurchase({
    transaction_id: orderNumber,
    currency: $settings.get().currency,
    value: cart.TotalPrice,
    ...(cart.AppliedDiscountCodes.length > 0 ? { coupon: cart.AppliedDiscountCodes.join(',') } : {}),
    items: cart.Items.map(cartItem),
  });
}

async function place(options: PlaceOrderOptions): Promise<PlaceOrderResult> {
  const form = options.paymentForm === undefined ? document.querySelector('resort-payment-form') : options.paymentForm;
  let detail: Awaited<ReturnType<typeof askForPayment>>;
  try {
    detail = options.payWith ? await options.payWith() : await askForPayment(form);
  } catch {
    // The form reports its own failure and shows it; no order is sent without a token.
    detail = null;
  }
  if (detail === null) return { status: 'payment-incomplete' };
  const key = options.idempotencyKey ?? (state.key ??= newKey());
  const result = await api.postJson(
    COMPLETE_PATH,
    {
      IdempotencyKey: key,
      CartHash: options.cartHash ?? $cart.value.cart?.CartHash ?? '',
      CartVersion: options.cartVersion,
      Payment: detail === 'no-form' ? null : detail.payment,
    },
    orderPlacedSchema,
    { captchaAction: 'checkout/complete', idempotencyKey: key },
  );
  if (result.ok && result.data.success) {
    pushPurchase(result.data.OrderNumber);
    return { status: 'placed', orderId: result.data.OrderId, orderNumber: result.data.OrderNumber, redirectUrl: result.data.RedirectUrl };
  }
  if (result.ok) return { status: 'refused', message: PLACE_ORDER_MESSAGES.refused, waivers: [] };
  const { error } = result;
  if (error.kind === 'http' && error.status === 409) return { status: 'cart-changed', message: error.serverMessage ?? PLACE_ORDER_MESSAGES.cartChanged };
  if (error.kind === 'http' && error.status !== undefined && error.status < 500 && error.status !== 401 && error.status !== 403) {
    return { status: 'refused', message: error.serverMessage ?? PLACE_ORDER_MESSAGES.refused, waivers: waiversOf(error.body) };
  }
  return { status: 'failed', message: PLACE_ORDER_MESSAGES.failed, error };
}

/** Tells the page what came of the order: the host's own script (the releases to show, a reload) listens. */
function announce(result: PlaceOrderResult): PlaceOrderResult {
  if (result.status === 'placed') {
    emit('resort:order:completed', { orderId: result.orderId, orderNumber: result.orderNumber, redirectUrl: result.redirectUrl, source: BUS_SOURCE });
  } else if (result.status !== 'payment-incomplete') {
    emit('resort:order:failed', { reason: result.status, message: result.message, waivers: result.status === 'refused' ? result.waivers : [], source: BUS_SOURCE });
  }
  return result;
}

/**
 * Places the order once: while one is under way, another call (a second click) answers with the
 * same promise and sends nothing.
 */
export function placeOrder(options: PlaceOrderOptions): Promise<PlaceOrderResult> {
  if (state.placing) return state.placing;
  // The cart being paid for (its hash, and the items of the purchase): the page's cart islands hold
  // it; without one, this starts the store, which takes it from the page data.
  const keepCart = $cart.listen(() => undefined);
  const placing = place(options).then(announce).finally(() => {
    keepCart();
    state.placing = null;
  });
  state.placing = placing;
  return placing;
}

/** Test helper: a new page's checkout. */
export function resetPlaceOrder(): void {
  state.key = null;
  state.placing = null;
}
