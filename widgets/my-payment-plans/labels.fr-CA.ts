import type { Translation } from '../../src/core/labels.ts';
import type { myPlansLabels } from './labels.ts';
import { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';
import { nameValueLabelsFr } from '../../src/ui/name-value-labels.fr-CA.ts';

export { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';
export { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';
export { statusLabelsFr } from '../../src/ui/status-labels.fr-CA.ts';
export { showMoreLabelsFr } from '../../src/ui/show-more-labels.fr-CA.ts';
export { discardLabelsFr } from '../../src/ui/discard-labels.fr-CA.ts';

/** `<resort-my-payment-plans>`'s wording in Canadian French. */
export const myPlansLabelsFr = {
  'common.retry': commonLabelsFr['common.retry'],
  'common.close': commonLabelsFr['common.close'],
  'common.cancel': commonLabelsFr['common.cancel'],
  'common.ok': commonLabelsFr['common.ok'],
  'common.nameValue': nameValueLabelsFr['common.nameValue'],
  'error.network': commonLabelsFr['error.network'],
  'error.timeout': commonLabelsFr['error.timeout'],
  'error.server': commonLabelsFr['error.server'],
  'error.invalidResponse': commonLabelsFr['error.invalidResponse'],
  'plans.title': 'Plans de paiement',
  'plans.loading': 'Chargement de vos plans de paiement…',
  'plans.loadError': 'Vos plans de paiement n’ont pas pu être chargés.',
  'plans.empty': 'Vous n’avez aucun plan de paiement.',
  'plans.unreadable': 'Plans de paiement qui n’ont pas pu s’afficher\u00a0: {count}.',
  'plans.product': 'Produit',
  'plans.orderId': 'No de commande',
  'plans.contact': 'Nom du contact',
  'plans.orderDate': 'Date de la commande',
  'plans.amount': 'Montant',
  'plans.paymentMethod': 'Mode de paiement',
  'plans.status': 'Statut',
  'plans.schedule': 'Calendrier des paiements',
  'plans.view': 'Voir',
  'plans.viewLabel': 'Voir le calendrier des paiements de {product} pour {contact}',
  'plans.select': 'Sélectionner {product} pour {contact}',
  'plans.selectAll': 'Sélectionner tous les plans de paiement',
  'plans.selectColumn': 'Sélectionner',
  'plans.failed': 'Échec',
  'plans.payNow': 'Payer maintenant',
  'plans.payNowLabel': 'Payer maintenant\u00a0: {product} pour {contact}',
  'plans.footer': 'Mettre à jour la carte de crédit des plans sélectionnés',
  'plans.updateCard': 'Mettre à jour la carte de crédit',
  'schedule.title': 'Calendrier des paiements',
  'schedule.date': 'Date',
  'schedule.amount': 'Montant',
  'schedule.status': 'Statut',
  'schedule.total': 'TOTAL',
  'schedule.deposit': 'Acompte',
  'schedule.remaining': 'Solde restant',
  'card.title': 'Mettre à jour votre carte de crédit',
  'card.update': 'Mettre à jour',
  'card.updating': 'Mise à jour…',
  'card.failed': 'La carte n’a pas pu être mise à jour.',
  'card.updated': 'La carte a été mise à jour pour {count} plans de paiement.',
  'card.updated.one': 'La carte a été mise à jour pour {count} plan de paiement.',
  'payNow.title': 'Payer maintenant',
  'payNow.message': 'Ces paiements seront portés à la carte au dossier\u00a0:',
  'payNow.message.one': 'Ce paiement sera porté à la carte au dossier\u00a0:',
  'payNow.pay': 'Payer {total}',
  'payNow.paying': 'Paiement…',
  'payNow.errorTitle': 'Paiement non traité',
  'payNow.error': 'Une erreur est survenue pendant le traitement. Veuillez communiquer avec le soutien.',
  'payNow.done': 'Votre paiement a été traité.',
  'config.failed': 'Les paramètres des plans de paiement n’ont pas pu être chargés.',
} satisfies Translation<typeof myPlansLabels>;
