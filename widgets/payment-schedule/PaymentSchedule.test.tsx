import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PaymentSchedule } from './PaymentSchedule.tsx';
import {
  answer,
  cartItemScheduleWith,
  cartSchedulesWith,
  orderSchedulesWith,
  productScheduleWith,
  schedulePage,
} from './test-helpers.ts';
import { startMswServer } from '../../test/msw.ts';
import { cartItem, cartWith, members, seasonPass } from '../cart/cart.fixtures.ts';
import { midweekSchedule, noPlan, orderSchedule, seasonPassSchedule } from './schedules.fixtures.ts';

const server = startMswServer();

beforeEach(() => schedulePage());
afterEach(() => vi.useRealTimers());

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

async function openSchedule() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'View Payment Schedule' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Payment Schedule' }) };
}

describe('<resort-payment-schedule> product mode', () => {
  it("posts the product's attribute selection with the anti-forgery header and shows the schedule in a modal", async () => {
    let request: { body: string; token: string | null; path: string } | undefined;
    server.use(
      productScheduleWith(async ({ request: sent }) => {
        request = { body: await sent.text(), token: sent.headers.get('RequestVerificationToken'), path: new URL(sent.url).pathname };
        return HttpResponse.json(seasonPassSchedule());
      }),
    );
    render(<PaymentSchedule productId={1} />);
    expect(await screen.findByText('Pay over time: this product is available with a payment plan.')).toBeInTheDocument();
    const { dialog } = await openSchedule();
    expect(request).toEqual({ body: 'product_attribute_101=1011', token: 't0ken', path: '/api/ui/paymentplans/schedules/1' });
    expect(within(dialog).getByText('Season Pass - Adult')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Payment schedule for Season Pass - Adult' });
    expect(rowsOf(table)).toEqual([
      ['Date', 'Amount'],
      ['Today', '$256.22'],
      ['12/15/2026', '$298.92'],
      ['01/15/2027', '$298.91'],
      ['TOTAL', '$854.05'],
    ]);
    expect(within(dialog).getByText('Deposit: $256.22')).toBeInTheDocument();
  });

  it('asks POST .../schedules/{productId or renewalId}: a renewal asks by its own id, from its attribute or from the product’s event', async () => {
    const paths: string[] = [];
    server.use(productScheduleWith(({ request }) => (paths.push(new URL(request.url).pathname), HttpResponse.json(seasonPassSchedule()))));
    const { unmount } = render(<PaymentSchedule productId={10} renewalId={7010} />);
    await screen.findByRole('button', { name: 'View Payment Schedule' });
    expect(paths).toEqual(['/api/ui/paymentplans/schedules/7010']);
    unmount();

    paths.length = 0;
    render(<PaymentSchedule productId={10} />);
    await screen.findByRole('button', { name: 'View Payment Schedule' });
    act(() => {
      window.dispatchEvent(new CustomEvent('resort:product:attributes-updated', { detail: { productId: 10, fields: [['product_attribute_1001', '10011']], renewalId: 7010, source: 'test' } }));
    });
    await vi.waitFor(() => expect(paths).toEqual(['/api/ui/paymentplans/schedules/10', '/api/ui/paymentplans/schedules/7010']));
  });

  it('closes on Escape and with OK, giving focus back to the button', async () => {
    server.use(productScheduleWith(answer(seasonPassSchedule())));
    render(<PaymentSchedule productId={1} />);
    const { user, dialog } = await openSchedule();
    within(dialog).getByRole('button', { name: 'OK' }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'View Payment Schedule' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'View Payment Schedule' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing for a product that is not a payment plan', async () => {
    let asked = false;
    server.use(productScheduleWith(() => ((asked = true), HttpResponse.json(noPlan()))));
    const { container } = render(<PaymentSchedule productId={5} />);
    // The answer arrives and is applied inside act: nothing shows after it either.
    await act(async () => {
      await vi.waitFor(() => expect(asked).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container.querySelector('.rw-schedule-product')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks again with the new selection when resort:product:attributes-updated fires', async () => {
    const bodies: string[] = [];
    server.use(
      productScheduleWith(async ({ request }) => {
        const body = await request.text();
        bodies.push(body);
        return HttpResponse.json(body.includes('1012') ? midweekSchedule() : seasonPassSchedule());
      }),
    );
    render(<PaymentSchedule productId={1} />);
    const { dialog } = await openSchedule();
    expect(within(dialog).getByRole('row', { name: /TOTAL/ })).toHaveTextContent('$854.05');

    // A legacy form: the page changes the select and fires the event without fields.
    (document.getElementById('pt') as HTMLSelectElement).value = '1012';
    await act(async () => window.dispatchEvent(new CustomEvent('resort:product:attributes-updated', { detail: { productId: 1 } })));
    await vi.waitFor(() => expect(within(dialog).getByRole('row', { name: /TOTAL/ })).toHaveTextContent('$664.05'));

    // The product widget sends the fields with the event.
    await act(async () =>
      window.dispatchEvent(new CustomEvent('resort:product:attributes-updated', { detail: { productId: 1, fields: [['product_attribute_101', '1011']] } })),
    );
    await vi.waitFor(() => expect(within(dialog).getByRole('row', { name: /TOTAL/ })).toHaveTextContent('$854.05'));
    expect(bodies).toEqual(['product_attribute_101=1011', 'product_attribute_101=1012', 'product_attribute_101=1011']);
  });

  it("shows the product's own PaymentSchedule from the event without asking again, and asks when it is missing or malformed", async () => {
    const bodies: string[] = [];
    server.use(productScheduleWith(async ({ request }) => (bodies.push(await request.text()), HttpResponse.json(seasonPassSchedule()))));
    render(<PaymentSchedule productId={1} />);
    const { dialog } = await openSchedule();
    expect(within(dialog).getByRole('row', { name: /TOTAL/ })).toHaveTextContent('$854.05');
    const fields = [['product_attribute_101', '1012']];
    const update = (paymentSchedule: unknown) =>
      act(async () => window.dispatchEvent(new CustomEvent('resort:product:attributes-updated', { detail: { productId: 1, fields, paymentSchedule } })));

    await update({ ValidRequest: true, PaymentPlan: midweekSchedule() });
    expect(within(dialog).getByRole('row', { name: /TOTAL/ })).toHaveTextContent('$664.05');
    await update({ ValidRequest: false, PaymentPlan: null });
    expect(within(dialog).getByText('Choose the product options to see the payment schedule.')).toBeInTheDocument();
    await update({ ValidRequest: true, PaymentPlan: noPlan() });
    expect(within(dialog).getByText('This selection is not available with a payment plan.')).toBeInTheDocument();
    expect(bodies).toEqual(['product_attribute_101=1011']);

    await update({ ValidRequest: 'maybe' });
    await vi.waitFor(() => expect(bodies).toEqual(['product_attribute_101=1011', 'product_attribute_101=1012']));
    await vi.waitFor(() => expect(within(dialog).getByRole('row', { name: /TOTAL/ })).toHaveTextContent('$854.05'));
  });

  it("hides the button for a product its voucher pays for (the product's answer: no plan at all), without asking the schedule call, which knows no voucher", async () => {
    const bodies: string[] = [];
    server.use(productScheduleWith(async ({ request }) => (bodies.push(await request.text()), HttpResponse.json(seasonPassSchedule()))));
    const { container } = render(<PaymentSchedule productId={1} />);
    await screen.findByRole('button', { name: 'View Payment Schedule' });
    await act(async () =>
      window.dispatchEvent(new CustomEvent('resort:product:attributes-updated', { detail: { productId: 1, fields: [['product_attribute_101', '1012']], paymentSchedule: { ValidRequest: true, PaymentPlan: null } } })),
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(container.querySelector('.rw-schedule-product')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(bodies).toEqual(['product_attribute_101=1011']);
  });

  it("ignores another product's attribute changes", async () => {
    let calls = 0;
    server.use(productScheduleWith(() => (calls++, HttpResponse.json(seasonPassSchedule()))));
    render(<PaymentSchedule productId={1} />);
    await screen.findByRole('button', { name: 'View Payment Schedule' });
    await act(async () => window.dispatchEvent(new CustomEvent('resort:product:attributes-updated', { detail: { productId: 2, fields: [] } })));
    await act(async () => {});
    expect(calls).toBe(1);
  });

  it('applies only the answer for the latest selection', async () => {
    let releaseFirst: () => void = () => {};
    server.use(
      productScheduleWith(async ({ request }) => {
        const body = await request.text();
        if (body.includes('1011')) {
          await new Promise<void>((resolve) => (releaseFirst = resolve));
          return HttpResponse.json(seasonPassSchedule());
        }
        return HttpResponse.json(midweekSchedule());
      }),
    );
    render(<PaymentSchedule productId={1} />);
    await act(async () =>
      window.dispatchEvent(new CustomEvent('resort:product:attributes-updated', { detail: { productId: 1, fields: [['product_attribute_101', '1012']] } })),
    );
    const { dialog } = await openSchedule();
    await vi.waitFor(() => expect(within(dialog).getByRole('row', { name: /TOTAL/ })).toHaveTextContent('$664.05'));
    await act(async () => releaseFirst());
    await act(async () => {});
    expect(within(dialog).getByRole('row', { name: /TOTAL/ })).toHaveTextContent('$664.05');
  });

  it.each([
    ['a 500', () => HttpResponse.json({ message: 'Down' }, { status: 500 }), 'The store could not complete this request.'],
    ['an answer of the wrong shape', () => HttpResponse.json({ IsPaymentPlan: 'yes', Payments: 3 }), 'The store sent an answer we could not read.'],
  ])('keeps the button after %s and explains it in the modal, with Retry', async (_name, failure, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(productScheduleWith(failure));
    render(<PaymentSchedule productId={1} />);
    const { user, dialog } = await openSchedule();
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('The payment schedule could not be loaded.');
    expect(alert).toHaveTextContent(text);
    server.use(productScheduleWith(answer(seasonPassSchedule())));
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('table')).toBeInTheDocument();
  });

  it('writes dates day first outside en-US', async () => {
    schedulePage({ locale: 'en-AU', currency: 'AUD' });
    server.use(productScheduleWith(answer(seasonPassSchedule())));
    render(<PaymentSchedule productId={1} />);
    const { dialog } = await openSchedule();
    expect(rowsOf(within(dialog).getByRole('table'))[2]).toEqual(['15/12/2026', '$298.92']);
  });

  it('says which attribute is missing instead of failing silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<PaymentSchedule />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('resort-payment-schedule: missing "product-id" attribute'));
  });
});

describe('<resort-payment-schedule> cart mode', () => {
  const cart = () =>
    cartWith([seasonPass({ Id: 11, Quantity: 2, AssignedToContactInfo: { Id: members.alex.Id } }), cartItem({ Id: 12, ProductName: 'Guided Snowshoe Tour' })]);

  it('shows one block per payment-plan item with the contact name, product name and table, times the cart quantity', async () => {
    schedulePage({ cart: cart() });
    server.use(
      cartSchedulesWith(
        answer([seasonPassSchedule({ ReservationId: 11, ContactName: 'Alex Morgan' }), noPlan({ ReservationId: 12, ProductName: 'Guided Snowshoe Tour' })]),
      ),
    );
    render(<PaymentSchedule mode="cart" />);
    const block = await screen.findByRole('article', { name: 'Season Pass - Adult' });
    expect(screen.getByRole('heading', { level: 2, name: 'Payment Schedule' })).toBeInTheDocument();
    expect(within(block).getByRole('heading', { name: 'Season Pass - Adult' })).toBeInTheDocument();
    expect(within(block).getByText('Alex Morgan')).toBeInTheDocument();
    expect(rowsOf(within(block).getByRole('table'))).toEqual([
      ['Date', 'Amount'],
      ['Today', '$512.44'],
      ['12/15/2026', '$597.84'],
      ['01/15/2027', '$597.82'],
      ['TOTAL', '$1,708.10'],
    ]);
    expect(within(block).getByText('Amounts for a quantity of 2.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Guided Snowshoe Tour' })).toBeNull();
  });

  it('asks for one cart item when given its id', async () => {
    schedulePage({ cart: cart() });
    let id: string | undefined;
    server.use(cartItemScheduleWith(({ params }) => ((id = String(params.id)), HttpResponse.json([seasonPassSchedule({ ReservationId: 11 })]))));
    render(<PaymentSchedule mode="cart" cartItemId={11} />);
    expect(await screen.findByRole('article', { name: 'Season Pass - Adult' })).toBeInTheDocument();
    expect(id).toBe('11');
  });

  it('shows nothing when no item is on a payment plan', async () => {
    schedulePage({ cart: cart() });
    let asked = false;
    server.use(cartSchedulesWith(() => ((asked = true), HttpResponse.json([noPlan({ ReservationId: 12 })]))));
    const { container } = render(<PaymentSchedule mode="cart" />);
    // The answer arrives and is applied inside act: nothing shows after it either.
    await act(async () => {
      await vi.waitFor(() => expect(asked).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(container).toBeEmptyDOMElement();
  });

  it('asks again when the cart changes', async () => {
    let calls = 0;
    server.use(
      http.get('/api/minicart', () => HttpResponse.json(calls === 0 ? cart() : cartWith([cartItem({ Id: 12 })]))),
      cartSchedulesWith(() => (calls++, HttpResponse.json(calls === 1 ? [seasonPassSchedule({ ReservationId: 11 })] : [noPlan({ ReservationId: 12 })]))),
    );
    render(<PaymentSchedule mode="cart" />);
    expect(await screen.findByRole('article', { name: 'Season Pass - Adult' })).toBeInTheDocument();
    await act(async () => window.dispatchEvent(new CustomEvent('resort:cart:refresh')));
    await vi.waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(calls).toBe(2);
  });

  it('shows a clear error with Retry when the schedules cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    schedulePage({ cart: cart() });
    server.use(cartSchedulesWith(() => HttpResponse.error()));
    render(<PaymentSchedule mode="cart" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The payment schedule could not be loaded. We could not reach the store.');
    server.use(cartSchedulesWith(answer([seasonPassSchedule({ ReservationId: 11 })])));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Season Pass - Adult' })).toBeInTheDocument();
  });
});

describe('<resort-payment-schedule> order mode', () => {
  it('asks for the order without its 2-character prefix and shows the payments with their status', async () => {
    let path = '';
    server.use(orderSchedulesWith(({ request }) => ((path = new URL(request.url).pathname), HttpResponse.json([orderSchedule()]))));
    render(<PaymentSchedule mode="order" orderId="SR1001" />);
    const block = await screen.findByRole('article', { name: 'Season Pass - Adult' });
    expect(path).toBe('/api/ui/paymentplans/schedules/orders/1001');
    expect(rowsOf(within(block).getByRole('table'))).toEqual([
      ['Date', 'Amount', 'Status'],
      ['10/02/2026', '$256.22', 'Paid'],
      ['12/15/2026', '$298.92', 'Scheduled'],
      ['01/15/2027', '$298.91', 'Scheduled'],
      ['TOTAL', '$854.05', ''],
    ]);
    expect(within(block).getByText('Alex Morgan')).toBeInTheDocument();
  });

  it('reads a single result as a list of one', async () => {
    server.use(orderSchedulesWith(answer(orderSchedule())));
    render(<PaymentSchedule mode="order" orderId="SR1001" />);
    expect(await screen.findByRole('article', { name: 'Season Pass - Adult' })).toBeInTheDocument();
  });

  it('shows the server error in the block with Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(orderSchedulesWith(() => HttpResponse.json({ message: 'Order not found.' }, { status: 404 })));
    render(<PaymentSchedule mode="order" orderId="SR9999" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment schedule could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('warns about an order id too short to have a prefix', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<PaymentSchedule mode="order" orderId="SR" />);
    expect(container).toBeEmptyDOMElement();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('mode="order" needs an "order-id" attribute'));
  });
});
