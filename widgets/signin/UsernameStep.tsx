import { forwardRef, useId, type FormEvent } from 'react';
import type { SignInLabels } from './labels.ts';
import { canContinue, type SignInState } from './signin-machine.ts';
import type { Dispatch } from './use-signin-machine.ts';
import { busyButton } from '../../src/ui/busy-button.ts';

interface Props {
  state: SignInState;
  dispatch: Dispatch;
  /** The message of the login's error, already worded. */
  usernameError: string | null | undefined;
  hideMediaHelp: boolean;
  labels: SignInLabels;
  /** The field a dialog around the form gives the focus to as it opens. */
  autoFocus?: boolean | undefined;
  /** The step just left: kept unseen a moment while the next one takes the focus. */
  leaving?: boolean | undefined;
}

/** Step one: the email or username, Continue, and the media-card help link. */
export const UsernameStep = forwardRef<HTMLInputElement, Props>(function UsernameStep({ state, dispatch, usernameError, hideMediaHelp, labels, autoFocus, leaving = false }, usernameInput) {
  const ids = { username: useId(), usernameError: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'continue' });
  };
  return (
    <form className={leaving ? 'rw-signin__step rw-visually-hidden' : 'rw-signin__step'} onSubmit={submit} noValidate>
      <div className="rw-signin__field">
        <label className="rw-label" htmlFor={ids.username}>
          {labels['signin.username']}
        </label>
        <input
          ref={usernameInput}
          data-autofocus={autoFocus || undefined}
          id={ids.username}
          className="rw-input"
          name="username"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={state.username}
          readOnly={state.busy}
          aria-invalid={usernameError ? true : undefined}
          aria-describedby={usernameError ? ids.usernameError : undefined}
          onChange={(event) => dispatch({ type: 'username-changed', value: event.target.value })}
          onKeyDown={(event) => {
            // Enter cannot submit through a disabled Continue; say what is missing instead.
            if (event.key === 'Enter' && !canContinue(state) && !state.busy) {
              event.preventDefault();
              dispatch({ type: 'continue' });
            }
          }}
        />
        {usernameError && (
          <p id={ids.usernameError} className="rw-error-text" role="alert">
            {usernameError}
          </p>
        )}
      </div>
      {/* Busy: focusable (aria-disabled) so focus stays; empty: simply disabled. */}
      <button type="submit" className="rw-button rw-signin__submit" {...busyButton(state.busy, !state.busy && !canContinue(state))}>
        {state.busy ? labels['signin.searching'] : labels['signin.continue']}
      </button>
      {!hideMediaHelp && (
        <button type="button" className="rw-button rw-button--link rw-signin__help-link" onClick={() => dispatch({ type: 'help' })}>
          {labels['signin.mediaHelp']}
        </button>
      )}
    </form>
  );
});
