import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { freshAdminPage, renderAdmin } from '../test-helpers.tsx';
import { emptyFilters, enrollmentActions, toEnrollmentQuery, validateFilters } from './enrollment-rules.ts';
import { adminLabels } from '../labels.ts';
import { startMswServer } from '../../../test/msw.ts';
import { chooseDate } from '../../../test/date-field.ts';
import { ADMIN_API_PATH, failing, fakeAdminApi, fakeAdminState, malformed, type FakeAdminState } from '../payment-plans-api.fixtures.ts';
import { enrollmentStatuses } from '../payment-plans.fixtures.ts';

const server = startMswServer();
let state: FakeAdminState;

beforeEach(() => {
  freshAdminPage();
  state = fakeAdminState();
  server.use(...fakeAdminApi(state));
});

const searches = () => state.requests.filter((request) => request.path === `${ADMIN_API_PATH}/enrollments`).map((request) => new URLSearchParams(request.search));
const table = () => screen.getByRole('table', { name: 'Plan enrollments' });
const rowOf = (id: number) => within(table()).getByRole('button', { name: `Scheduled payments of enrollment ${id}` }).closest('tr')!;

async function search() {
  await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
  return screen.findByRole('table', { name: 'Plan enrollments' });
}

/** What the page's status regions hold (the list's own, which says a new order, is one of them). */
const statusWords = () =>
  screen
    .getAllByRole('status')
    .map((status) => status.textContent ?? '')
    .join(' | ');

describe('enrollment rules', () => {
  it('leaves blank filters and toggles that are off out of the query', () => {
    expect(toEnrollmentQuery(emptyFilters, 1)).toEqual({ pageNumber: 1, ascending: true });
    expect(
      toEnrollmentQuery({ ...emptyFilters, name: ' Quinn ', orderId: '100042', paymentOrderId: ' 300421 ', hasFailedPayment: true, nextPaymentDateEnd: '2026-10-31' }, 3),
    ).toEqual({
      pageNumber: 3,
      ascending: true,
      name: 'Quinn',
      orderId: '100042',
      paymentOrderId: '300421',
      hasFailedPayment: true,
      nextPaymentDateEnd: '2026-10-31',
    });
  });

  it('refuses an order id or payment order id that is not a number', () => {
    expect(validateFilters({ ...emptyFilters, orderId: 'RW42' })).toEqual({ orderId: 'orderIdInvalid' });
    expect(validateFilters({ ...emptyFilters, paymentOrderId: '3004-21' })).toEqual({ paymentOrderId: 'paymentOrderIdInvalid' });
    expect(validateFilters({ ...emptyFilters, orderId: 'x', paymentOrderId: '1234567890' })).toEqual({ orderId: 'orderIdInvalid', paymentOrderId: 'paymentOrderIdInvalid' });
    expect(validateFilters({ ...emptyFilters, orderId: ' 42 ', paymentOrderId: '300421' })).toBeNull();
  });

  it('offers Set to <status> for each status, then the two reprocess actions (ids 5 and 6)', () => {
    expect(enrollmentActions(enrollmentStatuses, adminLabels).map((action) => [action.id, action.label])).toEqual([
      [1, 'Set to Active'],
      [2, 'Set to Completed'],
      [3, 'Set to Cancelled'],
      [4, 'Set to On Hold'],
      [5, 'Reprocess Failed Payments'],
      [6, 'Reprocess POS Records'],
    ]);
  });
});

