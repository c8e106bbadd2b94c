import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { OrderSummary } from './OrderSummary.tsx';
import { freshPage, serveCart } from './test-helpers.ts';
import { startMswServer } from '../../test/msw.ts';
import { cartItem, cartWith, discountedCart, familyCart } from './cart.fixtures.ts';

const server = startMswServer();

beforeEach(() => {
  freshPage();
  server.use(serveCart(familyCart()));
});

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('<resort-order-summary>', () => {
  it('shows the sub total, itemised taxes and the total', async () => {
    render(<OrderSummary />);
    await screen.findByRole('table');
    expect(within(row('Sub-Total')).getByRole('cell')).toHaveTextContent('$1,912.10');
    expect(within(row('Tax 4.5%')).getByRole('cell')).toHaveTextContent('$86.86');
    expect(within(row('Tax 2%')).getByRole('cell')).toHaveTextContent('$38.60');
    expect(within(row('Total')).getByRole('cell')).toHaveTextContent('$2,037.56');
  });

  it('shows the order total discount', async () => {
    server.use(serveCart(discountedCart()));
    render(<OrderSummary />);
    await screen.findByRole('table');
    expect(within(row('Order Total Discount (WELCOME10)')).getByRole('cell')).toHaveTextContent('\u2212$191.21');
  });

  it('shows shipping unless hidden by the attribute or the cart setting', async () => {
    server.use(serveCart(cartWith([cartItem()], { Shipping: 9.5 })));
    const { unmount } = render(<OrderSummary />);
    await screen.findByRole('table');
    expect(within(row('Shipping')).getByRole('cell')).toHaveTextContent('$9.50');
    unmount();
    render(<OrderSummary hideShipping />);
    await screen.findByRole('table');
    expect(screen.queryByRole('rowheader', { name: 'Shipping' })).toBeNull();
  });

  it('shows a single tax line when taxes are not itemised', async () => {
    server.use(serveCart(cartWith([cartItem()], { TaxAmount: 5.81 })));
    render(<OrderSummary />);
    await screen.findByRole('table');
    expect(within(row('Tax')).getByRole('cell')).toHaveTextContent('$5.81');
  });

  it('shows an error with Retry when the cart cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    // A busy store is asked again as its Retry-After says (at once here) until the client's tries run out.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    server.use(http.get('/api/minicart', () => new HttpResponse(null, { status: 503, headers: { 'Retry-After': '0' } })));
    render(<OrderSummary />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your cart could not be loaded.');
  });
});
