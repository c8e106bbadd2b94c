import type { Translation } from '../../src/core/labels.ts';
import type { productLabels } from './labels.ts';
import { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';

export { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';
export { showMoreLabelsFr } from '../../src/ui/show-more-labels.fr-CA.ts';
export { memberLabelsFr } from './members/member-labels.fr-CA.ts';
export { dateFieldLabelsFr } from './dates/date-labels.fr-CA.ts';

/** `<resort-product>`'s wording in Canadian French. */
export const productLabelsFr = {
  ...commonLabelsFr,
  'product.loading': 'Chargement du produit…',
  'product.loadError': 'Ce produit n’a pas pu être chargé.',
  'product.price': 'Prix',
  'product.total': 'Total pour {quantity}\u00a0: {amount}',
  'product.perDay': '{amount} par jour × {days} jours',
  'product.updatingPrice': 'Mise à jour du prix…',
  'product.updateError': 'Le prix et la disponibilité n’ont pas pu être mis à jour.',
  'product.perPlayer': 'par joueur',
  'product.paidByVoucher': 'Payé avec votre bon',
  'product.voucherId': 'Numéro du bon\u00a0: {id}',
  'product.voucherUsedReason': 'Votre bon a payé celui qui est maintenant dans votre panier.',
  'product.dueOnline': 'À payer en ligne',
  'product.dueAtCourse': 'À payer sur place',
  'product.quantity': 'Quantité',
  'product.quantityInvalid': 'Saisissez une quantité de 1 à {max}.',
  'product.addOns': 'Options',
  'product.chooseOption': 'Choisir…',
  'product.readOnly': '{value} (fixe)',
  'product.locked': 'Ce choix ne peut pas être modifié.',
  'product.reload': 'Recharge la carte que le membre possède déjà.',
  'product.soldOut': 'Épuisé',
  'product.lowStock': 'Plus que {count}',
  'product.unavailable': 'Non disponible',
  'product.pricingLow': 'Plus que {count} à ce prix',
  'product.pricingNone': 'Il n’en reste plus à ce prix.',
  'product.soldOutReason': 'Épuisé pour ce choix. Choisissez une autre date ou une autre option.',
  'product.unavailableReason': 'Non disponible pour ce choix. Choisissez une autre date ou une autre option.',
  'product.missingReason': 'Choisissez d’abord\u00a0: {names}.',
  'product.memberReason': 'Choisissez d’abord pour qui est cet achat.',
  'product.missingAndMemberReason': 'Choisissez d’abord\u00a0: {names} et pour qui est cet achat.',
  'product.waitReason': 'Attendez la mise à jour du prix.',
  'product.quantityReason': 'Saisissez une quantité de 1 à {max}.',
  'member.legend': 'Pour qui est cet achat\u202f?',
  'member.signIn': 'Connectez-vous pour choisir pour qui est cet achat.',
  'member.signInButton': 'Se connecter',
  'product.addToCart': 'Ajouter au panier',
  'product.update': 'Mettre à jour l’article',
  'product.adding': 'Ajout…',
  'product.updating': 'Enregistrement…',
  // Said without a participle: « ajouté » would have to agree with the product's name, and a name has no gender we know.
  'product.added': 'Votre panier contient maintenant {name}.',
  'product.addedFor': 'Votre panier contient maintenant {name} pour {member}.',
  'product.addedNobodyElse': 'Personne de votre groupe ne peut en avoir un autre avec ces choix\u00a0: la raison est sous chaque nom. Changez un choix pour en ajouter un autre.',
  'product.addedSomeoneElse': 'Pour en ajouter un pour quelqu’un d’autre, choisissez pour qui.',
  'product.updated': 'L’article de votre panier a été mis à jour.',
  'product.viewCart': 'Voir le panier',
  'product.addFailed': 'L’article n’a pas pu être ajouté au panier',
  'product.editing': 'Vous modifiez un article de votre panier.',
  'product.noTimes': 'Aucune heure disponible',
  'product.timesAfterDate': 'Choisissez une date pour voir les heures offertes.',
} satisfies Translation<typeof productLabels>;
