import type { Translation } from '../../src/core/labels.ts';
import type { signInMenuLabels } from './menu-labels.ts';
import { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';

export const signInMenuLabelsFr = {
  'common.close': 'Fermer',
  'common.loading': coreLabelsFr['common.loading'],
  'signin.menu.signIn': 'Connexion',
  'signin.menu.greeting': 'Bonjour, {firstName}',
  'signin.menu.greetingNoName': 'Bon retour parmi nous',
  'signin.menu.myAccount': 'Mon compte',
  'signin.menu.signOut': 'Déconnexion',
  'signin.menu.account': 'Compte',
  'signin.title': 'Connexion',
  'signin.dialog': 'Connexion à votre compte',
  'signin.helpTitle': 'Aide à la connexion',
} satisfies Translation<typeof signInMenuLabels>;
