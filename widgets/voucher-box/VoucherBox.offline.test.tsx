import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startMswServer } from '../../test/msw.ts';
import { VoucherBox } from './VoucherBox.tsx';
import { validateAnswers, voucherPage } from './test-helpers.ts';
import { discountVoucher, voucherCodes } from './vouchers.fixtures.ts';

// The page is offline until the test says otherwise: the dialog's chunk cannot be fetched.
const network = vi.hoisted(() => ({ offline: true }));
vi.mock('./VoucherDialog.tsx', async (importOriginal) => {
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

startMswServer(validateAnswers(discountVoucher()));
beforeEach(() => voucherPage());

describe('<resort-voucher-box> when its dialog cannot be fetched', () => {
  it('keeps the form and the ID typed, says the dialog could not be shown with Try again, and checks the voucher once it arrives', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(<VoucherBox />);
    const input = screen.getByRole('textbox', { name: 'Voucher ID' });
    await user.type(input, `${voucherCodes.discount}{Enter}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not be shown.');
    expect(input).toHaveValue(voucherCodes.discount);
    expect(screen.getByRole('button', { name: 'Redeem' })).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('dialog')).toBeNull();

    network.offline = false;
    await act(async () => user.click(screen.getByRole('button', { name: 'Try again' })));
    const dialog = await screen.findByRole('dialog', { name: 'Voucher' });
    expect(await within(dialog).findByText(/Its discount is applied/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Redeem' })).toHaveFocus();
  });
});
