/**
 * The language an island speaks: its label set, the locale it formats in and the translated
 * wording it loaded. The island runtime provides it (from the tag's `lang` attribute and the page
 * data); a component rendered on its own (tests) gets the page data's language and the defaults.
 */
import { createContext, useContext, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from '../stores/settings.ts';
import { resolveLanguage, type IslandLanguage } from '../core/language.ts';

export interface IslandLanguageValue extends IslandLanguage {
  /** The translated labels (empty for English). */
  dictionary: Readonly<Record<string, string>>;
}

export const IslandLanguageContext = createContext<IslandLanguageValue | null>(null);

const NO_DICTIONARY: Readonly<Record<string, string>> = Object.freeze({});

export function useIslandLanguage(): IslandLanguageValue {
  const provided = useContext(IslandLanguageContext);
  const { Language, locale } = useStore($settings);
  return useMemo(() => provided ?? { ...resolveLanguage(null, Language, locale), dictionary: NO_DICTIONARY }, [provided, Language, locale]);
}
