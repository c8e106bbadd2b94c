import type { Translation } from '../../src/core/labels.ts';
import type { amountTypeLabels } from './amount-type-labels.ts';

/** The amount types in Canadian French. */
export const amountTypeLabelsFr = {
  'amountType.installment': 'Versement',
  'amountType.deposit': 'Acompte',
  'amountType.balanceDue': 'Solde dû',
} satisfies Translation<typeof amountTypeLabels>;
