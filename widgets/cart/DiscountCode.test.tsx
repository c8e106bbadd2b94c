import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DiscountCode } from './DiscountCode.tsx';
import { freshPage, serveCart } from './test-helpers.ts';
import { startMswServer } from '../../test/msw.ts';
import { discountedCart, familyCart } from './cart.fixtures.ts';

const server = startMswServer();

beforeEach(() => {
  freshPage();
  server.use(serveCart(familyCart()));
});

async function typeCode(code: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Have a discount code?' }));
  const input = screen.getByRole('textbox', { name: 'Discount code' });
  expect(input).toHaveFocus();
  await user.type(input, code);
  return { user, input };
}

describe('<resort-discount-code>', () => {
  it('applies a code with the anti-forgery token, then closes the input, clears the code and puts the focus on the code’s Remove', async () => {
    let token: string | null = null;
    server.use(
      http.get('/api/discount/apply/WELCOME10', ({ request }) => {
        token = request.headers.get('RequestVerificationToken');
        server.use(serveCart(discountedCart()));
        return HttpResponse.json({ success: true });
      }),
    );
    render(<DiscountCode />);
    const { user } = await typeCode('WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('WELCOME10')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('textbox')).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove code WELCOME10' })).toHaveFocus();
    expect(token).toBe('t0ken');
  });

  it('shows Applying… while the code is checked', async () => {
    let release: () => void = () => {};
    server.use(
      http.get('/api/discount/apply/SLOW', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ success: true });
      }),
    );
    render(<DiscountCode />);
    const { user } = await typeCode('SLOW');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: 'Applying…' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => release());
  });

  it("says the code couldn't be applied, and keeps what was typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/discount/apply/NOPE', () => HttpResponse.json({ success: false, message: 'Unknown code' }, { status: 400 })));
    render(<DiscountCode />);
    const { user, input } = await typeCode('NOPE');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent("The coupon code you entered couldn't be applied to your order.");
    expect(input).toHaveValue('NOPE');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists applied codes and removes one, showing it as being removed meanwhile', async () => {
    let release: () => void = () => {};
    server.use(
      serveCart(discountedCart()),
      http.get('/api/discount/remove/WELCOME10', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        server.use(serveCart(familyCart()));
        return HttpResponse.json({ success: true });
      }),
    );
    render(<DiscountCode />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove code WELCOME10' }));
    expect(screen.getByRole('button', { name: 'Removing…' })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => release());
    await vi.waitFor(() => expect(screen.queryByText('WELCOME10')).toBeNull());
  });

  it("says the code couldn't be removed when removal fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(serveCart(discountedCart()), http.get('/api/discount/remove/WELCOME10', () => HttpResponse.json({ success: false }, { status: 400 })));
    render(<DiscountCode />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove code WELCOME10' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("The coupon code you entered couldn't be remove from your order.");
    expect(screen.getByRole('button', { name: 'Remove code WELCOME10' })).toBeEnabled();
  });

  it('asks for a code instead of sending an empty one', async () => {
    render(<DiscountCode open />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a discount code.');
  });
});
