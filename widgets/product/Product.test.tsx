import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { startMswServer } from '../../test/msw.ts';
import { added, attributeChange, household, lesson, liftTicket, liftTicketAttributes, member, product, seasonPass, teeTime, torchlightDinner } from './product.fixtures.ts';
import { Product, reasonsText } from './Product.tsx';
import { productLabels } from './labels.ts';
import { productLabelsFr } from './labels.fr-CA.ts';
import { loadCalendar } from './dates/calendar/load-calendar.ts';
import { cartWith, seasonPass as seasonPassItem } from '../cart/cart.fixtures.ts';
import { deferred, formOf, onAddToCart, onAttributeChange, onMembers, productPage, serveAttributes, serveDetails, shown } from './test-helpers.ts';
import { errorReports } from '../../test/error-reports.ts';
import { http } from 'msw';
import { seasonPassSchedule } from '../payment-schedule/schedules.fixtures.ts';
import { addToCartAddress } from './api.ts';
import './elements/resort-product.ts';
import { ga4Problems } from '../../test/ga4-schema.ts';
import { IslandLanguageContext } from '../../src/ui/island-language.ts';

// The store's answer to a product's first choice, which a test that does not look at it still
// gets: the product asks once its first frame is painted, often after such a test has ended.
const server = startMswServer(onAttributeChange(() => HttpResponse.json(attributeChange())));
// The calendar's chunk is transformed once for the file, not inside a test's wait.
beforeAll(async () => void (await loadCalendar()), 20_000);

const signedIn = { user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' } };
const events = (name: string) => {
  const seen: unknown[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent).detail);
  window.addEventListener(name, listener);
  return seen;
};
const price = () => document.querySelector('.rw-product__amount')?.textContent;

