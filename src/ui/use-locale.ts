import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from '../stores/settings.ts';
import { formatDate, formatMoney } from '../core/format.ts';

/** Money and date formatters in the store's locale, currency and date pattern. */
export function useLocale() {
  const { locale, currency, dateFormat } = useStore($settings);
  return useMemo(
    () => ({
      money: (value: number) => formatMoney(value, { locale, currency }),
      date: (iso: string) => formatDate(iso, dateFormat),
    }),
    [locale, currency, dateFormat],
  );
}
