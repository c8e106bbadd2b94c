/**
 * The words and dates of the store's CSV exports, in the language of the request that asked for
 * them (its `resort_lang` cookie, as for the store's pages): the headers from the store's
 * catalogue, Yes and No, a status or a frequency as the staff screens show it (the widgets'
 * French for the English values the data keeps), and a date in the locale's numeric form in
 * French (`05/03/2026`, which a spreadsheet in French reads as a date). English is written as the
 * store keeps it: its statuses and its ISO dates.
 */
import { calendarDateAtStart, dateText } from '../../../src/core/dates.ts';
import { storeValueText, type StoreValueKind } from '../../../src/ui/status-text.ts';
import { statusLabelsFr } from '../../../src/ui/status-labels.fr-CA.ts';
import { frequencyLabelsFr } from '../../../widgets/subscriptions-admin/frequency-labels.fr-CA.ts';
import { answerLanguage, DEFAULT_LANGUAGE, type StoreLanguage } from '../text/languages.ts';
import { storeText, type StoreTextKey } from '../text/store-text.ts';

const VALUE_WORDING: Readonly<Record<StoreLanguage, Readonly<Record<string, string>>>> = {
  'en-US': {},
  'fr-CA': { ...statusLabelsFr, ...frequencyLabelsFr },
};

export interface ExportText {
  header: (key: StoreTextKey) => string;
  yesNo: (value: boolean) => string;
  /** A status or frequency the store keeps in English. */
  value: (kind: StoreValueKind, value: string | null) => string | null;
  /** A date (or a timestamp that starts with one); text that is not a date is kept as it is. */
  date: (value: string | null) => string | null;
}

/** The export's words in `language`: the request's unless told (read once, when the route starts). */
export function exportText(language: StoreLanguage = answerLanguage()): ExportText {
  const t = storeText(language);
  const english = language === DEFAULT_LANGUAGE;
  return {
    header: (key) => t(key),
    yesNo: (value) => t(value ? 'admin.yes' : 'admin.no'),
    value: (kind, value) => (english || value === null ? value : storeValueText(kind, value, VALUE_WORDING[language], 'fr-CA')),
    date: (value) => {
      if (english || value === null) return value;
      const date = calendarDateAtStart(value);
      return date === null ? value : dateText(date, language, 'numeric');
    },
  };
}
