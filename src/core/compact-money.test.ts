// @vitest-environment node
import { compactMoney } from './compact-money.ts';

describe('a price grid’s cells', () => {
  it('writes a day cell’s price short: the symbol only where it is the page’s own, no cents on a whole amount', () => {
    const spaced = ({ text, currency }: { text: string; currency: string | null }) => ({ text: text.replace(/\s/gu, ' '), currency: currency?.replace(/\s/gu, ' ') ?? null });
    expect(compactMoney(89, { locale: 'en-US', currency: 'USD' })).toEqual({ text: '$89', currency: null });
    expect(compactMoney(89.5, { locale: 'en-US', currency: 'USD' })).toEqual({ text: '$89.50', currency: null });
    expect(spaced(compactMoney(89, { locale: 'fr-CA', currency: 'CAD' }))).toEqual({ text: '89 $', currency: null });
    // The store sells in another country's dollars: the amount alone, the currency said once.
    expect(spaced(compactMoney(59, { locale: 'fr-CA', currency: 'USD' }))).toEqual({ text: '59', currency: '$ US' });
    expect(spaced(compactMoney(1234.5, { locale: 'fr-CA', currency: 'USD' }))).toEqual({ text: '1 234,50', currency: '$ US' });
    expect(compactMoney(89.004, { locale: 'en-US', currency: 'CAD' })).toEqual({ text: '89', currency: 'CA$' });
    expect(compactMoney(1234, { locale: 'ja-JP', currency: 'JPY' })).toEqual({ text: '￥1,234', currency: null });
  });

  it('falls back to en-US dollars for a bad locale or currency', () => {
    expect(compactMoney(5, { locale: 'en-US', currency: 'not-a-currency' })).toEqual({ text: '$5', currency: null });
  });
});
