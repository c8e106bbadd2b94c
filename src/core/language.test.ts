// @vitest-environment node
import { labelLanguage, localeCountry, resolveLanguage } from './language.ts';

describe('resolveLanguage', () => {
  it('chooses the French labels for any French tag, English for the rest', () => {
    expect(['fr', 'fr-CA', 'FR_ca', 'fr-FR'].map(labelLanguage)).toEqual(['fr-CA', 'fr-CA', 'fr-CA', 'fr-CA']);
    expect(['en-US', 'en-NZ', '', 'french', 'es-MX'].map(labelLanguage)).toEqual(['en', 'en', 'en', 'en', 'en']);
  });

  it("takes the tag's lang first, then the page data's Language, then its locale", () => {
    expect(resolveLanguage('fr-CA', 'en-US', 'en-US').language).toBe('fr-CA');
    expect(resolveLanguage(null, 'fr-CA', 'en-US').language).toBe('fr-CA');
    expect(resolveLanguage('', '', 'fr-CA').language).toBe('fr-CA');
    expect(resolveLanguage('en', 'fr-CA', 'fr-CA').language).toBe('en');
  });

  it("formats in the page's locale when it speaks the labels' language, else in the chosen one", () => {
    expect(resolveLanguage(null, '', 'en-NZ')).toEqual({ language: 'en', locale: 'en-NZ' });
    expect(resolveLanguage(null, 'fr-CA', 'fr-CA')).toEqual({ language: 'fr-CA', locale: 'fr-CA' });
    expect(resolveLanguage(null, 'fr-CA', 'en-CA')).toEqual({ language: 'fr-CA', locale: 'fr-CA' });
    expect(resolveLanguage('fr', '', 'en-US')).toEqual({ language: 'fr-CA', locale: 'fr-CA' });
    expect(resolveLanguage('en-AU', '', 'fr-CA')).toEqual({ language: 'en', locale: 'en-AU' });
    expect(resolveLanguage('en', '', 'fr-CA')).toEqual({ language: 'en', locale: 'en-US' });
  });
});

describe('localeCountry', () => {
  it("is the locale's region, else the United States", () => {
    expect(localeCountry('fr-CA')).toBe('CA');
    expect(localeCountry('en-US')).toBe('US');
    expect(localeCountry('en_gb')).toBe('GB');
    expect(localeCountry('zh-Hant-TW')).toBe('TW');
    expect(localeCountry('es-419')).toBe('US');
    expect(localeCountry('fr')).toBe('US');
    expect(localeCountry('')).toBe('US');
  });
});
