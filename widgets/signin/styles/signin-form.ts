/** The sign-in form: one column of steps, then the account links. */
export const signInFormStyles = /* css */ `
.rw-signin .rw-error-text { color: var(--rw-danger); }
.rw-signin .rw-button--secondary { background: var(--rw-surface); color: var(--rw-ink); }
/* 24px: a link-styled button is never a target under WCAG's 24 × 24, however its step is laid out
   (a step left behind, unseen, squeezes its rows). */
.rw-signin .rw-button--link {
  background: none; border-color: transparent; color: var(--rw-ink); min-height: 24px; font-weight: 500; text-decoration: underline;
}
.rw-signin { display: grid; gap: 1em; max-width: 26em; }
.rw-signin__title { font-size: 1.4em; font-weight: 700; line-height: 1.2; }
.rw-signin__step { display: grid; gap: 0.75em; }
.rw-signin__step:focus { outline: none; }
.rw-signin__field { display: grid; gap: 0.3em; }
.rw-signin__field .rw-label { margin: 0; }
.rw-signin__field .rw-error-text { font-size: 0.95em; }
.rw-signin__submit { width: 100%; }
.rw-signin__help-link { justify-self: start; padding: 0.2em 0; }
.rw-signin__back {
  all: unset; box-sizing: border-box; justify-self: start; display: inline-flex; align-items: center; gap: 0.4em;
  max-width: 100%; padding: 0.3em 0.8em 0.3em 0.5em; border-radius: 999px; border: 1px solid var(--rw-border);
  background: var(--rw-tint); color: var(--rw-ink); font: inherit; font-weight: 600; cursor: pointer; overflow-wrap: anywhere;
}
.rw-signin__back:focus-visible { box-shadow: var(--rw-focus); }
.rw-signin__back[disabled] { opacity: 0.6; cursor: not-allowed; }
.rw-signin__back-arrow { font-size: 1.3em; line-height: 1; }
.rw-signin__password { position: relative; display: flex; }
.rw-signin__password .rw-input { padding-right: 4.5em; }
.rw-signin__toggle {
  all: unset; box-sizing: border-box; position: absolute; right: 0.3em; top: 50%; transform: translateY(-50%);
  padding: 0.25em 0.6em; border-radius: var(--rw-radius); color: var(--rw-ink); font: inherit; font-size: 0.9em;
  font-weight: 600; cursor: pointer;
}
.rw-signin__toggle:hover { background: var(--rw-tint); }
.rw-signin__toggle:focus-visible { box-shadow: var(--rw-focus); }
.rw-signin__forgot { justify-self: start; }
.rw-signin__helptext p { color: var(--rw-muted); }
.rw-signin__links {
  display: flex; flex-wrap: wrap; gap: 0.4em 1.2em; padding-top: 0.9em; border-top: 1px solid var(--rw-border);
}
`;
