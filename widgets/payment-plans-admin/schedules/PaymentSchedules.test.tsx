import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { freshAdminPage, renderAdmin } from '../test-helpers.tsx';
import { startMswServer } from '../../../test/msw.ts';
import { chooseDate, dateOf, dateSelects } from '../../../test/date-field.ts';
import { ADMIN_API_PATH, failing, fakeAdminApi, fakeAdminState, malformed, pending, type FakeAdminState } from '../payment-plans-api.fixtures.ts';
import { largePaymentSchedule, paymentSchedule } from '../payment-plans.fixtures.ts';
import type { PaymentScheduleDto } from '../admin-schemas.ts';
import { pasteInto } from '../../../test/paste-into.ts';

const server = startMswServer();
let state: FakeAdminState;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 10, 9, 30));
  freshAdminPage();
  state = fakeAdminState();
  server.use(...fakeAdminApi(state));
});
afterEach(() => vi.useRealTimers());

const dialog = () => screen.getByRole('dialog');
const inDialog = () => within(dialog());
const range = (number: number) => within(inDialog().getByRole('region', { name: `Date range ${number}` }));
/** Apply while the schedule is not valid: announced as unavailable (`aria-disabled`), still focusable, and a press says why. */
const unavailable = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true' && !button.hasAttribute('disabled');
const sent = (method: string) => state.requests.filter((request) => request.method === method).map((request) => request.body as PaymentScheduleDto);

/** Fills a new schedule's name and its one range so that it is valid. */
async function fillValidSchedule(name = 'Spring Layaway') {
  await inDialogFind('Date range 1');
  await pasteInto(inDialog().getByRole('textbox', { name: 'Payment Schedule Name' }), name);
  chooseDate(range(1).getByRole('group', { name: 'Purchase Expiration Date' }), '2026-04-30');
  chooseDate(range(1).getByRole('group', { name: 'Payment 1 date, date range 1' }), '2026-05-15');
  chooseDate(range(1).getByRole('group', { name: 'Payment 2 date, date range 1' }), '2026-06-15');
}

