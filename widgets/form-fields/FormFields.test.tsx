import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import './elements/resort-date-field.ts';
import './elements/resort-country-select.ts';
import './elements/resort-state-field.ts';

// The shipped element types (widgets/tag-types.ts), plus the callback a form reset calls.
type DateField = HTMLElementTagNameMap['resort-date-field'] & { formResetCallback(): void };

async function form(html: string): Promise<HTMLFormElement> {
  const element = document.createElement('form');
  await act(async () => {
    element.innerHTML = html;
    document.body.append(element);
  });
  return element;
}

const shadow = (element: Element | null) => within(element!.shadowRoot as unknown as HTMLElement);
const entries = (element: HTMLFormElement) => [...new FormData(element).entries()];

beforeEach(() => setPageData({}));
afterEach(() => {
  document.body.innerHTML = '';
});

describe('<resort-date-field>', () => {
  it('shows month, day and year selects in that order for en-US, and day first elsewhere', async () => {
    const page = await form('<resort-date-field name="DateOfBirth" label="Date of birth"></resort-date-field>');
    const field = shadow(page.querySelector('resort-date-field'));
    expect(field.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    expect(field.getAllByRole('combobox').map((select) => select.closest('label')?.firstChild?.textContent)).toEqual(['Month', 'Day', 'Year']);
    expect(field.getByRole('combobox', { name: 'Day' }).querySelectorAll('option')).toHaveLength(32);
    expect(field.getByRole('combobox', { name: 'Year' }).querySelectorAll('option')).toHaveLength(101);

    await act(async () => setPageData({ locale: 'en-AU' }));
    expect(field.getAllByRole('combobox').map((select) => select.closest('label')?.firstChild?.textContent)).toEqual(['Day', 'Month', 'Year']);
  });

  it('submits the date and its day, month and year parts with the host form', async () => {
    const user = userEvent.setup();
    const page = await form('<resort-date-field name="DateOfBirth"></resort-date-field>');
    const element = page.querySelector('resort-date-field') as DateField;
    const field = shadow(element);
    const changes = vi.fn();
    page.addEventListener('change', changes);
    await user.selectOptions(field.getByRole('combobox', { name: 'Month' }), 'May');
    await user.selectOptions(field.getByRole('combobox', { name: 'Day' }), '9');
    await user.selectOptions(field.getByRole('combobox', { name: 'Year' }), '2015');
    expect(entries(page)).toEqual([
      ['DateOfBirth', '2015-05-09'],
      ['DateOfBirth_day', '9'],
      ['DateOfBirth_month', '5'],
      ['DateOfBirth_year', '2015'],
    ]);
    expect(element.value).toBe('2015-05-09');
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('says clearly when the chosen day, month and year are no date, and sends no date', async () => {
    const user = userEvent.setup();
    const page = await form('<resort-date-field name="d" value="2023-04-30"></resort-date-field>');
    const field = shadow(page.querySelector('resort-date-field'));
    expect(field.queryByRole('alert')).toBeNull();
    await user.selectOptions(field.getByRole('combobox', { name: 'Day' }), '31');
    expect(field.getByRole('alert')).toHaveTextContent('That date does not exist: check the day and the month.');
    expect(field.getByRole('combobox', { name: 'Day' })).toHaveAttribute('aria-invalid', 'true');
    expect(new FormData(page).get('d')).toBe('');
    await user.selectOptions(field.getByRole('combobox', { name: 'Day' }), '30');
    expect(field.queryByRole('alert')).toBeNull();
  });

  it('refuses dates outside min and max with the bound in the message', async () => {
    const user = userEvent.setup();
    const page = await form('<resort-date-field name="d" min="2026-11-27" max="2027-04-18" value="2026-11-27"></resort-date-field>');
    const field = shadow(page.querySelector('resort-date-field'));
    expect(field.getByRole('combobox', { name: 'Year' }).querySelectorAll('option')).toHaveLength(3);
    await user.selectOptions(field.getByRole('combobox', { name: 'Day' }), '26');
    expect(field.getByRole('alert')).toHaveTextContent('Choose a date on or after 11/27/2026.');
  });

  it('names itself in the required message once the form was submitted without it', async () => {
    const page = await form('<resort-date-field name="d" label="Birthday" required></resort-date-field>');
    const element = page.querySelector('resort-date-field') as DateField;
    await act(async () => {
      element.dispatchEvent(new Event('invalid'));
    });
    expect(shadow(element).getByRole('alert')).toHaveTextContent('Birthday is required.');
  });

  it('goes back to its starting date when the form is reset', async () => {
    const user = userEvent.setup();
    const page = await form('<resort-date-field name="d" value="2015-05-09"></resort-date-field>');
    const element = page.querySelector('resort-date-field') as DateField;
    await user.selectOptions(shadow(element).getByRole('combobox', { name: 'Year' }), '2016');
    expect(element.value).toBe('2016-05-09');
    await act(async () => element.formResetCallback());
    expect(element.value).toBe('2015-05-09');
  });
});

describe('<resort-country-select>', () => {
  it("lists the store's default country first and chosen, and every country once the list has loaded", async () => {
    setPageData({ DefaultCountry: 'CA' });
    const page = await form('<resort-country-select name="CountryCode"></resort-country-select>');
    const select = shadow(page.querySelector('resort-country-select')).getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    expect(new FormData(page).get('CountryCode')).toBe('CA');
    await waitFor(() => expect(select.options).toHaveLength(251));
    expect([...select.options].slice(0, 2).map((option) => option.text)).toEqual(['Select a country', 'Canada']);
    expect(select.value).toBe('CA');
  });

  it("starts at the page locale's country when the store names none: Canada on a French-Canadian page, the United States on an American one", async () => {
    for (const [locale, code] of [['fr-CA', 'CA'], ['en-US', 'US']] as const) {
      setPageData({ locale });
      const page = await form('<resort-country-select name="CountryCode"></resort-country-select><resort-state-field name="s"></resort-state-field>');
      // A French page's island starts once its French words are in.
      await waitFor(() => expect(new FormData(page).get('CountryCode')).toBe(code));
      expect(page.querySelector('resort-country-select')?.value).toBe(code);
      // The state field follows: the provinces for Canada, the states for the United States.
      await waitFor(() => expect(shadow(page.querySelector('resort-state-field')).getByRole<HTMLSelectElement>('combobox').options).toHaveLength(code === 'CA' ? 14 : 52));
      page.remove();
    }
  });

  it("gives a state field that follows no country select the store's default country, else the page locale's", async () => {
    setPageData({ locale: 'fr-CA' });
    const page = await form('<resort-state-field name="s"></resort-state-field>');
    await waitFor(() => expect(shadow(page.querySelector('resort-state-field')).getByRole<HTMLSelectElement>('combobox').options).toHaveLength(14));
  });

  it('submits the chosen country code', async () => {
    const user = userEvent.setup();
    const page = await form('<resort-country-select name="CountryCode" value="US"></resort-country-select>');
    const select = shadow(page.querySelector('resort-country-select')).getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    await waitFor(() => expect(select.options.length).toBeGreaterThan(200));
    await user.selectOptions(select, 'Germany');
    expect(new FormData(page).get('CountryCode')).toBe('DE');
    expect(page.querySelector('resort-country-select')?.value).toBe('DE');
  });

  it('offers the United States alone in the US-only mode', async () => {
    const page = await form('<resort-country-select name="c" us-only value="CA"></resort-country-select>');
    const select = shadow(page.querySelector('resort-country-select')).getByRole<HTMLSelectElement>('combobox');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect([...select.options].map((option) => option.value)).toEqual(['US']);
    expect(new FormData(page).get('c')).toBe('US');
  });

  it('asks for a country when required and none is chosen', async () => {
    const user = userEvent.setup();
    const page = await form('<resort-country-select name="c" label="Billing country" required></resort-country-select>');
    const field = shadow(page.querySelector('resort-country-select'));
    await user.selectOptions(field.getByRole('combobox', { name: 'Billing country' }), 'Select a country');
    expect(field.getByRole('alert')).toHaveTextContent('Billing country is required.');
  });
});

describe('<resort-state-field>', () => {
  const stateControl = (page: HTMLFormElement) => shadow(page.querySelector('resort-state-field'));

  it('follows the country select of its form: State for the US, Province for Canada, Region as text otherwise', async () => {
    const user = userEvent.setup();
    const page = await form('<resort-country-select name="c" value="US"></resort-country-select><resort-state-field name="s"></resort-state-field>');
    const states = stateControl(page).getByRole<HTMLSelectElement>('combobox', { name: 'State' });
    expect(states.options).toHaveLength(52);
    await user.selectOptions(states, 'Colorado');
    expect(new FormData(page).get('s')).toBe('CO');

    const country = shadow(page.querySelector('resort-country-select')).getByRole<HTMLSelectElement>('combobox', { name: 'Country' });
    await waitFor(() => expect(country.options.length).toBeGreaterThan(200));
    await user.selectOptions(country, 'Canada');
    const provinces = stateControl(page).getByRole<HTMLSelectElement>('combobox', { name: 'Province' });
    expect(provinces.options).toHaveLength(14);
    expect(provinces.value).toBe('');
    expect(new FormData(page).get('s')).toBe('');

    await user.selectOptions(country, 'Australia');
    expect(stateControl(page).getByRole('combobox', { name: 'State' }).querySelectorAll('option')).toHaveLength(9);

    await user.selectOptions(country, 'United Kingdom');
    await user.type(stateControl(page).getByRole('textbox', { name: 'Region' }), 'Cumbria');
    expect(new FormData(page).get('s')).toBe('Cumbria');
  });

  it('keeps its starting value for the starting country', async () => {
    const page = await form('<resort-country-select name="c" value="CA"></resort-country-select><resort-state-field name="s" value="BC"></resort-state-field>');
    await waitFor(() => expect(stateControl(page).getByRole('combobox', { name: 'Province' })).toHaveValue('BC'));
    expect(new FormData(page).get('s')).toBe('BC');
  });

  it("follows a host's own select named by country-field", async () => {
    const page = await form(
      '<select id="legacy-country" name="c"><option value="US">US</option><option value="AU">AU</option></select><resort-state-field name="s" country-field="legacy-country"></resort-state-field>',
    );
    expect(stateControl(page).getByRole('combobox', { name: 'State' }).querySelectorAll('option')).toHaveLength(52);
    const legacy = page.querySelector('#legacy-country') as HTMLSelectElement;
    await act(async () => {
      legacy.value = 'AU';
      legacy.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(stateControl(page).getByRole('combobox', { name: 'State' }).querySelectorAll('option')).toHaveLength(9);
  });

  it('takes its country attribute when it follows no select, and says when a required state is missing', async () => {
    const page = await form('<resort-state-field name="s" country="NZ" required></resort-state-field>');
    const element = page.querySelector('resort-state-field') as HTMLElementTagNameMap['resort-state-field'];
    expect(stateControl(page).getByRole('textbox', { name: 'Region' })).toBeInTheDocument();
    await act(async () => {
      element.dispatchEvent(new Event('invalid'));
    });
    expect(stateControl(page).getByRole('alert')).toHaveTextContent('Region is required.');
  });
});
