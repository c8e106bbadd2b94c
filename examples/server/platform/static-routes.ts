import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { readFilePath } from './input.ts';
import { staticDir } from './paths.ts';

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const NOT_BUILT = 'The widget bundle has not been built yet. Run `npm run build`, then reload this page.\n';

/** `relative` (as `readFilePath` read it) resolved inside `root`, or null when it would leave it. */
function inside(root: string, relative: string | null): string | null {
  if (relative === null) return null;
  const base = resolve(root);
  const full = resolve(base, `.${sep}${relative}`);
  return full.startsWith(base + sep) ? full : null;
}

/** `…/chunks/name-AbCd1234.js`: the build names shared chunks after a hash of their content. */
export function isHashedChunk(file: string): boolean {
  return /[\\/]chunks[\\/][^\\/]+-[A-Za-z0-9_-]{8}\.js$/.test(file);
}

async function sendFile(c: Context<AppEnv>, file: string | null, missing: string): Promise<Response> {
  const info = file === null ? null : await stat(file).catch(() => null);
  if (file === null || info === null || !info.isFile()) {
    return c.text(missing, 404, { 'Cache-Control': 'no-store' });
  }
  const etag = `W/"${createHash('sha1').update(`${info.size}:${info.mtimeMs}`).digest('base64url')}"`;
  const headers = {
    'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    // A chunk's name carries a hash of its content, so it never changes and is kept for a year;
    // everything else (the loaders, the tags' entry files, pages' assets) is revalidated every
    // time, so a rebuilt bundle is picked up at once.
    'Cache-Control': isHashedChunk(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: etag,
  };
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(await readFile(file)), 200, headers);
}

export function staticRoutes(distDir: string): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // The CDN loaders and the host stylesheet, beside the esm/ folders they load from.
  for (const name of ['resort-widgets.js', 'resort-widgets.js.map', 'resort-widgets-admin.js', 'resort-widgets-admin.js.map', 'resort-widgets.css']) {
    routes.get(`/${name}`, (c) => sendFile(c, join(distDir, name), NOT_BUILT));
  }
  // The UMD files beside their parts (`umd/chunks/`) and the esm/ folder, as the package lays them out.
  for (const folder of ['esm', 'esm-admin', 'umd']) {
    const prefix = `/static/${folder}/`;
    routes.get(`/${folder}/*`, (c) => sendFile(c, inside(join(distDir, folder), readFilePath(c, prefix)), NOT_BUILT));
  }
  routes.get('/*', (c) => sendFile(c, inside(staticDir, readFilePath(c, '/static/')), 'Not found.\n'));

  return routes;
}
