/**
 * The visit cookie the legacy store's own scripts read (a returning-visitor banner, a cached page
 * that still greets the shopper): how many pages this visit has shown, the last page, whether the
 * shopper is signed in, their first name, and the last page's title. Written by
 * `<resort-signin-menu>` (the header, so every page), path `/`, `SameSite=Lax`, `Secure` on an
 * https page (a browser drops a Secure cookie written from a plain http page).
 *
 * It holds nothing more: the page's path without its query or fragment (a query can carry a
 * voucher code or a reset e-mail), the first name only while signed in, and no expiry, so it
 * ends with the browser session.
 */
export const VISIT_COOKIE = 'resort_visit';

export interface Visit {
  /** Pages shown in this browser session, this one included. */
  count: number;
  /** The path of the page that wrote the cookie last. */
  lastPage: string;
  loggedIn: boolean;
  /** The signed-in shopper's first name; empty when signed out. */
  name: string;
  /** That page's title. */
  lastPageName: string;
}

/** A cookie value must stay small whatever the page title is. */
const MAX_TEXT = 200;
const MAX_COUNT = 1_000_000;

const clip = (value: string) => value.trim().slice(0, MAX_TEXT);

/** The visit in `cookieHeader` (`document.cookie`), or null when there is none or it cannot be read. */
export function readVisit(cookieHeader: string): Visit | null {
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=');
    if (at === -1 || part.slice(0, at).trim() !== VISIT_COOKIE) continue;
    try {
      const raw: unknown = JSON.parse(decodeURIComponent(part.slice(at + 1).trim()));
      if (raw === null || typeof raw !== 'object') return null;
      const value = raw as Record<string, unknown>;
      const count = value.count;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null;
      return {
        count: Math.min(count, MAX_COUNT),
        lastPage: typeof value.lastPage === 'string' ? clip(value.lastPage) : '',
        loggedIn: value.loggedIn === true,
        name: typeof value.name === 'string' ? clip(value.name) : '',
        lastPageName: typeof value.lastPageName === 'string' ? clip(value.lastPageName) : '',
      };
    } catch {
      return null;
    }
  }
  return null;
}

export interface PageView {
  /** `location.pathname`: the query and fragment are never kept. */
  path: string;
  title: string;
  signedIn: boolean;
  firstName: string;
}

/** The visit after showing `page`: one more page, this one as the last, the shopper as they are now. */
export function nextVisit(previous: Visit | null, page: PageView): Visit {
  return {
    count: Math.min((previous?.count ?? 0) + 1, MAX_COUNT),
    lastPage: clip(page.path.split(/[?#]/)[0] ?? ''),
    loggedIn: page.signedIn,
    name: page.signedIn ? clip(page.firstName) : '',
    lastPageName: clip(page.title),
  };
}

/** The `document.cookie` assignment that stores `visit`. */
export function visitCookie(visit: Visit, secure: boolean): string {
  return `${VISIT_COOKIE}=${encodeURIComponent(JSON.stringify(visit))}; path=/; samesite=lax${secure ? '; secure' : ''}`;
}

/** Counts this page in the visit cookie (once per page, however many menus it has). */
export function recordPageView(page: PageView, doc: Document = document): void {
  const key = '__resortVisitCounted';
  const marked = doc as Document & { [key]?: boolean };
  if (marked[key]) return;
  marked[key] = true;
  doc.cookie = visitCookie(nextVisit(readVisit(doc.cookie), page), doc.location.protocol === 'https:');
}
