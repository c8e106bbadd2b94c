import { useCallback } from 'react';
import { storeValueText, type StoreValueKind } from './status-text.ts';
import { useIslandLanguage } from './island-language.ts';

/** A named value the store gives in English (a status, an amount type, a frequency), as the island shows it (`storeValueText`). */
export type StoreValueText = (kind: StoreValueKind, value: string | null | undefined) => string;

/** `storeValueText` in the island's language, with its dictionary. */
export function useStoreValueText(): StoreValueText {
  const { dictionary, language } = useIslandLanguage();
  return useCallback<StoreValueText>((kind, value) => storeValueText(kind, value, dictionary, language), [dictionary, language]);
}

/** A named value the store gives in English, in the island's language: a table cell's text. */
export function StoreValue({ kind, value }: { kind: StoreValueKind; value: string | null | undefined }): string {
  return useStoreValueText()(kind, value);
}
