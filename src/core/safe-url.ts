/**
 * URLs that come from the store (product links, pickup-site pages, logos, photos) are shown only
 * when they are harmless: a link goes to http(s), mailto, tel or a path of this site; an image
 * comes from http(s), a path or a `data:image/…` URL. Anything else — `javascript:`, `data:text/html`,
 * `vbscript:`, however it is cased or spaced — is no link and no image.
 */

/** Browsers ignore these inside a scheme (`java\tscript:` is `javascript:`). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is matched
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f]/g;

function schemeOf(value: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(IGNORED_IN_SCHEME, ''));
  return match ? match[1]!.toLowerCase() : null;
}

/** A path on this site (`/cart`, `cart?x=1`), never a protocol-relative `//host` one. */
function isSitePath(value: string): boolean {
  return schemeOf(value) === null && !/^[\\/]{2}/.test(value);
}

/** A link target from the store, or null when it is not a harmless one. */
export function safeLinkUrl(value: string | null | undefined): string | null {
  const url = value?.trim() ?? '';
  if (url === '') return null;
  if (/^\/\/[^/\\]/.test(url)) return url; // protocol-relative: the page's own http(s)
  const scheme = schemeOf(url);
  if (scheme === null) return isSitePath(url) ? url : null;
  return ['http', 'https', 'mailto', 'tel'].includes(scheme) ? url : null;
}

/** An image source from the store, or null when it is not a harmless one. */
export function safeImageUrl(value: string | null | undefined): string | null {
  const url = value?.trim() ?? '';
  if (url === '') return null;
  if (/^\/\/[^/\\]/.test(url)) return url;
  const scheme = schemeOf(url);
  if (scheme === null) return isSitePath(url) ? url : null;
  if (scheme === 'http' || scheme === 'https') return url;
  return scheme === 'data' && /^data:image\/(png|jpe?g|gif|webp|avif|svg\+xml)[;,]/i.test(url) ? url : null;
}
