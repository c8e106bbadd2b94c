import type { Translation } from '../core/labels.ts';
import type { discardLabels } from './discard-labels.ts';

export const discardLabelsFr = {
  'discard.question': 'Abandonner ce que vous avez saisi\u202f?',
  'discard.detail': 'Fermer cette fenêtre efface ce que vous y avez saisi.',
  'discard.keep': 'Continuer la saisie',
  'discard.discard': 'Abandonner',
} satisfies Translation<typeof discardLabels>;
