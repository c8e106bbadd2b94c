import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { startMswServer } from '../../../test/msw.ts';
import { added, attributeChange, liftTicket } from '../product.fixtures.ts';
import { pricedMonth } from '../pricing.fixtures.ts';
import { Product } from '../Product.tsx';
import { loadCalendar } from './calendar/load-calendar.ts';
import { PRICING_PATH } from './api.ts';
import { deferred, formOf, onAddToCart, onAttributeChange, productPage, shown } from '../test-helpers.ts';
import { IslandLanguageContext } from '../../../src/ui/island-language.ts';
import { loadDateLocale } from '../../../src/core/dates.ts';
import { dateFieldLabelsFr } from './date-labels.fr-CA.ts';

const server = startMswServer();
beforeAll(async () => void (await loadCalendar()), 20_000);

/** January 2030 as the store prices it: the test season starts on Monday the 7th. */
const january = () =>
  pricedMonth('2030-01', 109, {
    '2030-01-07': { count: 120, price: 89, percentSaved: 15, tier: { number: 50, sold: 46 } },
    '2030-01-08': { count: 0, price: 89 },
    '2030-01-09': { count: 8, price: 99, percentSaved: 8 },
    '2030-01-10': { count: 200, price: 99, tier: { number: 50, sold: 40 } },
  });

/** Answers by month from `answers`, counting the requests and keeping their forms. */
function servePrices(answers: (start: string) => unknown) {
  const forms: Record<string, string>[] = [];
  server.use(
    http.post(PRICING_PATH, async ({ request }) => {
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      forms.push(form);
      const answer = await answers(form['Filter.StartDate'] ?? '');
      return answer instanceof Response ? answer : HttpResponse.json(answer as object);
    }),
    onAttributeChange(() => HttpResponse.json(attributeChange())),
  );
  return forms;
}

async function openCalendar() {
  await userEvent.click(await screen.findByRole('button', { name: 'Choose a date: Start Date' }));
  return screen.findByRole('dialog', { name: 'Start Date: calendar' });
}

const withCalendar = (input: Parameters<typeof liftTicket>[0] = {}) => liftTicket({ ShowPricingCalendarView: true, DateInventory: null, ...input });

