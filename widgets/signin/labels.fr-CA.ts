import type { Translation } from '../../src/core/labels.ts';
import type { signInLabels } from './labels.ts';
import { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';

export { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';
export { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';
export { signInMenuLabelsFr } from './menu-labels.fr-CA.ts';

/** The sign-in form's wording in Canadian French. */
export const signInLabelsFr = {
  'signin.title': 'Connexion',
  'signin.helpTitle': 'Aide à la connexion',
  'signin.username': 'Courriel ou nom d’utilisateur',
  'signin.continue': 'Continuer',
  'signin.searching': 'Recherche…',
  'signin.mediaHelp': 'Vous vous connectez avec une passe ou une carte d’accès\u202f?',
  'signin.backTo': 'Changer d’identifiant\u00a0:',
  'signin.password': 'Mot de passe',
  'signin.show': 'Afficher',
  'signin.hide': 'Masquer',
  'signin.passwordWord': 'le mot de passe',
  'signin.forgotPassword': 'Mot de passe oublié',
  'signin.signIn': 'Se connecter',
  'signin.signingIn': 'Connexion…',
  'signin.success': 'C’est fait\u202f!',
  'signin.returnToSignIn': 'Retour à la connexion',
  'signin.createAccount': 'Créer un compte',
  'signin.findAccount': 'Retrouver votre compte',
  'signin.backToStore': 'Retour à la boutique',
  'signin.helpLogin': 'Connectez-vous avec l’adresse courriel de votre compte de la station.',
  'signin.helpMedia':
    'Vous avez acheté votre passe ou votre carte d’accès à un comptoir de billetterie\u202f? Nous vous y avons créé un compte\u00a0: utilisez «\u00a0Retrouver votre compte\u00a0» avec le courriel que vous nous avez donné, puis choisissez un mot de passe.',
  'signin.helpNoAccount': 'Vous ne trouvez pas votre compte\u202f? Utilisez «\u00a0Retrouver votre compte\u00a0» ci-dessous, ou créez un nouveau compte.',

  'signin.usernameRequired': 'Le nom d’utilisateur est obligatoire',
  'signin.unknownLogin': 'Vérifiez votre identifiant ou créez un nouveau compte.',
  'signin.passwordRequired': 'Le mot de passe est obligatoire',
  'signin.wrongPassword': 'Votre compte ou votre mot de passe est incorrect. Si vous avez oublié votre mot de passe, réinitialisez-le maintenant.',
  'signin.lookupFailed': 'Nous n’avons pas pu trouver votre compte.',
  'signin.loginFailed': 'Nous n’avons pas pu vous connecter.',
  'signin.tooManyAttempts': 'Trop de tentatives de connexion depuis cette adresse. Patientez quelques minutes, puis réessayez.',

  'error.network': commonLabelsFr['error.network'],
  'error.timeout': commonLabelsFr['error.timeout'],
  'error.server': commonLabelsFr['error.server'],
  'error.invalidResponse': commonLabelsFr['error.invalidResponse'],
} satisfies Translation<typeof signInLabels>;
