import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MyPaymentPlans } from './MyPaymentPlans.tsx';
import { startMswServer } from '../../test/msw.ts';
import { configAnswers, paymentPage, personalizationAnswers } from '../payment-form/test-helpers.ts';
import '../payment-form/elements/resort-payment-form.ts';
import { sandboxCard } from '../payment-form/payment.fixtures.ts';
import { customerPlan } from './customer-plans.fixtures.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';

const plans = [
  customerPlan({}),
  customerPlan({ EnrollmentId: 2, ProductName: 'Season Pass - Child', ContactName: 'Sam Morgan', Payments: [{ PaymentDate: '2026-11-15', PaymentAmount: 157.15, PaymentStatus: 'Failed' }] }),
  customerPlan({ EnrollmentId: 3, ProductName: 'Ski Rental Package', PaymentStatus: 'CANCELLED' }),
];

const settings = (overrides: Record<string, unknown> = {}) =>
  http.get('/api/ui/paymentplans/config/', () => HttpResponse.json({ Settings: { PaymentProvider: 'Square', AllowCardUpdate: true, AllowPayNow: true, ...overrides } }));

const server = startMswServer();
let square: ReturnType<typeof paymentPage>;
beforeEach(() => {
  square = paymentPage();
  server.use(http.get('/api/ui/paymentplans/schedules/contacts', () => HttpResponse.json(plans)), settings(), configAnswers(), personalizationAnswers());
});

