import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as api from '../../src/api/client.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import { startMswServer } from '../../test/msw.ts';
import { failing } from '../payment-plans-admin/payment-plans-api.fixtures.ts';
import { fakeVoucherTemplatesApi, fakeVoucherTemplatesState, type FakeVoucherTemplatesState } from './voucher-templates-api.fixtures.ts';
import { VoucherTemplates } from './VoucherTemplates.tsx';
// The panels load on demand; loaded here first, a test waits for data, not for compiling.
import './ProductVouchers.tsx';
import './DiscountVoucher.tsx';
import { pasteInto } from '../../test/paste-into.ts';

const server = startMswServer();
let state: FakeVoucherTemplatesState;

beforeEach(() => {
  api.invalidate();
  setPageData({});
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
  state = fakeVoucherTemplatesState();
  server.use(...fakeVoucherTemplatesApi(state));
});

const templates = () => screen.findByRole('table', { name: 'Voucher templates of this product' });
const user = () => userEvent.setup({ delay: null });

describe('<resort-voucher-templates>', () => {
  it.each([
    [{}, 'Options available after product is saved.'],
    [{ kind: 'product' as const, productId: 0 }, 'Options available after product is saved.'],
    [{ kind: 'discount' as const }, 'Options available after discount is saved.'],
  ])('before the item is saved (%j) says its options come after saving, and asks nothing', (props, text) => {
    render(<VoucherTemplates {...props} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(state.requests).toEqual([]);
  });

  describe('on a product', () => {
    it('lists its templates with the four switches', async () => {
      render(<VoucherTemplates productId={3} />);
      const table = await templates();
      expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Voucher ID', 'Show In My Account', 'Allow View Print', 'Allow Redeem', 'Allow Email', 'Remove']);
      expect(within(table).getByRole('switch', { name: 'Allow Email for SNOWSHOE-TOUR' })).not.toBeChecked();
      expect(within(table).getByRole('switch', { name: 'Allow Redeem for GIFT-100' })).not.toBeChecked();
      expect(within(table).getByRole('switch', { name: 'Allow Redeem for SEASON-PASS-ADULT' })).toBeChecked();
    });

    it('draws 10,000 templates twenty at a time, with Show 20 more', async () => {
      const many = Array.from({ length: 10_000 }, (_, index) => ({ Id: index + 1, VoucherId: `T-${index}`, ShowInMyAccount: true, AllowViewPrint: true, AllowRedeem: true, AllowEmail: true }));
      state.products[3] = many;
      render(<VoucherTemplates productId={3} />);
      const table = await templates();
      expect(within(table).getAllByRole('rowheader')).toHaveLength(20);
      await user().click(screen.getByRole('button', { name: 'Show 20 more' }));
      expect(within(table).getAllByRole('rowheader')).toHaveLength(40);
      expect(within(table).getByRole('rowheader', { name: 'T-39' })).toBeInTheDocument();
    });

    it('saves a switch as it is turned, and puts it back with Error: {ErrorMessage} when the store refuses', async () => {
      render(<VoucherTemplates productId={3} />);
      const table = await templates();
      const redeem = within(table).getByRole('switch', { name: 'Allow Redeem for SEASON-PASS-ADULT' });
      await user().click(redeem);
      await waitFor(() => expect(state.requests.at(-1)).toMatchObject({ method: 'PUT', path: '/api/vouchers/', body: { Id: 1, AllowRedeem: false, AllowEmail: true } }));
      expect(redeem).not.toBeChecked();

      server.use(failing('put', '/api/vouchers/', 404, 'That voucher template is not on any product.'));
      await user().click(redeem);
      const alert = await screen.findByRole('alertdialog', { name: 'Error' });
      expect(alert).toHaveTextContent('Error: That voucher template is not on any product.');
      expect(redeem).not.toBeChecked();
      await user().click(within(alert).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(redeem).toHaveFocus());
    });

    it('adds a template; an empty id is refused without asking the store', async () => {
      render(<VoucherTemplates productId={3} />);
      await templates();
      const add = screen.getByRole('form', { name: 'Add a voucher template' });
      await user().click(within(add).getByRole('button', { name: 'Add' }));
      expect(within(add).getByRole('alert')).toHaveTextContent('A voucher template is required.');
      expect(state.requests).toEqual([]);

      await pasteInto(within(add).getByRole('textbox', { name: 'Voucher Template ID' }), ' lift-1-day ', user());
      await user().click(within(add).getByRole('button', { name: 'Add' }));
      expect(await screen.findByRole('rowheader', { name: 'LIFT-1-DAY' })).toBeInTheDocument();
      expect(state.requests.at(-1)).toMatchObject({ method: 'POST', path: '/api/vouchers', body: { ProductId: 3, VoucherId: 'lift-1-day' } });
      expect(within(add).getByRole('textbox', { name: 'Voucher Template ID' })).toHaveValue('');
      expect(screen.getByText('Voucher template LIFT-1-DAY added: its vouchers now redeem for this product.')).toBeInTheDocument();
    });

    it("shows the store's ErrorMessage, or Voucher ID already used. when it gives none", async () => {
      render(<VoucherTemplates productId={3} />);
      await templates();
      const add = screen.getByRole('form', { name: 'Add a voucher template' });
      const field = within(add).getByRole('textbox', { name: 'Voucher Template ID' });
      await pasteInto(field, 'NO-SUCH', user());
      await user().click(within(add).getByRole('button', { name: 'Add' }));
      expect(await within(add).findByRole('alert')).toHaveTextContent('There is no voucher template NO-SUCH.');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      await user().clear(field);
      await pasteInto(field, 'DISCOUNT-401', user());
      await user().click(within(add).getByRole('button', { name: 'Add' }));
      await waitFor(() => expect(within(add).getByRole('alert')).toHaveTextContent('Voucher ID already used.'));
      expect(field).toHaveValue('DISCOUNT-401');
    });

    it('removes a template after asking, the focus going to the next row', async () => {
      render(<VoucherTemplates productId={3} />);
      const table = await templates();
      await user().click(within(table).getByRole('button', { name: 'Remove SEASON-PASS-ADULT' }));
      const confirm = screen.getByRole('dialog', { name: 'Remove Voucher Template' });
      expect(confirm).toHaveTextContent('Remove the voucher template SEASON-PASS-ADULT from this product? Its vouchers will no longer redeem for it.');
      await user().click(within(confirm).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(within(table).queryByRole('rowheader', { name: 'SEASON-PASS-ADULT' })).toBeNull());
      expect(state.requests.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/vouchers/1' });
      await waitFor(() => expect(within(table).getByRole('button', { name: 'Remove SNOWSHOE-TOUR' })).toHaveFocus());
    });

    it('says why the templates could not be loaded, with Retry', async () => {
      server.use(failing('get', '/api/vouchers/:productId', 500));
      render(<VoucherTemplates productId={3} />);
      expect(await screen.findByText('The voucher templates could not be loaded.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });
  });

  describe('on a discount', () => {
    it("shows the requirement's template, and refuses one another discount rule uses with the spec's words", async () => {
      state.products[5] = [];
      render(<VoucherTemplates kind="discount" discountId={401} discountRequirementId={1} />);
      const field = await screen.findByRole('textbox', { name: 'Voucher Template ID' });
      expect(field).toHaveValue('DISCOUNT-401');
      expect(screen.getByText('Required: a voucher of DISCOUNT-401.')).toBeInTheDocument();
      await user().clear(field);
      await pasteInto(field, 'SNOWSHOE-TOUR', user());
      await user().click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Voucher Template ID is already being used by another discount rule');
    });

    it('creates a requirement on its first save and keeps the id the store gave it; Remove clears it after asking', async () => {
      render(<VoucherTemplates kind="discount" discountId={2} />);
      const field = await screen.findByRole('textbox', { name: 'Voucher Template ID' });
      expect(screen.getByText('No voucher is required for this discount.')).toBeInTheDocument();
      await user().click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByRole('alert')).toHaveTextContent('A voucher template is required.');
      await pasteInto(field, 'LESSON-PRIVATE', user());
      await user().click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Saved: the discount now needs a voucher of LESSON-PRIVATE.')).toBeInTheDocument();
      expect(state.requests.at(-1)?.body).toEqual({ DiscountId: 2, DiscountRequirementId: 0, VoucherTemplateId: 'LESSON-PRIVATE' });

      await user().click(screen.getByRole('button', { name: 'Remove' }));
      await user().click(within(screen.getByRole('dialog', { name: 'Remove Voucher Requirement' })).getByRole('button', { name: 'Remove' }));
      expect(await screen.findByText('The discount no longer needs a voucher.')).toBeInTheDocument();
      expect(state.requests.at(-1)?.body).toEqual({ DiscountId: 2, DiscountRequirementId: 2, VoucherTemplateId: null });
    });
  });
});