describe('<resort-product> pricing calendar', () => {
  it("shows each day's price, saving and what is left in its name, with sold-out days disabled, from one request for the month", async () => {
    productPage({ CatalogSettings: { DynamicPricingCalendar: true }, products: [withCalendar()] });
    const forms = servePrices(() => january());
    render(<Product productId={3} />);
    const dialog = await openCalendar();
    const first = await within(dialog).findByRole('button', { name: 'Monday, January 7: $89, save 15%, 4 left' });
    expect(first).toBeEnabled();
    expect(first).toHaveTextContent(/^7$/);
    // The cell's marks are short (the legend says what each is); the name says them in full.
    expect(first.parentElement).toHaveTextContent('7$89−15%4');
    expect(within(dialog).getByRole('button', { name: 'Tuesday, January 8: sold out' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Wednesday, January 9: $99, save 8%, 8 left' })).toBeEnabled();
    // 10 left at the price is not under the threshold of 10.
    expect(within(dialog).getByRole('button', { name: 'Thursday, January 10: $99' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: /January 6: not available$/ })).toBeDisabled();
    expect(within(dialog).getByText(/Each day shows its price, −N%: saved against the window price/)).toBeInTheDocument();
    expect(within(dialog).getByText('tickets left at that price.', { exact: false })).toBeInTheDocument();
    // The chosen age group's value goes with it: the store prices the days with its adjustment.
    expect(forms).toEqual([{ 'Filter.AttributeIds[0]': '3021', 'Filter.ProductId': '3', 'Filter.StartDate': '2030-01-01', 'Filter.EndDate': '2030-01-31' }]);
  });

  it('in French with a store that sells in US dollars: each cell shows the amount alone, the legend names the currency once, the name says the full price', async () => {
    await loadDateLocale('fr-CA');
    productPage({ locale: 'fr-CA', Language: 'fr-CA', currency: 'USD', CatalogSettings: { DynamicPricingCalendar: true }, products: [withCalendar()] });
    servePrices(() => january());
    // The island gives its components the French wording (here the date field's).
    render(
      <IslandLanguageContext.Provider value={{ language: 'fr-CA', locale: 'fr-CA', dictionary: dateFieldLabelsFr }}>
        <Product productId={3} />
      </IslandLanguageContext.Provider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Choisir une date\s?: Start Date$/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Start Date\s?: calendrier$/ });
    const first = await within(dialog).findByRole('button', { name: /^lundi 7 janvier\u00a0: 89\s\$\sUS, économisez 15 %, 4 restants$/ });
    expect(first.parentElement?.textContent?.replace(/\s/gu, ' ')).toBe('789−15 %4');
    expect(within(dialog).getByText(/^Chaque jour affiche son prix en \$\sUS,/)).toBeInTheDocument();
  });

  it('moves between priced days with the arrow keys, over a sold-out day and into the next month', async () => {
    productPage({ CatalogSettings: { DynamicPricingCalendar: true }, products: [withCalendar()] });
    servePrices((start) => (start.startsWith('2030-01') ? january() : pricedMonth(start.slice(0, 7), 119)));
    render(<Product productId={3} />);
    const dialog = await openCalendar();
    const first = await within(dialog).findByRole('button', { name: 'Monday, January 7: $89, save 15%, 4 left' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('button', { name: 'Wednesday, January 9: $99, save 8%, 8 left' })).toHaveFocus();
    // Four weeks down from the 9th: February, asked for when it shows.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Wednesday, February 6: $119' })).toHaveFocus());
  });

  it('asks for each month once: a month seen before is not asked for again', async () => {
    productPage({ CatalogSettings: { DynamicPricingCalendar: true }, products: [withCalendar()] });
    const forms = servePrices((start) => (start.startsWith('2030-01') ? january() : pricedMonth(start.slice(0, 7), 119)));
    render(<Product productId={3} />);
    const dialog = await openCalendar();
    await within(dialog).findByRole('button', { name: /Monday, January 7: \$89/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to the Next Month' }));
    expect(await within(dialog).findByRole('button', { name: 'Friday, February 1: $119' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to the Previous Month' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to the Next Month' }));
    expect(within(dialog).getByRole('button', { name: 'Friday, February 1: $119' })).toBeInTheDocument();
    expect(forms.map((form) => form['Filter.StartDate'])).toEqual(['2030-01-01', '2030-02-01']);
  });

  it('drops a late answer for a month no longer shown, and asks for it again when it shows', async () => {
    productPage({ CatalogSettings: { DynamicPricingCalendar: true }, products: [withCalendar()] });
    const february = deferred();
    let februaryAsked = 0;
    const forms = servePrices(async (start) => {
      if (start.startsWith('2030-01')) return january();
      februaryAsked += 1;
      if (februaryAsked === 1) await february.promise;
      return pricedMonth('2030-02', februaryAsked === 1 ? 999 : 119);
    });
    render(<Product productId={3} />);
    const dialog = await openCalendar();
    await within(dialog).findByRole('button', { name: /Monday, January 7: \$89/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to the Next Month' }));
    expect(await within(dialog).findByText('Loading prices…')).toHaveAttribute('role', 'status');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to the Previous Month' }));
    await act(async () => february.resolve());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to the Next Month' }));
    expect(await within(dialog).findByRole('button', { name: 'Friday, February 1: $119' })).toBeInTheDocument();
    expect(within(dialog).queryByText('$999')).toBeNull();
    expect(forms.map((form) => form['Filter.StartDate'])).toEqual(['2030-01-01', '2030-02-01', '2030-02-01']);
  });

  it('says the prices could not be loaded, with Retry, when the answer fails or is malformed', async () => {
    productPage({ CatalogSettings: { DynamicPricingCalendar: true }, products: [withCalendar()] });
    let answer: 'error' | 'malformed' | 'good' = 'malformed';
    servePrices(() => (answer === 'good' ? january() : answer === 'error' ? HttpResponse.json({ message: 'Boom' }, { status: 500 }) : { variants: [{ dayPriceLists: [{ Date: 7 }] }] }));
    render(<Product productId={3} />);
    const dialog = await openCalendar();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/The prices could not be loaded\. The store sent an answer we could not read\./);
    answer = 'good';
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('button', { name: 'Monday, January 7: $89, save 15%, 4 left' })).toBeEnabled();
  });

  it('prices a consecutive 3-day ticket as a whole, and a range crossing a sold-out day cannot be chosen', async () => {
    productPage({ CatalogSettings: { DynamicPricingCalendar: true }, products: [withCalendar({ NumberOfDays: 3, IsConsecutiveMultiDay: true })] });
    const forms = servePrices(() => january());
    render(<Product productId={3} />);
    const dialog = await openCalendar();
    // The 7th reaches the sold-out 8th; the 9th covers 9–11: $99 + $99 + $109.
    expect(await within(dialog).findByRole('button', { name: 'Monday, January 7: not available' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wednesday, January 9: 3 days $307, 8 left' }));
    expect(screen.getByText('Wednesday, January 9, 2030 to Friday, January 11, 2030: $307.00')).toBeInTheDocument();
    // The request reaches into the next month for ranges starting at the month's end.
    expect(forms[0]).toMatchObject({ 'Filter.StartDate': '2030-01-01', 'Filter.EndDate': '2030-02-02' });
  });

  it('takes up to 4 separate days of a non-consecutive ticket, each at its own price, refuses a fifth saying why, and sends the days', async () => {
    productPage({ CatalogSettings: { DynamicPricingCalendar: true }, products: [withCalendar({ Name: '4-Day Flex Lift Ticket', NumberOfDays: 4, IsNonConsecutiveMultiDay: true })] });
    servePrices(() => january());
    let body: [string, string][] = [];
    server.use(
      onAttributeChange(() => HttpResponse.json(attributeChange({ price: '$396.00', priceValue: 396 }))),
      onAddToCart(async ({ request }) => ((body = await formOf(request)), HttpResponse.json(added()))),
    );
    render(<Product productId={3} />);
    const field = await screen.findByRole('group', { name: 'Start Date' });
    expect(field).toHaveAccessibleDescription('Choose up to 4 days.');
    await userEvent.click(within(field).getByRole('button', { name: 'Choose dates: Start Date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Date: calendar' });
    for (const name of ['Monday, January 7: $89, save 15%, 4 left', 'Wednesday, January 9: $99, save 8%, 8 left', 'Saturday, January 12: $109', 'Thursday, January 10: $99']) {
      await userEvent.click(await within(dialog).findByRole('button', { name }));
    }
    expect(within(field).getByText(/^Days chosen \(4\): Monday, January 7, 2030; Wednesday, January 9, 2030; Thursday, January 10, 2030; Saturday, January 12, 2030$/)).toBeInTheDocument();
    // $89 + $99 + $99 + $109, each day at its own price today.
    expect(within(field).getByText('Total: $396.00')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Monday, January 14: $109' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('You can choose up to 4 days. Remove a chosen day to choose another.');
    expect(within(dialog).getAllByRole('gridcell', { selected: true }).map((cell) => cell.getAttribute('data-day'))).toEqual(['2030-01-07', '2030-01-09', '2030-01-10', '2030-01-12']);
    // Fewer days may be bought: taking one away clears the refusal.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Saturday, January 12: $109' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(field).getByText('Total: $287.00')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Monday, January 14: $109' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close the calendar' }));
    await waitFor(() => expect(document.querySelector('.rw-product__amount')).toHaveTextContent('$396.00'));
    expect(screen.queryByText(/a day ×/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await screen.findByText('4-Day Flex Lift Ticket was added to your cart.', shown);
    expect(body).toEqual(
      expect.arrayContaining([
        ['product_attribute_301_day', '7'],
        ['product_attribute_301_month', '1'],
        ['product_attribute_301_year', '2030'],
        ['rental_start_date_301', '2030-01-07|2030-01-09|2030-01-10|2030-01-14'],
      ]),
    );
  });
});
