import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from '../stores/settings.ts';
import { resolveLabels, type Labels } from '../core/labels.ts';
import { useIslandLanguage } from './island-language.ts';

/**
 * A widget's wording: its `defaults`, in the island's language when a translation was loaded, with
 * the host's page-data overrides applied last (a host's wording always wins).
 */
export function useLabels<D extends Record<string, string>>(defaults: D): Labels<D> {
  const overrides = useStore($settings).labels;
  const { dictionary } = useIslandLanguage();
  return useMemo(() => resolveLabels(defaults, { ...dictionary, ...overrides }), [defaults, dictionary, overrides]);
}
