import type { Translation } from '../core/labels.ts';
import type { nameValueLabels } from './name-value-labels.ts';

export const nameValueLabelsFr = {
  'common.nameValue': '{name}\u00a0: {value}',
} satisfies Translation<typeof nameValueLabels>;
