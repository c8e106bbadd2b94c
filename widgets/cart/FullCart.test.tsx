import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { FullCart } from './FullCart.tsx';
import { freshPage, serveCart } from './test-helpers.ts';
import { startMswServer } from '../../test/msw.ts';
import { cartWith, emptyCart, familyCart, seasonPass } from './cart.fixtures.ts';
import { expectReportedOnce } from '../../test/error-reports.ts';
import { ga4Problems } from '../../test/ga4-schema.ts';
import userEvent from '@testing-library/user-event';
import { within } from '@testing-library/react';
import './elements/resort-cart.ts';

const server = startMswServer();

beforeEach(() => {
  freshPage();
  server.use(serveCart(familyCart()));
});

describe('<resort-cart>', () => {
  it('shows the heading Cart and a loading icon until the cart has loaded', async () => {
    render(<FullCart />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Guided Snowshoe Tour')).toBeInTheDocument();
    // Said once: the mini cart's own title ("Shopping Cart (4)") is not drawn in the full cart.
    expect(screen.getAllByRole('heading', { name: /Cart/ }).map((heading) => heading.textContent)).toEqual(['Cart']);
    // The members' groups come next, one level under it.
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  });

  it('shows the mini cart in full mode with Checkout to /onepagecheckout and Continue Shopping to /', async () => {
    render(<FullCart />);
    expect(await screen.findByText('Guided Snowshoe Tour')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/onepagecheckout');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /Open shopping cart/ })).toBeNull();
  });

  it('shows "Your Shopping Cart is empty" and no Checkout link for an empty cart', async () => {
    server.use(serveCart(emptyCart()));
    render(<FullCart />);
    expect(await screen.findByText('Your Shopping Cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Checkout' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeInTheDocument();
    // GA4's view_cart needs items: an empty cart sends none.
    expect(window.dataLayer).toEqual([]);
  });

  it('uses the empty message the host overrides in page data', async () => {
    freshPage({ labels: { 'cart.empty': 'Nothing in your bag yet' } });
    server.use(serveCart(emptyCart()));
    render(<FullCart />);
    expect(await screen.findByText('Nothing in your bag yet')).toBeInTheDocument();
  });

  it('sends one view_cart analytics event with the items', async () => {
    const { rerender } = render(<FullCart />);
    await screen.findByText('Guided Snowshoe Tour');
    rerender(<FullCart continueUrl="/s/season-passes" />);
    const views = (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'view_cart');
    expect(views).toHaveLength(1);
    const items = (views[0] as { ecommerce: { currency: string; items: { item_name: string; quantity: number }[] } }).ecommerce.items;
    expect((views[0] as { ecommerce: { currency: string } }).ecommerce.currency).toBe('USD');
    expect(items).toContainEqual(expect.objectContaining({ item_name: 'Guided Snowshoe Tour', quantity: 1 }));
  });

  it('sends begin_checkout once per click on Checkout, with the cart’s items, total and discount codes', async () => {
    // The click is the shopper's; the page does not move in the test.
    const stay = (event: Event) => event.preventDefault();
    document.addEventListener('click', stay);
    server.use(serveCart(({ ...familyCart(), AppliedDiscountCodes: ['WELCOME10'] })));
    render(<FullCart />);
    await userEvent.click(await screen.findByRole('link', { name: 'Checkout' }));
    document.removeEventListener('click', stay);
    const begun = (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'begin_checkout');
    expect(begun).toHaveLength(1);
    const cart = ({ ...familyCart(), AppliedDiscountCodes: ['WELCOME10'] });
    expect(begun[0]).toMatchObject({ ecommerce: { currency: 'USD', value: cart.TotalPrice, coupon: 'WELCOME10' } });
    expect((begun[0] as { ecommerce: { items: unknown[] } }).ecommerce.items).toHaveLength(cart.Items.length);
    expect(ga4Problems(begun[0])).toEqual([]);
  });

  it('sends nothing to the data layer when the page data turns it off', async () => {
    freshPage({ AnalyticsSettings: { Enabled: false } });
    render(<FullCart />);
    await screen.findByText('Guided Snowshoe Tour');
    expect(window.dataLayer).toEqual([]);
  });

  it('says which item was removed and gives its focus to the heading when the last item goes', async () => {
    const lastOne = cartWith([seasonPass({ Id: 7 })]);
    server.use(
      serveCart(lastOne),
      http.post('/ShoppingCart/RemoveShoppingCartItem', () => {
        server.use(serveCart(emptyCart()));
        return HttpResponse.json({ success: true });
      }),
    );
    render(<FullCart />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Season Pass - Adult' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove item' })).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Your Shopping Cart is empty')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Season Pass - Adult was removed from your cart.'));
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toHaveFocus();
  });

  it('says which item was removed once, from its one status region, while items remain', async () => {
    server.use(
      http.post('/ShoppingCart/RemoveShoppingCartItem', () => {
        server.use(serveCart(cartWith(familyCart().Items.filter((item) => item.Id !== 4))));
        return HttpResponse.json({ success: true });
      }),
    );
    render(<FullCart />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Guided Snowshoe Tour' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove item' })).getByRole('button', { name: 'Remove' }));

    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Guided Snowshoe Tour was removed from your cart.'));
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toHaveFocus();
  });

  it('shows a clear error with Retry when the cart answer times out or fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/minicart', () => HttpResponse.json({ TotalProducts: 'four' })));
    render(<FullCart />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your cart could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expectReportedOnce({ widget: 'resort-cart', operation: 'GET /api/minicart', message: 'The answer did not have the expected shape.' });
  });
});
