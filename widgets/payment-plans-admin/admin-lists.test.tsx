import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryLocation } from 'wouter/memory-location';
import { IslandLanguageContext } from '../../src/ui/island-language.ts';
import * as french from './labels.fr-CA.ts';
import { PaymentPlansAdmin } from './PaymentPlansAdmin.tsx';
import { startMswServer } from '../../test/msw.ts';
import { ADMIN_API_PATH, fakeAdminApi, fakeAdminState, type FakeAdminState } from './payment-plans-api.fixtures.ts';
import { freshAdminPage, renderAdmin } from './test-helpers.tsx';
import { DEFAULT_BASE_PATH } from './routes.ts';

/** The admin lists staff can work with: filters, order and page in the address, CSV, focus after a dialog. */
const server = startMswServer();
let state: FakeAdminState;
let downloads: { name: string; blob: Blob }[];

beforeEach(() => {
  freshAdminPage();
  state = fakeAdminState();
  server.use(...fakeAdminApi(state));
  downloads = [];
  let last: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    last = blob;
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) downloads.push({ name: this.download, blob: last! });
  });
});

const user = () => userEvent.setup({ delay: null });
const searches = () => state.requests.filter((request) => request.path === `${ADMIN_API_PATH}/enrollments`).map((request) => new URLSearchParams(request.search));

describe('<resort-payment-plans-admin> lists', () => {
  it('plan enrollments: a search is in the address, the ID header turns the order, Export CSV asks for all of it', async () => {
    const { location } = renderAdmin('/Enrollments');
    await user().click(await screen.findByRole('switch', { name: 'Has Failed Payments' }));
    await user().click(screen.getByRole('button', { name: 'Apply' }));
    const table = await screen.findByRole('table', { name: 'Plan enrollments' });
    expect(location()).toBe('/Enrollments?hasFailedPayment=true&page=1');

    expect(searches().at(-1)?.get('ascending')).toBe('true');
    await user().click(within(table).getByRole('button', { name: /^ID/ }));
    await waitFor(() => expect(searches().at(-1)?.get('ascending')).toBe('false'));
    expect(within(table).getByRole('button', { name: /^ID/ }).closest('th')).toHaveAttribute('aria-sort', 'descending');
    expect(location()).toBe('/Enrollments?hasFailedPayment=true&page=1&sort=EnrollmentId&order=desc');

    await user().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.map((file) => file.name)).toEqual(['plan-enrollments-2026-11-24.csv']));
    const exported = new URLSearchParams(state.requests.find((request) => request.path === `${ADMIN_API_PATH}/enrollments/export`)!.search);
    expect([exported.get('hasFailedPayment'), exported.get('ascending'), exported.has('pageNumber')]).toEqual(['true', 'false', false]);
  });

  it('plan enrollments: a copied link opens its search, and going back in the history shows the search before', async () => {
    const { navigate } = renderAdmin('/Enrollments?page=2');
    await screen.findByRole('table', { name: 'Plan enrollments' });
    expect(searches().at(-1)?.get('pageNumber')).toBe('2');
    expect(screen.getByRole('switch', { name: 'Has Failed Payments' })).not.toBeChecked();
    navigate(`${DEFAULT_BASE_PATH}/Enrollments?hasFailedPayment=true&page=1`, { replace: true });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Has Failed Payments' })).toBeChecked());
    expect(searches().at(-1)?.get('hasFailedPayment')).toBe('true');
  });

  it('assignments: the filter stays in the address through a panel and back, and the export holds every filtered row', async () => {
    const { location } = renderAdmin('/Assignments?q=season');
    const table = await screen.findByRole('table', { name: 'Product assignments' });
    expect(screen.getByRole('searchbox', { name: 'Filter' })).toHaveValue('season');
    const products = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(products().every((name) => /season/i.test(name ?? ''))).toBe(true);

    const menuButton = within(table).getAllByRole('button', { name: /^Actions for / })[0]!;
    await user().click(menuButton);
    await user().click(screen.getByRole('menuitem', { name: 'Edit Assignment' }));
    await waitFor(() => expect(location()).toMatch(/^\/Assignments\/\d+\/edit\?q=season$/));
    await user().click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Changes' }));
    await waitFor(() => expect(location()).toBe('/Assignments?q=season'));
    await waitFor(() => expect(menuButton).toHaveFocus());

    await user().click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = await downloads[0]!.blob.text();
    const lines = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('ID,Product Mapping,Attributes,Payment Schedule,Pricing Schedule,Payment Product ID,Hotlist Until Paid,Hotlist Code,Failed Retry Days');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(products());
  });

  it('assignments in French: the filter finds Hotlist Until Paid as the cell says it, Oui or Non, not the stored true', async () => {
    const memory = memoryLocation({ path: `${DEFAULT_BASE_PATH}/Assignments`, record: true });
    render(
      <IslandLanguageContext.Provider value={{ language: 'fr-CA', locale: 'fr-CA', dictionary: Object.assign({}, ...Object.values(french)) as Record<string, string> }}>
        <PaymentPlansAdmin locationHook={memory.hook} />
      </IslandLanguageContext.Provider>,
    );
    await screen.findByRole('table', { name: 'Associations de produits' });
    const filter = screen.getByRole('searchbox', { name: 'Filtrer' });
    // The table leaves the page when no row matches.
    const products = () => screen.queryAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    await user().type(filter, 'non');
    await waitFor(() => expect(products()).toEqual(['1-Day Lift Ticket']));
    await user().clear(filter);
    await user().type(filter, 'OUI');
    await waitFor(() => expect(products()).toEqual(['Season Pass - Adult']));
    await user().clear(filter);
    await user().type(filter, 'true');
    await waitFor(() => expect(products()).toEqual([]));
  });

  it('payment schedules: ordered by a header in the address; a deleted row gives the focus to the row that took its place', async () => {
    const { location } = renderAdmin('/Schedules');
    const table = await screen.findByRole('table', { name: 'Payment Schedules' });
    await user().click(within(table).getByRole('button', { name: /^Name/ }));
    await user().click(within(table).getByRole('button', { name: /^Name/ }));
    expect(location()).toBe('/Schedules?sort=name&order=desc');
    const names = within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual([...names].sort().reverse());

    await user().click(within(table).getByRole('button', { name: `Delete ${names[0]}` }));
    await user().click(within(screen.getByRole('dialog', { name: 'Delete Payment Schedule' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: names[0]! })).toBeNull());
    await waitFor(() => expect(within(table).getByRole('button', { name: `Delete ${names[1]}` })).toHaveFocus());
  });
});
