import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startMswServer } from '../../test/msw.ts';
import { VoucherBox } from './VoucherBox.tsx';
import { validateAnswers, voucherPage } from './test-helpers.ts';
import { discountVoucher, voucherCodes } from './vouchers.fixtures.ts';

// The dialog's chunk is held back until the test lets it arrive, as on a slow network.
const chunk = vi.hoisted(() => {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { asked: 0, arrived, arrive: () => arrive() };
});
vi.mock('./VoucherDialog.tsx', async (importOriginal) => {
  chunk.asked += 1;
  await chunk.arrived;
  return importOriginal();
});

startMswServer(validateAnswers(discountVoucher()));
beforeEach(() => voucherPage());

describe('<resort-voucher-box> before its dialog has arrived', () => {
  it('draws its form alone, asks for the dialog when the shopper reaches the form, and a Redeem before it arrives keeps the button at work until the answer shows', async () => {
    render(<VoucherBox />);
    const input = screen.getByRole('textbox', { name: 'Voucher ID' });
    expect(chunk.asked).toBe(0);
    fireEvent.pointerEnter(input.closest('.rw-voucher') as Element);
    await vi.waitFor(() => expect(chunk.asked).toBe(1));

    const user = userEvent.setup();
    await user.type(input, `${voucherCodes.discount}{Enter}`);
    const redeem = screen.getByRole('button', { name: 'Redeem' });
    expect(redeem).toHaveAttribute('aria-disabled', 'true');
    expect(redeem).toHaveFocus();

    await act(async () => chunk.arrive());
    const dialog = await screen.findByRole('dialog', { name: 'Voucher' });
    expect(await within(dialog).findByText(/Its discount is applied/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(redeem).toHaveFocus();
  });
});
