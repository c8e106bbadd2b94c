/**
 * One request to the store, as a browser on the store's page would send it: the session's cookies,
 * no redirects followed (a redirect to the sign-in page is an answer worth reporting), and a
 * timeout that covers the whole answer. Nothing here throws: a hang or a refused connection is
 * an outcome like any other.
 */

export type Fetch = (input: Request) => Promise<Response>;

/** The cookies a store set, sent back on every later request (one store, so no domains or paths). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** `name=value`, or several as `a=1; b=2`. */
  add(text: string): void {
    for (const pair of text.split(';')) {
      const index = pair.indexOf('=');
      if (index > 0) this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
  }

  header(): string | null {
    return this.cookies.size === 0 ? null : [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Takes the answer's `Set-Cookie` lines; an expired or emptied cookie is dropped. */
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      if (index <= 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.split('=').map((part) => part.trim());
        if (/^max-age$/i.test(key)) return Number(setting) <= 0;
        if (/^expires$/i.test(key)) return Date.parse(setting) < Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export type Exchange =
  | { kind: 'answer'; status: number; ms: number; contentType: string; location: string | null; text: string; policy?: string | null }
  /** `ms`: the time limit the call was given. */
  | { kind: 'timeout'; ms: number }
  | { kind: 'network'; ms: number; message: string };

export interface SendOptions {
  method: string;
  headers: Headers;
  body?: string;
  timeoutMs: number;
}

/** Why a connection failed, from undici's wrapped cause when there is one (`ECONNREFUSED`). */
function networkMessage(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  const code = cause && 'code' in cause && typeof cause.code === 'string' ? cause.code : null;
  const message = cause?.message ?? (error instanceof Error ? error.message : String(error));
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}

export async function exchange(fetch: Fetch, jar: CookieJar, url: URL, options: SendOptions, now: () => number = () => performance.now()): Promise<Exchange> {
  const headers = new Headers(options.headers);
  const cookie = jar.header();
  if (cookie) headers.set('Cookie', cookie);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  // The time limit holds whether or not the fetch heeds the signal: a Request only passes an abort
  // on while the Request itself is still referenced (undici), and a fetch given only the Request
  // may let it go. The answer and its body race this instead.
  const gaveUp = new Promise<never>((_resolve, reject) => controller.signal.addEventListener('abort', () => reject(new Error('timed out')), { once: true }));
  gaveUp.catch(() => undefined);
  const start = now();
  const elapsed = () => Math.round(now() - start);
  try {
    const request = new Request(url, {
      method: options.method,
      headers,
      redirect: 'manual',
      signal: controller.signal,
      ...(options.body === undefined ? {} : { body: options.body }),
    });
    const response = await Promise.race([fetch(request), gaveUp]);
    jar.take(response);
    const text = await Promise.race([response.text(), gaveUp]);
    return {
      kind: 'answer',
      status: response.status,
      ms: elapsed(),
      contentType: response.headers.get('content-type') ?? '',
      location: response.headers.get('location'),
      text,
      // Several Content-Security-Policy headers come joined by commas, as several policies in one.
      policy: response.headers.get('content-security-policy'),
    };
  } catch (error) {
    // The limit the call was given, which the report names: on a busy machine the abort itself
    // lands a little after it ("no answer within 0.4 s" for a 0.3 s limit).
    if (controller.signal.aborted) return { kind: 'timeout', ms: options.timeoutMs };
    return { kind: 'network', ms: elapsed(), message: networkMessage(error) };
  } finally {
    clearTimeout(timer);
  }
}
