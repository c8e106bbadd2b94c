import { http, HttpResponse } from 'msw';
import * as api from '../api/client.ts';
import { placeOrder, resetPlaceOrder } from './place-order.ts';
import { setPageData } from './page-data-actions.ts';
import { resetCartStore } from './cart.ts';
import { startMswServer } from '../../test/msw.ts';
import { familyCart } from '../../widgets/cart/cart.fixtures.ts';
import type { PaymentTokenDetail } from '../events/bus.ts';

const server = startMswServer();

interface Sent {
  key: string | null;
  body: { IdempotencyKey: string; CartHash: string; CartVersion: number; Payment: unknown };
}
let sent: Sent[];

const token: PaymentTokenDetail = {
  required: true,
  payment: { Nonce: 'cnon:card-nonce-ok', PaymentType: 'square-card' } as unknown as PaymentTokenDetail['payment'],
  card: null,
  type: 'square-card',
  source: 'test',
};

/** A payment form as the page has one: its `tokenize()` gives `detail` (null: the form says what is missing). */
function paymentForm(detail: PaymentTokenDetail | null = token): Element & { asked: number } {
  const form = Object.assign(document.createElement('div'), { asked: 0 });
  Object.assign(form, {
    tokenize: () => {
      form.asked += 1;
      return Promise.resolve(detail);
    },
  });
  document.body.append(form);
  return form;
}

/** The store answers each order with `answer` (after `wait`), and records what it was sent. */
function store(answer: () => Response, wait?: Promise<void>) {
  server.use(
    http.post('/api/checkout/complete', async ({ request }) => {
      sent.push({ key: request.headers.get('Idempotency-Key'), body: (await request.json()) as Sent['body'] });
      if (wait) await wait;
      return answer();
    }),
  );
}

const placed = () => HttpResponse.json({ success: true, OrderId: 7, OrderNumber: 'RS-1007', RedirectUrl: '/checkout/completed/7' });
const purchases = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase');

beforeEach(() => {
  sent = [];
  localStorage.clear();
  window.dataLayer = [];
  api.invalidate();
  resetCartStore();
  resetPlaceOrder();
  setPageData({ cart: familyCart() });
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('ResortWidgets.placeOrder()', () => {
  it('sends one order for a double click: the second press waits for the first’s answer, and purchase is pushed once', async () => {
    let release: () => void = () => undefined;
    store(placed, new Promise<void>((resolve) => (release = resolve)));
    const form = paymentForm();
    const first = placeOrder({ cartVersion: 4, paymentForm: form });
    const second = placeOrder({ cartVersion: 4, paymentForm: form });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    release();
    expect(await first).toEqual({ status: 'placed', orderId: 7, orderNumber: 'RS-1007', redirectUrl: '/checkout/completed/7' });
    expect(await second).toEqual(await first);
    expect(sent).toHaveLength(1);
    expect(form.asked).toBe(1);
    expect(sent[0]?.body).toMatchObject({ CartHash: familyCart().CartHash, CartVersion: 4, Payment: token.payment });
    expect(sent[0]?.key).toBe(sent[0]?.body.IdempotencyKey);
    expect(purchases()).toHaveLength(1);
    expect(purchases()[0]).toMatchObject({ ecommerce: { transaction_id: 'RS-1007' } });
  });

  it('says the cart changed in another tab (409) in the store’s words, and a retry sends the same idempotency key', async () => {
    const message = 'Your cart changed in another tab or window since this page showed its total: it now holds 2 items for $1,028.00. Nothing was charged. Check your order and place it again.';
    store(() => HttpResponse.json({ success: false, message }, { status: 409 }));
    const form = paymentForm();
    expect(await placeOrder({ cartVersion: 4, paymentForm: form })).toEqual({ status: 'cart-changed', message });
    expect(await placeOrder({ cartVersion: 4, paymentForm: form })).toEqual({ status: 'cart-changed', message });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body.IdempotencyKey).toBe(sent[0]?.body.IdempotencyKey);
    expect(purchases()).toHaveLength(0);
  });

  it('shows a declined card in the store’s words, and places the order with another card', async () => {
    store(() => HttpResponse.json({ success: false, message: 'Your card was declined: the security code (CVV) did not match. Check it or use another card.' }, { status: 402 }));
    const form = paymentForm();
    expect(await placeOrder({ cartVersion: 4, idempotencyKey: 'page-key-1', paymentForm: form })).toEqual({
      status: 'refused',
      message: 'Your card was declined: the security code (CVV) did not match. Check it or use another card.',
      waivers: [],
    });
    store(placed);
    expect(await placeOrder({ cartVersion: 4, idempotencyKey: 'page-key-1', paymentForm: form })).toMatchObject({ status: 'placed' });
    expect(sent.map((order) => order.key)).toEqual(['page-key-1', 'page-key-1']);
  });

  it('hands over the releases still to sign with the refusal', async () => {
    const waiver = { Message: 'The waiver for Sam Morgan (Rental Agreement) is not signed yet. Sign it to place your order.', Release: { Id: 3 }, Person: { ContactInfoId: 203 } };
    store(() => HttpResponse.json({ success: false, message: 'Sign the waivers first.', Waivers: [waiver] }, { status: 400 }));
    expect(await placeOrder({ cartVersion: 4, paymentForm: paymentForm() })).toEqual({ status: 'refused', message: 'Sign the waivers first.', waivers: [waiver] });
  });

  it('sends no order when the payment form gives no token', async () => {
    store(placed);
    expect(await placeOrder({ cartVersion: 4, paymentForm: paymentForm(null) })).toEqual({ status: 'payment-incomplete' });
    expect(sent).toHaveLength(0);
  });
});
