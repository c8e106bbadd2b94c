import type { Translation } from '../../src/core/labels.ts';
import type { countdownLabels } from './labels.ts';

export { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';

export const countdownLabelsFr = {
  'countdown.seconds': 'secondes',
  'countdown.seconds.one': 'seconde',
} satisfies Translation<typeof countdownLabels>;
