/**
 * Where a released version is served from: `<origin>/resort-widgets@<version>/dist/…`, the path
 * npm CDNs (jsDelivr, unpkg) give a published package. The build prints it with the SRI hashes and
 * `npm run release` writes it into the docs; `RESORT_CDN` points both at the resort's own CDN.
 * Both use `integrityOf` for the SRI hashes.
 */
import { createHash } from 'node:crypto';

export const DEFAULT_CDN_ORIGIN = 'https://cdn.example.com';

/** The folder holding a version's `dist/` files, without a trailing slash. */
export function cdnBase(version, origin = process.env.RESORT_CDN || DEFAULT_CDN_ORIGIN) {
  return `${origin.replace(/\/+$/, '')}/resort-widgets@${version}/dist`;
}

/** The subresource-integrity value (`integrity="…"`) of a file's bytes. */
export function integrityOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}
