import type { Translation } from '../../src/core/labels.ts';
import type { memberLabels } from './labels.ts';
import { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';

export { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';
export { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';
export { showMoreLabelsFr } from '../../src/ui/show-more-labels.fr-CA.ts';
export { fieldLabelsFr } from '../../src/ui/fields/field-labels.fr-CA.ts';
export { photoLabelsFr } from './photo-labels.fr-CA.ts';

/** The household panel's wording in Canadian French. */
export const memberLabelsFr = {
  'common.retry': commonLabelsFr['common.retry'],
  'common.close': commonLabelsFr['common.close'],
  'common.cancel': commonLabelsFr['common.cancel'],
  'common.loading': commonLabelsFr['common.loading'],
  'error.network': commonLabelsFr['error.network'],
  'error.timeout': commonLabelsFr['error.timeout'],
  'error.server': commonLabelsFr['error.server'],
  'error.invalidResponse': commonLabelsFr['error.invalidResponse'],
  'members.tabs': 'Membres du groupe',
  'members.yourGroup': 'Votre groupe',
  'members.addTab': 'Ajouter un membre au groupe',
  'members.loadFailed': 'Votre groupe n’a pas pu être chargé.',
  'members.empty': 'Votre groupe ne compte encore personne.',
  'members.unreadable': 'Membres du groupe qui n’ont pas pu s’afficher\u00a0: {count}.',
  'members.signedOut': 'Connectez-vous pour voir votre groupe.',
  'members.newPhoto': 'Nouvelle photo',
  'members.addMedia': 'Ajouter une carte',
  'members.addBirthdate': 'Ajouter la date de naissance',
  'members.missingBirthdate': 'Date de naissance manquante',
  'members.pass': 'Passe\u00a0: {number}',
  'members.media': 'Carte\u00a0: {number}',
  'members.photoOf': 'Photo de {name}',
  'members.select': 'Sélectionner {name}',
  'members.stats': 'Statistiques',
  'members.statsOf': 'Statistiques de {name}',
  'members.statsFailed': 'Les statistiques n’ont pas pu être chargées.',
  'members.visits': 'Jours sur la montagne',
  'members.seasonVisits': 'Cette saison',
  'members.lastVisit': 'Dernière visite',
  'members.purchases': 'Achats',
  'members.noVisits': 'Aucune visite pour l’instant.',
  'members.firstName': 'Prénom',
  'members.lastName': 'Nom',
  'members.birthday': 'Date de naissance',
  'members.firstNameRequired': 'Le prénom est obligatoire',
  'members.lastNameRequired': 'Le nom est obligatoire',
  'members.birthdayRequired': 'Une date de naissance valide est obligatoire',
  'members.add': 'Ajouter le membre',
  'members.adding': 'Ajout…',
  'members.added': '{name} fait maintenant partie de votre groupe.',
  'members.addExists': 'Cette personne fait déjà partie de votre groupe.',
  'members.addFailed': 'Le membre n’a pas pu être ajouté au groupe.',
  'members.birthdateTitle': 'Ajouter la date de naissance de {name}',
  'members.save': 'Enregistrer',
  'members.saving': 'Enregistrement…',
  'members.birthdaySet': 'la date de naissance a été enregistrée',
  'members.birthdayFailed': 'La date de naissance de {name} n’a pas pu être mise à jour',
  'members.dismiss': 'Fermer',
  'members.mediaTitle': 'Ajouter une carte pour {name}',
} satisfies Translation<typeof memberLabels>;
