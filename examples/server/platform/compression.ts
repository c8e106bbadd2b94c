/**
 * Compression, as a good host or CDN serves the widgets: brotli when the browser takes it, else
 * gzip, for text answers (pages, scripts, styles, JSON, SVG) of 1 KB or more. Static files are
 * compressed once per version (their ETag) and kept; pages and API answers are compressed each
 * time at a quick level.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

const MIN_BYTES = 1024;
const TEXT = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
type Encoding = 'br' | 'gzip';

/** The encoding the request accepts, brotli first; null for none (or `q=0`). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

function compress(body: Uint8Array, encoding: Encoding, durable: boolean): Uint8Array<ArrayBuffer> {
  const packed =
    encoding === 'gzip'
      ? gzipSync(body, { level: durable ? 9 : 6 })
      : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: durable ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });
  return new Uint8Array(packed);
}

/** Compressed static files by ETag and encoding: a rebuilt bundle has a new ETag. */
const kept = new Map<string, Uint8Array<ArrayBuffer>>();
const MAX_KEPT = 500;

export function compression(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const response = c.res;
    const type = response.headers.get('Content-Type') ?? '';
    if (!TEXT.test(type) || response.headers.has('Content-Encoding') || response.status === 204 || response.status === 304 || c.req.method === 'HEAD') return;
    const vary = response.headers.get('Vary');
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) {
      c.res = new Response(response.body, response);
      c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      return;
    }
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (body.byteLength < MIN_BYTES) {
      c.res = new Response(body, { status: response.status, headers });
      return;
    }
    const etag = response.headers.get('ETag');
    const key = etag ? `${etag}:${encoding}` : null;
    let packed = key ? kept.get(key) : undefined;
    if (!packed) {
      packed = compress(body, encoding, key !== null);
      if (key) {
        if (kept.size >= MAX_KEPT) kept.clear();
        kept.set(key, packed);
      }
    }
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    // The ETag names the file, not these bytes: a weak one stays true of both.
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    c.res = new Response(packed, { status: response.status, headers });
  };
}
