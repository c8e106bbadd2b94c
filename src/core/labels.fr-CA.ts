import type { Translation, coreLabels } from './labels.ts';

/** The platform's own wording in Canadian French. */
export const coreLabelsFr = {
  'island.loading': 'Chargement',
  'island.crashed': 'Cette partie de la page n’a pas pu s’afficher.',
  'island.tryAgain': 'Réessayer',
  'common.loading': 'Chargement…',
} satisfies Translation<typeof coreLabels>;
