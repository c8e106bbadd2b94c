import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryLocation } from 'wouter/memory-location';
import * as api from '../../src/api/client.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import { startMswServer } from '../../test/msw.ts';
import { chooseDate, yearsOffered } from '../../test/date-field.ts';
import { fakeSubscriptionsApi, fakeSubscriptionsState, SUBSCRIPTIONS_API_PATH, type FakeSubscriptionsState } from './subscriptions-api.fixtures.ts';
import { failing } from '../payment-plans-admin/payment-plans-api.fixtures.ts';
import { SubscriptionsAdmin } from './SubscriptionsAdmin.tsx';
// The tabs' screens load on demand; loaded here first, a test waits for data, not for compiling.
import './enrollments/SubscriptionEnrollments.tsx';
import './types/SubscriptionTypes.tsx';
import { storeToday } from '../../src/stores/resort-today.ts';
import { inTimeZone } from '../../test/time-zone.ts';
import { IslandLanguageContext } from '../../src/ui/island-language.ts';
import * as french from './labels.fr-CA.ts';
import { pasteInto } from '../../test/paste-into.ts';

const server = startMswServer();
let state: FakeSubscriptionsState;
let saved: { name: string; text: string }[];
let blobs: Blob[];

beforeEach(() => {
  api.invalidate();
  setPageData({});
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
  state = fakeSubscriptionsState();
  server.use(...fakeSubscriptionsApi(state));
  saved = [];
  // The export hands its file to the browser through an object URL on a link it clicks.
  blobs = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, text: '' });
  });
});

/** The area at `/Admin/Subscriptions{search}` on a memory location; `address()` is where it is now. */
function renderAt(search = '') {
  const memory = memoryLocation({ path: `/Admin/Subscriptions${search}`, record: true });
  const view = render(<SubscriptionsAdmin locationHook={memory.hook} searchHook={memory.searchHook} />);
  return { ...view, navigate: memory.navigate, address: () => memory.history.at(-1) ?? '' };
}

const searches = () => state.requests.filter((request) => request.path === `${SUBSCRIPTIONS_API_PATH}/enrollments`).map((request) => new URLSearchParams(request.search));
const enrollmentsTable = () => screen.findByRole('table', { name: 'Subscription enrollments' });
const typesTable = () => screen.findByRole('table', { name: 'Subscription types' });
const user = () => userEvent.setup({ delay: null });
const rowOf = (table: HTMLElement, key: number) => table.querySelector<HTMLElement>(`tr[data-row-key="${key}"]`)!;

