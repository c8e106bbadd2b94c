import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { startMswServer } from '../../../test/msw.ts';
import { attributeChange, snowshoeTour } from '../product.fixtures.ts';
import { Product } from '../Product.tsx';
import { loadCalendar } from './calendar/load-calendar.ts';
import { formOf, onAttributeChange, productPage } from '../test-helpers.ts';

const server = startMswServer();
beforeAll(async () => void (await loadCalendar()), 20_000);

async function chooseDay(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: /^(Choose a date|Change date): Start Date$/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Start Date: calendar' });
  await userEvent.click(await within(dialog).findByRole('button', { name }));
}

describe('<resort-product> [Activity Time]', () => {
  it("shows the chosen date's times as hh:ii aa (lower-case am/pm) with what they have left, sold-out ones disabled, and sends the chosen slot", async () => {
    productPage({ products: [snowshoeTour()] });
    const forms: [string, string][][] = [];
    server.use(onAttributeChange(async ({ request }) => (forms.push(await formOf(request)), HttpResponse.json(attributeChange()))));
    render(<Product productId={5} />);
    const times = await screen.findByRole('group', { name: 'Tour Time' });
    expect(times).toHaveTextContent('Choose a date to see its times.');

    await chooseDay('Wednesday, January 9, 2030');
    const radios = within(times).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['09:00 amOnly 11 left', '01:00 pmSold out', '03:30 pm']);
    expect(within(times).getByRole('radio', { name: /01:00 pm/ })).toBeDisabled();
    expect(within(times).getByRole('radio', { name: /09:00 am/ })).toBeChecked();
    await userEvent.click(within(times).getByRole('radio', { name: '03:30 pm' }));
    await waitFor(() => expect(forms.at(-1)).toContainEqual(['product_attribute_502', '5023']));
  });

  it('says no times are available when no slot of the date has any left', async () => {
    productPage({ products: [snowshoeTour()] });
    server.use(onAttributeChange(() => HttpResponse.json(attributeChange())));
    render(<Product productId={5} />);
    await chooseDay('Thursday, January 10, 2030');
    const times = await screen.findByRole('group', { name: 'Tour Time' });
    expect(within(times).getByRole('status')).toHaveTextContent('No times available');
    expect(within(times).queryAllByRole('radio')).toHaveLength(0);
  });
});
