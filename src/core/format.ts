/**
 * Locale formatting: money through Intl (en-US and USD by default), dates through dayjs with
 * the store's date pattern (spec §3 default `M/D/YYYY`).
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

export interface LocaleOptions {
  locale: string;
  currency: string;
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat({ locale, currency }: LocaleOptions): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    } catch {
      // A host with a bad locale or currency code still gets readable prices.
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    }
    moneyFormats.set(key, format);
  }
  return format;
}

export function formatMoney(value: number, options: LocaleOptions): string {
  return moneyFormat(options).format(value);
}

/**
 * Formats an ISO date (`YYYY-MM-DD`, or a full timestamp) with a dayjs pattern; text that is not a
 * date is returned unchanged, so a legacy value is never lost.
 */
export function formatDate(value: string, pattern: string): string {
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? dayjs(value, 'YYYY-MM-DD', true) : dayjs(value);
  return parsed.isValid() ? parsed.format(pattern) : value;
}
