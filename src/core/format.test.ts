// @vitest-environment node
import { dateTimeFormat, formatDisplayDate, formatMoney, formatNumber, formatShortDate } from './format.ts';
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
    expect(formatMoney(-1.005, { locale: 'en-US', currency: 'USD' })).toBe('-$1.01');
    expect(formatMoney(-0.004, { locale: 'en-US', currency: 'USD' })).toBe('$0.00');
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

  it('makes a date formatter once per locale and options', () => {
    const options = { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
    expect(dateTimeFormat('en-US', options)).toBe(dateTimeFormat('en-US', { ...options }));
    expect(dateTimeFormat('en-AU', options)).not.toBe(dateTimeFormat('en-US', options));
    expect(dateTimeFormat('en-US', options).format(new Date(Date.UTC(2027, 0, 9)))).toBe('Saturday, January 9');
  });

  it('formats dates in en-US when the store sends a locale Intl cannot read', () => {
    expect(dateTimeFormat('not a locale!', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2027, 0, 9)))).toBe('January');
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
    expect(formatDisplayDate('2026-12-05', 'fr-CA')).toBe('5 déc. 2026');
    expect(formatDisplayDate('2026-12-05', 'en-US', 'MMMM/D/Y')).toBe('December 5, 2026');
    expect(formatDisplayDate('2026-12-05', 'en-AU', 'M/D/Y')).toBe('05/12/2026');
    expect(formatDisplayDate('soon', 'en-US')).toBe('soon');
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
