import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from '../stores/settings.ts';
import { pageLabelsLanguage, resolveLabels, storeOverrides, type Labels } from '../core/labels.ts';
import { useIslandLanguage } from './island-language.ts';

/**
 * A widget's wording: its `defaults`, in the island's language when a translation was loaded, with
 * the host's page-data overrides applied last where they are written in the island's language
 * (`storeOverrides`): a host's wording wins in its own language, the widget's translation in any
 * other.
 */
export function useLabels<D extends Record<string, string>>(defaults: D): Labels<D> {
  const settings = useStore($settings);
  const { dictionary, language } = useIslandLanguage();
  const overrides = storeOverrides(settings.labels, pageLabelsLanguage(settings), language);
  return useMemo(() => resolveLabels(defaults, { ...dictionary, ...overrides }), [defaults, dictionary, overrides]);
}
