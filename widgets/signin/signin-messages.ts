/** The text shown for each sign-in error (storefront spec §5, §8 "Login"). */
import type { ApiError } from '../../src/api/errors.ts';
import type { SignInLabels } from './labels.ts';
import type { PasswordError, UsernameError } from './signin-machine.ts';

const TOO_MANY_REQUESTS = 429;

/** Why a call failed, in plain words (never the developer message). */
function reason(error: ApiError, labels: SignInLabels): string {
  switch (error.kind) {
    case 'network':
      return labels['error.network'];
    case 'timeout':
      return labels['error.timeout'];
    case 'invalid-response':
      return labels['error.invalidResponse'];
    case 'http':
      return labels['error.server'];
  }
}

function failureText(what: string, error: ApiError, labels: SignInLabels): string {
  if (error.kind === 'http' && error.status === TOO_MANY_REQUESTS) return labels['signin.tooManyAttempts'];
  return `${what} ${reason(error, labels)}`;
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