describe('<resort-payment-plans-admin> Enrollments', () => {
  it('shows the filter row and asks for a search before loading anything', async () => {
    renderAdmin('/Enrollments');
    const filters = await screen.findByRole('search', { name: 'Search plan enrollments' });
    expect(within(filters).getByRole('group', { name: 'Enrollment Dates' })).toBeInTheDocument();
    expect(within(filters).getByRole('group', { name: 'Payment Dates' })).toBeInTheDocument();
    expect(within(filters).getByRole('textbox', { name: 'Order ID' })).toBeInTheDocument();
    expect(within(filters).getByRole('textbox', { name: 'Payment Order ID' })).toBeInTheDocument();
    expect(within(filters).getByRole('textbox', { name: 'Customer Name/Email' })).toBeInTheDocument();
    expect(within(filters).getByRole('switch', { name: 'Has Failed Payments' })).not.toBeChecked();
    expect(within(filters).getByRole('switch', { name: 'Has Unprocessed POS Records' })).not.toBeChecked();
    for (const name of ['Reprocess POS Fails', 'Clear', 'Apply']) expect(within(filters).getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByText('Search for plan enrollments using the search filters above.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(searches()).toEqual([]);
  });

  it('lists 15 a page in ascending order with every column of the spec, and pages on the server', async () => {
    renderAdmin('/Enrollments');
    await search();
    expect(within(table()).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'ID',
      'Enrollment Date',
      'Order ID',
      'Customer Name',
      'Customer Email',
      'Product',
      'Next Payment',
      'Amount',
      'Status',
      'Has Failed Payment',
      'Has Unprocessed POS Records',
      'Actions',
    ]);
    expect(within(table()).getAllByRole('row')).toHaveLength(16);
    const first = within(rowOf(1)).getAllByRole('cell').map((cell) => cell.textContent);
    expect(first.slice(0, 11)).toEqual(['▸1', 'Mar 01 2026', '100001', 'Avery Alvarez', 'avery.alvarez1@example.com', 'Season Pass - Adult', 'Jun 01 2026', '$899.00', 'Active', 'No', 'No']);
    expect(searches()[0]!.toString()).toMatch(/^pageNumber=1&pageSize=15&ascending=true&ts=\d+$/);

    const pager = screen.getByRole('navigation', { name: 'Plan enrollments' });
    expect(pager).toHaveTextContent('Page 1 of 3 · 40 records');
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pager).toHaveTextContent('Page 2 of 3'));
    expect(searches().at(-1)!.get('pageNumber')).toBe('2');
    expect(within(table()).getByRole('button', { name: 'Scheduled payments of enrollment 16' })).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled());
    expect(within(table()).getAllByRole('row')).toHaveLength(11);
  });

  it('sends the filters, leaves blank ones out, and says when nothing matches', async () => {
    renderAdmin('/Enrollments');
    const filters = await screen.findByRole('search');
    await userEvent.type(within(filters).getByRole('textbox', { name: 'Customer Name/Email' }), 'nobody');
    chooseDate(within(within(filters).getByRole('group', { name: 'Enrollment Dates' })).getByRole('group', { name: 'From' }), '2026-04-01');
    await userEvent.click(within(filters).getByRole('switch', { name: 'Has Failed Payments' }));
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No plan enrollments match these filters.')).toBeInTheDocument();
    const query = searches()[0]!;
    expect(query.get('name')).toBe('nobody');
    expect(query.get('enrollmentDateBegin')).toBe('2026-04-01');
    expect(query.get('hasFailedPayment')).toBe('true');
    expect(query.has('orderId')).toBe(false);
    expect(query.has('paymentOrderId')).toBe(false);
    expect(query.has('hasUnprocessedPosRecords')).toBe(false);
  });

  it('finds the enrollment a payment order belongs to by its Payment Order ID', async () => {
    renderAdmin('/Enrollments');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Payment Order ID' }), '300072');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(within(rowOf(7)).getAllByRole('cell')[0]).toHaveTextContent('7');
    expect(searches().at(-1)!.get('paymentOrderId')).toBe('300072');
  });

  it('refuses an order id that is not a number before asking the store', async () => {
    renderAdmin('/Enrollments');
    const orderId = await screen.findByRole('textbox', { name: 'Order ID' });
    await userEvent.type(orderId, 'RW1001');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Order ID must be a number.')).toBeInTheDocument();
    expect(orderId).toHaveAttribute('aria-invalid', 'true');
    const paymentOrderId = screen.getByRole('textbox', { name: 'Payment Order ID' });
    expect(paymentOrderId).not.toHaveAttribute('aria-invalid');
    await userEvent.type(paymentOrderId, 'P-17');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText('Payment Order ID must be a number.')).toBeInTheDocument();
    expect(paymentOrderId).toHaveAttribute('aria-invalid', 'true');
    expect(searches()).toEqual([]);
  });

  it('clears the filters', async () => {
    renderAdmin('/Enrollments');
    const name = await screen.findByRole('textbox', { name: 'Customer Name/Email' });
    await userEvent.type(name, 'Quinn');
    await userEvent.click(screen.getByRole('switch', { name: 'Has Unprocessed POS Records' }));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(name).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Has Unprocessed POS Records' })).not.toBeChecked();
  });

  it("sets a status from the row's menu; the row takes it when the store answers 204", async () => {
    renderAdmin('/Enrollments');
    await search();
    const menuButton = within(rowOf(2)).getByRole('button', { name: 'Actions for enrollment 2' });
    await userEvent.click(menuButton);
    const menu = screen.getByRole('menu', { name: 'Actions for enrollment 2' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Set to Active',
      'Set to Completed',
      'Set to Cancelled',
      'Set to On Hold',
      'Reprocess Failed Payments',
      'Reprocess POS Records',
    ]);
    expect(within(menu).getByRole('menuitem', { name: 'Set to Active' })).toHaveFocus();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Set to On Hold' }));
    await waitFor(() => expect(rowOf(2)).toHaveTextContent('On Hold'));
    expect(statusWords()).toContain('Enrollment 2 is now On Hold.');
    expect(state.requests).toContainEqual(expect.objectContaining({ method: 'PUT', path: `${ADMIN_API_PATH}/enrollments/2/status`, body: 4 }));
    expect(menuButton).toHaveFocus();
  });

  it('works the menu with the keyboard: arrows move, Escape closes and returns focus', async () => {
    renderAdmin('/Enrollments');
    await search();
    const menuButton = within(rowOf(1)).getByRole('button', { name: 'Actions for enrollment 1' });
    menuButton.focus();
    await userEvent.keyboard('{ArrowUp}');
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Reprocess POS Records' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Set to Active' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: 'Reprocess POS Records' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(menuButton).toHaveFocus();
  });

  it('alerts when a status change fails and leaves the row as it was', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failing('put', `${ADMIN_API_PATH}/enrollments/:id/status`, 400, 'Unknown enrollment status.'));
    renderAdmin('/Enrollments');
    await search();
    await userEvent.click(within(rowOf(2)).getByRole('button', { name: 'Actions for enrollment 2' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Set to Completed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The status of enrollment 2 could not be changed: Unknown enrollment status.');
    expect(rowOf(2)).toHaveTextContent('Active');
  });

  it('reprocesses failed payments (5) and POS records (6), then reloads the page', async () => {
    renderAdmin('/Enrollments');
    await search();
    expect(within(rowOf(3)).getAllByRole('cell')[9]).toHaveTextContent('Yes');
    await userEvent.click(within(rowOf(3)).getByRole('button', { name: 'Actions for enrollment 3' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reprocess Failed Payments' }));
    await waitFor(() => expect(statusWords()).toContain('Successfully reprocessed failed payments'));
    await waitFor(() => expect(within(rowOf(3)).getAllByRole('cell')[9]).toHaveTextContent('No'));

    await userEvent.click(within(rowOf(5)).getByRole('button', { name: 'Actions for enrollment 5' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Reprocess POS Records' }));
    await waitFor(() => expect(statusWords()).toContain('Successfully reporcessed POS records'));
    await waitFor(() => expect(within(rowOf(5)).getAllByRole('cell')[10]).toHaveTextContent('No'));
    expect(state.requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([5, 6]);
  });

  it("'Reprocess POS Fails' creates the missing orders with the anti-forgery token and says so", async () => {
    let token: string | null = null;
    server.use(
      http.get(`${ADMIN_API_PATH}/enrollments/create-missing-orders`, ({ request }) => {
        token = request.headers.get('RequestVerificationToken');
        return HttpResponse.json({ success: true, processed: 3 });
      }),
    );
    renderAdmin('/Enrollments');
    await userEvent.click(await screen.findByRole('button', { name: 'Reprocess POS Fails' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Successfully reporcessed POS records');
    expect(token).toBe('t0ken');
  });

  it("says 'ERROR: …' when reprocessing POS records fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failing('get', `${ADMIN_API_PATH}/enrollments/create-missing-orders`, 500, 'The POS service is down.'));
    renderAdmin('/Enrollments');
    await userEvent.click(await screen.findByRole('button', { name: 'Reprocess POS Fails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ERROR: The POS service is down.');
  });

  it("shows a row's scheduled payments, offers only the allowed next statuses, saves a change and reloads the row", async () => {
    renderAdmin('/Enrollments');
    await search();
    const toggle = within(rowOf(3)).getByRole('button', { name: 'Scheduled payments of enrollment 3' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const payments = await screen.findByRole('table', { name: 'Scheduled payments of enrollment 3' });
    const failed = within(payments).getByRole('combobox', { name: 'Status of the payment due Aug 15 2026' });
    await waitFor(() => expect(failed).toBeEnabled());
    expect(within(failed).getAllByRole('option').map((option) => option.textContent)).toEqual(['Failed', 'Pending', 'Paid', 'Cancelled']);
    const paid = within(payments).getByRole('combobox', { name: 'Status of the payment due Jun 15 2026' });
    await waitFor(() => expect(within(paid).getAllByRole('option').map((option) => option.textContent)).toEqual(['Paid', 'Refunded']));

    await userEvent.selectOptions(failed, 'Paid');
    await waitFor(() => expect(failed).toHaveDisplayValue('Paid'));
    await waitFor(() => expect(within(failed).getAllByRole('option').map((option) => option.textContent)).toEqual(['Paid', 'Refunded']));
    expect(state.requests).toContainEqual(expect.objectContaining({ method: 'GET', path: '/paymentplan/updateScheduledPaymentPaymentStatus/32/2' }));
  });

  it('says why a payment status could not be changed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failing('get', '/paymentplan/updateScheduledPaymentPaymentStatus/:id/:statusId', 400, 'That payment status change is not allowed.'));
    renderAdmin('/Enrollments');
    await search();
    await userEvent.click(within(rowOf(1)).getByRole('button', { name: 'Scheduled payments of enrollment 1' }));
    const payments = await screen.findByRole('table', { name: 'Scheduled payments of enrollment 1' });
    const pending = within(payments).getByRole('combobox', { name: 'Status of the payment due Aug 15 2026' });
    await waitFor(() => expect(pending).toBeEnabled());
    await userEvent.selectOptions(pending, 'Skipped');
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment status could not be changed: That payment status change is not allowed.');
    expect(pending).toHaveDisplayValue('Pending');
  });

  it('shows a clear error with Retry for an answer of the wrong shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(malformed(`${ADMIN_API_PATH}/enrollments`, { Results: 'none', PageNumber: 1 }));
    renderAdmin('/Enrollments');
    await userEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The plan enrollments could not be loaded.');
    server.resetHandlers(...fakeAdminApi(state));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Plan enrollments' })).toBeInTheDocument();
  });

  it('shows a customer name with markup as text', async () => {
    state.enrollments[0]!.CustomerName = '<script>alert(1)</script>Avery';
    renderAdmin('/Enrollments');
    await search();
    expect(within(rowOf(1)).getByText('<script>alert(1)</script>Avery')).toBeInTheDocument();
  });
});
