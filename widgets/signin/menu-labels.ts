import { coreLabels } from '../../src/core/labels.ts';

/** The sign-in menu's wording; the form has its own. */
export const signInMenuLabels = {
  'common.close': 'Close',
  'common.loading': coreLabels['common.loading'],
  'signin.menu.signIn': 'Sign In',
  'signin.menu.greeting': 'Hi, {firstName}',
  'signin.menu.greetingNoName': 'Welcome back',
  'signin.menu.myAccount': 'My Account',
  'signin.menu.signOut': 'Sign Out',
  'signin.menu.account': 'Account',
  'signin.title': 'Sign In',
  'signin.helpTitle': 'Help With Sign In',
} as const;
