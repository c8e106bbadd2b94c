import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freshAdminPage, renderAdmin } from '../test-helpers.tsx';
import { startMswServer } from '../../../test/msw.ts';
import { chooseDate, dateOf } from '../../../test/date-field.ts';
import { ADMIN_API_PATH, failing, fakeAdminApi, fakeAdminState, type FakeAdminState } from '../payment-plans-api.fixtures.ts';
import type { PricingScheduleDto } from '../admin-schemas.ts';

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

const inDialog = () => within(screen.getByRole('dialog'));
const windowOf = (number: number) => within(inDialog().getByRole('region', { name: `Purchase window ${number}` }));
/** Apply while the schedule is not valid: announced as unavailable (`aria-disabled`), still focusable, and a press says why. */
const unavailable = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true' && !button.hasAttribute('disabled');

describe('<resort-payment-plans-admin> Pricing Schedules', () => {
  it('lists the schedules with their windows', async () => {
    renderAdmin('/Pricing');
    const table = await screen.findByRole('table', { name: 'Pricing Schedules' });
    expect(within(table).getByRole('link', { name: 'Edit 2026/27 Early Bird' })).toHaveAttribute('href', '/Admin/PaymentPlans/Configure/Pricing/4');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Mar 01 2026 – Apr 18 2027 · 3 date ranges');
  });

  it('adds a schedule: name required, windows from tomorrow, overlaps block Apply and gaps only warn', async () => {
    const admin = renderAdmin('/Pricing/add');
    const name = await screen.findByRole('textbox', { name: 'Pricing Schedule Name' });
    // A new schedule opens clean; leaving the name empty says it is required.
    expect(inDialog().queryByText('Pricing Schedule Name is required')).toBeNull();
    expect(screen.getByRole('dialog').querySelector('[aria-invalid="true"]')).toBeNull();
    await userEvent.tab();
    expect(inDialog().getByText('Pricing Schedule Name is required')).toBeInTheDocument();
    await userEvent.click(name);
    expect(dateOf(windowOf(1).getByRole('group', { name: 'Purchase Effective Date' }))).toBe('2026-03-11');
    // The name in one input (as a paste does): each keystroke drew the whole dialog again.
    await userEvent.paste('Spring 2027');
    chooseDate(windowOf(1).getByRole('group', { name: 'Purchase Expiration Date' }), '2026-05-31');
    await userEvent.click(inDialog().getByRole('button', { name: 'Add Date Range' }));
    expect(dateOf(windowOf(2).getByRole('group', { name: 'Purchase Effective Date' }))).toBe('2026-06-01');
    chooseDate(windowOf(2).getByRole('group', { name: 'Purchase Expiration Date' }), '2026-08-31');
    const apply = inDialog().getByRole('button', { name: 'Apply' });
    expect(apply).not.toHaveAttribute('aria-disabled');

    chooseDate(windowOf(2).getByRole('group', { name: 'Purchase Effective Date' }), '2026-05-31');
    expect(windowOf(1).getByText('This date range overlaps the next date range')).toBeInTheDocument();
    expect(unavailable(apply)).toBe(true);
    chooseDate(windowOf(2).getByRole('group', { name: 'Purchase Effective Date' }), '2026-06-05');
    expect(windowOf(1).getByText('This date range has a gap to the next date range')).toBeInTheDocument();
    expect(apply).not.toHaveAttribute('aria-disabled');

    await userEvent.click(apply);
    await waitFor(() => expect(admin.location()).toBe('/Pricing'));
    const body = state.requests.find((request) => request.method === 'POST')!.body as PricingScheduleDto;
    expect(body).toMatchObject({
      PricingScheduleId: 0,
      PricingScheduleName: 'Spring 2027',
      PurchaseDates: [
        { PurchaseDateId: 0, PurchaseEffectiveDate: '2026-03-11', PurchaseExpirationDate: '2026-05-31', IsDeleted: false },
        { PurchaseDateId: 0, PurchaseEffectiveDate: '2026-06-05', PurchaseExpirationDate: '2026-08-31', IsDeleted: false },
      ],
    });
    expect(await screen.findByRole('link', { name: 'Edit Spring 2027' })).toBeInTheDocument();
  });

  it('edits a stored schedule: a deleted window is sent with IsDeleted, the ranges stay sorted', async () => {
    renderAdmin('/Pricing/4');
    await inDialogRegion('Purchase window 3');
    expect(inDialog().getByRole('heading', { level: 2 })).toHaveTextContent('2026/27 Early Bird');
    await userEvent.click(windowOf(2).getByRole('button', { name: 'Delete date range 2' }));
    // The third window now follows the first with a gap: flagged, still applicable.
    expect(windowOf(1).getByText('This date range has a gap to the next date range')).toBeInTheDocument();
    await userEvent.click(inDialog().getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = state.requests.find((request) => request.method === 'PUT')!.body as PricingScheduleDto;
    expect(body.PurchaseDates.map((range) => [range.PurchaseDateId, range.IsDeleted])).toEqual([
      [41, false],
      [42, true],
      [43, false],
    ]);
  });

  it('alerts the message of a failed save and keeps the working copy', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failing('put', `${ADMIN_API_PATH}/pricing-schedules/:id`, 400, 'Pricing Schedule Name is required'));
    renderAdmin('/Pricing/4');
    await inDialogRegion('Purchase window 1');
    await userEvent.click(inDialog().getByRole('button', { name: 'Apply' }));
    expect(await inDialog().findByRole('alert')).toHaveTextContent('The changes could not be saved: Pricing Schedule Name is required');
    expect(inDialog().getAllByRole('region')).toHaveLength(3);
  });
});

async function inDialogRegion(name: string) {
  return within(await screen.findByRole('dialog')).findByRole('region', { name });
}
