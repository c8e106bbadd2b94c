import { createElement, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { track } from '../../src/core/analytics.ts';
import { BUS_SOURCE, emit } from '../../src/events/bus.ts';
import { $settings } from '../../src/stores/settings.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { afterFocusHeard } from '../../src/ui/after-focus-heard.ts';
import { signInLabels } from './labels.ts';
import { checkLoginTimestamp, recordLogin } from './login-timestamp.ts';
import { requestedReturnUrl, localPath, signInNavigation } from './navigation.ts';
import { loadUserSettings, logIn, lookupCustomer } from './api.ts';
import { initialSignInState, type Step } from './signin-machine.ts';
import { PasswordStep } from './PasswordStep.tsx';
import { UsernameStep } from './UsernameStep.tsx';
import { passwordErrorText, usernameErrorText } from './signin-messages.ts';
import { useSignInMachine, type EffectRunner } from './use-signin-machine.ts';

// The form's rules travel with it: its element's sheet, and the lightbox adopts them.
export { signInFormStyles } from './styles/signin-form.ts';

export const REGISTER_PATH = '/register';
export const FIND_ACCOUNT_PATH = '/register/findbyemail';

export interface SignInFormProps {
  /** Where Create An Account comes back to, and where the form goes after signing in on its own. */
  returnUrl?: string | undefined;
  /** Show the Back to Store link (to `/`). */
  backToStore?: boolean | undefined;
  /** Level of the form's title heading (1–6). */
  headingLevel?: number | undefined;
  /**
   * Inside the sign-in lightbox: the dialog shows the title (`onStepChange` tells which), and
   * after signing in `onAuthenticated` runs instead of going to `returnUrl`.
   */
  embedded?: boolean | undefined;
  /** Focus the login field once shown (the lightbox opening). */
  autoFocus?: boolean | undefined;
  onStepChange?: ((step: Step) => void) | undefined;
  onAuthenticated?: (() => void) | undefined;
  /** The login typed when the form last closed (the lightbox's): the form starts with it. */
  login?: string | undefined;
  /** Told each change of the login typed, so a form that closes can start with it again. */
  onLoginChange?: ((login: string) => void) | undefined;
}

type Heading = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
function headingTag(level: number | undefined): Heading {
  const clamped = Math.min(6, Math.max(1, Math.round(level ?? 2)));
  return `h${Number.isFinite(clamped) ? clamped : 2}` as Heading;
}

/** `<resort-signin-form>`: Username → Password (or Help), with the spec's wording and errors. */
export function SignInForm({ returnUrl, backToStore = false, headingLevel, embedded = false, autoFocus = false, onStepChange, onAuthenticated, login = '', onLoginChange }: SignInFormProps) {
  const labels = useLabels(signInLabels);
  const hideMediaHelp = useStore($settings).LoginSettings.HideMediaHelp;
  const [registrationOpen, setRegistrationOpen] = useState(true);
  const alive = useRef(true);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const helpSection = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const comeBackTo = localPath(returnUrl ?? null, requestedReturnUrl());

  const runEffect: EffectRunner = (effect, dispatch) => {
    switch (effect.type) {
      case 'lookup':
        void lookupCustomer(effect.login).then((result) => {
          if (!alive.current) return;
          dispatch(result.ok ? { type: 'lookup-answered', outcome: result.outcome } : { type: 'lookup-failed', error: result.error });
        });
        return;
      case 'login':
        void logIn({ Email: effect.email, Password: effect.password }).then((result) => {
          if (!alive.current) return;
          if (result.kind === 'ok') dispatch({ type: 'login-succeeded' });
          else if (result.kind === 'refused') dispatch({ type: 'login-refused', fieldErrors: result.fieldErrors });
          else dispatch({ type: 'login-failed', error: result.error });
        });
        return;
      case 'redirect':
        signInNavigation.assign(effect.url);
        return;
      case 'track':
        track({ event: effect.event });
        return;
      case 'authenticated':
        recordLogin();
        emit('resort:user:authenticated', { userName: effect.userName, source: BUS_SOURCE });
        if (onAuthenticated) onAuthenticated();
        else signInNavigation.assign(comeBackTo);
        return;
    }
  };
  const [state, dispatch] = useSignInMachine(runEffect, login === '' ? initialSignInState : { ...initialSignInState, username: login });

  useEffect(() => {
    onLoginChange?.(state.username);
  }, [onLoginChange, state.username]);

  useEffect(() => {
    if (!autoFocus) return;
    // After this commit's effects, so a dialog opening in the same commit has been shown first.
    queueMicrotask(() => usernameInput.current?.focus());
  }, [autoFocus]);

  useEffect(() => {
    alive.current = true;
    // A sign-in that just reloaded this page is counted here (the form may be on a page alone).
    checkLoginTimestamp();
    void loadUserSettings().then((settings) => {
      if (alive.current) setRegistrationOpen(settings.UserRegistrationType !== 'Disabled');
    });
    return () => {
      alive.current = false;
    };
  }, []);

  // Focus follows the step (not on first render: the page decides where focus starts). The step
  // left holds the focus until the new one has it: it stays on the page, unseen, a moment longer
  // (`afterFocusHeard` says why), so a screen reader says the new field and its label every time.
  const [shownStep, setShownStep] = useState<Step>(state.step);
  const [leaving, setLeaving] = useState<Step | null>(null);
  if (shownStep !== state.step) {
    setLeaving(shownStep);
    setShownStep(state.step);
  }
  const previousStep = useRef<Step>(state.step);
  const onStepChangeRef = useRef(onStepChange);
  useLayoutEffect(() => {
    onStepChangeRef.current = onStepChange;
  }, [onStepChange]);
  useLayoutEffect(() => {
    if (previousStep.current === state.step) return;
    previousStep.current = state.step;
    if (state.step === 'password') passwordInput.current?.focus();
    else if (state.step === 'help') helpSection.current?.focus();
    else usernameInput.current?.focus();
    onStepChangeRef.current?.(state.step);
    return afterFocusHeard(() => setLeaving(null));
  }, [state.step]);

  // An error moves focus back to its field, so it is read out and can be fixed at once.
  useEffect(() => {
    if (state.usernameError) usernameInput.current?.focus();
  }, [state.usernameError]);
  useEffect(() => {
    if (state.passwordError) passwordInput.current?.focus();
  }, [state.passwordError]);

  const title = state.step === 'help' ? labels['signin.helpTitle'] : labels['signin.title'];
  const usernameError = state.usernameError && usernameErrorText(state.usernameError, labels);
  const passwordError = state.passwordError && passwordErrorText(state.passwordError, labels);

  return (
    <section className="rw-signin" aria-labelledby={embedded ? undefined : titleId}>
      {!embedded && createElement(headingTag(headingLevel), { id: titleId, className: 'rw-signin__title' }, title)}

      {(state.step === 'username' || leaving === 'username') && (
        <UsernameStep ref={usernameInput} autoFocus={autoFocus} state={state} dispatch={dispatch} usernameError={usernameError} hideMediaHelp={hideMediaHelp} labels={labels} leaving={state.step !== 'username'} />
      )}

      {(state.step === 'password' || leaving === 'password') && (
        <PasswordStep ref={passwordInput} state={state} dispatch={dispatch} passwordError={passwordError} labels={labels} leaving={state.step !== 'password'} />
      )}

      {(state.step === 'help' || leaving === 'help') && (
        <div ref={state.step === 'help' ? helpSection : undefined} className={`rw-signin__step rw-signin__helptext${state.step === 'help' ? '' : ' rw-visually-hidden'}`} tabIndex={-1}>
          <p>{labels['signin.helpLogin']}</p>
          <p>{labels['signin.helpMedia']}</p>
          <p>{labels['signin.helpNoAccount']}</p>
          <button type="button" className="rw-button rw-button--secondary rw-signin__submit" onClick={() => dispatch({ type: 'return' })}>
            {labels['signin.returnToSignIn']}
          </button>
        </div>
      )}

      <ul className="rw-signin__links">
        {registrationOpen && (
          <li>
            <a href={`${REGISTER_PATH}?returnUrl=${encodeURIComponent(comeBackTo)}`}>{labels['signin.createAccount']}</a>
          </li>
        )}
        <li>
          <a href={FIND_ACCOUNT_PATH}>{labels['signin.findAccount']}</a>
        </li>
        {backToStore && (
          <li>
            <a href="/">{labels['signin.backToStore']}</a>
          </li>
        )}
      </ul>
    </section>
  );
}

export default SignInForm;
