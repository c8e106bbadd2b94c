import type { Translation } from '../../src/core/labels.ts';
import type { profileLabels } from './labels.ts';
import { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';
import { PROFILE_LIMITS } from './profile-rules.ts';

export { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';
export { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';
export { fieldLabelsFr } from '../../src/ui/fields/field-labels.fr-CA.ts';

/** My Account's profile form in Canadian French. */
export const profileLabelsFr = {
  'common.retry': commonLabelsFr['common.retry'],
  'common.close': commonLabelsFr['common.close'],
  'error.network': commonLabelsFr['error.network'],
  'error.timeout': commonLabelsFr['error.timeout'],
  'error.server': commonLabelsFr['error.server'],
  'error.invalidResponse': commonLabelsFr['error.invalidResponse'],
  'profile.form': 'Votre profil',
  'profile.firstName': 'Prénom',
  'profile.lastName': 'Nom',
  'profile.email': 'Courriel',
  'profile.emailHint': 'Vous vous connectez avec cette adresse.',
  'profile.phone': 'Téléphone',
  'profile.birthday': 'Date de naissance',
  'profile.address': 'Adresse',
  'profile.street': 'Adresse',
  'profile.street2': 'Adresse (ligne 2)',
  'profile.city': 'Ville',
  'profile.zip': 'Code postal',
  'profile.country': 'Pays',
  'profile.save': 'Enregistrer',
  'profile.saving': 'Enregistrement…',
  'profile.saved': 'Votre profil a été enregistré.',
  'profile.saveFailed': 'Votre profil n’a pas pu être enregistré.',
  'profile.emailFailed': 'Votre adresse courriel n’a pas pu être changée.',
  'profile.unreadable': 'Votre profil enregistré n’a pas pu être lu\u00a0: le formulaire commence vide.',
  'profile.signedOut': 'Connectez-vous pour voir votre profil.',
  'profile.phoneLoadError': 'Le champ du numéro de téléphone n’a pas pu être chargé.',
  'profile.countryList': 'Pays du numéro de téléphone',
  'profile.countryButton': '${dialCode} ${countryName}\u00a0: changer le pays du numéro de téléphone',
  'profile.noCountry': 'Choisissez le pays du numéro de téléphone',
  'profile.countrySearch': 'Rechercher',
  'profile.clearSearch': 'Effacer la recherche',
  'profile.noResults': 'Aucun résultat',
  'profile.results': '{count} résultats',
  'profile.results.one': '{count} résultat',
  'profile.firstNameRequired': 'Le prénom est requis',
  'profile.lastNameRequired': 'Le nom est requis',
  'profile.emailInvalid': 'Saisissez une adresse courriel valide.',
  'profile.phoneInvalid': 'Saisissez un numéro de téléphone valide.',
  'profile.birthdayRequired': 'Une date de naissance valide est requise',
  'profile.nameTooLong': `Un nom compte au plus ${PROFILE_LIMITS.name} caractères.`,
  'profile.streetTooLong': `Une ligne d’adresse compte au plus ${PROFILE_LIMITS.street} caractères.`,
  'profile.cityTooLong': `La ville compte au plus ${PROFILE_LIMITS.city} caractères.`,
  'profile.zipTooLong': `Le code postal compte au plus ${PROFILE_LIMITS.zip} caractères.`,
} satisfies Translation<typeof profileLabels>;
