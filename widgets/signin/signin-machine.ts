/**
 * The sign-in form's steps as a pure state machine: Username → Password (a customer with a password was found) → success;
 * Back returns from Password to Username; Username goes to Help and back; a customer without a
 * password is sent to `/passwordrecovery?resetemail={username}`.
 *
 * `transition(state, event)` returns the next state and the effects the component must run
 * (calls, a redirect, an analytics event). It never loses what the shopper typed.
 */
import type { ApiError } from '../../src/api/errors.ts';

export type Step = 'username' | 'password' | 'help';

export type UsernameError = { kind: 'required' } | { kind: 'unknown' } | { kind: 'failed'; error: ApiError };
export type PasswordError =
  | { kind: 'required' }
  | { kind: 'wrong' }
  | { kind: 'locked'; message: string }
  | { kind: 'failed'; error: ApiError };

export interface SignInState {
  step: Step;
  username: string;
  password: string;
  /** A lookup or login call is under way (or the browser is leaving for password recovery). */
  busy: boolean;
  /** The login succeeded: the button says `Success!` and stays disabled. */
  succeeded: boolean;
  usernameError: UsernameError | null;
  passwordError: PasswordError | null;
}

/** What a customer lookup found. */
export type LookupOutcome = { found: false } | { found: true; hasPassword: boolean };

export type SignInEvent =
  | { type: 'username-changed'; value: string }
  | { type: 'password-changed'; value: string }
  | { type: 'continue' }
  | { type: 'lookup-answered'; outcome: LookupOutcome }
  | { type: 'lookup-failed'; error: ApiError }
  | { type: 'back' }
  | { type: 'help' }
  | { type: 'return' }
  | { type: 'sign-in' }
  | { type: 'login-succeeded' }
  /** A 400 of field errors: an entry under the empty key means the account is locked. */
  | { type: 'login-refused'; fieldErrors: Readonly<Record<string, readonly string[]>> }
  | { type: 'login-failed'; error: ApiError };

export type SignInEffect =
  | { type: 'lookup'; login: string }
  | { type: 'login'; email: string; password: string }
  | { type: 'redirect'; url: string }
  | { type: 'track'; event: 'username_error' | 'login_error' }
  | { type: 'authenticated'; userName: string };

export interface Transition {
  state: SignInState;
  effects: SignInEffect[];
}

export const PASSWORD_RECOVERY_PATH = '/passwordrecovery';

export const initialSignInState: SignInState = {
  step: 'username',
  username: '',
  password: '',
  busy: false,
  succeeded: false,
  usernameError: null,
  passwordError: null,
};

/** Where a customer without a password is sent. */
export function passwordRecoveryUrl(username: string): string {
  return `${PASSWORD_RECOVERY_PATH}?resetemail=${encodeURIComponent(username.trim())}`;
}

/** The login as sent and shown: trimmed; the Password step shows it lowercased. */
export const loginOf = (state: SignInState): string => state.username.trim();
export const displayedUsername = (state: SignInState): string => loginOf(state).toLowerCase();

/** Continue is disabled while the login is empty or a call is under way. */
export const canContinue = (state: SignInState): boolean => !state.busy && loginOf(state) !== '';

/** The first message under the empty key of a 400 body, if there is one. */
export function lockedMessage(fieldErrors: Readonly<Record<string, readonly string[]>>): string | null {
  const messages = fieldErrors[''];
  const first = messages?.find((message) => message.trim() !== '');
  return first ?? null;
}

const stay = (state: SignInState): Transition => ({ state, effects: [] });

export function transition(state: SignInState, event: SignInEvent): Transition {
  switch (event.type) {
    case 'username-changed':
      if (state.busy || state.succeeded) return stay(state);
      return stay({ ...state, username: event.value, usernameError: null });

    case 'password-changed':
      if (state.busy || state.succeeded) return stay(state);
      return stay({ ...state, password: event.value, passwordError: null });

    case 'continue': {
      if (state.step !== 'username' || state.busy) return stay(state);
      const login = loginOf(state);
      if (login === '') return stay({ ...state, usernameError: { kind: 'required' } });
      return { state: { ...state, busy: true, usernameError: null }, effects: [{ type: 'lookup', login }] };
    }

    case 'lookup-answered': {
      if (state.step !== 'username' || !state.busy) return stay(state);
      if (!event.outcome.found) return stay({ ...state, busy: false, usernameError: { kind: 'unknown' } });
      if (!event.outcome.hasPassword) {
        // Stays busy: the browser is leaving for password recovery.
        return { state, effects: [{ type: 'redirect', url: passwordRecoveryUrl(state.username) }] };
      }
      return stay({ ...state, step: 'password', busy: false, password: '', passwordError: null });
    }

    case 'lookup-failed':
      if (state.step !== 'username' || !state.busy) return stay(state);
      return {
        state: { ...state, busy: false, usernameError: { kind: 'failed', error: event.error } },
        effects: [{ type: 'track', event: 'username_error' }],
      };

    case 'back':
      if (state.step !== 'password' || state.busy || state.succeeded) return stay(state);
      return stay({ ...state, step: 'username', password: '', passwordError: null, usernameError: null });

    case 'help':
      if (state.step !== 'username' || state.busy) return stay(state);
      return stay({ ...state, step: 'help', usernameError: null });

    case 'return':
      if (state.step !== 'help') return stay(state);
      return stay({ ...state, step: 'username' });

    case 'sign-in':
      if (state.step !== 'password' || state.busy || state.succeeded) return stay(state);
      if (state.password === '') return stay({ ...state, passwordError: { kind: 'required' } });
      return {
        state: { ...state, busy: true, passwordError: null },
        effects: [{ type: 'login', email: loginOf(state), password: state.password }],
      };

    case 'login-succeeded':
      if (state.step !== 'password' || !state.busy) return stay(state);
      return {
        state: { ...state, busy: false, succeeded: true },
        effects: [{ type: 'authenticated', userName: displayedUsername(state) }],
      };

    case 'login-refused': {
      if (state.step !== 'password' || !state.busy) return stay(state);
      const locked = lockedMessage(event.fieldErrors);
      // The typed password stays, so a slip can be corrected rather than retyped.
      return stay({
        ...state,
        busy: false,
        passwordError: locked === null ? { kind: 'wrong' } : { kind: 'locked', message: locked },
      });
    }

    case 'login-failed':
      if (state.step !== 'password' || !state.busy) return stay(state);
      return {
        state: { ...state, busy: false, passwordError: { kind: 'failed', error: event.error } },
        effects: [{ type: 'track', event: 'login_error' }],
      };
  }
}
