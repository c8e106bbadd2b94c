import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from '../stores/settings.ts';
import { formatMoney, formatShortDate } from '../core/format.ts';

/** Money and short-date formatters in the store's locale and currency. */
export function useLocale() {
  const { locale, currency } = useStore($settings);
  return useMemo(
    () => ({
      money: (value: number) => formatMoney(value, { locale, currency }),
      date: (iso: string) => formatShortDate(iso, locale),
    }),
    [locale, currency],
  );
}
