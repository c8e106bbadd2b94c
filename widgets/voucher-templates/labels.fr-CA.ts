import type { Translation } from '../../src/core/labels.ts';
import type { voucherTemplatesLabels } from './labels.ts';
import { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';

export { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';
export { showMoreLabelsFr } from '../../src/ui/show-more-labels.fr-CA.ts';

/** `<resort-voucher-templates>`' wording in Canadian French. */
export const voucherTemplatesLabelsFr = {
  ...commonLabelsFr,
  'unsaved.product': 'Options offertes une fois le produit enregistré.',
  'unsaved.discount': 'Options offertes une fois le rabais enregistré.',
  'common.dismiss': 'Fermer',
  'common.remove': 'Retirer',
  'common.save': 'Enregistrer',
  'common.saving': 'Enregistrement…',
  'common.error': 'Erreur\u00a0: {message}',
  'common.errorTitle': 'Erreur',

  'product.table': 'Modèles de bons de ce produit',
  'product.voucherId': 'Numéro du bon',
  'product.ShowInMyAccount': 'Afficher dans Mon compte',
  'product.AllowViewPrint': 'Permettre l’affichage et l’impression',
  'product.AllowRedeem': 'Permettre l’échange',
  'product.AllowEmail': 'Permettre l’envoi par courriel',
  'product.switchOf': '{switch} pour {id}',
  'product.none': 'Ce produit n’a encore aucun modèle de bon.',
  'product.loadError': 'Les modèles de bons n’ont pas pu être chargés.',
  'product.addLabel': 'Ajouter un modèle de bon',
  'product.templateId': 'ID du modèle de bon',
  'product.add': 'Ajouter',
  'product.adding': 'Ajout…',
  'product.required': 'Un modèle de bon est obligatoire.',
  'product.used': 'Ce numéro de bon est déjà utilisé.',
  'product.added': 'Modèle de bon {id} ajouté\u00a0: ses bons s’échangent maintenant contre ce produit.',
  'product.removeTemplate': 'Retirer {id}',
  'product.removeTitle': 'Retirer le modèle de bon',
  'product.removeConfirm': 'Retirer le modèle de bon {id} de ce produit\u202f? Ses bons ne pourront plus s’échanger contre ce produit.',
  'product.removed': 'Modèle de bon {id} retiré.',

  'discount.label': 'Bon requis pour ce rabais',
  'discount.templateId': 'ID du modèle de bon',
  'discount.hint': 'Le rabais ne s’applique qu’avec un bon émis à partir de ce modèle.',
  'discount.none': 'Aucun bon n’est requis pour ce rabais.',
  'discount.current': 'Requis\u00a0: un bon du modèle {id}.',
  'discount.used': 'Cet ID de modèle de bon est déjà utilisé par une autre règle de rabais',
  'discount.required': 'Un modèle de bon est obligatoire.',
  'discount.saved': 'Enregistré\u00a0: le rabais exige maintenant un bon du modèle {id}.',
  'discount.removeTitle': 'Retirer l’exigence de bon',
  'discount.removeConfirm': 'Ne plus exiger de bon du modèle {id} pour ce rabais\u202f? Ses bons ne pourront plus s’échanger contre ce rabais.',
  'discount.removed': 'Le rabais n’exige plus de bon.',
  'discount.loadError': 'L’exigence de bon de ce rabais n’a pas pu être chargée.',
} satisfies Translation<typeof voucherTemplatesLabels>;
