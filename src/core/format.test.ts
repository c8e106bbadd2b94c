import { formatDate, formatMoney } from './format.ts';

describe('formatting', () => {
  it('formats money in en-US dollars by default', () => {
    expect(formatMoney(1234.5, { locale: 'en-US', currency: 'USD' })).toBe('$1,234.50');
  });

  it('falls back to en-US dollars for a bad locale or currency', () => {
    expect(formatMoney(5, { locale: 'en-US', currency: 'not-a-currency' })).toBe('$5.00');
  });

  it('formats ISO dates with the store pattern and keeps text that is not a date', () => {
    expect(formatDate('2026-12-20', 'M/D/YYYY')).toBe('12/20/2026');
    expect(formatDate('2026-12-20', 'DD/MM/YYYY')).toBe('20/12/2026');
    expect(formatDate('next Tuesday', 'M/D/YYYY')).toBe('next Tuesday');
  });
});
