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
  /**
   * The lightbox's name, said as it opens. Not the button's own words: Orca leaves out a dialog's
   * name that is the name of what had the focus, and said only "dialog".
   */
  'signin.dialog': 'Sign in to your account',
  'signin.helpTitle': 'Help With Sign In',
} as const;
