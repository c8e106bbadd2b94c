/**
 * What a page needs to speak its language: the store's words (`text/`) and the way it writes
 * amounts, dates, numbers and percentages, all through the library's one home for each
 * (`src/core/format.ts`, `src/core/dates.ts`), so the store's markup and the widgets over it write
 * `19 déc. 2026` and `59,00 $ US` alike on a French page.
 */
import { formatDisplayDate, formatLongDate, formatNumber, formatPercent } from '../../../src/core/format.ts';
import { dateText, storeTimeText, type DateFormPatterns } from '../../../src/core/dates.ts';
import { storeText, type StoreText } from '../text/store-text.ts';
import { answerLanguage, type StoreLanguage } from '../text/languages.ts';
import { formatAdjustment, formatStoreAmount, formatStoreMoney } from './store-money.ts';

export interface StoreLocale {
  language: StoreLanguage;
  /** The page's `<html lang>`. */
  htmlLang: string;
  t: StoreText;
  /** Whole cents: `$59.00`, `59,00 $ US`. */
  money: (cents: number) => string;
  /** An amount in currency units, as the cart answer gives it. */
  amount: (amount: number) => string;
  /** A price adjustment with its sign: `+$20.00`, `−200,00 $ US`. */
  adjustment: (cents: number) => string;
  /** An ISO date as the widgets show it: `Dec 19, 2026`, `19 déc. 2026`; other text unchanged. */
  date: (iso: string) => string;
  /** The long form: `December 19, 2026`, `19 décembre 2026`. */
  longDate: (iso: string) => string;
  /** The day and month without the year: `November 27`, `27 novembre`. */
  dayMonth: (iso: string) => string;
  number: (value: number) => string;
  /** A percentage given in percent: `4.5%`, `4,5 %`. */
  percent: (value: number) => string;
  /** A time of day as the store's data writes it (`9:00 AM`), as it is in English and in French's way (`09 h 00`); other text unchanged. */
  time: (text: string) => string;
}

/** The day and month without the year (`November 27`, `27 novembre`), the home page's alone. */
export const DAY_MONTH: DateFormPatterns = ['MMMM D', 'D MMMM'];

const made = new Map<StoreLanguage, StoreLocale>();

export function storeLocale(language: StoreLanguage = answerLanguage()): StoreLocale {
  let locale = made.get(language);
  if (locale === undefined) {
    locale = {
      language,
      htmlLang: language === 'en-US' ? 'en' : language,
      t: storeText(language),
      money: (cents) => formatStoreMoney(cents, language),
      amount: (amount) => formatStoreAmount(amount, language),
      adjustment: (cents) => formatAdjustment(cents, language),
      date: (iso) => formatDisplayDate(iso, language),
      longDate: (iso) => formatLongDate(iso, language),
      dayMonth: (iso) => dateText(iso, language, DAY_MONTH),
      number: (value) => formatNumber(value, language),
      percent: (value) => formatPercent(value, language),
      time: (text) => storeTimeText(text, language),
    };
    made.set(language, locale);
  }
  return locale;
}
