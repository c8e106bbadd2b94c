import type { Translation } from '../../src/core/labels.ts';
import type { mediaLabels } from './labels.ts';
import { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';

export { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';
export { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';
export { showMoreLabelsFr } from '../../src/ui/show-more-labels.fr-CA.ts';

export const mediaLabelsFr = {
  'common.cancel': commonLabelsFr['common.cancel'],
  'common.retry': commonLabelsFr['common.retry'],
  'common.loading': commonLabelsFr['common.loading'],
  'error.network': commonLabelsFr['error.network'],
  'error.timeout': commonLabelsFr['error.timeout'],
  'error.server': commonLabelsFr['error.server'],
  'error.invalidResponse': commonLabelsFr['error.invalidResponse'],
  'media.number': 'Numéro de carte d’accès',
  'media.hint': 'Le numéro imprimé au dos de la carte.',
  'media.add': 'Ajouter le numéro de carte',
  'media.adding': 'Ajout…',
  'media.required': 'Le numéro de carte est obligatoire',
  'media.numeric': 'Le numéro de carte ne doit contenir que des chiffres',
  'media.added': 'Numéro de carte ajouté.',
  'media.failed': 'Le numéro de carte n’a pas pu être ajouté.',
  'media.countdown': 'Retour au formulaire dans {seconds} s',
  'media.signedOut': 'Connectez-vous pour ajouter une carte d’accès.',
  'media.noMember': 'Choisissez le membre du groupe à qui ajouter une carte.',
  'media.selectionTitle': 'Cartes d’accès',
  'media.selectionIntro': 'Les passes sont chargées sur une carte d’accès. Pour chaque membre, achetez une nouvelle carte ou rechargez celle qu’il possède déjà.',
  'media.none': 'Aucun article de votre panier n’a besoin d’une carte d’accès.',
  'media.for': '{name}\u00a0: {products}',
  'media.purchase': 'Acheter une nouvelle carte',
  'media.reload': 'Recharger ma carte ({number})',
  'media.reloadNoCard': 'Recharger ma carte',
  'media.addCard': 'Ajouter une carte à recharger',
  'media.loadFailed': 'Les cartes d’accès n’ont pas pu être chargées.',
  'media.saveFailed': 'Votre choix n’a pas pu être enregistré.',
  'media.clear': 'Effacer le choix pour {name}',
  'media.clearAll': 'Effacer tous les choix de cartes',
} satisfies Translation<typeof mediaLabels>;