describe('<resort-product>', () => {
  describe('loading', () => {
    it('loads the product and its attributes, and shows name, price, specifications and attributes', async () => {
      productPage();
      const { ProductAttributes: attributes, ...details } = lesson();
      server.use(serveDetails({ ...details, ProductAttributes: null }), serveAttributes(attributes ?? []));
      render(<Product productId={8} />);
      expect(screen.getByRole('status')).toHaveTextContent('Loading the product…');
      expect(await screen.findByRole('heading', { name: 'Beginner Lesson Package' })).toBeInTheDocument();
      expect(price()).toBe('$149.00');
      expect(screen.getByText('Duration').nextSibling).toHaveTextContent('3 hours');
      expect(screen.queryByText('[Cutoff Time]')).toBeNull();
      expect(await screen.findByRole('group', { name: 'Lesson Date' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Discipline' })).toHaveValue('8021');
      expect(screen.getByRole('group', { name: 'Add-ons' })).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Helmet rental (+$15.00)' })).not.toBeChecked();
      expect(screen.getByRole('textbox', { name: 'Notes for your instructor' })).toBeInTheDocument();
      // Tags never show.
      expect(document.body.textContent).not.toMatch(/\[(Date|Add On|Conditional)\]/);
    });

    it('takes the product from page data without a request, and sends view_item', async () => {
      productPage({ products: [liftTicket()] });
      render(<Product productId={3} />);
      expect(await screen.findByRole('heading', { name: '1-Day Lift Ticket' })).toBeInTheDocument();
      const views = (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'view_item');
      expect(views).toHaveLength(1);
      expect(views[0]).toMatchObject({ ecommerce: { currency: 'USD', value: 129, items: [{ item_id: 'LT-1DAY', item_name: '1-Day Lift Ticket', price: 129, quantity: 1 }] } });
      expect(ga4Problems(views[0])).toEqual([]);
    });

    it('as tiles of one list (list-name, list-id), sends one view_item_list with each tile’s place, and no view_item', async () => {
      productPage({ products: [liftTicket(), torchlightDinner()] });
      server.use(onAttributeChange(() => HttpResponse.json(attributeChange({ inventory: 6 }))));
      document.body.insertAdjacentHTML(
        'beforeend',
        '<resort-product product-id="11" list-name="Lift Tickets" list-id="2"></resort-product><resort-product product-id="3" list-name="Lift Tickets" list-id="2"></resort-product>',
      );
      const named = (name: string) => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === name);
      await waitFor(() => expect(named('view_item_list')).toHaveLength(1));
      expect(named('view_item_list')[0]).toMatchObject({
        ecommerce: {
          item_list_id: '2',
          item_list_name: 'Lift Tickets',
          items: [
            { item_name: 'Torchlight Dinner', index: 0, item_list_name: 'Lift Tickets' },
            { item_name: '1-Day Lift Ticket', index: 1, item_list_id: '2' },
          ],
        },
      });
      expect(ga4Problems(named('view_item_list')[0])).toEqual([]);
      expect(named('view_item')).toEqual([]);
    });

    it('as a tile, sends select_item on the shopper’s first choice only, and names the list in add_to_cart', async () => {
      productPage({ products: [liftTicket({ IsTrackingInventory: false })] });
      server.use(onAttributeChange(() => HttpResponse.json(attributeChange())), onAddToCart(() => HttpResponse.json(added())));
      render(<Product productId={3} listName="Lift Tickets" />);
      const named = (name: string) => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === name);
      const age = await screen.findByRole('combobox', { name: 'Age Group' });
      expect(named('select_item')).toEqual([]);
      await userEvent.selectOptions(age, '3023');
      expect(named('select_item')).toHaveLength(1);
      expect(named('select_item')[0]).toMatchObject({ ecommerce: { item_list_id: 'Lift Tickets', item_list_name: 'Lift Tickets', items: [{ item_id: 'LT-1DAY', index: 0 }] } });
      expect(ga4Problems(named('select_item')[0])).toEqual([]);
      await userEvent.click(await screen.findByRole('button', { name: 'Choose a date: Start Date' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Thursday, January 10, 2030' }));
      await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      await screen.findByText(/was added to your cart/, shown);
      expect(named('select_item')).toHaveLength(1);
      expect(named('add_to_cart')[0]).toMatchObject({ ecommerce: { items: [{ item_list_name: 'Lift Tickets', index: 0, item_date: '2030-01-10' }] } });
      expect(ga4Problems(named('add_to_cart')[0])).toEqual([]);
    });

    it('finds the product by se-name', async () => {
      productPage({ products: [liftTicket()] });
      render(<Product seName="lift-ticket-1-day" />);
      expect(await screen.findByRole('heading', { name: '1-Day Lift Ticket' })).toBeInTheDocument();
    });

    it('says so with Retry when the product cannot be loaded or the answer is malformed, and loads on Retry', async () => {
      productPage();
      server.use(serveDetails({ Id: 'three' }));
      render(<Product productId={3} />);
      expect(await screen.findByRole('alert')).toHaveTextContent('This product could not be loaded. The store sent an answer we could not read.');
      server.use(serveDetails(liftTicket()));
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: '1-Day Lift Ticket' })).toBeInTheDocument();
    });
  });

  describe('attributes and price', () => {
    it('applies price adjustments live, then the store\'s price, and announces the change with the form fields', async () => {
      productPage({ products: [liftTicket({ IsTrackingInventory: false })] });
      const updates = events('resort:product:attributes-updated');
      const answer = deferred();
      server.use(onAttributeChange(async () => (await answer.promise, HttpResponse.json(attributeChange({ price: '$88.00', priceValue: 88 })))));
      render(<Product productId={3} />);
      await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Age Group' }), 'Child (6-12) (−$40.00)');
      expect(price()).toBe('$89.00');
      await act(async () => answer.resolve());
      await waitFor(() => expect(price()).toBe('$88.00'));
      // The product also asks about its first choice once painted: when the test's choice comes
      // after that frame (a loaded machine), that answer is announced first.
      expect(updates.at(-1)).toMatchObject({ productId: 3, fields: [['product_attribute_302', '3022']] });
    });

    it("passes on the answer's PaymentSchedule with the event, and applies the price when it is malformed", async () => {
      productPage({ products: [seasonPass()] });
      const updates = events('resort:product:attributes-updated');
      const plan = seasonPassSchedule();
      server.use(onAttributeChange(() => HttpResponse.json(attributeChange({ priceValue: 699, price: '$699.00', PaymentSchedule: { ValidRequest: true, PaymentPlan: plan } }))));
      render(<Product productId={1} />);
      const select = await screen.findByRole('combobox', { name: 'Pass Type' });
      await userEvent.selectOptions(select, '1012');
      await waitFor(() => expect(updates).toHaveLength(1));
      expect(updates[0]).toMatchObject({ productId: 1, paymentSchedule: { ValidRequest: true, PaymentPlan: { IsPaymentPlan: true, PaymentsTotal: plan.PaymentsTotal } } });

      server.use(onAttributeChange(() => HttpResponse.json({ ...attributeChange({ priceValue: 905, price: '$905.00' }), PaymentSchedule: { ValidRequest: 'yes' } })));
      await userEvent.selectOptions(select, '1011');
      await waitFor(() => expect(updates).toHaveLength(2));
      expect(price()).toBe('$905.00');
      expect(updates[1]).not.toHaveProperty('paymentSchedule');
    });

    it('drops a late answer for a choice that changed meanwhile: one request per change, the last one wins', async () => {
      productPage({ products: [seasonPass()] });
      const first = deferred();
      const sent: string[] = [];
      server.use(
        onAttributeChange(async ({ request }) => {
          const value = new URLSearchParams(await request.text()).get('product_attribute_101') ?? '';
          sent.push(value);
          if (value === '1012') {
            await first.promise;
            return HttpResponse.json(attributeChange({ priceValue: 699, price: '$699.00' }));
          }
          return HttpResponse.json(attributeChange({ priceValue: 905, price: '$905.00' }));
        }),
      );
      render(<Product productId={1} />);
      const select = await screen.findByRole('combobox', { name: 'Pass Type' });
      await userEvent.selectOptions(select, '1012');
      await userEvent.selectOptions(select, '1011');
      await waitFor(() => expect(price()).toBe('$905.00'));
      await act(async () => first.resolve());
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(price()).toBe('$905.00');
      expect(sent).toEqual(['1012', '1011']);
    });

    it('asks the store once the choice is painted: two changes before the next frame send one request, the last choice', async () => {
      productPage({ products: [seasonPass()] });
      const sent: string[] = [];
      server.use(
        onAttributeChange(async ({ request }) => {
          sent.push(new URLSearchParams(await request.text()).get('product_attribute_101') ?? '');
          return HttpResponse.json(attributeChange({ priceValue: 905, price: '$905.00' }));
        }),
      );
      render(<Product productId={1} />);
      const select = await screen.findByRole('combobox', { name: 'Pass Type' });
      act(() => {
        fireEvent.change(select, { target: { value: '1012' } });
      });
      act(() => {
        fireEvent.change(select, { target: { value: '1011' } });
      });
      expect(sent).toEqual([]);
      await waitFor(() => expect(price()).toBe('$905.00'));
      expect(sent).toEqual(['1011']);
    });

    it('tries a failed update once more, then reports it with Retry and never stays updating', async () => {
      productPage({ products: [seasonPass()] });
      let calls = 0;
      server.use(onAttributeChange(() => (calls++, HttpResponse.json({ message: 'Down' }, { status: 500 }))));
      render(<Product productId={1} />);
      await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Pass Type' }), '1012');
      expect(await screen.findByRole('alert')).toHaveTextContent('The price and availability could not be updated.');
      expect(calls).toBe(2);
      // Each try is a call of its own, reported as it fails.
      const update = { widget: 'resort-product', operation: 'POST /shoppingcart/productdetails_attributechange', status: 500, message: 'The store failed to answer.' };
      expect(errorReports()).toEqual([update, update]);
      server.use(onAttributeChange(() => HttpResponse.json(attributeChange({ priceValue: 699, price: '$699.00' }))));
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(price()).toBe('$699.00'));
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('shows a [Conditional] attribute only while the store enables it', async () => {
      productPage({ products: [lesson()] });
      server.use(
        onAttributeChange(async ({ request }) => {
          const board = new URLSearchParams(await request.text()).get('product_attribute_802') === '8022';
          return HttpResponse.json(attributeChange({ enabledattributemappingids: board ? [803] : [], disabledattributemappingids: board ? [] : [803] }));
        }),
      );
      render(<Product productId={8} />);
      const discipline = await screen.findByRole('combobox', { name: 'Discipline' });
      await waitFor(() => expect(screen.queryByRole('group', { name: 'Stance' })).toBeNull());
      await userEvent.selectOptions(discipline, '8022');
      expect(await screen.findByRole('group', { name: 'Stance' })).toBeInTheDocument();
      await userEvent.selectOptions(discipline, '8021');
      await waitFor(() => expect(screen.queryByRole('group', { name: 'Stance' })).toBeNull());
    });

    it('hides [Hidden] attributes, shows [Hidden Signed In] only when signed in, and fixes [ReadOnly] ones, still sending their values', async () => {
      const attributes = [
        { Id: 903, Name: 'Sales Channel', TextPrompt: 'Sales Channel [Hidden]', AttributeControlType: 'DropdownList', Values: [{ Id: 9031, Name: 'Online', IsPreSelected: true }] },
        { Id: 904, Name: 'Loyalty Number', TextPrompt: 'Loyalty Number [Hidden Signed In]', AttributeControlType: 'TextBox' },
        { Id: 905, Name: 'Valid For', TextPrompt: 'Valid For [ReadOnly]', AttributeControlType: 'DropdownList', Values: [{ Id: 9051, Name: 'This season', IsPreSelected: true }] },
      ];
      productPage({ products: [product({ Id: 9, Name: 'Lift Card Reload', SeName: 'lift-card-reload', ProductAttributes: attributes })] });
      let body: [string, string][] = [];
      server.use(onAddToCart(async ({ request }) => ((body = await formOf(request)), HttpResponse.json(added()))));
      const { unmount } = render(<Product productId={9} />);
      await screen.findByRole('heading', { name: 'Lift Card Reload' });
      expect(screen.queryByText('Sales Channel')).toBeNull();
      expect(screen.queryByRole('textbox', { name: 'Loyalty Number' })).toBeNull();
      expect(screen.getByRole('textbox', { name: 'Valid For' })).toHaveAttribute('readonly');
      expect(screen.getByRole('textbox', { name: 'Valid For' })).toHaveValue('This season');
      await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      await screen.findByText(/was added to your cart/, shown);
      expect(body).toEqual(expect.arrayContaining([['product_attribute_903', '9031'], ['product_attribute_905', '9051']]));
      unmount();
      productPage({ ...signedIn, products: [product({ Id: 9, Name: 'Lift Card Reload', SeName: 'lift-card-reload', ProductAttributes: attributes })] });
      render(<Product productId={9} />);
      expect(await screen.findByRole('textbox', { name: 'Loyalty Number' })).toBeInTheDocument();
    });
  });

  describe('dates and inventory', () => {
    it('preselects the first date radio with inventory, disables sold-out dates and flags low ones', async () => {
      productPage({ products: [torchlightDinner()] });
      server.use(onAttributeChange(() => HttpResponse.json(attributeChange({ inventory: 6 }))));
      render(<Product productId={11} />);
      const soldOut = await screen.findByRole('radio', { name: /January 11, 2030.*Sold out/ });
      expect(soldOut).toBeDisabled();
      const low = screen.getByRole('radio', { name: /January 18, 2030.*Only 6 left/ });
      expect(low).toBeChecked();
    });

    it('clears a chosen date whose inventory dropped below 1, and disables Add to cart with the reason', async () => {
      productPage({ products: [torchlightDinner()] });
      server.use(onAttributeChange(() => HttpResponse.json(attributeChange({ dateInventory: { '2030-01-11': 0, '2030-01-18': 0, '2030-01-25': 60, '2030-02-01': 60 } }))));
      render(<Product productId={11} />);
      await waitFor(() => expect(screen.getByRole('radio', { name: /January 18, 2030/ })).not.toBeChecked());
      expect(screen.getByRole('radio', { name: /January 18, 2030/ })).toBeDisabled();
      const add = screen.getByRole('button', { name: 'Add to cart' });
      expect(add).toHaveAttribute('aria-disabled', 'true');
      expect(add).toHaveAccessibleDescription('Choose Evening first.');
    });

    it('offers no day before the earliest purchase date in the calendar, and a sold-out day cannot be chosen', async () => {
      productPage({ products: [liftTicket({ DateInventory: { '2030-01-07': 120, '2030-01-08': 0, '2030-01-09': 8, '2030-01-10': 200 } })] });
      server.use(onAttributeChange(() => HttpResponse.json(attributeChange())));
      render(<Product productId={3} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Choose a date: Start Date' }));
      const dialog = await screen.findByRole('dialog', { name: 'Start Date: calendar' });
      const soldOut = await within(dialog).findByRole('button', { name: 'Tuesday, January 8, 2030: sold out' });
      expect(soldOut).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'Wednesday, January 9, 2030: only 8 left' })).toBeEnabled();
      expect(within(dialog).getByRole('button', { name: /January 6, 2030/ })).toBeDisabled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Wednesday, January 9, 2030: only 8 left' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByText('Wednesday, January 9, 2030')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Change date: Start Date' })).toHaveFocus();
      expect(document.querySelector('.rw-flag--low')).toHaveTextContent('Only 8 left');
    });

    it('closes the calendar on Escape, focus back on its button', async () => {
      productPage({ products: [liftTicket()] });
      server.use(onAttributeChange(() => HttpResponse.json(attributeChange())));
      render(<Product productId={3} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Choose a date: Start Date' }));
      await screen.findByRole('dialog', { name: 'Start Date: calendar' });
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.getByRole('button', { name: 'Choose a date: Start Date' })).toHaveFocus();
    });
  });

  describe('the member', () => {
    it('asks a signed-out shopper to sign in, opening the sign-in lightbox', async () => {
      productPage({ products: [seasonPass()] });
      const opened = events('resort:signin:open');
      render(<Product productId={1} />);
      expect(await screen.findByText('Sign in to choose who this is for.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(opened).toHaveLength(1);
    });

    it('lists the household, disables members who cannot have it with the reason, and clears a choice that stops standing', async () => {
      productPage({ ...signedIn, products: [liftTicket({ IsTrackingInventory: false })] });
      server.use(
        onAttributeChange(() => HttpResponse.json(attributeChange())),
        onMembers(async ({ request }) => {
          const body = (await request.json()) as { Filters: { ProductAttributeValue: string }[]; checkIsGuest: boolean };
          const child = body.Filters.some((filter) => filter.ProductAttributeValue === '3022');
          return HttpResponse.json(
            household().map((entry) => ({ ...entry, IsAssignable: child ? entry.ContactInfoId === 3 : entry.ContactInfoId !== 3, ReservationDatesInfo: child ? (entry.ContactInfoId === 3 ? null : 'Too old for Child.') : entry.ContactInfoId === 3 ? 'Sam Morgan is 11; Adult is for ages 13 to 64.' : null })),
          );
        }),
      );
      render(<Product productId={3} />);
      const sam = await screen.findByRole('radio', { name: /Sam Morgan/ });
      expect(sam).toBeDisabled();
      expect(sam).toHaveAccessibleDescription('Sam Morgan is 11; Adult is for ages 13 to 64.');
      await userEvent.click(screen.getByRole('radio', { name: /Jordan Morgan/ }));
      expect(screen.getByRole('radio', { name: /Jordan Morgan/ })).toBeChecked();
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Age Group' }), '3022');
      await waitFor(() => expect(screen.getByRole('radio', { name: /Jordan Morgan/ })).toBeDisabled());
      expect(screen.getByRole('radio', { name: /Jordan Morgan/ })).not.toBeChecked();
      expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveAccessibleDescription(/who this is for first\./);
    });

    it('says when no member can have the product', async () => {
      productPage({ ...signedIn, products: [seasonPass()] });
      server.use(onMembers(() => HttpResponse.json([member({ ContactInfoId: 3, Fullname: 'Sam Morgan', IsAssignable: false })])));
      render(<Product productId={1} />);
      expect(await screen.findByText('No one in your group can have this product with these choices.')).toBeInTheDocument();
    });

    it('asks for the members again when the household changes', async () => {
      productPage({ ...signedIn, products: [seasonPass()] });
      let calls = 0;
      server.use(onMembers(() => (calls++, HttpResponse.json(household()))));
      render(<Product productId={1} />);
      await screen.findByRole('radio', { name: /Alex Morgan/ });
      act(() => void window.dispatchEvent(new CustomEvent('resort:members:changed', { detail: { source: 'test' } })));
      await waitFor(() => expect(calls).toBe(2));
    });
  });

  describe('add to cart', () => {
    it('posts the form, confirms with a link to the cart, refreshes the cart and sends the events', async () => {
      productPage({ ...signedIn, products: [seasonPass()] });
      const refreshes = events('resort:cart:refresh');
      const added_ = events('resort:cart:item-added');
      const order: string[] = [];
      for (const name of ['resort:cart:item-added', 'resort:cart:refresh']) window.addEventListener(name, () => order.push(name));
      let body: [string, string][] = [];
      let calls = 0;
      const answer = deferred();
      server.use(
        onMembers(() => HttpResponse.json(household())),
        onAddToCart(async ({ request }) => {
          calls++;
          body = await formOf(request);
          await answer.promise;
          return HttpResponse.json(added({ shoppingCartItemId: 77 }));
        }),
      );
      render(<Product productId={1} />);
      await userEvent.click(await screen.findByRole('radio', { name: /Jordan Morgan/ }));
      await userEvent.clear(screen.getByRole('textbox', { name: 'Quantity' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '2');
      const button = screen.getByRole('button', { name: 'Add to cart' });
      await userEvent.dblClick(button);
      expect(screen.getByRole('button', { name: 'Adding…' })).toBeInTheDocument();
      await act(async () => answer.resolve());
      expect(await screen.findByText('Season Pass - Adult was added to your cart for Jordan Morgan.', shown)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
      expect(calls).toBe(1);
      expect(body).toEqual([
        ['product_attribute_101', '1011'],
        ['addtocart_1.EnteredQuantity', '2'],
        ['addtocart_1.LegacyContactId', '2'],
      ]);
      // The count changes from what was added at once; the cart's reload waits for that paint.
      await waitFor(() => expect(refreshes).toHaveLength(1));
      expect(order).toEqual(['resort:cart:item-added', 'resort:cart:refresh']);
      expect(added_).toEqual([expect.objectContaining({ productId: 1, cartItemId: 77, quantity: 2, contactId: 2, updated: false })]);
      const adds = (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'add_to_cart');
      expect(adds).toHaveLength(1);
      expect(adds[0]).toMatchObject({ ecommerce: { value: 1798, items: [{ quantity: 2, item_member_role: 'household_member' }] } });
      // GA4's shape only: the member is a role, never a name or a contact id.
      expect(ga4Problems(adds[0])).toEqual([]);
      expect(JSON.stringify(window.dataLayer)).not.toMatch(/Jordan|Morgan/);
    });

    it('leads, after an add, with what happened (the item, for whom, the cart) where Add to cart was pressed, then calmly why no one else can have another', async () => {
      productPage({ ...signedIn, products: [seasonPass()] });
      let added_ = false;
      // Once Jordan has the pass, the store says why each member cannot have another.
      const after = () => [
        member({ ContactInfoId: 1, Fullname: 'Alex Morgan', AgeDescription: 'Adult', Me: true, IsAssignable: false, ReservationDatesInfo: 'Alex Morgan already has Season Pass - Adult in the cart.' }),
        member({ ContactInfoId: 2, Fullname: 'Jordan Morgan', AgeDescription: 'Adult', IsAssignable: false, ReservationDatesInfo: 'Jordan Morgan already has Season Pass - Adult in the cart.' }),
        member({ ContactInfoId: 3, Fullname: 'Sam Morgan', AgeDescription: 'Age 11', IsAssignable: false, ReservationDatesInfo: 'Sam Morgan is 11; Unlimited is for ages 18 and over.' }),
      ];
      server.use(
        onMembers(() => HttpResponse.json(added_ ? after() : household())),
        onAddToCart(() => ((added_ = true), HttpResponse.json(added({ shoppingCartItemId: 78 })))),
      );
      const { container } = render(<Product productId={1} />);
      await userEvent.click(await screen.findByRole('radio', { name: /Jordan Morgan/ }));
      const button = screen.getByRole('button', { name: 'Add to cart' });
      await userEvent.click(button);
      const done = await screen.findByText('Season Pass - Adult was added to your cart for Jordan Morgan.', shown);
      await screen.findByText('Sam Morgan is 11; Unlimited is for ages 18 and over.');
      const why = screen.getByText('No one in your group can have another with these choices: the reason is under each name. Change a choice to add another.', shown);
      // In the page's order: what happened, then why not again, then the button; nothing reads as a failure.
      const order = [...container.querySelectorAll('*')];
      expect(order.indexOf(done)).toBeLessThan(order.indexOf(why));
      expect(order.indexOf(why)).toBeLessThan(order.indexOf(button));
      expect(within(done).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/cart');
      expect(screen.queryByText('No one in your group can have this product with these choices.')).toBeNull();
      expect(screen.queryByText('Choose who this is for first.')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(button).toHaveAttribute('aria-disabled', 'true');
      // One status says it all, as a screen reader hears it: the news, then why not again, once.
      expect(screen.getByRole('status', { name: '' }).textContent).toBe(`Season Pass - Adult was added to your cart for Jordan Morgan. ${why.textContent ?? ''}`);
      const live = [...container.querySelectorAll('[role="status"], [role="alert"], [aria-live]:not([aria-live="off"])')];
      expect(live.map((region) => region.textContent ?? '').join('\n').split(why.textContent ?? '')).toHaveLength(2);
      expect(why.closest('[role="status"], [aria-live]')).toBeNull();
      // The button keeps the focus it was pressed with: its description (the same reason) waits
      // until the focus has left it, or it would be said at once, before the news, and again.
      expect(button).toHaveFocus();
      expect(button).not.toHaveAccessibleDescription();
      await userEvent.tab({ shift: true });
      await waitFor(() => expect(button).toHaveAccessibleDescription(why.textContent ?? ''), { timeout: 3000 });
    });

    it('describes a button that was not pressed with the focus on it at once, after an add', async () => {
      productPage({ ...signedIn, products: [seasonPass()] });
      let added_ = false;
      server.use(
        onMembers(() => HttpResponse.json(added_ ? household().map((one) => ({ ...one, IsAssignable: false, ReservationDatesInfo: `${one.Fullname} already has Season Pass - Adult in the cart.` })) : household())),
        onAddToCart(() => ((added_ = true), HttpResponse.json(added()))),
      );
      render(<Product productId={1} />);
      await userEvent.click(await screen.findByRole('radio', { name: /Jordan Morgan/ }));
      const button = screen.getByRole('button', { name: 'Add to cart' });
      // A press that leaves the focus where it was (an assistive technology's own click).
      fireEvent.click(button);
      expect(button).not.toHaveFocus();
      const why = await screen.findByText(/^No one in your group can have another with these choices/, shown);
      expect(button).toHaveAccessibleDescription(why.textContent ?? '');
    });

    it('says, after an add, to choose someone else when another member can still have one', async () => {
      productPage({ ...signedIn, products: [seasonPass()] });
      let added_ = false;
      server.use(
        onMembers(() =>
          HttpResponse.json(added_ ? household().map((one) => (one.ContactInfoId === 2 ? { ...one, IsAssignable: false, ReservationDatesInfo: 'Jordan Morgan already has Season Pass - Adult in the cart.' } : one)) : household()),
        ),
        onAddToCart(() => ((added_ = true), HttpResponse.json(added()))),
      );
      render(<Product productId={1} />);
      await userEvent.click(await screen.findByRole('radio', { name: /Jordan Morgan/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(await screen.findByText('To add one for someone else, choose who it is for.', shown)).toBeInTheDocument();
      const status = screen.getByRole('status', { name: '' });
      const heard = 'Season Pass - Adult was added to your cart for Jordan Morgan. To add one for someone else, choose who it is for.';
      expect(status.textContent).toBe(heard);
      await userEvent.click(screen.getByRole('radio', { name: /Alex Morgan/ }));
      // Someone is chosen: the success stays, the hint goes, and Add to cart is available again.
      expect(screen.getByText('Season Pass - Adult was added to your cart for Jordan Morgan.', shown)).toBeInTheDocument();
      expect(screen.queryByText('To add one for someone else, choose who it is for.', shown)).toBeNull();
      expect(screen.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute('aria-disabled');
      // Not news: the status keeps what it said (a changed status is said again, whole, in Chromium).
      expect(status.textContent).toBe(heard);
    });

    /**
     * A season pass for the signed-in household, Jordan chosen; after Add to cart the store's next
     * answer of who may have another (everyone now holds one) waits until the returned promise's
     * `resolve`.
     */
    async function jordanChosenWithHouseholdHeld() {
      productPage({ ...signedIn, products: [seasonPass()] });
      let added_ = false;
      const answer = deferred();
      server.use(
        onMembers(async () => {
          if (!added_) return HttpResponse.json(household());
          await answer.promise;
          return HttpResponse.json(household().map((one) => ({ ...one, IsAssignable: false, ReservationDatesInfo: `${one.Fullname} already has Season Pass - Adult in the cart.` })));
        }),
        onAddToCart(() => ((added_ = true), HttpResponse.json(added()))),
      );
      render(<Product productId={1} />);
      await userEvent.click(await screen.findByRole('radio', { name: /Jordan Morgan/ }));
      return answer;
    }

    it('says the news and why not again together, once the store has said who may have another, never the news alone first', async () => {
      const answer = await jordanChosenWithHouseholdHeld();
      await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      // The page shows what happened at once; the status waits for the whole news.
      expect(await screen.findByText('Season Pass - Adult was added to your cart for Jordan Morgan.', shown)).toBeVisible();
      const status = screen.getByRole('status', { name: '' });
      expect(status.textContent).toBe('');
      answer.resolve();
      await waitFor(() => expect(status.textContent).toBe('Season Pass - Adult was added to your cart for Jordan Morgan. No one in your group can have another with these choices: the reason is under each name. Change a choice to add another.'));
    });

    it('says the item was added, without why not again, when the store fails to say who may have another', async () => {
      productPage({ ...signedIn, products: [seasonPass()] });
      let added_ = false;
      server.use(
        onMembers(() => (added_ ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : HttpResponse.json(household()))),
        onAddToCart(() => ((added_ = true), HttpResponse.json(added()))),
      );
      render(<Product productId={1} />);
      await userEvent.click(await screen.findByRole('radio', { name: /Jordan Morgan/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(await screen.findByText('Season Pass - Adult was added to your cart for Jordan Morgan.', shown)).toBeVisible();
      // The add succeeded: that is heard, and the household's failure is said where the household is.
      await waitFor(() => expect(screen.getByRole('status', { name: '' }).textContent).toBe('Season Pass - Adult was added to your cart for Jordan Morgan.'));
      expect(await screen.findByRole('alert')).toHaveTextContent('Your group could not be loaded.');
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      expect(screen.queryByText(/No one in your group can have another/)).toBeNull();
    });

    it('says the item was added within seconds when the store never says who may have another, and does not say it again when it does', async () => {
      const answer = await jordanChosenWithHouseholdHeld();
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
        expect(await screen.findByText('Season Pass - Adult was added to your cart for Jordan Morgan.', shown)).toBeVisible();
        const status = screen.getByRole('status', { name: '' });
        expect(status.textContent).toBe('');
        // Far sooner than the client gives up on the call (15 s): the news alone.
        await act(async () => void (await vi.advanceTimersByTimeAsync(4000)));
        expect(status.textContent).toBe('Season Pass - Adult was added to your cart for Jordan Morgan.');
        // The answer comes at last: why not again is shown, and the news is not said a second time.
        answer.resolve();
        expect(await screen.findByText(/^No one in your group can have another with these choices/, shown)).toBeVisible();
        expect(status.textContent).toBe('Season Pass - Adult was added to your cart for Jordan Morgan.');
      } finally {
        vi.useRealTimers();
      }
    });

    it('sends add_to_cart with the chosen day and an item for nobody as unassigned', async () => {
      productPage({ products: [torchlightDinner()] });
      server.use(onAttributeChange(() => HttpResponse.json(attributeChange({ inventory: 6 }))), onAddToCart(() => HttpResponse.json(added())));
      render(<Product productId={11} />);
      expect(await screen.findByRole('radio', { name: /January 18, 2030/ })).toBeChecked();
      await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      await screen.findByText(/was added to your cart/, shown);
      const adds = (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'add_to_cart');
      expect(adds).toHaveLength(1);
      expect(adds[0]).toMatchObject({ ecommerce: { items: [{ item_date: '2030-01-18', item_member_role: 'unassigned', quantity: 1 }] } });
      expect(ga4Problems(adds[0])).toEqual([]);
    });

    it('shows the store\'s message when it refuses, or "Could not add item to cart", keeping the choices', async () => {
      productPage({ products: [liftTicket({ IsTrackingInventory: false })] });
      server.use(onAttributeChange(() => HttpResponse.json(attributeChange())), onAddToCart(() => HttpResponse.json({ success: false, message: 'Sold out for that day.' }, { status: 400 })));
      render(<Product productId={3} />);
      await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Age Group' }), '3023');
      await userEvent.click(screen.getByRole('button', { name: 'Choose a date: Start Date' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Thursday, January 10, 2030' }));
      await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Sold out for that day.');
      server.use(onAddToCart(() => HttpResponse.json({ success: false })));
      await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not add item to cart.'));
      expect(screen.getByRole('combobox', { name: 'Age Group' })).toHaveValue('3023');
      expect(screen.getByText('Thursday, January 10, 2030')).toBeInTheDocument();
    });

    it('logs an answer of success: false as "Could not add item to cart", once, with the store\'s reason', async () => {
      productPage({ products: [liftTicket({ IsTrackingInventory: false })] });
      server.use(onAttributeChange(() => HttpResponse.json(attributeChange())), onAddToCart(() => HttpResponse.json({ success: false, message: 'Only 2 left for that day.' })));
      render(<Product productId={3} />);
      await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Age Group' }), '3023');
      await userEvent.click(screen.getByRole('button', { name: 'Choose a date: Start Date' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Thursday, January 10, 2030' }));
      await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Only 2 left for that day.');
      expect(errorReports()).toEqual([expect.objectContaining({ widget: 'resort-product', operation: 'POST /addproducttocart/details/{value}/{value}', message: 'Could not add item to cart: Only 2 left for that day.' })]);
      server.use(onAddToCart(() => HttpResponse.json({ success: false })));
      await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      await waitFor(() => expect(errorReports()).toHaveLength(2));
      expect(errorReports()[1]).toMatchObject({ message: 'Could not add item to cart' });
    });

    it("posts to the tag's add-to-cart-url with the product's id put in; anything but a path on this site is the default", async () => {
      productPage({ products: [liftTicket({ IsTrackingInventory: false }), seasonPass()] });
      const paths: string[] = [];
      server.use(
        onAttributeChange(() => HttpResponse.json(attributeChange())),
        http.post('/addproducttocart/details/:productId/:cartType', ({ request }) => (paths.push(new URL(request.url).pathname), HttpResponse.json(added()))),
      );
      render(<Product productId={3} addToCartUrl="/addproducttocart/details/{productId}/2" />);
      await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Age Group' }), '3023');
      await userEvent.click(await screen.findByRole('button', { name: 'Choose a date: Start Date' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Thursday, January 10, 2030' }));
      await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
      expect(await screen.findByText(/was added to your cart/, shown)).toBeInTheDocument();
      expect(paths).toEqual(['/addproducttocart/details/3/2']);
      expect(addToCartAddress(3, '')).toBe('/addproducttocart/details/3/1');
      expect(addToCartAddress(3, ' /wishlist/add/{productId} ')).toBe('/wishlist/add/3');
      for (const elsewhere of ['https://elsewhere.example/add', '//elsewhere.example/add', 'javascript:alert(1)', 'add/3', '/\\elsewhere.example']) {
        expect(addToCartAddress(3, elsewhere)).toBe('/addproducttocart/details/3/1');
      }
    });

    it('disables Add to cart with the reason until required choices are made', async () => {
      productPage({ products: [liftTicket({ IsTrackingInventory: false })] });
      let calls = 0;
      server.use(onAddToCart(() => (calls++, HttpResponse.json(added()))));
      render(<Product productId={3} />);
      const button = await screen.findByRole('button', { name: 'Add to cart' });
      expect(button).toHaveAccessibleDescription('Choose Start Date first.');
      await userEvent.click(button);
      expect(calls).toBe(0);
    });

    it('says the choices still to make and the member to choose in one sentence, in either language', () => {
      expect(reasonsText([{ kind: 'missing', names: ['Start Date'] }, { kind: 'member' }], productLabels)).toBe('Choose Start Date and who this is for first.');
      expect(reasonsText([{ kind: 'missing', names: ['Date de début'] }, { kind: 'member' }], productLabelsFr)).toBe('Choisissez d’abord\u00a0: Date de début et pour qui est cet achat.');
      // Either alone keeps its own sentence.
      expect(reasonsText([{ kind: 'member' }], productLabels)).toBe('Choose who this is for first.');
      expect(reasonsText([{ kind: 'missing', names: ['Start Date', 'Age Group'] }], productLabels)).toBe('Choose Start Date, Age Group first.');
    });

    describe('paid by a voucher (voucher)', () => {
      it('shows $0.00 paid by the voucher and its ID, asks no quantity, and adds one with the voucher', async () => {
        productPage({ ...signedIn, products: [seasonPass()] });
        let body: [string, string][] = [];
        server.use(
          onMembers(() => HttpResponse.json(household())),
          onAddToCart(async ({ request }) => {
            body = await formOf(request);
            return HttpResponse.json(added({ shoppingCartItemId: 78 }));
          }),
        );
        render(<Product productId={1} voucher="VCH-PRODUCT-1" />);
        await userEvent.click(await screen.findByRole('radio', { name: /Jordan Morgan/ }));
        expect(price()).toBe('$0.00');
        expect(screen.getByText('Paid by voucher')).toBeInTheDocument();
        expect(screen.getByText('Voucher ID: VCH-PRODUCT-1')).toBeInTheDocument();
        expect(screen.queryByRole('textbox', { name: 'Quantity' })).toBeNull();
        await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
        expect(await screen.findByText('Season Pass - Adult was added to your cart for Jordan Morgan.', shown)).toBeInTheDocument();
        expect(body).toEqual([
          ['product_attribute_101', '1011'],
          ['addtocart_1.EnteredQuantity', '1'],
          ['addtocart_1.LegacyContactId', '2'],
          ['addtocart_1.VoucherId', 'VCH-PRODUCT-1'],
        ]);
        const adds = (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'add_to_cart');
        expect(adds.at(-1)).toMatchObject({ ecommerce: { value: 0, items: [{ price: 0, quantity: 1 }] } });
        // The voucher pays for one, and it is in the cart: no second press for the store to refuse.
        const button = screen.getByRole('button', { name: 'Add to cart' });
        expect(button).toHaveAttribute('aria-disabled', 'true');
        // Heard with the news; the button's description once the focus has left it.
        await waitFor(() => expect(screen.getByRole('status', { name: '' }).textContent).toBe('Season Pass - Adult was added to your cart for Jordan Morgan. Your voucher has paid for the one now in your cart.'));
        await userEvent.tab({ shift: true });
        await waitFor(() => expect(button).toHaveAccessibleDescription('Your voucher has paid for the one now in your cart.'), { timeout: 3000 });
      });

      it('asks the store about its choice with the voucher, as Add to cart names it, and tells the schedule viewer it is on no payment plan', async () => {
        productPage({ products: [seasonPass()] });
        const updates = events('resort:product:attributes-updated');
        const asked: [string, string][][] = [];
        server.use(onAttributeChange(async ({ request }) => (asked.push(await formOf(request)), HttpResponse.json(attributeChange({ PaymentSchedule: { ValidRequest: true, PaymentPlan: null } })))));
        render(<Product productId={1} voucher="VCH-PRODUCT-1" />);
        // Asked at once, so a schedule viewer on the page hears it before the shopper chooses anything.
        await waitFor(() => expect(updates).toHaveLength(1));
        expect(asked[0]).toEqual([['product_attribute_101', '1011'], ['addtocart_1.VoucherId', 'VCH-PRODUCT-1']]);
        expect(updates[0]).toMatchObject({ productId: 1, fields: [['product_attribute_101', '1011']], paymentSchedule: { ValidRequest: true, PaymentPlan: null } });
        await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Pass Type' }), '1012');
        await waitFor(() => expect(asked).toHaveLength(2));
        expect(asked[1]).toContainEqual(['addtocart_1.VoucherId', 'VCH-PRODUCT-1']);
        expect(price()).toBe('$0.00');
      });

      it('shows the price the store answers for the choice it pays for, which is what the cart will hold', async () => {
        productPage({ products: [liftTicket({ IsTrackingInventory: false })] });
        const paid = attributeChange({ price: '$0.00', priceValue: 0, paidByVoucher: 'VCH-LIFT-1' });
        server.use(onAttributeChange(() => HttpResponse.json(paid)));
        render(<Product productId={3} voucher="VCH-LIFT-1" />);
        await userEvent.click(await screen.findByRole('button', { name: 'Choose a date: Start Date' }));
        await userEvent.click(await screen.findByRole('button', { name: 'Thursday, January 10, 2030' }));
        await waitFor(() => expect(document.querySelector('.rw-product__amount')).toHaveAttribute('data-price', '0'));
        expect(price()).toBe('$0.00');
        expect(screen.getByText('Paid by voucher')).toBeInTheDocument();
        expect(screen.getByText('Voucher ID: VCH-LIFT-1')).toBeInTheDocument();
      });

      it('shows the full price and why, and not "Paid by voucher", when the store says the voucher cannot pay', async () => {
        productPage({ products: [seasonPass()] });
        const refused = attributeChange({ price: '$899.00', priceValue: 899, paidByVoucher: null, voucherMessage: 'Voucher VCH-LIFT-1 is not for Season Pass - Adult.' });
        server.use(onAttributeChange(() => HttpResponse.json(refused)));
        render(<Product productId={1} voucher="VCH-LIFT-1" />);
        expect(await screen.findByText('Voucher VCH-LIFT-1 is not for Season Pass - Adult.', shown)).toBeInTheDocument();
        expect(price()).toBe('$899.00');
        expect(screen.queryByText('Paid by voucher')).toBeNull();
        expect(screen.queryByText('Voucher ID: VCH-LIFT-1')).toBeNull();
      });

      it('says why the voucher cannot pay once, politely, and again only when the reason changes; without it once the voucher pays', async () => {
        productPage({ products: [seasonPass()] });
        const answers = [
          attributeChange({ price: '$899.00', priceValue: 899, paidByVoucher: null, voucherMessage: 'Voucher VCH-LIFT-1 is not for Season Pass - Adult.' }),
          attributeChange({ price: '$699.00', priceValue: 699, paidByVoucher: null, voucherMessage: 'Voucher VCH-LIFT-1 is not for Season Pass - Adult.' }),
          attributeChange({ price: '$899.00', priceValue: 899, paidByVoucher: null, voucherMessage: 'Voucher VCH-LIFT-1 is already in your cart.' }),
          attributeChange({ price: '$0.00', priceValue: 0, paidByVoucher: 'VCH-LIFT-1' }),
        ];
        let asked = 0;
        server.use(onAttributeChange(() => HttpResponse.json(answers[asked++])));
        render(<Product productId={1} voucher="VCH-LIFT-1" />);
        const status = screen.getByRole('status', { name: '' });
        // Every text the region is given, as a screen reader is told of it.
        const heard: string[] = [];
        new MutationObserver(() => status.textContent && heard.push(status.textContent)).observe(status, { childList: true, characterData: true, subtree: true });
        await waitFor(() => expect(status.textContent).toBe('Voucher VCH-LIFT-1 is not for Season Pass - Adult.'));
        expect(screen.getByText('Voucher VCH-LIFT-1 is not for Season Pass - Adult.', shown)).toBeVisible();
        const passType = screen.getByRole('combobox', { name: 'Pass Type' });
        // The same reason for another choice: shown still, not news.
        await userEvent.selectOptions(passType, '1012');
        await waitFor(() => expect(price()).toBe('$699.00'));
        expect(screen.getByText('Voucher VCH-LIFT-1 is not for Season Pass - Adult.', shown)).toBeVisible();
        // Another reason: said.
        await userEvent.selectOptions(passType, '1011');
        await waitFor(() => expect(status.textContent).toBe('Voucher VCH-LIFT-1 is already in your cart.'));
        // The voucher pays: the reason goes, from the page and the region.
        await userEvent.selectOptions(passType, '1012');
        expect(await screen.findByText('Paid by voucher')).toBeInTheDocument();
        expect(screen.queryByText(/^Voucher VCH-LIFT-1 is/, shown)).toBeNull();
        expect(status.textContent).toBe('');
        expect(heard).toEqual(['Voucher VCH-LIFT-1 is not for Season Pass - Adult.', 'Voucher VCH-LIFT-1 is already in your cart.']);
        // Heard, not moved to: the focus stays on the shopper's choice.
        expect(passType).toHaveFocus();
      });

      it("shows the store's reason when it refuses the voucher", async () => {
        productPage({ products: [liftTicket({ IsTrackingInventory: false })] });
        server.use(
          onAttributeChange(() => HttpResponse.json(attributeChange())),
          onAddToCart(() => HttpResponse.json({ success: false, message: 'Voucher VCH-LIFT-1 is already in your cart.' }, { status: 400 })),
        );
        render(<Product productId={3} voucher="VCH-LIFT-1" />);
        await userEvent.click(await screen.findByRole('button', { name: 'Choose a date: Start Date' }));
        await userEvent.click(await screen.findByRole('button', { name: 'Thursday, January 10, 2030' }));
        expect(price()).toBe('$0.00');
        await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
        expect(await screen.findByRole('alert')).toHaveTextContent('Voucher VCH-LIFT-1 is already in your cart.');
      });

      it('says so in French on a French page', async () => {
        productPage({ products: [seasonPass()], locale: 'fr-CA' });
        render(
          <IslandLanguageContext.Provider value={{ language: 'fr-CA', locale: 'fr-CA', dictionary: { ...productLabelsFr } }}>
            <Product productId={1} voucher="VCH-PRODUCT-1" />
          </IslandLanguageContext.Provider>,
        );
        expect(await screen.findByText('Payé avec votre bon')).toBeInTheDocument();
        // (The text matcher reads the no-break space before the colon as a space.)
        expect(screen.getByText('Numéro du bon : VCH-PRODUCT-1')).toBeInTheDocument();
        expect(price()).toMatch(/^0,00\s\$/);
      });

      it("edits the line a voucher paid for from the cart's edit link: still paid by it, one, saved as an update with the voucher", async () => {
        productPage({ products: [liftTicket({ IsTrackingInventory: false })], cart: cartWith([seasonPassItem({ Id: 42, ProductId: 3 })]) });
        window.history.replaceState(null, '', '/lift-ticket-1-day?product_attribute_301=2030-01-10%7CThursday&product_attribute_302=3022&productid=3&editmode=true&productquantity=1&updatecartitemid=42');
        let body: [string, string][] = [];
        server.use(onAttributeChange(() => HttpResponse.json(attributeChange())), onAddToCart(async ({ request }) => ((body = await formOf(request)), HttpResponse.json(added({ shoppingCartItemId: 42 })))));
        render(<Product productId={3} voucher="VCH-LIFT-2" />);
        expect(await screen.findByText('You are changing an item in your cart.')).toBeInTheDocument();
        expect(price()).toBe('$0.00');
        expect(screen.queryByRole('textbox', { name: 'Quantity' })).toBeNull();
        await userEvent.click(screen.getByRole('button', { name: 'Update cart item' }));
        expect(await screen.findByText('Your cart item was updated.', shown)).toBeInTheDocument();
        expect(body).toEqual(expect.arrayContaining([
          ['addtocart_3.EnteredQuantity', '1'],
          ['addtocart_3.UpdatedShoppingCartItemId', '42'],
          ['addtocart_3.VoucherId', 'VCH-LIFT-2'],
        ]));
      });

      it('is the product as before without it', async () => {
        productPage({ products: [seasonPass()] });
        render(<Product productId={1} />);
        expect(await screen.findByRole('textbox', { name: 'Quantity' })).toBeInTheDocument();
        expect(price()).not.toBe('$0.00');
        expect(screen.queryByText(/Voucher ID/)).toBeNull();
      });
    });

    it('edits a cart item from the cart\'s edit link: its choices and quantity filled in, saved as an update', async () => {
      productPage({ products: [liftTicket({ IsTrackingInventory: false })], cart: cartWith([seasonPassItem({ Id: 41, ProductId: 3 })]) });
      window.history.replaceState(null, '', '/lift-ticket-1-day?product_attribute_301=2030-01-10%7CThursday&product_attribute_302=3022&productid=3&editmode=true&productquantity=3&updatecartitemid=41');
      let body: [string, string][] = [];
      server.use(onAttributeChange(() => HttpResponse.json(attributeChange())), onAddToCart(async ({ request }) => ((body = await formOf(request)), HttpResponse.json(added({ shoppingCartItemId: 41 })))));
      render(<Product productId={3} />);
      expect(await screen.findByText('You are changing an item in your cart.')).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Age Group' })).toHaveValue('3022');
      expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
      expect(screen.getByText('Thursday, January 10, 2030')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Update cart item' }));
      expect(await screen.findByText('Your cart item was updated.', shown)).toBeInTheDocument();
      expect(body).toContainEqual(['addtocart_3.UpdatedShoppingCartItemId', '41']);
      expect(body).toContainEqual(['product_attribute_301_day', '10']);
    });

    it('clamps a golf product’s earliest purchase date into the season, as every product’s', async () => {
      productPage({ products: [teeTime()] });
      render(<Product productId={6} />);
      await userEvent.click(await screen.findByRole('button', { name: 'Choose a date: Date' }));
      // The test season runs from January 7 to March 31, 2030: the calendar opens on its first month.
      expect(await screen.findByRole('button', { name: 'Monday, January 7, 2030' })).toBeEnabled();
    });

    it('prices golf per player with Due Online and Due At Course', async () => {
      productPage({ products: [teeTime()] });
      render(<Product productId={6} />);
      await screen.findByRole('heading', { name: 'Tee Time - Mountain Course' });
      await userEvent.clear(screen.getByRole('textbox', { name: 'Quantity' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '2');
      expect(screen.getByText('per player')).toBeInTheDocument();
      expect(screen.getByText('Due Online').nextSibling).toHaveTextContent('$40.00');
      expect(screen.getByText('Due At Course').nextSibling).toHaveTextContent('$130.00');
    });
  });

  it('keeps the attribute list the store sent for the product when it has none in page data', async () => {
    productPage();
    server.use(serveDetails({ ...liftTicket(), ProductAttributes: null }), serveAttributes(liftTicketAttributes()));
    render(<Product productId={3} />);
    expect(await screen.findByRole('combobox', { name: 'Age Group' })).toBeInTheDocument();
  });
});
