import type { Translation } from '../core/labels.ts';
import type { showMoreLabels } from './show-more-labels.ts';

export const showMoreLabelsFr = {
  'common.showMore': 'Afficher {count} de plus',
} satisfies Translation<typeof showMoreLabels>;
