/** Where the sign-in widgets send the browser; tests replace these. */
export const signInNavigation = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
};

const hasControlCharacter = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * A local path to come back to (`/cart?x=1`), or `fallback`: never another origin, `//host`,
 * a backslash trick or a `javascript:` URL.
 */
export function localPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return hasControlCharacter(value) ? fallback : value;
}

/** The page's `returnUrl` query parameter when it is a local path, else `/`. */
export function requestedReturnUrl(search: string = window.location.search): string {
  return localPath(new URLSearchParams(search).get('returnUrl'));
}

/** The page the shopper is on, to come back to after signing in or registering. */
export function currentPage(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  return localPath(location.pathname + location.search);
}
