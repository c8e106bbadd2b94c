import type { Translation } from '../../src/core/labels.ts';
import type { scheduleLabels } from './labels.ts';
import { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';

export { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';
export { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';
export { statusLabelsFr } from '../../src/ui/status-labels.fr-CA.ts';
export { showMoreLabelsFr } from '../../src/ui/show-more-labels.fr-CA.ts';

/** The payment schedule viewer's wording in Canadian French. */
export const scheduleLabelsFr = {
  'common.close': commonLabelsFr['common.close'],
  'common.loading': commonLabelsFr['common.loading'],
  'common.ok': commonLabelsFr['common.ok'],
  'schedule.intro': 'Payez en plusieurs versements\u00a0: ce produit est offert avec un plan de paiement.',
  'schedule.open': 'Voir le calendrier des paiements',
  'schedule.title': 'Calendrier des paiements',
  'schedule.date': 'Date',
  'schedule.amount': 'Montant',
  'schedule.status': 'Statut',
  'schedule.total': 'TOTAL',
  'schedule.today': 'Aujourd’hui',
  'schedule.deposit': 'Acompte\u00a0: {amount}',
  'schedule.quantity': 'Montants pour une quantité de {quantity}.',
  'schedule.caption': 'Calendrier des paiements de {product}',
  'schedule.loading': 'Chargement du calendrier des paiements…',
  'schedule.loadError': 'Le calendrier des paiements n’a pas pu être chargé.',
  'schedule.noPlan': 'Cette sélection n’est pas offerte avec un plan de paiement.',
  'schedule.incomplete': 'Choisissez les options du produit pour voir le calendrier des paiements.',
} satisfies Translation<typeof scheduleLabels>;
