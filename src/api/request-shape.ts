/**
 * What every request the widgets send looks like, apart from its path and body: the `ts` stamp on
 * GETs, the headers and the timeout. `resort-widgets check-host` sends with these, so the command
 * asks a store exactly what the widgets will; the client (`client.ts`) sends with them too. (The
 * anti-forgery token goes on anything but a GET unless a call says otherwise.)
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** `multipart` (a file upload) gets no content type here: the browser writes it with the boundary. */
export type BodyKind = 'json' | 'form' | 'multipart' | 'none';

/** A request with no answer after this long fails as a timeout. */
export const DEFAULT_TIMEOUT_MS = 15000;

/** GETs carry the time as `ts`, so no cache between the widget and the store answers an old copy. */
export const TIMESTAMP_PARAM = 'ts';

/**
 * The headers of every call: `X-Requested-With` (the store answers JSON, not a page), JSON
 * accepted, no-cache on anything but GET, and the body's content type.
 */
export function requestHeaders(method: Method, body: BodyKind): Headers {
  const headers = new Headers({ 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' });
  if (method !== 'GET') {
    headers.set('Cache-Control', 'no-cache');
    headers.set('Pragma', 'no-cache');
  }
  if (body === 'form') headers.set('Content-Type', 'application/x-www-form-urlencoded; charset=UTF-8');
  if (body === 'json') headers.set('Content-Type', 'application/json; charset=UTF-8');
  return headers;
}