describe('<resort-subscriptions-admin>', () => {
  it('has the two tabs of the spec, moved with the arrow keys, the tab kept in the address', async () => {
    const { address } = renderAt();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Subscription Enrollments', 'Subscription Types']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    tabs[0]!.focus();
    await user().keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Subscription Types' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Subscription Types' })).toHaveFocus();
    expect(address()).toBe('/Admin/Subscriptions?tab=types');
    expect(await screen.findByRole('heading', { name: 'Subscription Types (7)' })).toBeInTheDocument();
  });

  describe('Subscription Enrollments', () => {
    it('lists the first page of 10, ordered by id, with every column', async () => {
      renderAt();
      const table = await enrollmentsTable();
      expect(within(table).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
        'Select',
        'ID',
        'First Name',
        'Last Name',
        'Email',
        'Subscription',
        'Frequency',
        'Enrollment Date',
        'Effective Date',
        'Next Payment',
        'Last Processed',
        'Status',
        'Amount',
        'Retries',
        'Order ID',
      ]);
      expect(within(table).getAllByRole('radio')).toHaveLength(10);
      expect(searches()[0]?.toString()).toMatch(/^orderBy=SubscriptionEnrollmentId&ascending=true&pageNumber=1&pageSize=10&ts=\d+$/);
      expect(screen.getByText(/Page 1 of 4/)).toBeInTheDocument();
      expect(within(rowOf(table, 4)).getAllByRole('cell').map((cell) => cell.textContent)).toContain('--');
    });

    it('searches with the filters of the spec, keeps the search in the address, and Back returns to it', async () => {
      const { address, navigate } = renderAt();
      await enrollmentsTable();
      const form = screen.getByRole('search', { name: 'Search subscription enrollments' });
      await user().type(within(form).getByRole('textbox', { name: 'Last Name' }), 'Abb');
      await user().selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'Active');
      await user().click(within(form).getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(searches().at(-1)?.get('lastName')).toBe('Abb'));
      expect(searches().at(-1)?.get('enrollmentStatusId')).toBe('1');
      expect(address()).toBe('/Admin/Subscriptions?lastName=Abb&status=1');

      await user().click(within(form).getByRole('button', { name: 'Clear' }));
      await waitFor(() => expect(address()).toBe('/Admin/Subscriptions'));
      expect(within(form).getByRole('textbox', { name: 'Last Name' })).toHaveValue('');

      // Back: the address (and so the form and the table) is the search again.
      navigate('/Admin/Subscriptions?lastName=Abb&status=1', { replace: true });
      await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Last Name' })).toHaveValue('Abb'));
      await waitFor(() => expect(searches().at(-1)?.get('lastName')).toBe('Abb'));
    });

    it('opens a copied link on its search, order and page', async () => {
      renderAt('?firstName=Ari&sort=LastName&order=desc&page=2');
      await waitFor(() => expect(searches()).toHaveLength(1));
      const query = searches()[0]!;
      expect([query.get('firstName'), query.get('orderBy'), query.get('ascending'), query.get('pageNumber')]).toEqual(['Ari', 'LastName', 'false', '2']);
    });

    it('refuses an enrollment id that is not a number before searching', async () => {
      renderAt();
      await enrollmentsTable();
      const form = screen.getByRole('search');
      await user().type(within(form).getByRole('textbox', { name: 'Enrollment ID' }), '4x');
      await user().click(within(form).getByRole('button', { name: 'Search' }));
      expect(within(form).getByText('Enrollment ID must be a number.')).toBeInTheDocument();
      expect(within(form).getByRole('textbox', { name: 'Enrollment ID' })).toHaveAttribute('aria-invalid', 'true');
      expect(searches()).toHaveLength(1);
    });

    it('orders by a header chosen with the keyboard, then the other way', async () => {
      const { address } = renderAt();
      const table = await enrollmentsTable();
      const header = within(table).getByRole('button', { name: /Last Name/ });
      header.focus();
      await user().keyboard('{Enter}');
      await waitFor(() => expect(searches().at(-1)?.get('orderBy')).toBe('LastName'));
      expect(header.closest('th')).toHaveAttribute('aria-sort', 'ascending');
      await user().keyboard('{Enter}');
      await waitFor(() => expect(searches().at(-1)?.get('ascending')).toBe('false'));
      expect(header.closest('th')).toHaveAttribute('aria-sort', 'descending');
      expect(address()).toBe('/Admin/Subscriptions?sort=LastName&order=desc');
    });

    it('pages on the server, and a page past the end goes back to page 1', async () => {
      const { address } = renderAt('?page=40');
      await enrollmentsTable();
      expect(searches().map((query) => query.get('pageNumber'))).toEqual(['40', '1']);
      expect(address()).toBe('/Admin/Subscriptions');
      await user().click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() => expect(address()).toBe('/Admin/Subscriptions?page=2'));
      expect(searches().at(-1)?.get('pageNumber')).toBe('2');
    });

    it('enables the changes only for a selected row; a past next payment date is not sent', async () => {
      // Mid-year, so a day already past is one of this year's, which the field offers.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-06-15T16:00:00Z') });
      onTestFinished(() => {
        vi.useRealTimers();
      });
      renderAt();
      const table = await enrollmentsTable();
      const changes = screen.getByRole('region', { name: 'Change the selected enrollment' });
      expect(within(changes).getByRole('group', { name: 'Next Payment Date' })).toBeDisabled();
      expect(within(changes).getByRole('button', { name: 'Update Enrollment' })).toBeDisabled();

      await user().click(within(table).getByRole('radio', { name: /Select enrollment 3,/ }));
      const selected = screen.getByRole('region', { name: /^Enrollment 3:/ });
      const date = within(selected).getByRole('group', { name: 'Next Payment Date' });
      expect(date).toBeEnabled();
      // The calendar's minimum is today: the years offered start at this one.
      expect(yearsOffered(date).at(-1)).toBe(storeToday().slice(0, 4));
      chooseDate(date, '2026-01-01');
      await user().click(within(selected).getByRole('button', { name: 'Update Next Payment Date' }));
      expect(within(selected).getByRole('alert')).toHaveTextContent('The next payment date cannot be in the past.');
      expect(state.requests.filter((request) => request.method === 'PUT')).toEqual([]);

      chooseDate(date, '2031-03-01');
      await user().click(within(selected).getByRole('button', { name: 'Update Next Payment Date' }));
      await waitFor(() => expect(within(rowOf(table, 3)).getByText('3/1/2031')).toBeInTheDocument());
      expect(state.requests.at(-1)).toMatchObject({ method: 'PUT', path: `${SUBSCRIPTIONS_API_PATH}/enrollments/nextpaymentdate`, body: { SubscriptionEnrollmentId: 3, NextPaymentDate: '2031-03-01' } });
      expect(screen.getByText('The next payment of enrollment 3 is now 3/1/2031.')).toBeInTheDocument();
    });

    it("changes the selected row's status and subscription, and the row shows what the store answered", async () => {
      renderAt();
      const table = await enrollmentsTable();
      await user().click(within(table).getByRole('radio', { name: /Select enrollment 2,/ }));
      const selected = screen.getByRole('region', { name: /^Enrollment 2:/ });
      await user().selectOptions(within(selected).getByRole('combobox', { name: 'Status' }), 'Frozen');
      await user().selectOptions(within(selected).getByRole('combobox', { name: 'Subscription' }), 'Locker Rental Annual');
      await user().click(within(selected).getByRole('button', { name: 'Update Enrollment' }));
      await waitFor(() => expect(within(rowOf(table, 2)).getByText('Frozen')).toBeInTheDocument());
      expect(within(rowOf(table, 2)).getByText('Locker Rental Annual')).toBeInTheDocument();
      expect(state.requests.at(-1)?.body).toMatchObject({ SubscriptionEnrollmentId: 2, SubscriptionEnrollmentStatusId: 2, SubscriptionId: 5 });
      expect(screen.getByText('Enrollment 2 is now Frozen, on Locker Rental Annual.')).toBeInTheDocument();
    });

    it('shows a refused change in an alert with the store’s message', async () => {
      server.use(failing('put', `${SUBSCRIPTIONS_API_PATH}/enrollments`, 400, 'That subscription does not exist.'));
      renderAt();
      const table = await enrollmentsTable();
      await user().click(within(table).getByRole('radio', { name: /Select enrollment 2,/ }));
      await user().click(screen.getByRole('button', { name: 'Update Enrollment' }));
      const alert = await screen.findByRole('alertdialog', { name: 'The enrollment could not be changed' });
      expect(alert).toHaveTextContent('That subscription does not exist.');
      await user().click(within(alert).getByRole('button', { name: 'OK' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });

    it('exports every enrollment the search finds, not only the page shown', async () => {
      renderAt('?status=1');
      await enrollmentsTable();
      await user().click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(saved).toEqual([{ name: 'subscription-enrollments-2026-11-24.csv', text: '' }]));
      const exported = state.requests.find((request) => request.path === `${SUBSCRIPTIONS_API_PATH}/enrollments/export`)!;
      expect(new URLSearchParams(exported.search).get('enrollmentStatusId')).toBe('1');
      expect(new URLSearchParams(exported.search).has('pageNumber')).toBe(false);
      expect(screen.getByText(/^Exported \d+ rows to subscription-enrollments-2026-11-24\.csv\.$/)).toBeInTheDocument();
    });

    it('says why the list could not be loaded, with Retry', async () => {
      server.use(failing('get', `${SUBSCRIPTIONS_API_PATH}/enrollments`, 500));
      renderAt();
      expect(await screen.findByText('The subscription enrollments could not be loaded.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });
  });

  describe('Subscription Types', () => {
    it('shows the count, Create New and the table with every column of the spec, dates as month/day/year', async () => {
      renderAt('?tab=types');
      const table = await typesTable();
      expect(screen.getByRole('heading', { name: 'Subscription Types (7)' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Create New' })).toBeInTheDocument();
      expect(within(table).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
        'Name',
        'Id',
        'Edit',
        'Frequency',
        'Cancel Hotlist Code',
        'Freeze Hotlist Code',
        'Retry Days',
        'Amount',
        'Created By Customer',
        'Created Date',
        'Updated By Customer',
        'Updated Date',
        'Actions',
      ]);
      const club = within(rowOf(table, 1)).getAllByRole('cell').map((cell) => cell.textContent);
      expect(club).toEqual(['Ski Club Monthly', '1', 'Edit', 'Monthly', '12', '13', '3', '$49.00', 'admin@example.com', '8/1/2025', '--', '--', 'Delete']);
      expect(within(rowOf(table, 7)).getAllByRole('cell')[9]).toHaveTextContent('--');
    });

    it('creates a type from the CREATE SUBSCRIPTION modal (frequency and effective date type 1), then reloads the list', async () => {
      renderAt('?tab=types');
      await typesTable();
      await user().click(screen.getByRole('button', { name: 'Create New' }));
      const dialog = screen.getByRole('dialog', { name: 'CREATE SUBSCRIPTION' });
      expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
      expect(within(dialog).getByRole('textbox', { name: 'Subscription Frequency Id' })).toHaveValue('1');
      expect(within(dialog).getByRole('textbox', { name: 'Effective Date Type Id' })).toHaveValue('1');
      await pasteInto(within(dialog).getByRole('textbox', { name: 'Name' }), 'Night Skiing Monthly', user());
      await user().type(within(dialog).getByRole('textbox', { name: 'Amount' }), '39.50');
      await user().click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.getByRole('heading', { name: 'Subscription Types (8)' })).toBeInTheDocument());
      expect(state.requests.find((request) => request.method === 'POST')?.body).toEqual({
        Name: 'Night Skiing Monthly',
        SubscriptionFrequencyId: '1',
        CancelHotlistCode: '',
        FreezeHotlistCode: '',
        EffectiveDateTypeId: '1',
        RetryDays: '',
        Amount: '39.50',
        IsDeleted: false,
      });
      expect(screen.queryByRole('dialog', { name: 'CREATE SUBSCRIPTION' })).toBeNull();
      await waitFor(() => expect(screen.getByRole('button', { name: 'Create New' })).toHaveFocus());
    });

    it('keeps the modal and what was typed when the store refuses, and says why in an alert', async () => {
      renderAt('?tab=types');
      await typesTable();
      await user().click(screen.getByRole('button', { name: 'Create New' }));
      const dialog = screen.getByRole('dialog', { name: 'CREATE SUBSCRIPTION' });
      await user().type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Typo');
      await user().type(within(dialog).getByRole('textbox', { name: 'Amount' }), 'ten');
      await user().click(within(dialog).getByRole('button', { name: 'Save' }));
      const alert = await screen.findByRole('alertdialog', { name: 'The subscription could not be saved' });
      expect(alert).toHaveTextContent('Amount must be from 0 to 1,000,000 with at most 2 decimals.');
      await user().click(within(alert).getByRole('button', { name: 'OK' }));
      expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('ten');
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toHaveFocus());
    });

    it('edits a type in UPDATE SUBSCRIPTION and gives the focus back to its row', async () => {
      renderAt('?tab=types');
      const table = await typesTable();
      const edit = within(table).getByRole('button', { name: 'Edit Parking Pass Quarterly' });
      await user().click(edit);
      const dialog = screen.getByRole('dialog', { name: 'UPDATE SUBSCRIPTION' });
      const name = within(dialog).getByRole('textbox', { name: 'Name' });
      expect(name).toHaveValue('Parking Pass Quarterly');
      await user().clear(name);
      await pasteInto(name, 'Parking Pass (Quarterly)', user());
      await user().click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(within(rowOf(table, 4)).getByText('Parking Pass (Quarterly)')).toBeInTheDocument());
      expect(state.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({ Id: 4, Name: 'Parking Pass (Quarterly)', SubscriptionFrequencyId: '2', Amount: '120.00' });
      await waitFor(() => expect(within(rowOf(table, 4)).getByRole('button', { name: /^Edit Parking Pass/ })).toHaveFocus());
    });

    it('deletes a type after our confirmation, the focus moving to the next row; a refusal is an alert', async () => {
      state.enrollments = state.enrollments.filter((row) => row.SubscriptionId !== 6);
      renderAt('?tab=types');
      const table = await typesTable();
      await user().click(within(table).getByRole('button', { name: 'Delete Fitness Center Weekly' }));
      const confirm = screen.getByRole('dialog', { name: 'Delete Subscription' });
      expect(confirm).toHaveTextContent('Delete the subscription “Fitness Center Weekly”?');
      expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user().click(within(confirm).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(rowOf(table, 6)).toBeNull());
      await waitFor(() => expect(document.activeElement).toHaveAttribute('data-row-control', 'delete'));

      await user().click(within(table).getByRole('button', { name: 'Delete Season Pass Monthly - Adult' }));
      await user().click(within(screen.getByRole('dialog', { name: 'Delete Subscription' })).getByRole('button', { name: 'Delete' }));
      const alert = await screen.findByRole('alertdialog', { name: 'The subscription could not be deleted' });
      expect(alert).toHaveTextContent(/Season Pass Monthly - Adult has \d+ active enrollments: move or cancel them before deleting the subscription\./);
    });

    describe("in the store's locale and currency, on the resort's calendar", () => {
      // The admin's browser is in New York, where it is still the 24th; the resort (UTC+10) is on the 25th.
      inTimeZone('America/New_York');
      beforeEach(() => {
        vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-25T03:00:00Z') });
        setPageData({ locale: 'fr-CA', currency: 'CAD', DefaultStoreTimeZoneOffset: 10 });
      });
      afterEach(() => vi.useRealTimers());
      const cad = (text: string | null | undefined) => text?.replace(/\s/gu, ' ');

      it('shows amounts as the store writes money, exports them as plain decimals, and names the file by the resort\'s day', async () => {
        renderAt('?tab=types');
        const table = await typesTable();
        expect(cad(within(rowOf(table, 1)).getAllByRole('cell')[7]?.textContent)).toBe('49,00 $');
        await user().click(screen.getByRole('button', { name: 'Export CSV' }));
        expect(saved.map((file) => file.name)).toEqual(['subscription-types-2026-11-25.csv']);
        const club = (await blobs[0]!.text()).split('\r\n').find((line) => line.startsWith('Ski Club Monthly,'));
        expect(club?.split(',')[6]).toBe('49.00');
        // Created on August 1st, 2025: day first, as the French store writes its numeric dates.
        expect(club?.split(',')[8]).toBe('01/08/2025');
      });

      it('filters the types by what a French member of staff reads: a frequency in French, an amount with its comma', async () => {
        const memory = memoryLocation({ path: '/Admin/Subscriptions?tab=types', record: true });
        render(
          <IslandLanguageContext.Provider value={{ language: 'fr-CA', locale: 'fr-CA', dictionary: Object.assign({}, ...Object.values(french)) as Record<string, string> }}>
            <SubscriptionsAdmin locationHook={memory.hook} searchHook={memory.searchHook} />
          </IslandLanguageContext.Provider>,
        );
        await screen.findByRole('table', { name: 'Types d’abonnement' });
        const filter = screen.getByRole('searchbox', { name: 'Filtrer' });
        // The table leaves the page when no row matches.
        const names = () => screen.queryAllByRole('row').slice(1).map((row) => row.querySelector('strong')?.textContent);
        await user().type(filter, 'Mensuel');
        await waitFor(() => expect(names()).toEqual(['Race Team Monthly', 'Season Pass Monthly - Adult', 'Season Pass Monthly - Child', 'Ski Club Monthly']));
        await user().clear(filter);
        await user().type(filter, 'hebdomadaire');
        await waitFor(() => expect(names()).toEqual(['Fitness Center Weekly']));
        // The stored ISO date is not what the page shows.
        await user().clear(filter);
        await user().type(filter, '2025-08-01');
        await waitFor(() => expect(names()).toEqual([]));
        await user().clear(filter);
        // A space typed is kept (the address holds the filter trimmed).
        await user().type(filter, '350,00 $');
        expect(filter).toHaveValue('350,00 $');
        await waitFor(() => expect(names()).toEqual(['Locker Rental Annual']));
      });

      it("offers the resort's today as the earliest next payment date, and shows the enrollment's amount in the store's currency", async () => {
        renderAt();
        const table = await enrollmentsTable();
        const amountColumn = within(table).getAllByRole('columnheader').findIndex((header) => header.textContent?.startsWith('Amount'));
        expect(cad(within(rowOf(table, 3)).getAllByRole('cell')[amountColumn]?.textContent)).toMatch(/^\d+,\d{2} \$$/);
        await user().click(within(table).getByRole('radio', { name: /Select enrollment 3,/ }));
        const selected = screen.getByRole('region', { name: /^Enrollment 3:/ });
        const date = within(selected).getByRole('group', { name: 'Next Payment Date' });
        expect(yearsOffered(date).at(-1)).toBe('2026');
        // The browser's today (the 24th in New York) is already past at the resort.
        chooseDate(date, '2026-11-24');
        await user().click(within(selected).getByRole('button', { name: /Next Payment Date|prochain paiement/ }));
        expect(within(selected).getByRole('alert')).toHaveTextContent(/past|passée/);
        expect(state.requests.filter((request) => request.method === 'PUT')).toEqual([]);
      });
    });

    it('filters as the admin types (kept in the address) and exports every filtered row', async () => {
      const { address } = renderAt('?tab=types');
      const table = await typesTable();
      await user().type(screen.getByRole('searchbox', { name: 'Filter' }), 'season');
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
      expect(address()).toBe('/Admin/Subscriptions?tab=types&types.q=season');
      await user().click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(saved.map((file) => file.name)).toEqual([`subscription-types-${storeToday()}.csv`]);
      const csv = await blobs[0]!.text();
      expect(csv.split('\r\n').slice(1, 3).map((line) => line.split(',')[0])).toEqual(['Season Pass Monthly - Adult', 'Season Pass Monthly - Child']);
    });
  });
});
