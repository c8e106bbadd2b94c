import type { Translation } from '../../src/core/labels.ts';
import type { cartButtonLabels } from './button-labels.ts';

export const cartButtonLabelsFr = {
  'minicart.open': 'Ouvrir le panier, {count} articles',
  'minicart.open.one': 'Ouvrir le panier, {count} article',
} satisfies Translation<typeof cartButtonLabels>;
