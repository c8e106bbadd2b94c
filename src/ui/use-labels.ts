import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $settings } from '../stores/settings.ts';
import { resolveLabels, type Labels } from '../core/labels.ts';

/** A widget's wording: its `defaults` with the host's page-data overrides applied. */
export function useLabels<D extends Record<string, string>>(defaults: D): Labels<D> {
  const overrides = useStore($settings).labels;
  return useMemo(() => resolveLabels(defaults, overrides), [defaults, overrides]);
}
