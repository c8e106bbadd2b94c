// @vitest-environment node
import { resolveLabels } from '../../src/core/labels.ts';
import { signInLabels } from './labels.ts';
import { passwordErrorText, usernameErrorText } from './signin-messages.ts';

const labels = signInLabels;

describe('sign-in messages', () => {
  it.each([
    [{ kind: 'required' } as const, 'Username required'],
    [{ kind: 'unknown' } as const, 'Check your login or create a new account.'],
    [{ kind: 'failed', error: { kind: 'network', message: 'x' } } as const, 'We could not look up your account. We could not reach the store. Check your connection and try again.'],
    [{ kind: 'failed', error: { kind: 'invalid-response', message: 'x' } } as const, 'We could not look up your account. The store sent an answer we could not read. Please try again.'],
    [{ kind: 'failed', error: { kind: 'http', status: 500, message: 'x' } } as const, 'We could not look up your account. The store could not complete this request. Please try again.'],
    [{ kind: 'failed', error: { kind: 'http', status: 429, message: 'x' } } as const, 'Too many sign-in attempts from this address. Please wait a few minutes and try again.'],
  ])('username %o reads "%s"', (error, text) => {
    expect(usernameErrorText(error, labels)).toBe(text);
  });

  it.each([
    [{ kind: 'required' } as const, 'Password required'],
    [{ kind: 'wrong' } as const, "Your account or password is incorrect. If you don't remember your password, reset it now."],
    [{ kind: 'locked', message: 'This account is locked.' } as const, 'This account is locked.'],
    [{ kind: 'failed', error: { kind: 'timeout', message: 'x' } } as const, 'We could not sign you in. The store took too long to answer. Please try again.'],
  ])('password %o reads "%s"', (error, text) => {
    expect(passwordErrorText(error, labels)).toBe(text);
  });

  it('uses the host\'s wording when page data overrides a label', () => {
    const custom = resolveLabels(signInLabels, { 'signin.usernameRequired': 'Enter your email' });
    expect(usernameErrorText({ kind: 'required' }, custom)).toBe('Enter your email');
    const offline = resolveLabels(signInLabels, { 'error.network': 'Offline.' });
    expect(usernameErrorText({ kind: 'failed', error: { kind: 'network', message: 'x' } }, offline)).toBe('We could not look up your account. Offline.');
  });
});
