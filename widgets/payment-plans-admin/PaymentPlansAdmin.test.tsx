import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freshAdminPage, renderAdmin } from './test-helpers.tsx';
import { startMswServer } from '../../test/msw.ts';
import { fakeAdminApi, fakeAdminState } from './payment-plans-api.fixtures.ts';

const server = startMswServer();

beforeEach(() => {
  freshAdminPage();
  server.use(...fakeAdminApi(fakeAdminState()));
});

describe('<resort-payment-plans-admin>', () => {
  it('sends /Configure/ to Enrollments', async () => {
    const admin = renderAdmin('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrollments' })).toBeInTheDocument();
    expect(admin.location()).toBe('/Enrollments');
  });

  it('sends an unknown route to Enrollments too', async () => {
    const admin = renderAdmin('/Schedules/not-an-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrollments' })).toBeInTheDocument();
    expect(admin.location()).toBe('/Enrollments');
  });

  it("shows the subhead 'Payment Plans' and the menu in the spec's order", async () => {
    renderAdmin('/Enrollments');
    expect(screen.getByText('Payment Plans', { selector: 'p' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Payment Plans' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Plan Enrollments',
      'Pricing Schedules',
      'Payment Schedules',
      'Product Assignments',
    ]);
    expect(within(nav).getByRole('link', { name: 'Plan Enrollments' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Payment Schedules' })).toHaveAttribute('href', '/Admin/PaymentPlans/Configure/Schedules');
  });

  it.each([
    ['/Enrollments', 'Enrollments'],
    ['/Pricing', 'Pricing Schedules'],
    ['/Pricing/add', 'Add Pricing Schedule'],
    ['/Pricing/4', 'Pricing Schedule Detail'],
    ['/Schedules', 'Payment Schedules'],
    ['/Schedules/add', 'Add Payment Schedule'],
    ['/Schedules/7', 'Payment Schedule Detail'],
    ['/Assignments', 'Product Assignments'],
    ['/Assignments/add', 'Add Product Assignment'],
    ['/Assignments/1/edit', 'Product Assignment'],
    ['/Assignments/1/editProductPricing', 'Edit Product Pricing'],
  ])('titles %s with its route name, %s', async (path, title) => {
    renderAdmin(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('moves between screens with the menu', async () => {
    const admin = renderAdmin('/Enrollments');
    await userEvent.click(screen.getByRole('link', { name: 'Payment Schedules' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Schedules' })).toBeInTheDocument();
    expect(admin.location()).toBe('/Schedules');
    expect(await screen.findByRole('link', { name: 'Edit Season Pass 3-Pay' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payment Schedules' })).toHaveAttribute('aria-current', 'page');
  });

  it('follows the location when it changes (back and forward)', async () => {
    const admin = renderAdmin('/Schedules');
    await screen.findByRole('link', { name: 'Edit Season Pass 3-Pay' });
    act(() => admin.navigate('/Admin/PaymentPlans/Configure/Pricing'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing Schedules' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Edit 2026/27 Early Bird' })).toBeInTheDocument());
  });

  it('lives under another base path when told so', async () => {
    const { memoryLocation } = await import('wouter/memory-location');
    const { render } = await import('@testing-library/react');
    const { PaymentPlansAdmin } = await import('./PaymentPlansAdmin.tsx');
    const memory = memoryLocation({ path: '/admin/plans/', record: true });
    render(<PaymentPlansAdmin basePath="/admin/plans/" locationHook={memory.hook} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrollments' })).toBeInTheDocument();
    expect(memory.history.at(-1)).toBe('/admin/plans/Enrollments');
  });
});
