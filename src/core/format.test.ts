// @vitest-environment node
import { loadDateLocale } from './dates.ts';
import { formatDisplayDate, formatLongDate, formatMoney, formatNumber, formatPercent, formatShortDate } from './format.ts';
import { countLabel } from './labels.ts';

describe('formatting', () => {
  it('formats money in en-US dollars by default', () => {
    expect(formatMoney(1234.5, { locale: 'en-US', currency: 'USD' })).toBe('$1,234.50');
  });

  it("formats money in the page's locale and the store's currency", () => {
    // ICU's spaces in fr-CA vary between versions (no-break or narrow no-break).
    expect(formatMoney(1234.5, { locale: 'fr-CA', currency: 'CAD' }).replace(/\s/gu, ' ')).toBe('1 234,50 $');
    expect(formatMoney(1234.5, { locale: 'en-GB', currency: 'EUR' })).toBe('€1,234.50');
    expect(formatMoney(1234, { locale: 'ja-JP', currency: 'JPY' })).toBe('￥1,234');
    expect(formatMoney(1234, { locale: 'ja-JP', currency: 'JPY', fractionDigits: 2 })).toBe('￥1,234.00');
  });

  it('rounds half a cent up and a negative amount away from zero, as toCents does', () => {
    expect(formatMoney(1.005, { locale: 'en-US', currency: 'USD' })).toBe('$1.01');
    expect(formatMoney(-1.005, { locale: 'en-US', currency: 'USD' })).toBe('\u2212$1.01');
    expect(formatMoney(-0.004, { locale: 'en-US', currency: 'USD' })).toBe('$0.00');
  });

  it('writes a number with fixed decimals as the locale does: 64.50 in en-US, 64,50 in fr-CA, −0,01 below zero', () => {
    expect(formatNumber(64.5, 'en-US', 2)).toBe('64.50');
    expect(formatNumber(100, 'en-US', 2)).toBe('100.00');
    expect(formatNumber(64.5, 'fr-CA', 2)).toBe('64,50');
    expect(formatNumber(-0.01, 'fr-CA', 2)).toBe('\u22120,01');
    expect(formatNumber(1234.5, 'fr-CA', 2).replace(/\s/gu, ' ')).toBe('1 234,50');
    expect(formatNumber(1234, 'en-US')).toBe('1,234');
  });

  describe('a negative amount or percentage', () => {
    const fr = (text: string) => text.replace(/\s/gu, ' ');
    it('takes the minus sign (U+2212), never a hyphen, in English and in French', () => {
      expect(formatMoney(-10, { locale: 'en-US', currency: 'USD' })).toBe('\u2212$10.00');
      expect(fr(formatMoney(-1234.5, { locale: 'fr-CA', currency: 'CAD' }))).toBe('\u22121 234,50 $');
      expect(formatPercent(-5, 'en-US')).toBe('\u22125%');
      expect(fr(formatPercent(-5, 'fr-CA'))).toBe('\u22125 %');
      expect(fr(formatPercent(-12.5, 'fr-CA'))).toBe('\u221212,5 %');
    });

    it('at the boundaries: a cent below zero is negative, zero and what rounds to zero have no sign', () => {
      expect(formatMoney(-0.01, { locale: 'en-US', currency: 'USD' })).toBe('\u2212$0.01');
      expect(formatMoney(-0.005, { locale: 'en-US', currency: 'USD' })).toBe('\u2212$0.01');
      expect(formatMoney(-0.0049, { locale: 'en-US', currency: 'USD' })).toBe('$0.00');
      expect(formatMoney(-0, { locale: 'en-US', currency: 'USD' })).toBe('$0.00');
      expect(formatMoney(0.01, { locale: 'en-US', currency: 'USD' })).toBe('$0.01');
      expect(formatPercent(-0, 'en-US')).toBe('0%');
      expect(formatPercent(-0.001, 'en-US')).toBe('0%');
      expect(formatPercent(-0.01, 'en-US')).toBe('\u22120.01%');
      expect(formatPercent(-0.005, 'en-US')).toBe('\u22120.01%');
      expect(formatMoney(-1, { locale: 'ar-EG', currency: 'EGP' })).toContain('\u2212');
    });

    it('keeps no hyphen-minus in any locale the store serves, and a positive amount has no sign', () => {
      for (const locale of ['en-US', 'en-CA', 'en-AU', 'fr-CA', 'fr-FR']) {
        const text = formatMoney(-89.5, { locale, currency: 'CAD' });
        expect(text, locale).toContain('\u2212');
        expect(text, locale).not.toContain('-');
        expect(formatMoney(89.5, { locale, currency: 'CAD' }), locale).not.toMatch(/[-\u2212]/u);
      }
    });
  });

  it('writes a percentage as the locale does: 4.5% in en-US, 4,5 % in fr-CA, whole without decimals', () => {
    expect(formatPercent(4.5, 'en-US')).toBe('4.5%');
    expect(formatPercent(4.5, 'fr-CA').replace(/\s/gu, ' ')).toBe('4,5 %');
    expect(formatPercent(10, 'en-US')).toBe('10%');
    expect(formatPercent(12.345, 'en-US')).toBe('12.35%');
    expect(formatPercent(0, 'fr-CA').replace(/\s/gu, ' ')).toBe('0 %');
  });

  it('falls back to en-US dollars for a bad locale or currency', () => {
    expect(formatMoney(5, { locale: 'en-US', currency: 'not-a-currency' })).toBe('$5.00');
  });

  it("shows a calendar date as the locale's short date: M/D/YYYY in en-US, day first elsewhere", () => {
    expect(formatShortDate('2026-12-20', 'en-US')).toBe('12/20/2026');
    expect(formatShortDate('2026-12-05', 'en-AU')).toBe('05/12/2026');
  });

  it('keeps text that is not a calendar date', () => {
    expect(formatShortDate('next Tuesday', 'en-US')).toBe('next Tuesday');
    expect(formatShortDate('2026-02-31', 'en-US')).toBe('2026-02-31');
  });

  it('names dates in English when the store sends a locale it does not know', () => {
    expect(formatDisplayDate('2027-01-09', 'not a locale!')).toBe('9 Jan 2027');
    expect(formatLongDate('2027-01-09', '')).toBe('9 January 2027');
  });

  it("shows My Account's long format: the month's full name, in the locale's order", () => {
    expect(formatLongDate('2026-10-02', 'en-US')).toBe('October 2, 2026');
    expect(formatLongDate('2026-10-02T00:00:00', 'en-AU')).toBe('2 October 2026');
    expect(formatLongDate('2026-04-30', 'en-US')).toBe('April 30, 2026');
    expect(formatLongDate('2028-02-29', 'en-CA')).toBe('29 February 2028');
    // Not a date, or a day the calendar does not have: shown as it came, never rolled over.
    expect(formatLongDate('2027-02-29', 'en-US')).toBe('2027-02-29');
    expect(formatLongDate('2026-04-31', 'en-US')).toBe('2026-04-31');
    expect(formatLongDate('pending', 'en-US')).toBe('pending');
  });

  it("reads a date-time's calendar date as written, whatever the browser's time zone", () => {
    // The store writes the resort's date; the time and its zone do not move it to another day.
    expect(formatDisplayDate('2026-12-31T23:30:00-07:00', 'en-US')).toBe('Dec 31, 2026');
    expect(formatDisplayDate('2027-01-01T00:15:00Z', 'en-US')).toBe('Jan 1, 2027');
    expect(formatLongDate('2028-02-29T23:59:59+14:00', 'en-US')).toBe('February 29, 2028');
  });

  it('writes the date fields\' short date day first outside the US: en-NZ, en-CA and fr-CA read dd/mm/yyyy', () => {
    expect(formatShortDate('2026-12-05', 'en-US')).toBe('12/5/2026');
    expect(formatShortDate('2026-12-05', 'en-NZ')).toBe('05/12/2026');
    expect(formatShortDate('2026-12-05', 'en-CA')).toBe('05/12/2026');
    expect(formatShortDate('2026-12-05', 'fr-CA')).toBe('05/12/2026');
  });

  it('shows a display date as MMM/D/Y in the order of each locale', () => {
    expect(formatDisplayDate('2026-12-05', 'en-US')).toBe('Dec 5, 2026');
    expect(formatDisplayDate('2026-12-05T18:30:00Z', 'en-NZ')).toBe('5 Dec 2026');
    expect(formatDisplayDate('2026-12-05', 'en-US', 'MMMM/D/Y')).toBe('December 5, 2026');
    expect(formatDisplayDate('2026-12-05', 'en-AU', 'M/D/Y')).toBe('05/12/2026');
    expect(formatDisplayDate('soon', 'en-US')).toBe('soon');
  });

  it('shows month ends and the leap day in every display format', () => {
    expect(formatDisplayDate('2026-01-31', 'en-US')).toBe('Jan 31, 2026');
    expect(formatDisplayDate('2026-02-28', 'en-NZ')).toBe('28 Feb 2026');
    expect(formatDisplayDate('2028-02-29', 'en-US', 'MMMM/D/Y')).toBe('February 29, 2028');
    expect(formatDisplayDate('2028-02-29', 'en-US', 'M/D/Y')).toBe('2/29/2028');
    expect(formatDisplayDate('2026-12-31', 'en-AU', 'M/D/Y')).toBe('31/12/2026');
    expect(formatDisplayDate('2027-02-29', 'en-US')).toBe('2027-02-29');
    expect(formatDisplayDate('2026-06-31', 'en-US')).toBe('2026-06-31');
  });

  it('writes French dates with the fr-CA month and day names once they are loaded', async () => {
    await loadDateLocale('fr-CA');
    expect(formatDisplayDate('2026-12-05', 'fr-CA')).toBe('5 déc. 2026');
    expect(formatDisplayDate('2026-02-28', 'fr', 'MMMM/D/Y')).toBe('28 février 2026');
    expect(formatLongDate('2026-10-02', 'fr-CA')).toBe('2 octobre 2026');
    expect(formatLongDate('2028-02-29', 'fr-CA')).toBe('29 février 2028');
    expect(formatShortDate('2026-12-05', 'fr-CA')).toBe('05/12/2026');
    // English islands on the same page keep English names.
    expect(formatDisplayDate('2026-12-05', 'en-US')).toBe('Dec 5, 2026');
  });

  it("counts with the locale's plural rules and digits", () => {
    const labels = { items: '{count} items', 'items.one': '{count} item' };
    const french = { items: '{count} articles', 'items.one': '{count} article' };
    expect([0, 1, 2].map((count) => countLabel(labels, 'items', count, 'en-US'))).toEqual(['0 items', '1 item', '2 items']);
    expect([0, 1, 2].map((count) => countLabel(french, 'items', count, 'fr-CA'))).toEqual(['0 article', '1 article', '2 articles']);
    expect(countLabel(labels, 'items', 1234, 'en-US')).toBe('1,234 items');
    expect(formatNumber(1234, 'fr-CA').replace(/\s/gu, ' ')).toBe('1 234');
    expect(countLabel({ items: '{count} items' }, 'items', 1, 'en-US')).toBe('1 items');
  });
});
