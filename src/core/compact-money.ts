/**
 * The short form of an amount for a price grid's cells (the pricing calendar), beside `format.ts`'s
 * `formatMoney`: a module of its own so that only the product's code carries it (in `format.ts` it
 * sat in the chunk every tag shares: 0.16 KB gzip more on every page).
 */
import type { LocaleOptions } from './format.ts';
import { roundToCents } from './money.ts';

const formats = new Map<string, Intl.NumberFormat>();
function formatter(key: string, create: () => Intl.NumberFormat, fallback: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = formats.get(key);
  if (!format) {
    try {
      format = create();
    } catch {
      // A host with a bad locale or currency code still gets readable values.
      format = fallback();
    }
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount as short as a day of a price grid can hold: a whole amount without its cents, and the
 * currency's symbol only where it is already the locale's shortest (the store's currency is the
 * page's own: `$89` in en-US with USD, `89 $` in fr-CA with CAD). Elsewhere the symbol carries the
 * country (`89 $ US` in fr-CA, `CA$89` in en-US) and the amount goes alone (`89`, `89,50`), so the
 * grid says the currency once (`currency`, the symbol the page's full prices show).
 */
export function compactMoney(value: number, { locale, currency }: LocaleOptions): { text: string; currency: string | null } {
  const parts = (display: 'symbol' | 'narrowSymbol') =>
    formatter(`${display}|${locale}|${currency}`, () => new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: display }), () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', currencyDisplay: display })).formatToParts(roundToCents(value) + 0);
  const full = parts('symbol');
  const symbol = full.find((part) => part.type === 'currency')?.value ?? '';
  const own = symbol === parts('narrowSymbol').find((part) => part.type === 'currency')?.value;
  const whole = full.every((part) => part.type !== 'fraction' || /^0+$/.test(part.value));
  // Without the currency, the space that kept it from the amount goes too.
  const kept = full.filter((part) => !(whole && (part.type === 'decimal' || part.type === 'fraction')) && (own || (part.type !== 'currency' && part.type !== 'literal')));
  return { text: kept.map((part) => part.value).join(''), currency: own ? null : symbol };
}
