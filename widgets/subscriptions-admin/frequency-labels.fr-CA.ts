import type { Translation } from '../../src/core/labels.ts';
import type { frequencyLabels } from './frequency-labels.ts';

/** The frequencies in Canadian French. */
export const frequencyLabelsFr = {
  'frequency.monthly': 'Mensuel',
  'frequency.quarterly': 'Trimestriel',
  'frequency.annually': 'Annuel',
  'frequency.weekly': 'Hebdomadaire',
} satisfies Translation<typeof frequencyLabels>;
