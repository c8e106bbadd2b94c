/**
 * The console watch for WebKit. WebKitWebDriver speaks classic WebDriver, which has no console
 * events and no way to run a script before a page's own; MiniBrowser's "console messages to
 * stdout" setting is silent in the ephemeral session automation opens. So WebKit browses through
 * this proxy (MiniBrowser's `--proxy`): it adds `<script src="/__engines/watch.js">` as the first
 * element of every HTML document of the store and the card doubles (frames included), answers that
 * script from the document's own origin (which the pages' `script-src` allows), and keeps what the
 * watch sends back to `/__engines/console`. It also counts every answer with an error status, the
 * failed loads a browser logs as console errors.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConsoleWatch } from './engine.ts';
import { pageSource } from './in-page.ts';
import { watchConsole } from './page-scripts.ts';

const WATCH_PATH = '/__engines/watch.js';
const REPORT_PATH = '/__engines/console';
const WATCH_TAG = `<script src="${WATCH_PATH}"></script>`;

const readBody = (message: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.on('end', () => resolve(Buffer.concat(chunks)));
    message.on('error', reject);
  });

/** Puts the watch before anything else the document runs. */
export function withWatch(html: string): string {
  const head = /<head\b[^>]*>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + WATCH_TAG + html.slice(head.index + head[0].length);
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  return doctype ? doctype[0] + WATCH_TAG + html.slice(doctype[0].length) : WATCH_TAG + html;
}

/** Starts the proxy on a free port; resolves with its address and a way to stop it. */
export async function startWatchProxy(watch: ConsoleWatch): Promise<{ url: string; server: Server }> {
  const script = `(${pageSource(watchConsole)})();`;
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      const target = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? '127.0.0.1'}`);
      if (target.pathname === WATCH_PATH) {
        outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
        outgoing.end(script);
        return;
      }
      if (target.pathname === REPORT_PATH && incoming.method === 'POST') {
        const { kind, message, where } = JSON.parse((await readBody(incoming)).toString('utf8')) as { kind: 'console.error' | 'uncaught'; message: string; where: string };
        watch.note({ kind, message, where });
        outgoing.writeHead(204).end();
        return;
      }
      const body = await readBody(incoming);
      // Plain HTML to add the watch to; `proxy-connection` is for the proxy, not the store.
      const headers: Record<string, string | string[] | undefined> = { ...incoming.headers, 'accept-encoding': 'identity' };
      delete headers['proxy-connection'];
      const upstream = request(target, { method: incoming.method, headers }, (answer) => {
        void (async () => {
          const status = answer.statusCode ?? 502;
          if (status >= 400) watch.note({ kind: 'load failed', message: `${status} ${target.pathname}`, where: target.href });
          if (!/^text\/html\b/i.test(answer.headers['content-type'] ?? '')) {
            outgoing.writeHead(status, answer.headers);
            answer.pipe(outgoing);
            return;
          }
          const html = withWatch((await readBody(answer)).toString('utf8'));
          const out = { ...answer.headers, 'content-length': String(Buffer.byteLength(html)) };
          delete out['transfer-encoding'];
          outgoing.writeHead(status, out);
          outgoing.end(html);
        })();
      });
      upstream.on('error', (error) => {
        watch.note({ kind: 'load failed', message: `${error.message} ${target.pathname}`, where: target.href });
        outgoing.writeHead(502).end();
      });
      upstream.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
