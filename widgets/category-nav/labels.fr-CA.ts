import type { Translation } from '../../src/core/labels.ts';
import type { categoryNavLabels } from './labels.ts';
import { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';

export { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';
export { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';
export { showMoreLabelsFr } from '../../src/ui/show-more-labels.fr-CA.ts';

export const categoryNavLabelsFr = {
  'common.loading': coreLabelsFr['common.loading'],
  'catnav.toggle': 'Je cherche',
  'catnav.label': 'Magasiner par catégorie',
  'catnav.loadError': 'Les catégories n’ont pas pu être chargées.',
  'catnav.empty': 'Aucune catégorie à afficher pour l’instant.',
} satisfies Translation<typeof categoryNavLabels>;
