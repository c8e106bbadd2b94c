/**
 * The cart page's last item removed after its confirmation, as a screen-reader user hears it: the
 * item list goes with it, and what was removed is still said.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FullCart } from '../../widgets/cart/FullCart.tsx';
import { freshPage, serveCart } from '../../widgets/cart/test-helpers.ts';
import { startMswServer } from '../msw.ts';
import { cartWith, emptyCart, seasonPass } from '../../widgets/cart/cart.fixtures.ts';
import { listen } from './listener.ts';

const server = startMswServer();

describe('<resort-cart> heard by a screen-reader user', () => {
  it('removes the last item: the cart’s heading takes the focus, what went is announced, and the empty cart is read next', async () => {
    freshPage({ ShoppingCartSettings: { ShowEnhancedMinicart: true }, cartCount: 1 });
    server.use(
      serveCart(cartWith([seasonPass({ Id: 7 })])),
      http.post('/ShoppingCart/RemoveShoppingCartItem', () => {
        server.use(serveCart(emptyCart()));
        return HttpResponse.json({ success: true });
      }),
    );
    render(<FullCart />);
    await screen.findByRole('button', { name: 'Remove Season Pass - Adult' });
    const sr = await listen();
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Remove Season Pass - Adult' }));
    expect(await sr.said()).toEqual(['button, Remove Season Pass - Adult', 'dialog, Remove item, Are you sure you want to remove this item from your cart?', 'button, Cancel']);
    await user.click(within(screen.getByRole('dialog', { name: 'Remove item' })).getByRole('button', { name: 'Remove' }));
    await screen.findByText('Your Shopping Cart is empty');

    expect(await sr.said()).toEqual(['button, Removing…, disabled', 'heading, Cart, level 1', 'polite: Season Pass - Adult was removed from your cart.']);
    // Reading on from the heading: the status region keeps the news, then the empty cart.
    expect(await sr.readUntil('Your Shopping Cart is empty')).toEqual(['status', 'Season Pass - Adult was removed from your cart.', 'end of status', 'paragraph', 'Your Shopping Cart is empty']);
    await sr.stop();
  });
});
