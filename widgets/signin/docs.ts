/** Descriptions of the sign-in family's tags, attributes and events (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { signInFormElement, signInMenuElement } from './meta.ts';
import { signInMenuLabels } from './menu-labels.ts';
import { signInLabels } from './labels.ts';
import { coreLabels } from '../../src/core/labels.ts';

const authenticated = {
  name: 'resort:user:authenticated',
  description: 'Sent when the form signed the shopper in; `detail.userName` is the login, lowercased.',
};

export const signInMenuMeta = withDocs(signInMenuElement, {
  description:
    'The account corner of the header. Signed in: a greeting with the first name, My Account and Sign Out. Signed out (guests too): Sign In, opening the sign-in lightbox on click, Enter or a 500 ms hover (not within 1500 ms of closing it); signing in there reloads the page. With external authentication it links to `/login?returnUrl=/` instead.',
  attributes: {
    accountUrl: 'The My Account link.',
    logoutUrl: 'The sign out link (`?returnUrl=/` is added when authentication is external).',
  },
  events: [
    authenticated,
    { name: 'resort:signin:open', description: 'Listened for: opens the sign-in lightbox (or goes to the sign-in page when authentication is external).' },
  ],
  reference: `
The account corner of the header. Signed in: a greeting with the first name (\`Hi, Alex\`),
\`My Account\` and \`Sign Out\`. Signed out — guests too — a \`Sign In\` button that opens the sign-in
lightbox (the form below in a dialog) on click or Enter, or when the pointer rests on it for
500 ms; after the lightbox closes, hovering cannot reopen it for 1500 ms. Signing in there reloads
the page. When \`Authentication.IsExternal\` is on, \`Sign In\` links to \`/login?returnUrl=/\` and sign
out adds \`?returnUrl=/\`. The form's code loads when the pointer or focus first reaches the button.

Analytics: \`successful_login\` on the page a sign-in reloaded (see [\`<resort-signin-form>\`](resort-signin-form.md)).

**The visit cookie.** The menu sits in the header of every page, so it keeps the cookie the
store's own scripts read, \`resort_visit\`: URL-encoded JSON with exactly \`count\` (pages shown in
this browser session, this one included), \`lastPage\` (the page's path, never its query or
fragment), \`loggedIn\` (signed in, guests not), \`name\` (the signed-in shopper's first name; empty
when signed out) and \`lastPageName\` (the page's title). Path \`/\`, \`SameSite=Lax\`, \`Secure\` on an
https page (a browser refuses a Secure cookie from a plain http page), no expiry, so it ends with
the browser session. A page counts once however many menus it has; a cookie that cannot be read
starts the count again. No widget reads it.

**Where the spec's error catalogue differs.** It says other login errors give \`login_error\` and a
log, and a failed username lookup \`username_error\`. Both events go out as it says, and the form
also shows a clear sentence under the field (a 500, a dropped network), so the shopper is never left
without an answer.
`,
  fallback: {
    description:
      "The header's own account links: Sign in to the store's `/login` page for a guest; for a signed-in customer the greeting with My Account and Sign Out. (Write `data-signed-in` on the tag then, for its reserved box.) The box fits \"Hi, Alex\" in English; a longer name, or French words, make the menu wider, and the header's links beside it would move as it starts. Lay the signed-in line out as the menu draws it on a wider screen (its words, font, weights, spacing, padding and border), as the demo store's `.legacy-signed-in` does, and the menu starts in the room the line took.",
    example: `
<resort-signin-menu data-signed-in>
  <span data-resort-fallback>Hi, Alex | <a href="/userinfo">My Account</a> | <a href="/logout">Sign Out</a></span>
</resort-signin-menu>
`,
  },
  labels: { signInMenuLabels, signInLabels, coreLabels },
});

export const signInFormMeta = withDocs(signInFormElement, {
  description:
    'The sign-in form titled "Sign In": Username (Continue), then Password (back button with the login, show/hide, Forgot password, Sign in), or Help With Sign In; links to Create An Account, Find your account and optionally Back to Store. A customer without a password goes to `/passwordrecovery?resetemail={username}`. On its own (the `/login` page) it goes to `return-url` after signing in.',
  attributes: {
    returnUrl: 'Where Create An Account comes back to and where the form goes after signing in; default: the page\'s own `returnUrl` query parameter when it is a local path, else `/`.',
    backToStore: 'Show the Back to Store link (to `/`).',
    headingLevel: 'The level (1–6) of the title heading.',
  },
  events: [authenticated],
  reference: `
The sign-in form titled \`Sign In\`, also used alone on \`/login\`. Username: the login field and
\`Continue\` (\`Searching...\` while busy; disabled while the field is empty or busy), and the
media-card help (hidden by \`LoginSettings.HideMediaHelp\`) that opens \`Help With Sign In\` with
\`Return To Sign In\`. Password: a back button showing the login in lower case, the password with a
show/hide toggle, \`Forgot password\` (to \`/passwordrecovery\`) and \`Sign in\` (\`Signing in...\`,
then \`Success!\`); Enter submits. A customer without a password goes to
\`/passwordrecovery?resetemail={username}\`. Links: \`Create An Account\`
(\`/register?returnUrl={returnUrl}\`, hidden when \`GET /api/user/settings\` says registration is
disabled), \`Find your account\` (\`/register/findbyemail\`) and optionally \`Back to Store\` (\`/\`).

Errors, in the spec's words: \`Username required\`, \`Check your login or create a new account.\`,
\`Password required\`, \`Your account or password is incorrect. If you don't remember your password,
reset it now.\`, and the store's own text under the password field when a 400 answer has an entry
under the empty key (account locked). A lookup or login that fails (500, an answer of the wrong
shape, a dropped network, too many attempts) says so in plain words and re-enables the button;
nothing typed is lost.

Analytics: \`username_error\` when the lookup fails, \`login_error\` when the login fails other than by a wrong password or a locked account, and \`successful_login\`: a sign-in writes the time to the \`resort_login_ts\` cookie (path \`/\`,
SameSite=Lax, Secure on https) and the next page with a sign-in widget pushes the event if the
sign-in is at most 300000 ms old, then removes the cookie.
`,
  fallback: {
    description:
      "The store's own sign-in form posting to `/login` (email, password, the anti-forgery token and the return URL), with the Forgot password and Create An Account links.",
    example: `
<resort-signin-form return-url="/">
  <div data-resort-fallback>
    <h1>Sign In</h1>
    <form method="post" action="/login">
      <input type="hidden" name="__RequestVerificationToken" value="…">
      <input type="hidden" name="returnUrl" value="/">
      <label for="login-email">Email</label> <input type="email" id="login-email" name="Email" autocomplete="username" required>
      <label for="login-password">Password</label> <input type="password" id="login-password" name="Password" autocomplete="current-password" required>
      <button type="submit">Sign in</button>
    </form>
    <p><a href="/passwordrecovery">Forgot password</a> · <a href="/register">Create An Account</a></p>
  </div>
</resort-signin-form>
`,
  },
  labels: { signInLabels },
});
