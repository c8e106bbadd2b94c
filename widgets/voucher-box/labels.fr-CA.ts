import type { Translation } from '../../src/core/labels.ts';
import type { voucherLabels } from './labels.ts';
import { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';

export { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';
export { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';

export const voucherLabelsFr = {
  'common.close': commonLabelsFr['common.close'],
  'common.retry': commonLabelsFr['common.retry'],
  'voucher.cta': 'Vous avez un bon\u202f? Saisissez son numéro pour l’échanger.',
  'voucher.label': 'Numéro du bon',
  'voucher.submit': 'Échanger',
  'voucher.required': 'Saisissez un numéro de bon.',
  'voucher.title': 'Bon',
  'voucher.validating': 'Validation de votre bon…',
  'voucher.productIntro': 'Votre bon donne droit à',
  'voucher.voucherId': 'Numéro du bon\u00a0: {id}',
  'voucher.continue': 'Continuer',
  'voucher.discountMessage': 'Votre bon est valide. Son rabais sera appliqué à votre commande lors du paiement.',
  'voucher.ok': 'OK',
  'voucher.invalidId': 'Le numéro de bon saisi n’est pas valide.',
  'voucher.productNotFound': 'Le produit associé est introuvable.',
  'voucher.failed': 'Votre bon n’a pas pu être vérifié.',
} satisfies Translation<typeof voucherLabels>;
