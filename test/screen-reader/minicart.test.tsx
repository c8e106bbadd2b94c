/**
 * The mini cart opened from the store's header and an item removed after its confirmation, as a
 * screen-reader user hears it.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MiniCart } from '../../widgets/cart/MiniCart.tsx';
import { freshPage, serveCart } from '../../widgets/cart/test-helpers.ts';
import { startMswServer } from '../msw.ts';
import { cartWith, familyCart } from '../../widgets/cart/cart.fixtures.ts';
import { deferred } from '../../widgets/product/test-helpers.ts';
import { listen } from './listener.ts';

const server = startMswServer();

describe('<resort-minicart> heard by a screen-reader user', () => {
  it('opens on its count, reads each member’s group, and after the confirmed removal says what went and the new count', async () => {
    freshPage({ ShoppingCartSettings: { ShowEnhancedMinicart: true }, cartCount: 4 });
    const answer = deferred();
    server.use(
      serveCart(familyCart()),
      http.post('/ShoppingCart/RemoveShoppingCartItem', async () => {
        await answer.promise;
        server.use(serveCart(cartWith(familyCart().Items.filter((item) => item.Id !== 4))));
        return HttpResponse.json({ success: true });
      }),
    );
    render(<MiniCart />);
    const sr = await listen();
    const user = userEvent.setup();

    await user.tab();
    expect(await sr.said()).toEqual(['button, Open shopping cart, 4 items, 1 control, not expanded']);

    // The panel opens below the button, a region its title names; the title takes the focus, so
    // its name and count are what is heard as it opens.
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Shopping Cart (4)' });
    await vi.waitFor(async () => expect(await sr.focused()).toBe('heading, Shopping Cart (4), level 3'));

    const heard = await sr.readUntil('button, Remove Guided Snowshoe Tour');
    // From the title on: the empty status region waits for news of a removal.
    expect(heard.slice(0, 4)).toEqual(['status', 'region, Alex Morgan', 'heading, Alex Morgan, level 4', 'list']);
    expect(heard).toEqual(
      expect.arrayContaining([
        'region, Jordan Morgan',
        'region, Sam Morgan',
        'region, Unassigned',
        'link, Guided Snowshoe Tour',
        'button, Show details, 1 control, not expanded',
        'link, Edit Season Pass - Adult',
        'button, Remove Season Pass - Adult',
        // The price before the discount is read as deleted text, then the price paid.
        'deletion',
        '$899.00',
        'end of deletion',
        '$854.05',
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Remove Guided Snowshoe Tour' }));
    // The question is the dialog's description; Cancel has the focus, so Enter never removes by accident.
    expect(await sr.said()).toEqual(['dialog, Remove item, Are you sure you want to remove this item from your cart?', 'button, Cancel']);

    await user.click(within(screen.getByRole('dialog', { name: 'Remove item' })).getByRole('button', { name: 'Remove' }));
    expect(await sr.said()).toEqual(['button, Removing…, disabled']);

    answer.resolve();
    await vi.waitFor(() => expect(screen.queryByText('Guided Snowshoe Tour')).toBeNull());
    expect(await sr.said()).toEqual(['heading, Shopping Cart (3), level 3', 'polite: Guided Snowshoe Tour was removed from your cart.']);
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(await sr.said()).toEqual(['button, Open shopping cart, 3 items, 1 control, expanded']);
    await sr.stop();
  });
});
