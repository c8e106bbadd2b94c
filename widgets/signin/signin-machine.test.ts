// @vitest-environment node
import type { ApiError } from '../../src/api/errors.ts';
import {
  canContinue,
  displayedUsername,
  initialSignInState,
  lockedMessage,
  passwordRecoveryUrl,
  transition,
  type SignInEvent,
  type SignInState,
} from './signin-machine.ts';

const network: ApiError = { kind: 'network', message: 'Failed to fetch' };

/** Runs events from `state`, returning the last state and every effect asked for. */
function run(events: SignInEvent[], state: SignInState = initialSignInState) {
  const effects = [];
  let current = state;
  for (const event of events) {
    const next = transition(current, event);
    current = next.state;
    effects.push(...next.effects);
  }
  return { state: current, effects };
}

const typed = (username: string) => run([{ type: 'username-changed', value: username }]).state;
const onPasswordStep = (username = 'Shopper@Example.com') =>
  run([{ type: 'continue' }, { type: 'lookup-answered', outcome: { found: true, hasPassword: true } }], typed(username)).state;
const signingIn = (password = 'Resort!2026') =>
  run([{ type: 'password-changed', value: password }, { type: 'sign-in' }], onPasswordStep()).state;

describe('sign-in step machine: Username', () => {
  it('starts on the Username step with nothing typed', () => {
    expect(initialSignInState).toMatchObject({ step: 'username', username: '', password: '', busy: false, succeeded: false });
  });

  it('disables Continue while the login is empty (spaces too) or a lookup is under way', () => {
    expect(canContinue(initialSignInState)).toBe(false);
    expect(canContinue(typed('   '))).toBe(false);
    expect(canContinue(typed('a'))).toBe(true);
    expect(canContinue({ ...typed('a'), busy: true })).toBe(false);
  });

  it('asks for the username when Continue is forced on an empty field (Enter)', () => {
    const { state, effects } = run([{ type: 'continue' }], typed('  '));
    expect(state.usernameError).toEqual({ kind: 'required' });
    expect(effects).toEqual([]);
  });

  it('looks the trimmed login up and is busy meanwhile', () => {
    const { state, effects } = run([{ type: 'continue' }], typed('  Shopper@Example.com '));
    expect(state.busy).toBe(true);
    expect(effects).toEqual([{ type: 'lookup', login: 'Shopper@Example.com' }]);
  });

  it('ignores a second Continue while the first lookup is under way', () => {
    const busy = run([{ type: 'continue' }], typed('a')).state;
    expect(transition(busy, { type: 'continue' }).effects).toEqual([]);
  });

  it('goes to the Password step when a customer with a password is found', () => {
    const state = onPasswordStep();
    expect(state).toMatchObject({ step: 'password', busy: false, password: '', passwordError: null });
  });

  it('says "Check your login or create a new account." when nobody has that login, and re-enables Continue', () => {
    const { state, effects } = run([{ type: 'continue' }, { type: 'lookup-answered', outcome: { found: false } }], typed('nobody@example.com'));
    expect(state).toMatchObject({ step: 'username', busy: false, usernameError: { kind: 'unknown' } });
    expect(canContinue(state)).toBe(true);
    expect(effects).toEqual([{ type: 'lookup', login: 'nobody@example.com' }]);
  });

  it('sends a customer without a password to /passwordrecovery?resetemail={username}, staying busy', () => {
    const { state, effects } = run([{ type: 'continue' }, { type: 'lookup-answered', outcome: { found: true, hasPassword: false } }], typed(' nopass+ski@example.com '));
    expect(effects.at(-1)).toEqual({ type: 'redirect', url: '/passwordrecovery?resetemail=nopass%2Bski%40example.com' });
    expect(state.busy).toBe(true);
  });

  it('sends username_error when the lookup fails, keeps what was typed and re-enables Continue', () => {
    const { state, effects } = run([{ type: 'continue' }, { type: 'lookup-failed', error: network }], typed('shopper@example.com'));
    expect(state).toMatchObject({ username: 'shopper@example.com', busy: false, usernameError: { kind: 'failed', error: network } });
    expect(effects.at(-1)).toEqual({ type: 'track', event: 'username_error' });
    expect(canContinue(state)).toBe(true);
  });

  it('clears the username error as soon as the shopper types', () => {
    const failed = run([{ type: 'continue' }], typed(' ')).state;
    expect(transition(failed, { type: 'username-changed', value: 'a' }).state.usernameError).toBeNull();
  });

  it('ignores a lookup answer that arrives after the shopper moved on', () => {
    const help = run([{ type: 'help' }], typed('a')).state;
    expect(transition(help, { type: 'lookup-answered', outcome: { found: false } }).state).toBe(help);
  });
});

