/** Descriptions of the sign-in family's tags, attributes and events (manifest and README check). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { signInFormElement, signInMenuElement } from './meta.ts';

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
});
