/**
 * What the sign-in menu offers: signed in, a greeting,
 * My Account and sign out; signed out, the lightbox — or, when authentication is external, a link
 * to `/login?returnUrl=/` (and sign out through `/logout?returnUrl=/`). Guests count as signed out.
 */
export const EXTERNAL_LOGIN_URL = '/login?returnUrl=/';

export interface MenuInput {
  signedIn: boolean;
  external: boolean;
  accountUrl: string;
  logoutUrl: string;
}

export type MenuView =
  | { kind: 'signed-in'; accountUrl: string; logoutUrl: string }
  | { kind: 'lightbox' }
  | { kind: 'external'; loginUrl: string };

function withReturnToHome(url: string): string {
  if (/[?&]returnUrl=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}returnUrl=/`;
}

export function menuView({ signedIn, external, accountUrl, logoutUrl }: MenuInput): MenuView {
  if (signedIn) return { kind: 'signed-in', accountUrl, logoutUrl: external ? withReturnToHome(logoutUrl) : logoutUrl };
  return external ? { kind: 'external', loginUrl: EXTERNAL_LOGIN_URL } : { kind: 'lightbox' };
}