describe('<resort-my-payment-plans>', () => {
  it('lists the plans but the cancelled one, with the long order date; Update Credit Card waits for a selection', async () => {
    render(<MyPaymentPlans />);
    expect(await screen.findByRole('cell', { name: 'Season Pass - Child' })).toBeInTheDocument();
    expect(screen.queryByText('Ski Rental Package')).not.toBeInTheDocument();
    expect(screen.getAllByText('October 2, 2026')).toHaveLength(2);
    const update = screen.getByRole('button', { name: 'Update Credit Card' });
    expect(update).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Season Pass - Child for Sam Morgan' }));
    expect(update).toBeEnabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all payment plans' }));
    expect(screen.getByRole('checkbox', { name: 'Select Season Pass - Adult for Alex Morgan' })).toBeChecked();
  });

  it("the store's settings switch the card update and Pay now off: no selection, no footer, no Pay now", async () => {
    server.use(settings({ AllowCardUpdate: false, AllowPayNow: false }));
    render(<MyPaymentPlans />);
    expect(await screen.findByRole('cell', { name: 'Season Pass - Child' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Update Credit Card' })).not.toBeInTheDocument());
    expect(screen.queryByText('Update Credit Card for Selected Payment Plans')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
  });

  it("settings that cannot be read show the store's Message in an alert and leave the actions on", async () => {
    // A busy store is asked again as its Retry-After says (at once here) until the client's tries run out.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Math, 'random').mockReturnValue(0);
    server.use(http.get('/api/ui/paymentplans/config/', () => HttpResponse.json({ Message: 'Settings are being updated.' }, { status: 503, headers: { 'Retry-After': '0' } })));
    render(<MyPaymentPlans />);
    const alert = await screen.findByRole('alertdialog', { name: 'The payment plan settings could not be loaded.' });
    expect(alert).toHaveTextContent('Settings are being updated.');
    await userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Season Pass - Child for Sam Morgan' }));
    expect(screen.getByRole('button', { name: 'Update Credit Card' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pay now: Season Pass - Child for Sam Morgan' })).toBeInTheDocument();
  });

  it('View shows the schedule with Status, the failed payment marked, and TOTAL', async () => {
    render(<MyPaymentPlans />);
    await userEvent.click(await screen.findByRole('button', { name: 'View the payment schedule of Season Pass - Child for Sam Morgan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Schedule' });
    expect(within(dialog).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(within(dialog).getByText('Failed')).toBeInTheDocument();
    expect(within(dialog).getByRole('rowheader', { name: 'TOTAL' })).toBeInTheDocument();
  });

  it('updates the card of the selected plans with the payment form in update-card mode, and shows the new card at once', async () => {
    let sent: unknown = null;
    server.use(
      http.post('/api/ui/paymentplans/paymentmethod/update/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ Success: true, PaymentMethod: 'Visa ending in 1111 (new)' });
      }),
    );
    render(<MyPaymentPlans />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Season Pass - Child for Sam Morgan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Credit Card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Your Credit Card' });
    const form = dialog.querySelector('resort-payment-form')!;
    await waitFor(() => expect(square.mounts.length).toBe(1));
    const name = await within(form.shadowRoot as unknown as HTMLElement).findByRole('textbox', { name: 'Cardholder name' });
    await userEvent.type(name, 'Alex Morgan');
    act(() => square.current().fill(sandboxCard));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update Your Credit Card' })).not.toBeInTheDocument());
    expect(sent).toMatchObject({ EnrollmentIds: [2], LastFour: '1111', CardType: 'VISA', ExpirationMonth: '12', ExpirationYear: '2030', Name: 'Alex Morgan' });
    expect(screen.getByText('Visa ending in 1111 (new)')).toBeInTheDocument();
    // Said politely once the modal has closed: only a column changed on the page.
    expect(screen.getByRole('status')).toHaveTextContent('The card was updated for 1 payment plan.');
  });

  it('Pay now lists what is due with the total; a refusal closes it, shows the store’s message in an alert dialog and reloads', async () => {
    let loads = 0;
    server.use(
      http.get('/api/ui/paymentplans/schedules/contacts', () => {
        loads += 1;
        return HttpResponse.json(plans);
      }),
      http.get('/api/paymentprocessing/processScheduledPayment/:id', () => HttpResponse.json({ Success: false, Message: 'Your card was declined.' }, { status: 402 })),
    );
    render(<MyPaymentPlans />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now: Season Pass - Child for Sam Morgan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay now' });
    expect(within(dialog).getByText(/Season Pass - Child \(Sam Morgan\), November 15, 2026: \$157\.15/)).toBeInTheDocument();
    // One payment is said as one.
    expect(within(dialog).getByText('This payment will be charged to the card on file:')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $157.15' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Payment not processed' });
    expect(within(alert).getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Pay now' })).not.toBeInTheDocument();
    await waitFor(() => expect(loads).toBe(2));
  });

  it('Pay now says two payments due as two', async () => {
    const twoDue = [
      customerPlan({
        EnrollmentId: 6,
        ProductName: 'Lift Ticket Pack',
        ContactName: 'Alex Morgan',
        Payments: [
          { PaymentDate: '2026-10-01', PaymentAmount: 40, PaymentStatus: 'Failed' },
          { PaymentDate: '2026-11-01', PaymentAmount: 40, PaymentStatus: 'Failed' },
        ],
      }),
    ];
    server.use(http.get('/api/ui/paymentplans/schedules/contacts', () => HttpResponse.json(twoDue)));
    render(<MyPaymentPlans />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now: Lift Ticket Pack for Alex Morgan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay now' });
    expect(within(dialog).getByText('These payments will be charged to the card on file:')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  });

  it("offers Pay now for a payment due today at the resort, not yet on the browser's next day", async () => {
    setPageData({ DefaultStoreTimeZoneOffset: -7 });
    const pending = [customerPlan({ EnrollmentId: 5, ProductName: 'Lift Ticket Pack', ContactName: 'Alex Morgan', Payments: [{ PaymentDate: '2026-12-01', PaymentAmount: 40, PaymentStatus: 'Pending' }] })];
    server.use(http.get('/api/ui/paymentplans/schedules/contacts', () => HttpResponse.json(pending)));
    try {
      // 03:00 UTC on December 1st is still 20:00 on November 30th at the resort (UTC-7).
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-12-01T03:00:00Z') });
      const early = render(<MyPaymentPlans />);
      expect(await screen.findByRole('cell', { name: 'Lift Ticket Pack' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Pay now/ })).not.toBeInTheDocument();
      early.unmount();
      vi.setSystemTime(Date.parse('2026-12-01T07:00:00Z'));
      render(<MyPaymentPlans />);
      expect(await screen.findByRole('button', { name: 'Pay now: Lift Ticket Pack for Alex Morgan' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
      setPageData({});
    }
  });

  it('a refusal without a message shows the store’s own wording', async () => {
    server.use(http.get('/api/paymentprocessing/processScheduledPayment/:id', () => HttpResponse.json({}, { status: 500 })));
    render(<MyPaymentPlans />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now: Season Pass - Child for Sam Morgan' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Pay now' })).getByRole('button', { name: 'Pay $157.15' }));
    expect(await screen.findByText('An error occurred during prcessing.  Please contact support.', { normalizer: (text) => text })).toBeInTheDocument();
  });

  it('says when there are no plans, and a failed load with Retry', async () => {
    server.use(http.get('/api/ui/paymentplans/schedules/contacts', () => HttpResponse.json([plans[2]])));
    const view = render(<MyPaymentPlans />);
    expect(await screen.findByText('You have no payment plans.')).toBeInTheDocument();
    view.unmount();
    server.use(http.get('/api/ui/paymentplans/schedules/contacts', () => HttpResponse.json({ nope: true })));
    render(<MyPaymentPlans />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('draws 10,000 plans twenty at a time with Show 20 more, and leaves out a plan dated "Infinity" with a note', async () => {
    const many = Array.from({ length: 10_000 }, (_, index) => customerPlan({ EnrollmentId: 100 + index, ProductName: `Plan ${index}` }));
    server.use(http.get('/api/ui/paymentplans/schedules/contacts', () => HttpResponse.json([...many, { ...customerPlan({ EnrollmentId: 99, ProductName: 'Broken' }), OrderDate: 'Infinity' }])));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<MyPaymentPlans />);
    expect(await screen.findByRole('cell', { name: 'Plan 0' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^View/ })).toHaveLength(20);
    expect(screen.getByText('Payment plans that could not be shown: 1.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show 20 more' }));
    expect(screen.getAllByRole('button', { name: /^View/ })).toHaveLength(40);
    expect(screen.queryByText('Broken')).toBeNull();
  });
});
