import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freshAdminPage, renderAdmin } from '../test-helpers.tsx';
import { assignmentFormSchema, assignmentToForm, mergeAssignment, newAssignmentForm, parsePrice, splitValueName, toAssignmentSave } from './assignment-rules.ts';
import { startMswServer } from '../../../test/msw.ts';
import { ADMIN_API_PATH, failing, pending, fakeAdminApi, fakeAdminState, malformed, type FakeAdminState } from '../payment-plans-api.fixtures.ts';
import { adminProducts, assignment, assignmentList } from '../payment-plans.fixtures.ts';
import type { AssignmentSave, PricingWindow } from '../admin-schemas.ts';

const server = startMswServer();
let state: FakeAdminState;

beforeEach(() => {
  freshAdminPage();
  state = fakeAdminState();
  server.use(...fakeAdminApi(state));
});

const panel = () => within(screen.getByRole('dialog'));
const posted = () => state.requests.filter((r) => r.method === 'POST' && r.path === `${ADMIN_API_PATH}/assignments`).map((r) => r.body as AssignmentSave);
const rowOf = (product: string) => screen.getByRole('cell', { name: product }).closest('tr')!;

async function openMenu(product: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Actions for ${product}` }));
  return within(screen.getByRole('menu'));
}

describe('assignment rules', () => {
  it('starts a new assignment with hotlist code 0, retry days shown as 1 and payment product 0', () => {
    expect(newAssignmentForm()).toEqual({
      productMetadataTagId: 0,
      paymentScheduleId: 0,
      pricingScheduleId: 0,
      paymentProductId: 0,
      failedPaymentHotlistCode: 0,
      failedPaymentRetryDays: 1,
      selectedValueIds: [],
    });
    expect(assignmentToForm(assignment({ FailedPaymentRetryDays: 0 })).failedPaymentRetryDays).toBe(1);
  });

  it("says each required field's message, and 'Value must be at least 1.' for retry days", () => {
    const messages = assignmentFormSchema.safeParse({ ...newAssignmentForm(), failedPaymentRetryDays: 0 }).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual([
      'Product Name is required',
      'Payment Schedule is required',
      'Pricing Schedule is required',
      'Payment Product is required',
      'Value must be at least 1.',
    ]);
    expect(assignmentFormSchema.safeParse({ ...newAssignmentForm(), failedPaymentRetryDays: Number.NaN }).error?.issues.at(-1)?.message).toBe('Value must be at least 1.');
    expect(assignmentFormSchema.safeParse(assignmentToForm(assignment())).success).toBe(true);
  });

  it('sends the selected attributes only, and the id when editing', () => {
    const product = adminProducts()[1]!;
    const body = toAssignmentSave({ ...newAssignmentForm(), productMetadataTagId: 3, selectedValueIds: [3022] }, product.ProductAttributes, 9);
    expect(body.id).toBe(9);
    expect(body.productAttributes.map((a) => [a.ProductAttributeValueId, a.Selected])).toEqual([[3022, true]]);
    expect(toAssignmentSave(newAssignmentForm(), [])).not.toHaveProperty('id');
  });

  it('merges an edited assignment into its row and asks to reload for a new one', () => {
    const list = assignmentList();
    const edited = { ...list[1]!, FailedPaymentHotlistCode: 5 };
    expect(mergeAssignment(list, edited)?.[1]?.FailedPaymentHotlistCode).toBe(5);
    expect(mergeAssignment(list, { ...edited, Id: 99 })).toBeNull();
  });

  it("reads 'name|description' and prices", () => {
    expect(splitValueName('Unlimited|Pass Type')).toEqual({ name: 'Unlimited', description: 'Pass Type' });
    expect(splitValueName('Adult')).toEqual({ name: 'Adult', description: '' });
    expect(parsePrice('799.5')).toBe(799.5);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice('-1')).toBeNull();
    expect(parsePrice('1.234')).toBeNull();
    expect(parsePrice('')).toBeNull();
  });
});

describe('<resort-payment-plans-admin> Product Assignments', () => {
  it('lists the assignments with every column of the spec', async () => {
    renderAdmin('/Assignments');
    const table = await screen.findByRole('table', { name: 'Product assignments' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent?.replace(/[▲▼↕]/g, ''))).toEqual([
      'ID',
      'Product Mapping',
      'Attributes',
      'Payment Schedule',
      'Pricing Schedule',
      'Payment Product ID',
      'Hotlist Until Paid',
      'Hotlist Code',
      'Failed Retry Days',
      'Actions',
    ]);
    expect(within(rowOf('Season Pass - Adult')).getAllByRole('cell').slice(0, 9).map((cell) => cell.textContent)).toEqual([
      '1',
      'Season Pass - Adult',
      'Pass Type: Unlimited, Pass Type: Midweek',
      'Season Pass 3-Pay',
      '2026/27 Early Bird',
      '9001',
      'Yes',
      '12',
      '3',
    ]);
    // A stored 0 retry days shows as 1.
    expect(within(rowOf('1-Day Lift Ticket')).getAllByRole('cell')[8]).toHaveTextContent('1');
    const menu = await openMenu('Season Pass - Adult');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Edit Assignment', 'Attribute Pricing', 'Delete Assignment']);
  });

  it('shows a clear error with Retry for a list of the wrong shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(malformed(`${ADMIN_API_PATH}/assignments`, [{ Id: 'one' }]));
    renderAdmin('/Assignments');
    expect(await screen.findByRole('alert')).toHaveTextContent('The product assignments could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('deletes after the confirmation titled Delete Assignment, which names the product, and says it was deleted', async () => {
    renderAdmin('/Assignments');
    const menu = await openMenu('1-Day Lift Ticket');
    await userEvent.click(menu.getByRole('menuitem', { name: 'Delete Assignment' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Assignment' });
    expect(confirm).toHaveTextContent('Delete the assignment of 1-Day Lift Ticket?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: '1-Day Lift Ticket' })).toBeNull());
    // A polite status: the row's going is all a sighted admin sees.
    await waitFor(() => expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('The assignment of 1-Day Lift Ticket was deleted.'));
  });

  it('only logs a failed delete: the row stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(failing('delete', `${ADMIN_API_PATH}/assignments/:id`, 500));
    renderAdmin('/Assignments');
    await userEvent.click((await openMenu('1-Day Lift Ticket')).getByRole('menuitem', { name: 'Delete Assignment' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Assignment' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.getByRole('cell', { name: '1-Day Lift Ticket' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByRole('status').map((status) => status.textContent)).not.toContain('The assignment of 1-Day Lift Ticket was deleted.');
  });

  describe('the side panel', () => {
    it('adds an assignment: defaults, validation messages, price attributes of the chosen product, Apply Changes; the list is reloaded', async () => {
      const admin = renderAdmin('/Assignments');
      await userEvent.click(await screen.findByRole('link', { name: 'Add Assignment' }));
      expect(admin.location()).toBe('/Assignments/add');
      const product = await panel().findByRole('combobox', { name: 'Product Name' });
      expect(screen.getByRole('dialog', { name: 'Add Product Assignment' })).toBeInTheDocument();
      expect(panel().getByRole('spinbutton', { name: 'Failed Payment Hotlist Code' })).toHaveValue(0);
      expect(panel().getByRole('spinbutton', { name: 'Failed Payment Retry Days' })).toHaveValue(1);
      expect(panel().getByRole('combobox', { name: 'Payment Product' })).toHaveValue('0');
      const apply = panel().getByRole('button', { name: 'Apply Changes' });
      await waitFor(() => expect(apply).toBeDisabled());

      await userEvent.selectOptions(product, '0');
      expect(await panel().findByText('Product Name is required')).toBeInTheDocument();
      await userEvent.selectOptions(product, '1-Day Lift Ticket');
      await waitFor(() => expect(panel().queryByText('Product Name is required')).toBeNull());
      const attributes = panel().getByRole('group', { name: 'Price Attributes' });
      expect(within(attributes).getAllByRole('checkbox').map((box) => box.parentElement!.textContent)).toEqual(['Age Group: Adult', 'Age Group: Child (6-12)', 'Age Group: Senior (65+)']);
      await userEvent.click(within(attributes).getByRole('checkbox', { name: 'Age Group: Child (6-12)' }));

      const retry = panel().getByRole('spinbutton', { name: 'Failed Payment Retry Days' });
      await userEvent.clear(retry);
      await userEvent.type(retry, '0');
      expect(await panel().findByText('Value must be at least 1.')).toBeInTheDocument();
      expect(retry).toHaveAttribute('aria-invalid', 'true');
      await userEvent.clear(retry);
      await userEvent.type(retry, '4');

      await userEvent.selectOptions(panel().getByRole('combobox', { name: 'Payment Schedule' }), '0');
      expect(await panel().findByText('Payment Schedule is required')).toBeInTheDocument();
      await userEvent.selectOptions(panel().getByRole('combobox', { name: 'Payment Schedule' }), 'Lift Ticket Layaway');
      await userEvent.selectOptions(panel().getByRole('combobox', { name: 'Pricing Schedule' }), '0');
      expect(await panel().findByText('Pricing Schedule is required')).toBeInTheDocument();
      await userEvent.selectOptions(panel().getByRole('combobox', { name: 'Pricing Schedule' }), 'Summer Activities');
      await userEvent.selectOptions(panel().getByRole('combobox', { name: 'Payment Product' }), '0');
      expect(await panel().findByText('Payment Product is required')).toBeInTheDocument();
      expect(apply).toBeDisabled();
      await userEvent.selectOptions(panel().getByRole('combobox', { name: 'Payment Product' }), 'Season Pass Layaway Payment');
      await waitFor(() => expect(apply).toBeEnabled());
      await userEvent.click(apply);

      await waitFor(() => expect(admin.location()).toBe('/Assignments'));
      expect(posted()).toEqual([
        {
          productMetadataTagId: 3,
          productAttributes: [expect.objectContaining({ ProductAttributeValueId: 3022, Selected: true })],
          paymentScheduleId: 8,
          pricingScheduleId: 5,
          paymentProductId: 9002,
          failedPaymentHotlistCode: 0,
          failedPaymentRetryDays: 4,
        },
      ]);
      const rows = await screen.findAllByRole('cell', { name: '1-Day Lift Ticket' });
      expect(rows).toHaveLength(2);
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it("edits from the row's menu: the product and its classification shown, the row merged after saving", async () => {
      const admin = renderAdmin('/Assignments');
      await userEvent.click((await openMenu('Season Pass - Adult')).getByRole('menuitem', { name: 'Edit Assignment' }));
      expect(admin.location()).toBe('/Assignments/1/edit');
      const dialog = await screen.findByRole('dialog', { name: 'Product Assignment' });
      expect(await within(dialog).findByText('Season Pass - Adult')).toBeInTheDocument();
      expect(within(dialog).queryByRole('combobox', { name: 'Product Name' })).toBeNull();
      expect(within(within(dialog).getByRole('list', { name: 'Classification attributes' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Category: Season Passes',
        'SKU: SP-ADULT',
      ]);
      expect(within(dialog).getByRole('checkbox', { name: 'Pass Type: Midweek' })).toBeChecked();
      await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Pass Type: Midweek' }));
      const hotlist = within(dialog).getByRole('spinbutton', { name: 'Failed Payment Hotlist Code' });
      await userEvent.clear(hotlist);
      await userEvent.type(hotlist, '0');
      const assignmentsLoads = state.requests.length;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Apply Changes' }));
      await waitFor(() => expect(admin.location()).toBe('/Assignments'));
      expect(posted()[0]).toMatchObject({ id: 1, productMetadataTagId: 1, failedPaymentHotlistCode: 0, productAttributes: [expect.objectContaining({ ProductAttributeValueId: 1011 })] });
      const row = rowOf('Season Pass - Adult');
      await waitFor(() => expect(within(row).getAllByRole('cell')[2]).toHaveTextContent('Pass Type: Unlimited'));
      expect(within(row).getAllByRole('cell')[6]).toHaveTextContent('No');
      expect(state.requests.length).toBe(assignmentsLoads + 1);
      expect(screen.getByRole('button', { name: 'Actions for Season Pass - Adult' })).toHaveFocus();
    });

    it('alerts the message of a failed save and keeps what was entered', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(failing('post', `${ADMIN_API_PATH}/assignments`, 400, 'Unknown payment schedule.'));
      renderAdmin('/Assignments/1/edit');
      const dialog = await screen.findByRole('dialog', { name: 'Product Assignment' });
      const retry = await within(dialog).findByRole('spinbutton', { name: 'Failed Payment Retry Days' });
      await userEvent.clear(retry);
      await userEvent.type(retry, '9');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Apply Changes' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('The changes could not be saved: Unknown payment schedule.');
      expect(retry).toHaveValue(9);
      // Focus stayed on Apply Changes through Saving… and the failure, never dropped to the page.
      expect(within(dialog).getByRole('button', { name: 'Apply Changes' })).toHaveFocus();
    });

    it('keeps the focus on Apply Changes while saving (unavailable, not disabled)', async () => {
      server.use(pending('post', `${ADMIN_API_PATH}/assignments`));
      renderAdmin('/Assignments/1/edit');
      const dialog = await screen.findByRole('dialog', { name: 'Product Assignment' });
      await within(dialog).findByRole('spinbutton', { name: 'Failed Payment Retry Days' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Apply Changes' }));
      const saving = await within(dialog).findByRole('button', { name: 'Saving…' });
      expect(saving).toHaveAttribute('aria-disabled', 'true');
      expect(saving).not.toBeDisabled();
      expect(saving).toHaveFocus();
    });

    it('cancels with Cancel Changes, the Close button and Escape, back to Product Assignments', async () => {
      const admin = renderAdmin('/Assignments/add');
      await screen.findByRole('combobox', { name: 'Product Name' });
      await userEvent.click(panel().getByRole('button', { name: 'Cancel Changes' }));
      await waitFor(() => expect(admin.location()).toBe('/Assignments'));

      await userEvent.click(screen.getByRole('link', { name: 'Add Assignment' }));
      await screen.findByRole('combobox', { name: 'Product Name' });
      await userEvent.click(panel().getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(admin.location()).toBe('/Assignments'));

      await userEvent.click(screen.getByRole('link', { name: 'Add Assignment' }));
      // Escape from inside the panel (happy-dom does not move the focus into a dialog by itself).
      await userEvent.click(await screen.findByRole('combobox', { name: 'Product Name' }));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(admin.location()).toBe('/Assignments'));
      expect(posted()).toEqual([]);
    });

    it('closes when the mask is clicked', async () => {
      const admin = renderAdmin('/Assignments/add');
      await screen.findByRole('combobox', { name: 'Product Name' });
      fireEvent.click(screen.getByRole('dialog'));
      await waitFor(() => expect(admin.location()).toBe('/Assignments'));
    });

    it('shows an error with Retry when its options cannot be loaded', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(failing('get', `${ADMIN_API_PATH}/payment-products`, 500));
      renderAdmin('/Assignments/add');
      expect(await within(await screen.findByRole('dialog')).findByRole('alert')).toHaveTextContent('The products and schedules to choose from could not be loaded.');
    });

    it('says so for an assignment that does not exist', async () => {
      renderAdmin('/Assignments/99/edit');
      expect(await screen.findByRole('alert')).toHaveTextContent('That assignment does not exist.');
    });
  });

  describe('Attribute Pricing', () => {
    it('shows one section per purchase-date window with editable prices, and saves the list', async () => {
      const admin = renderAdmin('/Assignments');
      await userEvent.click((await openMenu('Season Pass - Adult')).getByRole('menuitem', { name: 'Attribute Pricing' }));
      expect(admin.location()).toBe('/Assignments/1/editProductPricing');
      const dialog = await screen.findByRole('dialog', { name: 'Attribute Pricing Season Pass - Adult' });
      const sections = await within(dialog).findAllByRole('button', { name: /–|-/ });
      expect(sections.map((button) => button.textContent)).toEqual(['Mar 01, 2026 - May 31, 2026', 'Jun 01, 2026 - Oct 15, 2026', 'Oct 16, 2026 - Apr 18, 2027']);
      expect(sections.map((button) => button.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false']);
      const first = within(dialog).getByRole('region', { name: 'Mar 01, 2026 - May 31, 2026' });
      expect(within(first).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Unlimited · Pass Type', 'Midweek · Pass Type']);

      await userEvent.click(sections[1]!);
      expect(sections[1]).toHaveAttribute('aria-expanded', 'true');
      expect(sections[0]).toHaveAttribute('aria-expanded', 'false');
      const price = within(dialog).getByRole('textbox', { name: 'Price of Midweek from Jun 01, 2026' });
      await userEvent.clear(price);
      await userEvent.type(price, '-5');
      expect(within(dialog).getByText('Enter a price of 0 or more, with at most two decimals.')).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Apply Changes' })).toBeDisabled();
      await userEvent.clear(price);
      await userEvent.type(price, '675.50');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Apply Changes' }));

      await waitFor(() => expect(admin.location()).toBe('/Assignments'));
      const body = state.requests.find((r) => r.method === 'PUT')!.body as PricingWindow[];
      expect(body.map((window) => window.ProductAttributePricing.map((p) => p.Price))).toEqual([
        [799, 599],
        [899, 675.5],
        [949, 749],
      ]);
    });

    it('Cancel Changes discards the edits and goes back', async () => {
      const admin = renderAdmin('/Assignments/1/editProductPricing');
      const dialog = await screen.findByRole('dialog');
      const price = await within(dialog).findByRole('textbox', { name: 'Price of Unlimited from Mar 01, 2026' });
      await userEvent.clear(price);
      await userEvent.type(price, '1');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Changes' }));
      await waitFor(() => expect(admin.location()).toBe('/Assignments'));
      expect(state.requests.some((r) => r.method === 'PUT')).toBe(false);
    });

    it('alerts the message of a failed save', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(failing('put', `${ADMIN_API_PATH}/assignments/:id/pricing`, 400, 'A priced value does not belong to the assignment.'));
      renderAdmin('/Assignments/1/editProductPricing');
      const dialog = await screen.findByRole('dialog');
      await within(dialog).findByRole('textbox', { name: 'Price of Unlimited from Mar 01, 2026' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Apply Changes' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('The changes could not be saved: A priced value does not belong to the assignment.');
    });
  });
});
