/**
 * A dated lift ticket for a member of the household, into the cart, as a screen-reader user hears
 * it. Each `expect` is what is spoken after one step: reading down the product, then each control as
 * it takes the focus, and what the live regions announce on their own (price, date, the result).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { startMswServer } from '../msw.ts';
import { added, attributeChange, household, liftTicket } from '../../widgets/product/product.fixtures.ts';
import { Product } from '../../widgets/product/Product.tsx';
import { loadCalendar } from '../../widgets/product/dates/calendar/load-calendar.ts';
import { deferred, onAddToCart, onAttributeChange, onMembers, productPage, shown } from '../../widgets/product/test-helpers.ts';
import { listen } from './listener.ts';

const server = startMswServer();
beforeAll(async () => void (await loadCalendar()), 20_000);

describe('<resort-product> heard by a screen-reader user', () => {
  it('a dated lift ticket for Jordan into the cart: the groups, the day chosen, the price and the result announced', async () => {
    productPage({ user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' }, products: [liftTicket({ IsTrackingInventory: false })] });
    const answer = deferred();
    server.use(
      onAttributeChange(() => HttpResponse.json(attributeChange())),
      onMembers(() => HttpResponse.json(household())),
      onAddToCart(async () => (await answer.promise, HttpResponse.json(added()))),
    );
    render(<Product productId={3} />);
    await screen.findByRole('radio', { name: /Jordan Morgan/ });
    await screen.findByRole('button', { name: 'Choose a date: Start Date' });
    const sr = await listen();
    const user = userEvent.setup();

    expect(await sr.readUntil(/^button, Add to cart/)).toEqual([
      'region, 1-Day Lift Ticket',
      'heading, 1-Day Lift Ticket, level 2',
      'paragraph',
      'Price',
      ':',
      '$129.00',
      'end of paragraph',
      'group, Start Date',
      'Start Date',
      'paragraph',
      'No date chosen',
      'end of paragraph',
      'button, Choose a date: Start Date, No date chosen, not expanded, has popup dialog',
      'Choose a date',
      'end of button, Choose a date: Start Date, No date chosen, not expanded, has popup dialog',
      'end of group, Start Date',
      'Age Group',
      // The reader speaks a select's value (3021) where a browser speaks its chosen option (Adult).
      'combobox, Age Group, 3021, has popup listbox, not expanded, required',
      'option, Adult, 3021, selected, position 1, set size 3',
      'option, Child (6-12) (−$40.00), 3022, not selected, position 2, set size 3',
      'option, Senior (65+) (−$30.00), 3023, not selected, position 3, set size 3',
      'end of combobox, Age Group, 3021, has popup listbox, not expanded, required',
      'group, Who is this for?',
      'Who is this for?',
      'radio, Alex Morgan (you) Adult, not checked, position 1, set size 3',
      'Alex Morgan',
      '(you)',
      'Adult',
      'radio, Jordan Morgan Adult, not checked, position 2, set size 3',
      'Jordan Morgan',
      'Adult',
      'radio, Sam Morgan Age 11, not checked, position 3, set size 3',
      'Sam Morgan',
      'Age 11',
      'end of group, Who is this for?',
      'Quantity',
      'textbox, Quantity, 1',
      // The add's result is said from here, just above the button it answers (empty until then).
      'status',
      // Not yet: the button says why, in its description.
      'button, Add to cart, Choose Start Date and who this is for first., disabled',
    ]);

    await user.click(screen.getByRole('button', { name: 'Choose a date: Start Date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Start Date: calendar' });
    // The dialog holds the focus while its grid loads, then gives it to the day the grid offers.
    const offered = await within(calendar).findByRole('button', { name: 'Monday, January 7, 2030' });
    await vi.waitFor(() => expect(document.activeElement).toBe(offered));
    // What is said as the focus moves into the calendar is heard through a real screen reader, in
    // Chromium and Firefox (the Orca journeys): this virtual one speaks a focus move on a turn of its
    // own that a busy machine can miss, so only the button's own phrase is checked here.
    expect((await sr.said())[0]).toBe('button, Choose a date: Start Date, No date chosen, expanded, has popup dialog');

    await user.click(screen.getByRole('button', { name: 'Thursday, January 10, 2030' }));
    expect(await sr.said()).toEqual(['button, Change date: Start Date, Thursday, January 10, 2030, not expanded, has popup dialog', 'polite: Thursday, January 10, 2030']);

    await user.click(screen.getByRole('radio', { name: /Jordan Morgan/ }));
    expect(await sr.focused()).toBe('radio, Jordan Morgan Adult, checked, position 2, set size 3');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Age Group' }), 'Senior (65+) (−$30.00)');
    expect(await sr.announced()).toContain('polite: Price: $99.00');

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await sr.said()).toEqual(['button, Adding…, disabled']);
    answer.resolve();
    await screen.findByText(/was added to your cart/, shown);
    // Said once the store has said again who may have another: one piece of news (the link to the
    // cart is the page's, not news).
    await vi.waitFor(() => expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/was added to your cart/));
    expect(await sr.announced()).toEqual(['polite: 1-Day Lift Ticket was added to your cart for Jordan Morgan.']);
    await sr.stop();
  });
});
