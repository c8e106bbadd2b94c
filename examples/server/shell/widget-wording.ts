/**
 * Where the store's own markup stands in for a widget (its fallback), it says what the widget
 * says: the widget's label set in the page's language (`widgets/<tag>/labels.ts` and its
 * `labels.fr-CA.ts`), never a second copy of the same words.
 */
import type { Labels, Translation } from '../../../src/core/labels.ts';
import { statusLabelsFr } from '../../../src/ui/status-labels.fr-CA.ts';
import type { StoreLanguage } from '../text/languages.ts';

export function widgetWording<D extends Record<string, string>>(language: StoreLanguage, english: D, french: Translation<D>): Labels<D> {
  return language === 'fr-CA' ? french : english;
}

/** The statuses' wording in `language`, as the widgets' French modules carry it (none in English: the store's own names show). */
export function statusWording(language: StoreLanguage): Readonly<Record<string, string>> {
  return language === 'fr-CA' ? statusLabelsFr : {};
}
