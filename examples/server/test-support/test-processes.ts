/**
 * Test helpers for the store as it really runs: `main.ts` in a process of its own, and a visitor
 * that talks to it over HTTP from a loopback address of its choosing (127.0.0.2, 127.0.0.3, …), so
 * the per-address limits see distinct clients on one machine.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

export interface StoreProcess {
  /** `http://127.0.0.1:<port>` */
  address: string;
  stop: () => Promise<void>;
}

const MAIN = join(import.meta.dirname, '..', 'main.ts');

/** Starts `main.ts` on a free port with `env` added to ours; resolves once it prints its address. */
export async function startStoreProcess(env: Record<string, string>, args: readonly string[] = []): Promise<StoreProcess> {
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], {
    env: { ...process.env, PORT: '0', NODE_ENV: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const address = await new Promise<string>((found, failed) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /Resort demo store: (http:\/\/\S+?)\/?\s/.exec(output);
        if (match?.[1]) found(match[1]);
      });
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('exit', (code) => failed(new Error(`the store exited with ${String(code)}: ${output}`)));
    });
    return { address, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** One browser over real HTTP: keeps its cookies, and always connects from `from`. */
export class HttpVisitor {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly from: string,
    private readonly store: string,
  ) {}

  /** The same visitor (cookies and address) sending its next requests to another store process. */
  to(store: string): HttpVisitor {
    const other = new HttpVisitor(this.from, store);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  send(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, body?: string): Promise<HttpAnswer> {
    const url = new URL(path, this.store);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return new Promise((resolve, reject) => {
      const sent = request(
        { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method, localAddress: this.from, headers: { ...headers, ...(cookie ? { cookie } : {}) } },
        (response) => {
          for (const line of response.headers['set-cookie'] ?? []) {
            const [pair = ''] = line.split(';');
            const index = pair.indexOf('=');
            const value = pair.slice(index + 1).trim();
            if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, index).trim());
            else this.cookies.set(pair.slice(0, index).trim(), value);
          }
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
          response.on('error', reject);
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
  }

  /** The anti-forgery token the store rendered into a page for this visitor (starting its session). */
  async token(): Promise<string> {
    const page = await this.send('GET', '/cart');
    const match = /name="__RequestVerificationToken" value="([^"]+)"/.exec(page.text);
    if (!match?.[1]) throw new Error(`No anti-forgery token on the page (status ${page.status}).`);
    return match[1];
  }

  /** A form post as the widgets send it: urlencoded, the token in its header. */
  async postForm(path: string, fields: Record<string, string>, token?: string): Promise<HttpAnswer> {
    return this.send(
      'POST',
      path,
      { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'XMLHttpRequest', RequestVerificationToken: token ?? (await this.token()) },
      new URLSearchParams(fields).toString(),
    );
  }

  /** A JSON post as the sign-in widget sends it. */
  async postJson(path: string, body: unknown, token?: string): Promise<HttpAnswer> {
    return this.send(
      'POST',
      path,
      { 'content-type': 'application/json; charset=UTF-8', 'x-requested-with': 'XMLHttpRequest', RequestVerificationToken: token ?? (await this.token()) },
      JSON.stringify(body),
    );
  }
}
