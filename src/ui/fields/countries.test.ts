// @vitest-environment node
import { countryName, countryValue, loadCountries, orderCountries } from './countries.ts';

describe('country list', () => {
  it('has the 250 countries of ISO 3166-1 from the data set, each once, by name', async () => {
    const countries = await loadCountries('en-US');
    expect(countries).toHaveLength(250);
    expect(new Set(countries.map((country) => country.code)).size).toBe(250);
    expect(countries.every((country) => /^[A-Z]{2}$/.test(country.code) && country.name !== '')).toBe(true);
    expect(countries.find((country) => country.code === 'US')?.name).toBe('United States');
    const names = countries.map((country) => country.name);
    expect(names[0]!.localeCompare(names[1]!, 'en-US')).toBeLessThanOrEqual(0);
  });

  it("names countries in the page's locale", async () => {
    const french = await loadCountries('fr-CA');
    expect(french.find((country) => country.code === 'DE')?.name).toBe('Allemagne');
    expect(countryName('ca', 'en-US')).toBe('Canada');
  });

  it("lists the store's default country first, or the United States alone in the US-only mode", async () => {
    const countries = await loadCountries('en-US');
    expect(orderCountries(countries, 'ca', false)[0]?.code).toBe('CA');
    expect(orderCountries(countries, 'ca', false)).toHaveLength(250);
    expect(orderCountries(countries, 'XX', false)).toBe(countries);
    expect(orderCountries(countries, 'CA', true).map((country) => country.code)).toEqual(['US']);
  });

  it('keeps a value only when it is a country code', async () => {
    const countries = await loadCountries('en-US');
    expect(countryValue(countries, ' ca ')).toBe('CA');
    expect(countryValue(countries, 'XX')).toBe('');
    expect(countryValue(null, 'xx')).toBe('XX');
    expect(countryValue(null, 'Canada')).toBe('');
  });
});
