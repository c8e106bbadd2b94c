import type { Translation } from '../core/labels.ts';
import type { statusLabels } from './status-labels.ts';

/** The statuses in Canadian French. */
export const statusLabelsFr = {
  'status.paid': 'Payé',
  'status.pending': 'En attente',
  'status.failed': 'Échec',
  'status.refunded': 'Remboursé',
  'status.cancelled': 'Annulé',
  'status.skipped': 'Sauté',
  'status.scheduled': 'Prévu',
  'status.active': 'Actif',
  'status.completed': 'Terminé',
  'status.onHold': 'En suspens',
  'status.frozen': 'Gelé',
  'status.paymentFailed': 'Échec du paiement',
  'status.expired': 'Expiré',
} satisfies Translation<typeof statusLabels>;
