import type { Translation } from '../../src/core/labels.ts';
import type { waiverLabels } from './labels.ts';
import { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';

export { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';
export { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';

/** The waiver's wording in Canadian French (a release's own texts still win). */
export const waiverLabelsFr = {
  'common.loading': commonLabelsFr['common.loading'],
  'common.close': commonLabelsFr['common.close'],
  'common.retry': commonLabelsFr['common.retry'],
  'waiver.invalid': 'Cette décharge n’a pas pu s’afficher.',
  'waiver.for': 'Pour {name}',
  'waiver.open': 'Lire et signer',
  'waiver.view': 'Voir la décharge signée',
  'waiver.statusSigned': 'Signée',
  'waiver.statusUnsigned': 'Pas encore signée',
  'waiver.signedBy': 'Signée par {name} le {date}',
  'waiver.signedByUndated': 'Signée par {name}',
  'waiver.progress': 'Progression de la lecture',
  'waiver.document': 'Texte de la décharge',
  'waiver.documentFailed': 'Le texte de la décharge n’a pas pu s’afficher.',
  'waiver.scrollMessage': 'Faites défiler la décharge jusqu’à la fin pour pouvoir la signer.',
  'waiver.panelText': 'Signez ci-dessous pour accepter cette décharge.',
  'waiver.minorPanelText': 'Vous signez au nom d’une personne mineure, {person}.',
  'waiver.consolidatedPanelText': 'Vous signez cette décharge au nom de {person}.',
  'waiver.wetPrompt': 'Tracez votre signature',
  'waiver.padLabel': 'Zone de signature : signez avec la souris, le doigt ou un stylet',
  'waiver.padLoading': 'Chargement de la zone de signature…',
  'waiver.padFailed': 'La zone de signature n’a pas pu être chargée.',
  'waiver.drawName': 'Signer avec mon nom saisi au clavier',
  'waiver.typedName': 'Saisissez votre nom complet',
  'waiver.typedNameHint': 'Saisissez {name} (les majuscules et les espaces autour n’ont pas d’importance).',
  'waiver.typedNameMismatch': 'Le nom ne correspond pas à {name}.',
  'waiver.agree': 'J’ai lu cette décharge et je l’accepte.',
  'waiver.clear': 'Effacer',
  'waiver.sign': 'Signer',
  'waiver.signing': 'Signature…',
  'waiver.todo': 'Pour signer : {steps}.',
  'waiver.todo.signed-in': 'connectez-vous',
  'waiver.todo.scrolled': 'lisez jusqu’à la fin',
  'waiver.todo.wet-signature': 'tracez votre signature',
  'waiver.todo.typed-name': 'saisissez votre nom complet',
  'waiver.todo.agree': 'cochez la case d’acceptation',
  'waiver.signFailed': 'Votre signature n’a pas pu être enregistrée.',
  'waiver.signedTitle': 'Cette décharge est signée.',
  'waiver.done': 'Terminé',
  'waiver.signInRequired': 'Seuls les clients connectés peuvent signer une décharge.',
  'waiver.signIn': 'Se connecter',
} satisfies Translation<typeof waiverLabels>;
