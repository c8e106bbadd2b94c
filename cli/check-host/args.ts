/**
 * The command line of `resort-widgets check-host`. Besides the fixed options, every id a call
 * of the registry can be given (`--product 12`, `--order 1001`) is an option of its own, so a new
 * widget's ids need no change here.
 */
import type { CallFamily } from '../../src/api/host-calls.ts';
import { DEFAULT_TIMEOUT_MS } from '../../src/api/request-shape.ts';

export interface CheckOptions {
  baseUrl: URL;
  /** Pages whose page data is checked; the first also gives the session and the anti-forgery token. */
  pages: string[];
  cookies: string[];
  /** `--login email`: sign in through the sign-in call before the rest. */
  login: string | null;
  /** Ids given on the command line, by name. */
  ids: Record<string, string>;
  write: boolean;
  testStore: boolean;
  json: boolean;
  timeoutMs: number;
}

export type ParsedArgs = { kind: 'help' } | { kind: 'run'; options: CheckOptions } | { kind: 'error'; message: string };

/** The environment variable the password is read from, when set. */
export const PASSWORD_ENV = 'RESORT_CHECK_PASSWORD';

/** Names of every id a call can be given, with the first call that needs it. */
export function idOptions(registry: readonly CallFamily[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const family of registry) {
    for (const call of family.calls) {
      for (const param of Object.values(call.params ?? {})) {
        const name = typeof param === 'string' ? param : 'id' in param ? param.id : null;
        if (name && !ids.has(name)) ids.set(name, `${call.method} ${call.path}`);
      }
    }
  }
  ids.delete('login'); // given with --login
  return ids;
}

export function usage(registry: readonly CallFamily[]): string {
  const ids = [...idOptions(registry)].map(([name, call]) => `  --${name} <value>`.padEnd(34) + `used by ${call}`);
  return [
    'Usage: resort-widgets check-host <base-url> [options]',
    '',
    "Asks a store every call the resort widgets make and checks each answer against the widget's own",
    'schema; checks the page data of a page. Exits with 1 when any check fails.',
    '',
    'Options:',
    '  --page <path>                   a page whose page data to check (default /); repeat for more',
    '  --cookie "name=value"           send this cookie (a signed-in session); repeat for more',
    `  --login <email>                 sign in first; the password is read from ${PASSWORD_ENV}`,
    '                                  or asked on the terminal',
    '  --write --test-store            also send the calls that change data (only on a test store)',
    '  --timeout <seconds>             how long to wait for each answer (default 15)',
    '  --json                          print the report as JSON',
    '  --help                          show this',
    '',
    'Ids the calls need are learnt from earlier answers; give one to use it instead:',
    ...ids,
  ].join('\n');
}

function baseUrlOf(text: string): URL | null {
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.pathname.endsWith('/')) url.pathname += '/';
    url.search = '';
    url.hash = '';
    return url;
  } catch {
    return null;
  }
}

export function parseArgs(argv: readonly string[], registry: readonly CallFamily[]): ParsedArgs {
  const knownIds = idOptions(registry);
  const options: Omit<CheckOptions, 'baseUrl'> = { pages: [], cookies: [], login: null, ids: {}, write: false, testStore: false, json: false, timeoutMs: DEFAULT_TIMEOUT_MS };
  let baseUrl: URL | null = null;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] ?? '';
    const [flag = '', inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string | null => {
      if (inline !== undefined) return inline;
      const next = argv[index + 1];
      if (next === undefined || next.startsWith('--')) return null;
      index++;
      return next;
    };
    const needs = (what: string) => ({ kind: 'error' as const, message: `${flag} needs ${what}` });
    switch (flag) {
      case '--help':
      case '-h':
        return { kind: 'help' };
      case '--json':
        options.json = true;
        break;
      case '--write':
        options.write = true;
        break;
      case '--test-store':
        options.testStore = true;
        break;
      case '--page': {
        const page = value();
        if (page === null || !page.startsWith('/')) return needs('a path on the store, like /cart');
        options.pages.push(page);
        break;
      }
      case '--cookie': {
        const cookie = value();
        if (cookie === null || !cookie.includes('=')) return needs('a cookie as name=value');
        options.cookies.push(cookie);
        break;
      }
      case '--login': {
        const login = value();
        if (login === null || login.trim() === '') return needs('the e-mail (login) to sign in with');
        options.login = login.trim();
        break;
      }
      case '--timeout': {
        const seconds = Number(value());
        if (!Number.isFinite(seconds) || seconds <= 0) return needs('a number of seconds');
        options.timeoutMs = Math.round(seconds * 1000);
        break;
      }
      default: {
        if (flag.startsWith('--')) {
          const name = flag.slice(2);
          if (!knownIds.has(name)) return { kind: 'error', message: `unknown option ${flag} (see --help)` };
          const id = value();
          if (id === null || id.trim() === '') return needs(`the ${name} to use`);
          options.ids[name] = id.trim();
          break;
        }
        if (baseUrl !== null) return { kind: 'error', message: `one base URL only (got ${baseUrl.href} and ${arg})` };
        baseUrl = baseUrlOf(arg);
        if (baseUrl === null) return { kind: 'error', message: `"${arg}" is not an http(s) URL; give the store's address, like https://shop.example.com/` };
      }
    }
  }
  if (baseUrl === null) return { kind: 'error', message: "give the store's address, like https://shop.example.com/ (see --help)" };
  if (options.write && !options.testStore) {
    return { kind: 'error', message: '--write sends calls that change data (remove cart items, save schedules); add --test-store to confirm this store is a test store' };
  }
  if (options.pages.length === 0) options.pages.push('/');
  return { kind: 'run', options: { ...options, baseUrl } };
}
