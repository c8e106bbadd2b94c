/** The text shown for each sign-in error. */
import type { ApiError } from '../../src/api/errors.ts';
import { errorText } from '../../src/ui/error-text.ts';
import type { SignInLabels } from './labels.ts';
import type { PasswordError, UsernameError } from './signin-machine.ts';

const TOO_MANY_REQUESTS = 429;

function failureText(what: string, error: ApiError, labels: SignInLabels): string {
  if (error.kind === 'http' && error.status === TOO_MANY_REQUESTS) return labels['signin.tooManyAttempts'];
  return `${what} ${errorText(error, labels)}`;
}

export function usernameErrorText(error: UsernameError, labels: SignInLabels): string {
  switch (error.kind) {
    case 'required':
      return labels['signin.usernameRequired'];
    case 'unknown':
      return labels['signin.unknownLogin'];
    case 'failed':
      return failureText(labels['signin.lookupFailed'], error.error, labels);
  }
}

export function passwordErrorText(error: PasswordError, labels: SignInLabels): string {
  switch (error.kind) {
    case 'required':
      return labels['signin.passwordRequired'];
    case 'wrong':
      return labels['signin.wrongPassword'];
    case 'locked':
      // The store's own wording (the first error under the empty key), shown as text.
      return error.message;
    case 'failed':
      return failureText(labels['signin.loginFailed'], error.error, labels);
  }
}
