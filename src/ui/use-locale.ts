import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from '../stores/settings.ts';
import { formatDisplayDate, formatLongDate, formatMoney, formatNumber, formatShortDate } from '../core/format.ts';
import { countLabel } from '../core/labels.ts';
import { useIslandLanguage } from './island-language.ts';

/**
 * Formatters in the island's locale and the store's currency: money, the short date of date fields
 * (`M/D/YYYY` in en-US, `DD/MM/YYYY` elsewhere), the display date (`DateDisplayFormat`), My
 * Account's long date, counts, and labels that count something (`Intl.PluralRules`).
 */
export function useLocale() {
  const { currency, DateDisplayFormat } = useStore($settings);
  const { locale, language } = useIslandLanguage();
  return useMemo(
    () => ({
      locale,
      language,
      money: (value: number) => formatMoney(value, { locale, currency }),
      date: (iso: string) => formatShortDate(iso, locale),
      displayDate: (iso: string) => formatDisplayDate(iso, locale, DateDisplayFormat),
      longDate: (iso: string) => formatLongDate(iso, locale),
      number: (value: number) => formatNumber(value, locale),
      count: (labels: Readonly<Record<string, string>>, key: string, count: number, values?: Record<string, string | number>) =>
        countLabel(labels, key, count, locale, values),
    }),
    [locale, language, currency, DateDisplayFormat],
  );
}
