import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PaymentForm } from './PaymentForm.tsx';
import { orderNavigation } from './PlaceOrder.tsx';
import { CHROME_UA, configAnswers, paymentPage, personalizationAnswers } from './test-helpers.ts';
import { startMswServer } from '../../test/msw.ts';
import { sandboxCard } from './payment.fixtures.ts';
import type { InProcessSquare } from '../../examples/square-double/in-process.ts';
import { resetPlaceOrder } from '../../src/stores/place-order.ts';
import { familyCart } from '../cart/cart.fixtures.ts';

const server = startMswServer();
let square: InProcessSquare;
let orders: { key: string | null; body: { IdempotencyKey: string; CartHash: string; CartVersion: number; Payment: { Nonce?: string } | null } }[];
let events: { name: string; detail: Record<string, unknown> }[];
const assign = vi.fn<(url: string) => void>();
const reload = vi.fn<() => void>();

const record = (event: Event) => events.push({ name: event.type, detail: (event as CustomEvent<Record<string, unknown>>).detail });

beforeEach(() => {
  square = paymentPage();
  resetPlaceOrder();
  orders = [];
  events = [];
  window.dataLayer = [];
  server.use(configAnswers(), personalizationAnswers(), http.get('/api/minicart', () => HttpResponse.json(familyCart())));
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(CHROME_UA);
  vi.spyOn(orderNavigation, 'assign').mockImplementation(assign);
  vi.spyOn(orderNavigation, 'reload').mockImplementation(reload);
  assign.mockClear();
  reload.mockClear();
  window.addEventListener('resort:order:completed', record);
  window.addEventListener('resort:order:failed', record);
  // The library logs each refused call, as every call.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  window.removeEventListener('resort:order:completed', record);
  window.removeEventListener('resort:order:failed', record);
});

/** The store answers each order with `answer` (after `wait`), and records what it was sent. */
function store(answer: () => Response, wait?: Promise<void>) {
  server.use(
    http.post('/api/checkout/complete', async ({ request }) => {
      orders.push({ key: request.headers.get('Idempotency-Key'), body: (await request.json()) as (typeof orders)[number]['body'] });
      if (wait) await wait;
      return answer();
    }),
  );
}

const placed = () => HttpResponse.json({ success: true, OrderId: 7, OrderNumber: 'SR1007', RedirectUrl: '/checkout/completed/7' });

async function checkoutWithCard(card: typeof sandboxCard | null = sandboxCard) {
  render(<PaymentForm amount={120} placeOrder cartVersion={4} cartHash="cart-hash-4" idempotencyKey="page-key-0001" />);
  await waitFor(() => expect(square.mounts.length).toBeGreaterThan(0));
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Cardholder name' }), 'Alex Morgan');
  if (card) act(() => square.current().fill(card));
  return { user, button: screen.getByRole('button', { name: 'Place order' }) };
}

const notice = () => document.querySelector('.rw-place-order [role="alert"]');

describe('<resort-payment-form place-order>', () => {
  it('places one order for a double click, says it is placing it with the focus kept, then opens the confirmation', async () => {
    let answer: () => void = () => undefined;
    store(placed, new Promise<void>((resolve) => (answer = resolve)));
    const { user, button } = await checkoutWithCard();
    await user.dblClick(button);
    await waitFor(() => expect(orders).toHaveLength(1));
    expect(button).toHaveTextContent('Placing order…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.click(button);
    act(() => answer());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/completed/7'));
    expect(orders).toHaveLength(1);
    expect(orders[0]?.body).toMatchObject({ IdempotencyKey: 'page-key-0001', CartHash: 'cart-hash-4', CartVersion: 4 });
    expect(orders[0]?.body.Payment?.Nonce).toMatch(/^cnon:/);
    expect(notice()).toHaveTextContent('Order placed. Opening your confirmation…');
    expect(events).toEqual([{ name: 'resort:order:completed', detail: expect.objectContaining({ orderId: 7, orderNumber: 'SR1007', redirectUrl: '/checkout/completed/7' }) as unknown }]);
  });

  it('says the cart changed in another tab (409) in the store’s words, charges nothing, and offers the new total', async () => {
    const message = 'Your cart changed in another tab or window since this page showed its total: it now holds 2 items for $1,028.00. Nothing was charged. Check your order and place it again.';
    store(() => HttpResponse.json({ success: false, message }, { status: 409 }));
    const { user, button } = await checkoutWithCard();
    await user.click(button);
    await waitFor(() => expect(notice()).toHaveTextContent(message));
    expect(button).toHaveTextContent('Place order');
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(assign).not.toHaveBeenCalled();
    expect(events).toEqual([{ name: 'resort:order:failed', detail: expect.objectContaining({ reason: 'cart-changed', message, waivers: [] }) as unknown }]);
    await user.click(screen.getByRole('button', { name: 'Show my cart’s new total' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows a declined card in the store’s words beside the button, and a second try sends the same key', async () => {
    const declined = 'Your card was declined: the security code (CVV) did not match. Check it or use another card.';
    store(() => HttpResponse.json({ success: false, message: declined }, { status: 402 }));
    const { user, button } = await checkoutWithCard();
    await user.click(button);
    await waitFor(() => expect(notice()).toHaveTextContent(declined));
    expect(button).toHaveFocus();
    store(placed);
    await user.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/completed/7'));
    expect(orders.map((order) => order.key)).toEqual(['page-key-0001', 'page-key-0001']);
  });

  it('hands the releases still to sign to the page with the refusal', async () => {
    const waiver = { Message: 'The waiver for Sam Morgan (Rental Agreement) is not signed yet. Sign it to place your order.', Release: { Id: 3 }, Person: { ContactInfoId: 203 } };
    store(() => HttpResponse.json({ success: false, message: waiver.Message, Waivers: [waiver] }, { status: 400 }));
    const { user, button } = await checkoutWithCard();
    await user.click(button);
    await waitFor(() => expect(notice()).toHaveTextContent(waiver.Message));
    expect(events.at(-1)).toEqual({ name: 'resort:order:failed', detail: expect.objectContaining({ reason: 'refused', waivers: [waiver] }) as unknown });
  });

  it('sends no order while the card is incomplete, and says to check the payment details', async () => {
    store(placed);
    const { user, button } = await checkoutWithCard(null);
    await user.click(button);
    await waitFor(() => expect(notice()).toHaveTextContent('Check your payment details above.'));
    expect(orders).toHaveLength(0);
    expect(events).toEqual([]);
  });

  it('draws no Place order without place-order, nor on My Account’s card update', async () => {
    const view = render(<PaymentForm amount={120} />);
    await screen.findByRole('textbox', { name: 'Cardholder name' });
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
    view.unmount();
    render(<PaymentForm updateCard placeOrder />);
    await screen.findByRole('textbox', { name: 'Cardholder name' });
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });
});
