import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MiniCart } from './MiniCart.tsx';
import { freshPage, serveCart } from './test-helpers.ts';
import { startMswServer } from '../../test/msw.ts';
import { cartWith, emptyCart, familyCart, golfCart, seasonPass } from './cart.fixtures.ts';
import { memberColor } from '../../src/core/member-colors.ts';
import { BUS_SOURCE, emit } from '../../src/events/bus.ts';
import { IslandLanguageContext } from '../../src/ui/island-language.ts';
import { cartLabelsFr } from './labels.fr-CA.ts';


const server = startMswServer();

beforeEach(() => {
  freshPage({ ShoppingCartSettings: { ShowEnhancedMinicart: true } });
  server.use(serveCart(familyCart()));
});

async function openPanel() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Open shopping cart, 4 items' }));
  // The panel's code loads on demand.
  await screen.findByRole('heading', { name: 'Shopping Cart (4)' });
  return user;
}

describe('<resort-minicart>', () => {
  it('starts from the count in page data, so its first render is its last', async () => {
    freshPage({ cartCount: 4 });
    render(<MiniCart />);
    expect(screen.getByRole('button', { name: 'Open shopping cart, 4 items' })).toBeInTheDocument();
    await act(async () => {});
    expect(screen.getByRole('button', { name: 'Open shopping cart, 4 items' })).toBeInTheDocument();
  });

  it('counts what a product island added as soon as the store confirms it, before the cart has loaded again', async () => {
    render(<MiniCart />);
    await screen.findByRole('button', { name: 'Open shopping cart, 4 items' });
    const held: { answer?: () => void } = {};
    server.use(
      http.get('/api/minicart', async () => {
        await new Promise<void>((resolve) => (held.answer = resolve));
        // Meanwhile another tab took one out: the cart's answer is what the button then says.
        return HttpResponse.json(cartWith([seasonPass({ Id: 1, Quantity: 5 })]));
      }),
    );
    act(() => {
      emit('resort:cart:refresh', undefined);
      emit('resort:cart:item-added', { productId: 3, cartItemId: 1, quantity: 2, contactId: null, updated: false, source: BUS_SOURCE });
    });
    expect(screen.getByRole('button', { name: 'Open shopping cart, 6 items' })).toBeInTheDocument();
    await waitFor(() => expect(held.answer).toBeDefined());
    await act(async () => held.answer?.());
    expect(await screen.findByRole('button', { name: 'Open shopping cart, 5 items' })).toHaveTextContent('5');
  });

  it('shows the item count on its button and the panel titled "Shopping Cart (count)" when opened', async () => {
    render(<MiniCart />);
    await openPanel();
    expect(screen.getByRole('heading', { name: 'Shopping Cart (4)' })).toBeInTheDocument();
  });

  it('marks each member group with the member’s colour (the one the household panel shows), and Unassigned with none', async () => {
    render(<MiniCart mode="full" />);
    await screen.findAllByRole('heading', { level: 3 });
    const swatchOf = (name: string) => screen.getByRole('region', { name }).querySelector<HTMLElement>('.rw-group__swatch');
    expect(swatchOf('Alex Morgan')?.style.background).toBe(memberColor(familyCart().AssignedMembers[0]!.Id));
    expect(swatchOf('Alex Morgan')).toHaveAttribute('aria-hidden', 'true');
    expect(swatchOf('Unassigned')).toBeNull();
  });

  it('groups items by assigned member plus an Unassigned group', async () => {
    render(<MiniCart mode="full" />);
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Alex Morgan', 'Jordan Morgan', 'Sam Morgan', 'Unassigned']);
    expect(within(screen.getByRole('region', { name: 'Unassigned' })).getByText('Guided Snowshoe Tour')).toBeInTheDocument();
  });

  it('shows at most 3 attributes per item until details are expanded', async () => {
    server.use(serveCart(cartWith([seasonPass({ Id: 1 })])));
    render(<MiniCart mode="full" />);
    expect(await screen.findByText('Blackout Dates:')).toBeInTheDocument();
    expect(screen.queryByText('Photo Pass:')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getByText('Photo Pass:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide details' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the date of a Start Date pipe value in the store format', async () => {
    render(<MiniCart mode="full" />);
    expect((await screen.findAllByText('Dec 20, 2026')).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Sunday/)).toBeNull();
  });

  it('prices a golf item per player with Due Online and Due At Course', async () => {
    server.use(serveCart(golfCart()));
    render(<MiniCart mode="full" />);
    expect(await screen.findByText('$85.00 per player')).toBeInTheDocument();
    expect(screen.getByText('Due Online').nextSibling?.textContent).toBe('$40.00');
    expect(screen.getByText('Due At Course').nextSibling?.textContent).toBe('$130.00');
  });

  it('shows item discounts and the original price', async () => {
    server.use(serveCart(cartWith([seasonPass({ Id: 1 })])));
    render(<MiniCart mode="full" />);
    expect(await screen.findByText('Discount −5%')).toBeInTheDocument();
    expect(screen.getByText('$899.00').tagName).toBe('S');
  });

  it('writes an item’s attributes and discount the French way on a French page (a space before the colon and the percent sign, the 24-hour clock)', async () => {
    server.use(serveCart(cartWith([seasonPass({ Id: 1, AttributeInfo: 'Date de début: 2026-12-20|Sunday<br />Heure: 1:00 PM<br />Type de billet: Illimité' })])));
    render(
      <IslandLanguageContext.Provider value={{ language: 'fr-CA', locale: 'fr-CA', dictionary: { ...cartLabelsFr } }}>
        <MiniCart mode="full" />
      </IslandLanguageContext.Provider>,
    );
    const discount = await screen.findByText(/^Rabais /);
    // Intl writes French's spaces as no-break spaces.
    expect(discount.textContent?.replace(/\s/gu, ' ')).toBe('Rabais −5 %');
    const names = screen.getAllByText(/ :$/, { selector: '.rw-item__attribute-name' }).map((name) => name.textContent?.replace(/\s/gu, ' '));
    expect(names).toEqual(['Date de début : ', 'Heure : ', 'Type de billet : ']);
    expect(screen.getByText('13 h 00')).toBeInTheDocument();
    expect(screen.queryByText(/\d%|\w:/)).toBeNull();
  });

  it('links enhanced items to their product page for editing when ShowEnhancedMinicart is on', async () => {
    server.use(serveCart(cartWith([seasonPass({ Id: 8, ProductId: 501 })])));
    render(<MiniCart mode="full" />);
    const edit = await screen.findByRole('link', { name: 'Edit Season Pass - Adult' });
    expect(edit.getAttribute('href')).toContain('productid=501&editmode=true&productquantity=1');
  });

  it('has no edit link when ShowEnhancedMinicart is off', async () => {
    freshPage({ ShoppingCartSettings: { ShowEnhancedMinicart: false } });
    server.use(serveCart(cartWith([seasonPass({ Id: 8 })])));
    render(<MiniCart mode="full" />);
    await screen.findByText('Season Pass - Adult');
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
  });

  it('asks "Are you sure you want to remove this item from your cart?" and removes the item on confirm', async () => {
    let removedId = '';
    server.use(
      http.post('/ShoppingCart/RemoveShoppingCartItem', async ({ request }) => {
        removedId = new URLSearchParams(await request.text()).get('id') ?? '';
        server.use(serveCart(cartWith(familyCart().Items.filter((item) => item.Id !== 4))));
        return HttpResponse.json({ success: true });
      }),
    );
    const user = userEvent.setup();
    render(<MiniCart mode="full" />);
    await user.click(await screen.findByRole('button', { name: 'Remove Guided Snowshoe Tour' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove item' });
    expect(within(dialog).getByText('Are you sure you want to remove this item from your cart?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(screen.queryByText('Guided Snowshoe Tour')).toBeNull());
    expect(removedId).toBe('4');
    expect(screen.queryByRole('heading', { name: 'Unassigned' })).toBeNull();
  });

  it('keeps the item when the shopper cancels the confirmation', async () => {
    const user = userEvent.setup();
    render(<MiniCart mode="full" />);
    await user.click(await screen.findByRole('button', { name: 'Remove Guided Snowshoe Tour' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Guided Snowshoe Tour')).toBeInTheDocument();
  });

  it('shows Removing… while the removal runs and resets it with a message when it fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let release: () => void = () => {};
    server.use(
      http.post('/ShoppingCart/RemoveShoppingCartItem', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ success: false, message: 'Item locked' }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    render(<MiniCart mode="full" />);
    await user.click(await screen.findByRole('button', { name: 'Remove Guided Snowshoe Tour' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    const removing = await screen.findByRole('button', { name: 'Removing…' });
    expect(removing).toHaveAttribute('aria-disabled', 'true');
    // Focusable while busy, so the browser gives it the focus back when the confirmation closes
    // (happy-dom does not; the Storybook story "Removing" checks it in Chromium).
    expect(removing).not.toBeDisabled();
    await act(async () => release());
    expect(await screen.findByText('Guided Snowshoe Tour could not be removed from your cart. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Guided Snowshoe Tour' })).toBeEnabled();
  });

  it('says the cart is empty', async () => {
    server.use(serveCart(emptyCart()));
    render(<MiniCart mode="full" />);
    expect(await screen.findByText('Your Shopping Cart is empty')).toBeInTheDocument();
  });

  it('shows a loading icon until the cart is there', async () => {
    render(<MiniCart mode="full" />);
    expect(screen.getByText('Loading…').closest('[role="status"]')).not.toBeNull();
    await screen.findByText('Guided Snowshoe Tour');
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('shows a clear error with Retry when the cart cannot be loaded, and Retry loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/minicart', () => new HttpResponse(null, { status: 500 }), { once: true }));
    render(<MiniCart mode="full" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your cart could not be loaded. The store could not complete this request. Please try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Guided Snowshoe Tour')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an error for an answer of the wrong shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/minicart', () => HttpResponse.json({ Items: 'nope' })));
    render(<MiniCart mode="full" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The store sent an answer we could not read.');
  });

  it('shows an error when the network is down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get('/api/minicart', () => HttpResponse.error()));
    render(<MiniCart mode="full" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the store.');
  });

  it('is entered as it opens: a region named by its title, the title taking the focus once the cart is there', async () => {
    render(<MiniCart />);
    const user = await openPanel();
    const title = screen.getByRole('heading', { name: 'Shopping Cart (4)' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('region', { name: 'Shopping Cart (4)' })).toContainElement(title);
    // Tab goes on into the items, in reading order.
    await user.tab();
    expect(within(screen.getByRole('region', { name: 'Shopping Cart (4)' })).getAllByRole('link')[0]).toHaveFocus();
  });

  it('gives its title the focus each time it opens, only once the drop-down shows in its place', async () => {
    render(<MiniCart />);
    const user = await openPanel();
    const button = screen.getByRole('button', { name: 'Open shopping cart, 4 items' });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Shopping Cart (4)' })).toHaveFocus());
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Shopping Cart (4)' })).toBeNull());
    // A browser takes the focus from an element hidden while it has it (the drop-down is hidden
    // until its place is known): note any moment the title is hidden with the focus in it.
    const hiddenWithFocus: string[] = [];
    const watch = new MutationObserver(() => {
      const active = document.activeElement;
      if (active?.matches('h3') && active.closest<HTMLElement>('.rw-minicart__dropdown')?.style.visibility === 'hidden') hiddenWithFocus.push(active.textContent ?? '');
    });
    watch.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['style'] });
    // Opened again: its code and the cart are there at once this time.
    await user.click(button);
    const title = screen.getByRole('heading', { name: 'Shopping Cart (4)' });
    await waitFor(() => expect(title).toHaveFocus());
    await waitFor(() => expect(title.closest<HTMLElement>('.rw-minicart__dropdown')?.style.visibility).toBe(''));
    watch.disconnect();
    expect(hiddenWithFocus).toEqual([]);
    expect(title).toHaveFocus();
  });

  it('closes the panel on Escape and returns focus to the cart button', async () => {
    render(<MiniCart />);
    const user = await openPanel();
    expect(screen.getByRole('heading', { name: 'Shopping Cart (4)' })).toBeVisible();
    await user.keyboard('{Escape}');
    // The button has the focus back while the panel is still there, unseen; the panel goes a moment later.
    expect(screen.getByRole('button', { name: 'Open shopping cart, 4 items' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Shopping Cart (4)' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Open shopping cart, 4 items' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('reloads when the host gives it a new cart hash', async () => {
    let requests = 0;
    server.use(
      http.get('/api/minicart', () => {
        requests += 1;
        return HttpResponse.json(familyCart());
      }),
    );
    const { rerender } = render(<MiniCart mode="full" cartHash={familyCart().CartHash} />);
    await screen.findByText('Guided Snowshoe Tour');
    expect(requests).toBe(1);
    await act(async () => rerender(<MiniCart mode="full" cartHash="changed-by-host" />));
    await act(() => vi.waitFor(() => expect(requests).toBe(2)));
  });
});