describe('sign-in step machine: Help', () => {
  it('goes from Username to Help and back with Return To Sign In, keeping the login', () => {
    const help = run([{ type: 'help' }], typed('shopper@example.com')).state;
    expect(help.step).toBe('help');
    const back = transition(help, { type: 'return' }).state;
    expect(back).toMatchObject({ step: 'username', username: 'shopper@example.com' });
  });

  it('does not open Help during a lookup or from the Password step', () => {
    const busy = run([{ type: 'continue' }], typed('a')).state;
    expect(transition(busy, { type: 'help' }).state.step).toBe('username');
    expect(transition(onPasswordStep(), { type: 'help' }).state.step).toBe('password');
  });
});

describe('sign-in step machine: Password', () => {
  it('shows the login lowercased on the back button', () => {
    expect(displayedUsername(onPasswordStep(' Shopper@Example.COM '))).toBe('shopper@example.com');
  });

  it('goes Back to Username, forgetting the password but keeping the login', () => {
    const typedPassword = transition(onPasswordStep(), { type: 'password-changed', value: 'secret' }).state;
    const back = transition(typedPassword, { type: 'back' }).state;
    expect(back).toMatchObject({ step: 'username', username: 'Shopper@Example.com', password: '' });
  });

  it('asks for the password when Sign in is pressed with none', () => {
    const { state, effects } = run([{ type: 'sign-in' }], onPasswordStep());
    expect(state.passwordError).toEqual({ kind: 'required' });
    expect(effects).toEqual([]);
  });

  it('signs in with the trimmed login and the password as typed, busy meanwhile', () => {
    const { state, effects } = run([{ type: 'password-changed', value: ' Resort!2026 ' }, { type: 'sign-in' }], onPasswordStep());
    expect(state.busy).toBe(true);
    expect(effects).toEqual([{ type: 'login', email: 'Shopper@Example.com', password: ' Resort!2026 ' }]);
  });

  it('succeeds: Success!, and tells the parent the user is authenticated', () => {
    const { state, effects } = run([{ type: 'login-succeeded' }], signingIn());
    expect(state).toMatchObject({ succeeded: true, busy: false });
    expect(effects).toEqual([{ type: 'authenticated', userName: 'shopper@example.com' }]);
    // Nothing more can happen after success.
    expect(transition(state, { type: 'back' }).state).toBe(state);
    expect(transition(state, { type: 'sign-in' }).effects).toEqual([]);
  });

  it('shows the wrong-password text on a 400 without the empty key, keeping the password and sending no event', () => {
    const { state, effects } = run([{ type: 'login-refused', fieldErrors: { Password: ['Nope'] } }], signingIn('Resort!2025'));
    expect(state).toMatchObject({ busy: false, password: 'Resort!2025', passwordError: { kind: 'wrong' } });
    expect(effects).toEqual([]);
  });

  it('shows the first error under the empty key as the account-locked text', () => {
    const { state } = run([{ type: 'login-refused', fieldErrors: { '': ['', 'Locked for 15 minutes.', 'Second'] } }], signingIn());
    expect(state.passwordError).toEqual({ kind: 'locked', message: 'Locked for 15 minutes.' });
  });

  it('sends login_error for any other failure and re-enables Sign in', () => {
    const { state, effects } = run([{ type: 'login-failed', error: network }], signingIn());
    expect(state).toMatchObject({ busy: false, passwordError: { kind: 'failed', error: network } });
    expect(effects).toEqual([{ type: 'track', event: 'login_error' }]);
  });

  it('ignores typing while the login is under way', () => {
    const busy = signingIn('first');
    expect(transition(busy, { type: 'password-changed', value: 'other' }).state.password).toBe('first');
  });
});

describe('sign-in helpers', () => {
  it('builds the recovery URL from the trimmed login', () => {
    expect(passwordRecoveryUrl(' a b@example.com ')).toBe('/passwordrecovery?resetemail=a%20b%40example.com');
  });

  it('reads the locked text only from the empty key', () => {
    expect(lockedMessage({ Password: ['x'] })).toBeNull();
    expect(lockedMessage({ '': [] })).toBeNull();
    expect(lockedMessage({ '': ['Locked.'] })).toBe('Locked.');
  });
});