describe('<resort-payment-plans-admin> Payment Schedules', () => {
  describe('the list', () => {
    it('lists the schedules that are not deleted, with their purchase dates like MMM DD YYYY', async () => {
      state.paymentSchedules.push(paymentSchedule({ PaymentScheduleId: 9, PaymentScheduleName: 'Old plan', IsDeleted: true }));
      renderAdmin('/Schedules');
      const table = await screen.findByRole('table', { name: 'Payment Schedules' });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows.map((row) => within(row).getAllByRole('rowheader')[0]!.textContent)).toEqual(['Season Pass 3-Pay', 'Lift Ticket Layaway']);
      expect(rows[0]).toHaveTextContent('Mar 01 2026 – Sep 30 2026');
      expect(rows[0]).toHaveTextContent('Feb 03 2026');
      expect(screen.queryByText('Old plan')).toBeNull();
    });

    it('shows a name with markup as text', async () => {
      state.paymentSchedules[0]!.PaymentScheduleName = '<img src=x onerror=alert(1)>Plan';
      renderAdmin('/Schedules');
      expect(await screen.findByText('<img src=x onerror=alert(1)>Plan')).toBeInTheDocument();
      expect(document.querySelector('img')).toBeNull();
    });

    it('says when there are none', async () => {
      state.paymentSchedules = [];
      renderAdmin('/Schedules');
      expect(await screen.findByText('There are no payment schedules yet.')).toBeInTheDocument();
    });

    it('shows a clear error with Retry for an answer of the wrong shape, and Retry loads it', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(malformed(`${ADMIN_API_PATH}/payment-schedules`, [{ PaymentScheduleId: 'seven' }]));
      renderAdmin('/Schedules');
      expect(await screen.findByRole('alert')).toHaveTextContent('The payment schedules could not be loaded.');
      server.resetHandlers(...fakeAdminApi(state));
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('link', { name: 'Edit Season Pass 3-Pay' })).toBeInTheDocument();
    });

    it('deletes a schedule after confirming, and it leaves the list', async () => {
      renderAdmin('/Schedules');
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Lift Ticket Layaway' }));
      const confirm = screen.getByRole('dialog', { name: 'Delete Payment Schedule' });
      expect(confirm).toHaveTextContent('Delete the schedule “Lift Ticket Layaway”?');
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Edit Lift Ticket Layaway' })).toBeNull());
      expect(state.requests).toContainEqual(expect.objectContaining({ method: 'DELETE', path: `${ADMIN_API_PATH}/payment-schedules/8` }));
    });

    it('alerts the message when a delete fails', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(failing('delete', `${ADMIN_API_PATH}/payment-schedules/:id`, 400, 'This schedule is used by an assignment.'));
      renderAdmin('/Schedules');
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Lift Ticket Layaway' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Lift Ticket Layaway could not be deleted: This schedule is used by an assignment.');
    });
  });

  describe('adding', () => {
    it('opens with the title in edit mode, one range from tomorrow with payments of types 1 and 3', async () => {
      renderAdmin('/Schedules/add');
      const name = await screen.findByRole('textbox', { name: 'Payment Schedule Name' });
      expect(name).toHaveFocus();
      await inDialogFind('Date range 1');
      expect(dateOf(range(1).getByRole('group', { name: 'Purchase Effective Date' }))).toBe('2026-03-11');
      expect(dateOf(range(1).getByRole('group', { name: 'Purchase Expiration Date' }))).toBe('');
      expect(range(1).getByRole('heading')).toHaveTextContent('Date range 1 from Mar 11 2026');
      expect(range(1).getByRole('textbox', { name: 'Payment 1 amount in percent, date range 1' })).toHaveValue('0');
      expect(range(1).getByRole('combobox', { name: 'Payment 1 amount type, date range 1' })).toHaveDisplayValue('Installment');
      expect(range(1).getByText('Balance Due')).toBeInTheDocument();
      expect(range(1).getByLabelText('Payment 2 amount in percent, date range 1')).toHaveTextContent('100.00');
      expect(unavailable(inDialog().getByRole('button', { name: 'Apply' }))).toBe(true);
    });

    it('opens clean: no message and nothing marked invalid until a field is touched', async () => {
      renderAdmin('/Schedules/add');
      const name = await screen.findByRole('textbox', { name: 'Payment Schedule Name' });
      await inDialogFind('Date range 1');
      expect(inDialog().queryByText('Payment Schedule Name is required')).toBeNull();
      expect(inDialog().queryByText('Payment Dates cannot be blank')).toBeNull();
      expect(inDialog().queryByText('Purchase Dates cannot be blank')).toBeNull();
      expect(inDialog().queryByText('Fix the problems marked above to apply.')).toBeNull();
      expect(dialog().querySelector('[aria-invalid="true"]')).toBeNull();
      expect(name).not.toHaveAttribute('aria-invalid');

      // Leaving the name empty marks it; the ranges stay clean until they are touched.
      await userEvent.tab();
      expect(await inDialog().findByText('Payment Schedule Name is required')).toBeInTheDocument();
      expect(inDialog().queryByText('Payment Dates cannot be blank')).toBeNull();
      // Touching one payment's date marks that payment only.
      fireEvent.focusOut(dateSelects(range(1).getByRole('group', { name: 'Payment 1 date, date range 1' }))[0]!);
      expect(range(1).getAllByText('Payment Dates cannot be blank')).toHaveLength(1);
      expect(dateSelects(range(1).getByRole('group', { name: 'Payment 1 date, date range 1' }))[0]).toHaveAttribute('aria-invalid', 'true');
      expect(dateSelects(range(1).getByRole('group', { name: 'Payment 2 date, date range 1' }))[0]).not.toHaveAttribute('aria-invalid');
    });

    it('shows every message when Apply is pressed on a schedule that is not valid, focusing the first field marked', async () => {
      const admin = renderAdmin('/Schedules/add');
      await inDialogFind('Date range 1');
      const apply = inDialog().getByRole('button', { name: 'Apply' });
      expect(unavailable(apply)).toBe(true);
      await userEvent.click(apply);
      expect(inDialog().getByText('Payment Schedule Name is required')).toBeInTheDocument();
      expect(range(1).getByText('Purchase Dates cannot be blank')).toBeInTheDocument();
      expect(range(1).getAllByText('Payment Dates cannot be blank')).toHaveLength(2);
      expect(inDialog().getByText('Fix the problems marked above to apply.')).toHaveAttribute('role', 'status');
      await waitFor(() => expect(screen.getByRole('textbox', { name: 'Payment Schedule Name' })).toHaveFocus());
      expect(sent('POST')).toEqual([]);
      expect(admin.location()).toBe('/Schedules/add');
    });

    it('applies a valid schedule: dates YYYY-MM-DD, amounts as numbers, the balance worked out; then back to the list', async () => {
      const admin = renderAdmin('/Schedules/add');
      await inDialogFind('Date range 1');
      await pasteInto(inDialog().getByRole('textbox', { name: 'Payment Schedule Name' }), 'Spring Layaway');
      await userEvent.keyboard('{Enter}');
      expect(inDialog().getByRole('heading', { level: 2 })).toHaveTextContent('Spring Layaway');
      chooseDate(range(1).getByRole('group', { name: 'Purchase Expiration Date' }), '2026-04-30');
      chooseDate(range(1).getByRole('group', { name: 'Payment 1 date, date range 1' }), '2026-05-15');
      chooseDate(range(1).getByRole('group', { name: 'Payment 2 date, date range 1' }), '2026-06-15');
      const amount = range(1).getByRole('textbox', { name: 'Payment 1 amount in percent, date range 1' });
      await userEvent.clear(amount);
      await userEvent.type(amount, '35.5');
      expect(range(1).getByLabelText('Payment 2 amount in percent, date range 1')).toHaveTextContent('64.50');
      const apply = inDialog().getByRole('button', { name: 'Apply' });
      expect(apply).not.toHaveAttribute('aria-disabled');
      await userEvent.click(apply);

      await waitFor(() => expect(admin.location()).toBe('/Schedules'));
      const [body] = sent('POST');
      expect(body).toMatchObject({
        PaymentScheduleId: 0,
        PaymentScheduleName: 'Spring Layaway',
        PurchaseDates: [
          {
            PurchaseDateId: 0,
            PurchaseEffectiveDate: '2026-03-11',
            PurchaseExpirationDate: '2026-04-30',
            ScheduledPayments: [
              { PaymentDateId: 0, PaymentDate: '2026-05-15', Amount: 35.5, AmountType: 1, IsDeleted: false },
              { PaymentDateId: 0, PaymentDate: '2026-06-15', Amount: 64.5, AmountType: 3, IsDeleted: false },
            ],
          },
        ],
      });
      expect(body).not.toHaveProperty('CreateDateUtc');
      expect(await screen.findByRole('link', { name: 'Edit Spring Layaway' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('flags an overlap, keeps Apply disabled until it is fixed, and warns of a gap without blocking', async () => {
      renderAdmin('/Schedules/add');
      await fillValidSchedule();
      chooseDate(range(1).getByRole('group', { name: 'Payment 2 date, date range 1' }), '2026-06-15');
      const apply = inDialog().getByRole('button', { name: 'Apply' });
      expect(apply).not.toHaveAttribute('aria-disabled');

      await userEvent.click(inDialog().getByRole('button', { name: 'Add Date Range' }));
      // A new range starts the day after the previous one ends.
      expect(dateOf(range(2).getByRole('group', { name: 'Purchase Effective Date' }))).toBe('2026-05-01');
      chooseDate(range(2).getByRole('group', { name: 'Purchase Effective Date' }), '2026-04-15');
      chooseDate(range(2).getByRole('group', { name: 'Purchase Expiration Date' }), '2026-05-31');
      chooseDate(range(2).getByRole('group', { name: 'Payment 1 date, date range 2' }), '2026-07-01');
      expect(range(1).getByText('This date range overlaps the next date range')).toBeInTheDocument();
      expect(dateSelects(range(1).getByRole('group', { name: 'Purchase Effective Date' }))[0]).toHaveAttribute('aria-invalid', 'true');
      expect(unavailable(apply)).toBe(true);

      chooseDate(range(2).getByRole('group', { name: 'Purchase Effective Date' }), '2026-05-03');
      expect(range(1).getByText('This date range has a gap to the next date range')).toBeInTheDocument();
      expect(apply).not.toHaveAttribute('aria-disabled');

      chooseDate(range(2).getByRole('group', { name: 'Purchase Effective Date' }), '2026-05-01');
      expect(inDialog().queryByText(/This date range/)).toBeNull();
    });

    it("says 'Date range values overlap' for a range that ends before it starts", async () => {
      renderAdmin('/Schedules/add');
      await fillValidSchedule();
      chooseDate(range(1).getByRole('group', { name: 'Purchase Expiration Date' }), '2026-03-01');
      expect(range(1).getByText('Date range values overlap')).toBeInTheDocument();
      expect(unavailable(inDialog().getByRole('button', { name: 'Apply' }))).toBe(true);
    });

    it('refuses payments over 100% and a final payment dated like another', async () => {
      renderAdmin('/Schedules/add');
      await fillValidSchedule();
      chooseDate(range(1).getByRole('group', { name: 'Payment 2 date, date range 1' }), '2026-06-15');
      const amount = range(1).getByRole('textbox', { name: 'Payment 1 amount in percent, date range 1' });
      await userEvent.click(range(1).getByRole('button', { name: /Add Payment/ }));
      chooseDate(range(1).getByRole('group', { name: 'Payment 2 date, date range 1' }), '2026-05-20');
      const second = range(1).getByRole('textbox', { name: 'Payment 2 amount in percent, date range 1' });
      expect(second).toHaveValue('0');
      await userEvent.clear(amount);
      await userEvent.type(amount, '60');
      await userEvent.clear(second);
      await userEvent.type(second, '40.01');
      expect(range(1).getByText('Total payments must not add to more than 100%')).toBeInTheDocument();
      expect(range(1).getByLabelText('Payment 3 amount in percent, date range 1')).toHaveTextContent('\u22120.01');
      expect(unavailable(inDialog().getByRole('button', { name: 'Apply' }))).toBe(true);

      await userEvent.clear(second);
      await userEvent.type(second, '40');
      expect(range(1).queryByText('Total payments must not add to more than 100%')).toBeNull();
      chooseDate(range(1).getByRole('group', { name: 'Payment 3 date, date range 1' }), '2026-05-20');
      expect(range(1).getByText('Final payment date must be later than all other payment dates')).toBeInTheDocument();
      expect(unavailable(inDialog().getByRole('button', { name: 'Apply' }))).toBe(true);
    });

    it("says 'Payment Dates cannot be blank' and removes a payment that was never saved", async () => {
      renderAdmin('/Schedules/add');
      await inDialogFind('Date range 1');
      await userEvent.click(inDialog().getByRole('button', { name: 'Apply' }));
      expect(range(1).getAllByText('Payment Dates cannot be blank')).toHaveLength(2);
      await userEvent.click(range(1).getByRole('button', { name: 'Delete payment 1 of date range 1' }));
      expect(range(1).getAllByText('Payment Dates cannot be blank')).toHaveLength(1);
      expect(range(1).queryByRole('combobox', { name: /amount type/ })).toBeNull();
    });

    it('keeps Apply disabled with no date range', async () => {
      renderAdmin('/Schedules/add');
      await userEvent.type(await screen.findByRole('textbox', { name: 'Payment Schedule Name' }), 'Empty');
      await userEvent.click(range(1).getByRole('button', { name: 'Delete date range 1' }));
      expect(inDialog().queryByRole('region', { name: 'Date range 1' })).toBeNull();
      expect(inDialog().getByRole('status')).toHaveTextContent('Add a date range to apply this schedule.');
      expect(unavailable(inDialog().getByRole('button', { name: 'Apply' }))).toBe(true);
    });

    it('shows Applying… while applying, and Apply keeps the keyboard focus (unavailable, not disabled)', async () => {
      server.use(pending('post', `${ADMIN_API_PATH}/payment-schedules`));
      renderAdmin('/Schedules/add');
      await fillValidSchedule();
      chooseDate(range(1).getByRole('group', { name: 'Payment 2 date, date range 1' }), '2026-06-15');
      await userEvent.click(inDialog().getByRole('button', { name: 'Apply' }));
      const applying = await inDialog().findByRole('button', { name: 'Applying…' });
      expect(applying).toHaveAttribute('aria-disabled', 'true');
      // A disabled button drops the focus to the page; this one stays focusable and focused.
      expect(applying).not.toBeDisabled();
      expect(applying).toHaveFocus();
    });

    it('alerts the message of a failed save and keeps the working copy', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(failing('post', `${ADMIN_API_PATH}/payment-schedules`, 400, 'This date range overlaps the next date range'));
      const admin = renderAdmin('/Schedules/add');
      await fillValidSchedule('Kept');
      chooseDate(range(1).getByRole('group', { name: 'Payment 2 date, date range 1' }), '2026-06-15');
      await userEvent.click(inDialog().getByRole('button', { name: 'Apply' }));
      expect(await inDialog().findByRole('alert')).toHaveTextContent('The changes could not be saved: This date range overlaps the next date range');
      expect(admin.location()).toBe('/Schedules/add');
      expect(inDialog().getByRole('heading', { level: 2 })).toHaveTextContent('Kept');
      expect(dateOf(range(1).getByRole('group', { name: 'Purchase Expiration Date' }))).toBe('2026-04-30');
      expect(inDialog().getByRole('button', { name: 'Apply' })).not.toHaveAttribute('aria-disabled');
      // Focus stayed on Apply all along: keyboard users keep their place.
      expect(inDialog().getByRole('button', { name: 'Apply' })).toHaveFocus();
    });

    it('says the store could not be reached when the network drops, and keeps the working copy', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(http.post(`${ADMIN_API_PATH}/payment-schedules`, () => HttpResponse.error()));
      renderAdmin('/Schedules/add');
      await fillValidSchedule();
      chooseDate(range(1).getByRole('group', { name: 'Payment 2 date, date range 1' }), '2026-06-15');
      await userEvent.click(inDialog().getByRole('button', { name: 'Apply' }));
      expect(await inDialog().findByRole('alert')).toHaveTextContent('We could not reach the store.');
    });

    it('discards everything on Cancel and on Escape, going back to the list', async () => {
      const admin = renderAdmin('/Schedules/add');
      await fillValidSchedule('Never saved');
      await userEvent.click(inDialog().getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(admin.location()).toBe('/Schedules'));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(sent('POST')).toEqual([]);

      await userEvent.click(screen.getByRole('link', { name: 'Add Payment Schedule' }));
      await screen.findByRole('textbox', { name: 'Payment Schedule Name' });
      expect(screen.getByRole('textbox', { name: 'Payment Schedule Name' })).toHaveValue('');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(admin.location()).toBe('/Schedules'));
      expect(screen.getByRole('link', { name: 'Add Payment Schedule' })).toHaveFocus();
    });
    it('asks before Escape throws away a half-filled schedule; Keep editing leaves the name field as it was', async () => {
      const admin = renderAdmin('/Schedules/add');
      const name = await screen.findByRole('textbox', { name: 'Payment Schedule Name' });
      await pasteInto(name, 'Lesson Layaway');
      await userEvent.keyboard('{Escape}');
      expect(inDialog().getByRole('alertdialog', { name: 'Discard what you typed?' })).toBeInTheDocument();
      expect(admin.location()).toBe('/Schedules/add');
      await userEvent.click(inDialog().getByRole('button', { name: 'Keep editing' }));
      await waitFor(() => expect(inDialog().getByRole('textbox', { name: 'Payment Schedule Name' })).toHaveFocus());
      expect(inDialog().getByRole('textbox', { name: 'Payment Schedule Name' })).toHaveValue('Lesson Layaway');
      await userEvent.keyboard('{Escape}');
      await userEvent.click(inDialog().getByRole('button', { name: 'Discard' }));
      await waitFor(() => expect(admin.location()).toBe('/Schedules'));
      expect(sent('POST')).toEqual([]);
    });
  });

  describe('editing a stored schedule', () => {
    it('opens it with its name as the title, ranges sorted and the balance due last', async () => {
      renderAdmin('/Schedules/7');
      expect(await inDialogFind('Date range 1')).toBeInTheDocument();
      expect(inDialog().getByRole('heading', { level: 2 })).toHaveTextContent('Season Pass 3-Pay');
      expect(inDialog().queryByRole('textbox', { name: 'Payment Schedule Name' })).toBeNull();
      expect(range(1).getByRole('heading')).toHaveTextContent('Mar 01 2026 – May 31 2026');
      expect(range(1).getByLabelText('Payment 3 amount in percent, date range 1')).toHaveTextContent('40.00');
      await userEvent.click(inDialog().getByRole('button', { name: 'Edit name' }));
      expect(inDialog().getByRole('textbox', { name: 'Payment Schedule Name' })).toHaveValue('Season Pass 3-Pay');
    });

    it('opens in edit mode when the stored name is empty', async () => {
      state.paymentSchedules[0]!.PaymentScheduleName = '';
      renderAdmin('/Schedules/7');
      expect(await screen.findByRole('textbox', { name: 'Payment Schedule Name' })).toHaveValue('');
    });

    it('sends a deleted stored payment and range with IsDeleted', async () => {
      const admin = renderAdmin('/Schedules/7');
      await inDialogFind('Date range 2');
      await userEvent.click(range(1).getByRole('button', { name: 'Delete payment 2 of date range 1' }));
      expect(range(1).getByLabelText('Payment 2 amount in percent, date range 1')).toHaveTextContent('80.00');
      await userEvent.click(range(2).getByRole('button', { name: 'Delete date range 2' }));
      expect(inDialog().queryByRole('region', { name: 'Date range 2' })).toBeNull();
      await userEvent.click(inDialog().getByRole('button', { name: 'Apply' }));
      await waitFor(() => expect(admin.location()).toBe('/Schedules'));
      const [body] = sent('PUT');
      expect(body!.PurchaseDates.map((r) => [r.PurchaseDateId > 0, r.IsDeleted])).toEqual([
        [true, false],
        [true, true],
      ]);
      expect(body!.PurchaseDates[0]!.ScheduledPayments.map((p) => [p.Amount, p.IsDeleted])).toEqual([
        [20, false],
        [40, true],
        [80, false],
      ]);
    });

    it('shows an error with Retry when the schedule cannot be loaded', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(failing('get', `${ADMIN_API_PATH}/payment-schedules/7`, 500));
      renderAdmin('/Schedules/7');
      expect(await within(await screen.findByRole('dialog')).findByRole('alert')).toHaveTextContent('The schedule could not be loaded.');
      server.resetHandlers(...fakeAdminApi(state));
      await userEvent.click(inDialog().getByRole('button', { name: 'Retry' }));
      expect(await inDialogFind('Date range 1')).toBeInTheDocument();
    });

    it('shows an error with Retry when the amount types cannot be loaded', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(malformed(`${ADMIN_API_PATH}/payment-schedules/amount-types`, [{ Id: 'one' }]));
      renderAdmin('/Schedules/7');
      expect(await within(await screen.findByRole('dialog')).findByRole('alert')).toHaveTextContent('The amount types could not be loaded.');
    });
  });

  // How fast a change is shown is measured by `npm run bench`, never by a timed test; the bench
  // and the story check draw the 50 ranges of the store's largest schedule. Here 20 ranges of 12
  // payments (240 fields) are enough to page twice and to see that a change stays in its range:
  // each query by role reads every field of the dialog, and 600 of them in happy-dom took 10 s.
  it('edits a schedule of 20 ranges of 12 payments: a change updates its own range', async () => {
    state.paymentSchedules.push(largePaymentSchedule(20, 12));
    renderAdmin('/Schedules/99');
    await inDialogFind('Date range 10', 10_000);
    // Ten ranges are drawn at first; "Show 10 more" draws the rest.
    fireEvent.click(inDialog().getByRole('button', { name: 'Show 10 more' }));
    expect(inDialog().getAllByRole('region')).toHaveLength(20);
    expect(inDialog().queryByRole('button', { name: 'Show 10 more' })).toBeNull();
    const amount = range(1).getByRole('textbox', { name: 'Payment 1 amount in percent, date range 1' });
    fireEvent.change(amount, { target: { value: '9' } });
    expect(range(1).getByLabelText('Payment 12 amount in percent, date range 1')).toHaveTextContent('7.70');
    expect(range(20).getByLabelText('Payment 12 amount in percent, date range 20')).toHaveTextContent('8.37');
  }, 60_000);
});

async function inDialogFind(region: string, timeout = 3000) {
  const found = await within(await screen.findByRole('dialog')).findByRole('region', { name: region }, { timeout });
  return found;
}
