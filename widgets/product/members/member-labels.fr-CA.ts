import type { Translation } from '../../../src/core/labels.ts';
import type { memberLabels } from './member-labels.ts';
import { commonLabelsFr } from '../../../src/ui/common-labels.fr-CA.ts';

/** The member picker's wording in Canadian French. */
export const memberLabelsFr = {
  ...commonLabelsFr,
  'product.locked': 'Ce choix ne peut pas être modifié.',
  'member.legend': 'Pour qui est cet achat\u202f?',
  'member.loading': 'Chargement de votre groupe…',
  'member.loadError': 'Votre groupe n’a pas pu être chargé.',
  'member.none': 'Personne dans votre groupe ne peut avoir ce produit avec ces choix.',
  'member.empty': 'Votre groupe ne compte encore aucun membre.',
  'member.locked': 'Pour {name}',
  'member.maxReservations': 'A déjà {count} réservations sur {max}.',
  'member.dateTaken': 'A déjà une réservation le {date}.',
  'member.notAssignable': 'Ne peut pas avoir ce produit.',
  'member.photo': 'Photo de {name}',
  'member.me': '(vous)',
  'member.reservation': 'Réservation le {date}',
  'member.reservationInCart': 'Réservation le {date} (dans votre panier)',
  'member.cancel': 'Annuler la réservation',
  'member.cancelName': 'Annuler la réservation\u00a0: {name}, {date}',
  'member.cancelling': 'Annulation…',
  'member.cancelTitle': 'Annuler cette réservation\u202f?',
  'member.cancelMessage': 'La réservation de {name} le {date} sera annulée.',
  'member.keep': 'La garder',
  'member.cancelled': 'La réservation de {name} le {date} a été annulée.',
  'member.cancelFailed': 'La réservation n’a pas pu être annulée.',
  'member.unreadableOne': 'Une réservation de {name} n’a pas pu s’afficher.',
  'member.unreadable': '{count} réservations de {name} n’ont pas pu s’afficher.',
} satisfies Translation<typeof memberLabels>;
