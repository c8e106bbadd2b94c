import { commonLabels } from '../../src/ui/common-labels.ts';

/**
 * The sign-in form's wording, with the spec's defaults. Wording the spec does not give (the help text, the failure sentences) is ours;
 * every key can be overridden from page data.
 */
export const signInLabels = {
  'signin.title': 'Sign In',
  'signin.helpTitle': 'Help With Sign In',
  'signin.username': 'Email or username',
  'signin.continue': 'Continue',
  'signin.searching': 'Searching...',
  'signin.mediaHelp': 'Signing in with a pass or media card?',
  'signin.backTo': 'Change login:',
  'signin.password': 'Password',
  'signin.show': 'Show',
  'signin.hide': 'Hide',
  'signin.passwordWord': 'password',
  'signin.forgotPassword': 'Forgot password',
  'signin.signIn': 'Sign in',
  'signin.signingIn': 'Signing in...',
  'signin.success': 'Success!',
  'signin.returnToSignIn': 'Return To Sign In',
  'signin.createAccount': 'Create An Account',
  'signin.findAccount': 'Find your account',
  'signin.backToStore': 'Back to Store',
  'signin.helpLogin': 'Sign in with the email address of your resort account.',
  'signin.helpMedia':
    'Bought your pass or media card at a ticket window? We made an account for you there: use Find your account with the email you gave us, then set a password.',
  'signin.helpNoAccount': "Can't find your account? Use Find your account below, or create a new account.",

  'signin.usernameRequired': 'Username required',
  'signin.unknownLogin': 'Check your login or create a new account.',
  'signin.passwordRequired': 'Password required',
  'signin.wrongPassword': "Your account or password is incorrect. If you don't remember your password, reset it now.",
  'signin.lookupFailed': 'We could not look up your account.',
  'signin.loginFailed': 'We could not sign you in.',
  'signin.tooManyAttempts': 'Too many sign-in attempts from this address. Please wait a few minutes and try again.',

  // The platform's sentences for a failed call (same keys, so one override changes them everywhere).
  'error.network': commonLabels['error.network'],
  'error.timeout': commonLabels['error.timeout'],
  'error.server': commonLabels['error.server'],
  'error.invalidResponse': commonLabels['error.invalidResponse'],
} as const;

export type SignInLabels = Record<keyof typeof signInLabels, string>;
