import type { Translation } from '../core/labels.ts';
import type { commonLabels } from './common-labels.ts';
import { coreLabelsFr } from '../core/labels.fr-CA.ts';

/** The shared wording in Canadian French. */
export const commonLabelsFr = {
  'common.loading': coreLabelsFr['common.loading'],
  'common.retry': 'Réessayer',
  'common.close': 'Fermer',
  'common.cancel': 'Annuler',
  'common.ok': 'OK',
  'error.network': 'Impossible de joindre la boutique. Vérifiez votre connexion, puis réessayez.',
  'error.timeout': 'La boutique a mis trop de temps à répondre. Veuillez réessayer.',
  'error.server': 'La boutique n’a pas pu traiter cette demande. Veuillez réessayer.',
  'error.invalidResponse': 'La boutique a envoyé une réponse illisible. Veuillez réessayer.',
} satisfies Translation<typeof commonLabels>;
