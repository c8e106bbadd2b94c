import type { Translation } from '../../src/core/labels.ts';
import type { cartLabels } from './labels.ts';
import { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';

export { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';
export { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';
export { showMoreLabelsFr } from '../../src/ui/show-more-labels.fr-CA.ts';
export { cartButtonLabelsFr } from './button-labels.fr-CA.ts';

/** The cart family's wording in Canadian French. */
export const cartLabelsFr = {
  'common.loading': commonLabelsFr['common.loading'],
  'common.cancel': commonLabelsFr['common.cancel'],
  'cart.title': 'Panier',
  'cart.empty': 'Votre panier est vide',
  'cart.checkout': 'Passer à la caisse',
  'cart.continueShopping': 'Continuer à magasiner',
  'cart.loadError': 'Votre panier n’a pas pu être chargé.',

  'minicart.title': 'Panier ({count})',
  'minicart.unassigned': 'Non attribué',
  'minicart.quantity': 'Qté\u00a0: {quantity}',
  'minicart.attributeName': '{name}\u00a0:',
  'minicart.showDetails': 'Afficher les détails',
  'minicart.hideDetails': 'Masquer les détails',
  'minicart.edit': 'Modifier',
  'minicart.editItem': 'Modifier {name}',
  'minicart.remove': 'Retirer',
  'minicart.removeItem': 'Retirer {name}',
  'minicart.removing': 'Retrait…',
  'minicart.removeConfirm': 'Voulez-vous vraiment retirer cet article de votre panier\u202f?',
  'minicart.removeConfirmTitle': 'Retirer l’article',
  'minicart.removeFailed': '{name} n’a pas pu être retiré de votre panier. Veuillez réessayer.',
  'minicart.removed': '{name} a été retiré de votre panier.',
  'minicart.perPlayer': 'par joueur',
  'minicart.dueOnline': 'À payer en ligne',
  'minicart.dueAtCourse': 'À payer sur place',
  'minicart.discount': 'Rabais',
  'minicart.goToCart': 'Voir le panier',

  'summary.title': 'Récapitulatif de la commande',
  'summary.subTotal': 'Sous-total',
  'summary.subTotalDiscount': 'Rabais sur le sous-total',
  'summary.shipping': 'Livraison',
  'summary.tax': 'Taxes',
  // A no-break space before the sign, as French writes it: the sign never goes to a line of its own.
  'summary.taxRate': 'Taxes {rate}\u00a0%',
  'summary.orderTotalDiscount': 'Rabais sur le total',
  'summary.orderTotalDiscountCodes': 'Rabais sur le total ({codes})',
  'summary.total': 'Total',

  'discount.open': 'Vous avez un code promo\u202f?',
  'discount.label': 'Code promo',
  'discount.apply': 'Appliquer',
  'discount.applying': 'Application…',
  'discount.applyFailed': 'Le code promo saisi n’a pas pu être appliqué à votre commande.',
  'discount.removeFailed': 'Le code promo saisi n’a pas pu être retiré de votre commande.',
  'discount.applied': 'Codes appliqués',
  'discount.remove': 'Retirer le code {code}',
  'discount.removing': 'Retrait…',
  'discount.required': 'Saisissez un code promo.',
} satisfies Translation<typeof cartLabels>;
