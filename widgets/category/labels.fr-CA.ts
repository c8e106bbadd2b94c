import type { Translation } from '../../src/core/labels.ts';
import type { categoryLabels } from './labels.ts';
import { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';

export { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';
export { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';
export { showMoreLabelsFr } from '../../src/ui/show-more-labels.fr-CA.ts';

/** The category page's wording in Canadian French. */
export const categoryLabelsFr = {
  'common.loading': commonLabelsFr['common.loading'],
  'common.retry': commonLabelsFr['common.retry'],
  'error.network': commonLabelsFr['error.network'],
  'error.timeout': commonLabelsFr['error.timeout'],
  'error.server': commonLabelsFr['error.server'],
  'error.invalidResponse': commonLabelsFr['error.invalidResponse'],
  'category.products': 'Produits',
  'category.subCategories': 'Sous-catégories',
  'category.loadError': 'Cette catégorie n’a pas pu être chargée.',
  'category.empty': 'Il n’y a pas encore de produits dans cette catégorie.',
  'category.noCategory': 'Aucune catégorie à afficher\u00a0: la page n’indique pas laquelle.',
  'category.unreadable': 'Entrées qui n’ont pas pu être affichées\u00a0: {count}.',
} satisfies Translation<typeof categoryLabels>;
