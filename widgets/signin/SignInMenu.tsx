import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { on } from '../../src/events/bus.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { $settings } from '../../src/stores/settings.ts';
import { $user } from '../../src/stores/user.ts';
import { useLabels } from '../../src/ui/use-labels.ts';
import { lazyPart } from '../../src/ui/lazy-part.tsx';
import { createHoverOpener } from './hover-rules.ts';
import { checkLoginTimestamp } from './login-timestamp.ts';
import { recordPageView } from './visit-cookie.ts';
import { menuView } from './menu-rules.ts';
import { signInMenuLabels } from './menu-labels.ts';
import { currentPage, signInNavigation } from './navigation.ts';
import type { Step } from './signin-machine.ts';

/**
 * The lightbox (the dialog and the form in it) is only needed once it opens, so it is a chunk of
 * its own, fetched as soon as the pointer, a touch or keyboard focus reaches the Sign In button.
 * The form's own chunk is asked for beside it rather than after it.
 */
const lightbox = lazyPart(() => {
  void import('./SignInForm.tsx');
  return import('./SignInLightbox.tsx');
});
const SignInLightbox = lightbox.Part;

export interface SignInMenuProps {
  accountUrl?: string | undefined;
  logoutUrl?: string | undefined;
}

const reload = () => signInNavigation.reload();

/** `<resort-signin-menu>`: greeting, My Account and sign out; or Sign In opening the lightbox. */
export function SignInMenu({ accountUrl = '/userinfo', logoutUrl = '/logout' }: SignInMenuProps) {
  const user = useStore($user);
  const external = useStore($settings).Authentication.IsExternal;
  const labels = useLabels(signInMenuLabels);
  const view = menuView({ signedIn: user.signedIn, external, accountUrl, logoutUrl });
  const [open, setOpen] = useState(false);
  // Once opened, the lightbox stays mounted (closed), as a native dialog keeps its place.
  const [wanted, setWanted] = useState(false);
  // The lightbox is on the page, or its chunk could not be fetched (its place then says so).
  const [shown, setShown] = useState(false);
  const markShown = useCallback(() => setShown(true), []);
  const [step, setStep] = useState<Step>('username');
  const hover = useMemo(() => createHoverOpener(() => setOpen(true)), []);
  if (open && !wanted) setWanted(true);

  useEffect(() => () => hover.dispose(), [hover]);
  useEffect(() => {
    if (wanted) lightbox.load().catch(markShown);
  }, [wanted, markShown]);

  // The page a lightbox sign-in reloaded counts the `successful_login` here.
  useEffect(() => checkLoginTimestamp(), []);

  // The header is on every page, so the menu keeps the host's visit cookie.
  const { signedIn, firstName } = user;
  useEffect(() => recordPageView({ path: window.location.pathname, title: document.title, signedIn, firstName }), [signedIn, firstName]);

  const kind = view.kind;
  const externalLoginUrl = view.kind === 'external' ? view.loginUrl : null;
  useEffect(
    () =>
      on('resort:signin:open', () => {
        if (kind === 'lightbox') setOpen(true);
        else if (externalLoginUrl !== null) signInNavigation.assign(externalLoginUrl);
      }),
    [kind, externalLoginUrl],
  );

  if (view.kind === 'signed-in') {
    return (
      <div className="rw-signin-menu rw-signin-menu--signed-in">
        <span className="rw-signin-menu__greeting">
          {user.firstName ? formatLabel(labels['signin.menu.greeting'], { firstName: user.firstName }) : labels['signin.menu.greetingNoName']}
        </span>
        <a className="rw-signin-menu__link" href={view.accountUrl}>
          {labels['signin.menu.myAccount']}
        </a>
        <a className="rw-signin-menu__link" href={view.logoutUrl}>
          {labels['signin.menu.signOut']}
        </a>
      </div>
    );
  }

  const icon = (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
      <path fill="currentColor" d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-9 2.2-9 5.5V22h18v-2.5C21 16.2 16.4 14 12 14z" />
    </svg>
  );

  if (view.kind === 'external') {
    return (
      <div className="rw-signin-menu">
        <a className="rw-signin-menu__trigger" href={view.loginUrl}>
          {icon}
          {labels['signin.menu.signIn']}
        </a>
      </div>
    );
  }

  const close = () => {
    setOpen(false);
    setStep('username');
    hover.closed();
  };

  // Opened before its chunk arrived: the button says it is at work until the dialog shows.
  const waiting = open && !shown;
  return (
    <div className="rw-signin-menu">
      <button
        type="button"
        className="rw-signin-menu__trigger"
        aria-haspopup="dialog"
        aria-busy={waiting || undefined}
        onClick={() => setOpen(true)}
        onPointerEnter={(event) => {
          lightbox.prefetch();
          if (event.pointerType === 'mouse') hover.enter();
        }}
        onPointerLeave={() => hover.leave()}
        onTouchStart={() => lightbox.prefetch()}
        onFocus={() => lightbox.prefetch()}
      >
        {waiting ? <span className="rw-spinner" aria-hidden="true" /> : icon}
        {labels['signin.menu.signIn']}
      </button>
      {wanted && (
        <SignInLightbox
            open={open}
            title={step === 'help' ? labels['signin.helpTitle'] : labels['signin.title']}
            label={step === 'help' ? labels['signin.helpTitle'] : labels['signin.dialog']}
            closeLabel={labels['common.close']}
            returnUrl={currentPage()}
            onClose={close}
            onShown={markShown}
            onStepChange={setStep}
            onAuthenticated={reload}
          />
      )}
    </div>
  );
}
