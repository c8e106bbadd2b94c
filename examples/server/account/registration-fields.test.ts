// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REGISTER_MESSAGES } from './registration.ts';
import { Browser, testStoreForFile } from '../test-support/test-support.ts';
import { LANGUAGE_COOKIE } from '../shell/language.ts';

// A store of its own: registrations per address are limited, and the other /register tests count too.
const handle = testStoreForFile();

const browser = (): Browser => new Browser(() => handle.store);
const decode = (text: string) => text.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

function registration(email: string, overrides: Record<string, string> = {}): Record<string, string> {
  return { FirstName: 'Robin', LastName: 'Vale', Email: email, Password: 'Powder-Day-42', ConfirmPassword: 'Powder-Day-42', returnUrl: '/cart', ...overrides };
}

const post = (visitor: Browser, path: string, fields: Record<string, string>) => visitor.postForm(path, fields, { token: 'field', xhr: false });
const errorsOf = (page: string) => [...page.matchAll(/<div class="legacy-error"[\s\S]*?<\/div>/g)].map((match) => decode(match[0]));

describe('/register with the form fields', () => {
  it('carries the date, country and state fields, and takes what they submit', async () => {
    const visitor = browser();
    const page = await (await visitor.get('/register')).text();
    // Each field tag holds the store's own field, which a browser that runs none of our script submits.
    expect(page).toMatch(/<resort-date-field name="DateOfBirth" label="Date of birth" value="">[\s\S]*?<input type="date" id="field-DateOfBirth" name="DateOfBirth"[\s\S]*?<\/resort-date-field>/);
    expect(page).toMatch(/<resort-country-select name="CountryCode" value="US">[\s\S]*?<select id="field-CountryCode" name="CountryCode"[\s\S]*?<\/resort-country-select>/);
    expect(page).toMatch(/<resort-state-field name="StateProvince" value="">[\s\S]*?<input type="text" id="field-StateProvince" name="StateProvince"[\s\S]*?<\/resort-state-field>/);
    const fields = { DateOfBirth: '1990-02-28', DateOfBirth_day: '28', DateOfBirth_month: '2', DateOfBirth_year: '1990', CountryCode: 'CA', StateProvince: 'BC' };
    expect((await post(visitor, '/register', registration('fields@example.com', fields))).status).toBe(303);
  });

  it("starts the country at the page's language's: Canada in French, the United States in English, in the tag and in the store's own select", async () => {
    const french = browser();
    french.cookies.set(LANGUAGE_COOKIE, 'fr-CA');
    for (const [visitor, code] of [[browser(), 'US'], [french, 'CA']] as const) {
      const page = await (await visitor.get('/register')).text();
      expect(page).toContain(`<resort-country-select name="CountryCode" value="${code}">`);
      expect(page.match(/<option value="(\w+)" selected>/g)).toEqual([`<option value="${code}" selected>`]);
    }
  });

  it('refuses a birthday that is no date or in the future, an unknown country, and a state of another country', async () => {
    for (const [fields, message] of [
      [{ DateOfBirth: '1990-02-30' }, REGISTER_MESSAGES.birthdate],
      [{ DateOfBirth: '2999-01-01' }, REGISTER_MESSAGES.birthdate],
      [{ CountryCode: 'XX' }, REGISTER_MESSAGES.country],
      [{ CountryCode: 'CA', StateProvince: 'CO' }, REGISTER_MESSAGES.state],
    ] as const) {
      const response = await post(browser(), '/register', registration('refused@example.com', fields));
      expect(response.status).toBe(400);
      expect(errorsOf(await response.text()).join('')).toContain(message);
    }
    // A region of a country without a list is free text.
    expect((await post(browser(), '/register', registration('region@example.com', { CountryCode: 'GB', StateProvince: 'Cumbria' }))).status).toBe(303);
  });

});
