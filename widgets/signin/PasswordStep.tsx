import { forwardRef, useId, useState, type FormEvent } from 'react';
import type { SignInLabels } from './labels.ts';
import { displayedUsername, PASSWORD_RECOVERY_PATH, type SignInState } from './signin-machine.ts';
import type { Dispatch } from './use-signin-machine.ts';
import { busyButton } from '../../src/ui/busy-button.ts';

interface Props {
  state: SignInState;
  dispatch: Dispatch;
  /** The message of the password's error, already worded. */
  passwordError: string | null | undefined;
  labels: SignInLabels;
  /** The step just left: kept unseen a moment while the next one takes the focus. */
  leaving?: boolean | undefined;
}

/** Step two: back to the login, the password with Show/Hide, Forgot password and Sign In. */
export const PasswordStep = forwardRef<HTMLInputElement, Props>(function PasswordStep({ state, dispatch, passwordError, labels, leaving = false }, passwordInput) {
  const [passwordShown, setPasswordShown] = useState(false);
  const ids = { password: useId(), passwordError: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'sign-in' });
  };
  return (
    <form className={leaving ? 'rw-signin__step rw-visually-hidden' : 'rw-signin__step'} onSubmit={submit} noValidate>
      <button
        type="button"
        className="rw-signin__back"
        disabled={state.busy || state.succeeded}
        onClick={() => {
          setPasswordShown(false);
          dispatch({ type: 'back' });
        }}
      >
        <span aria-hidden="true" className="rw-signin__back-arrow">
          ‹
        </span>
        <span className="rw-visually-hidden">{labels['signin.backTo']} </span>
        {displayedUsername(state)}
      </button>
      {/* Lets password managers pair the password with its login. */}
      <input type="text" name="username" autoComplete="username" value={displayedUsername(state)} readOnly hidden />
      <div className="rw-signin__field">
        <label className="rw-label" htmlFor={ids.password}>
          {labels['signin.password']}
        </label>
        <div className="rw-signin__password">
          <input
            ref={passwordInput}
            id={ids.password}
            className="rw-input"
            name="password"
            type={passwordShown ? 'text' : 'password'}
            autoComplete="current-password"
            autoCapitalize="none"
            spellCheck={false}
            value={state.password}
            readOnly={state.busy || state.succeeded}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? ids.passwordError : undefined}
            onChange={(event) => dispatch({ type: 'password-changed', value: event.target.value })}
          />
          <button
            type="button"
            className="rw-signin__toggle"
            aria-controls={ids.password}
            onClick={() => setPasswordShown(!passwordShown)}
          >
            {passwordShown ? labels['signin.hide'] : labels['signin.show']}
            <span className="rw-visually-hidden"> {labels['signin.passwordWord']}</span>
          </button>
        </div>
        {passwordError && (
          <p id={ids.passwordError} className="rw-error-text" role="alert">
            {passwordError}
          </p>
        )}
      </div>
      <a className="rw-signin__forgot" href={PASSWORD_RECOVERY_PATH}>
        {labels['signin.forgotPassword']}
      </a>
      <button type="submit" className="rw-button rw-signin__submit" {...busyButton(state.busy || state.succeeded)}>
        {state.succeeded ? labels['signin.success'] : state.busy ? labels['signin.signingIn'] : labels['signin.signIn']}
      </button>
    </form>
  );
});
