/**
 * The store's command line and environment, as `npm start` and `npm run store` pass them:
 * `--reset` re-seeds the database, `--production` runs in production mode (as `NODE_ENV=production`
 * does), `PORT`, `DATA_DIR`, `DATABASE_URL` (a PostgreSQL server instead of PGlite under `DATA_DIR`),
 * `PUBLIC_ORIGIN`, `RESORT_TEST_ROUTES=1` (the store's own tests), `REGISTRATIONS_PER_ADDRESS` (new
 * accounts one address may make in 10 minutes, 10 by default; the real-browser tests, all from one
 * address, make more), `DOUBLES_PORT` (the card doubles' own origin, a second port: any free one
 * when unset).
 */
import { resolve } from 'node:path';
import type { StoreOptions } from './app.ts';
import { defaultDataDir } from './platform/paths.ts';

export const USAGE = 'Usage: tsx examples/server/main.ts [--reset] [--production]';
const FLAGS = new Set(['--reset', '--production']);

export interface MainOptions {
  port: number;
  /** The card doubles' port (0: any free one). */
  doublesPort: number;
  store: Omit<StoreOptions, 'distDir' | 'databaseErrorNet'>;
}

/** The options, or the message that says what is wrong with them. */
export function mainOptions(args: readonly string[], env: Readonly<Record<string, string | undefined>>): MainOptions | { error: string } {
  const unknown = args.filter((arg) => !FLAGS.has(arg));
  if (unknown.length > 0) return { error: `Unknown option ${unknown.join(' ')}. ${USAGE}` };
  const rawPort = env.PORT ?? '';
  const port = rawPort === '' ? 8080 : /^\d{1,5}$/.test(rawPort) ? Number(rawPort) : Number.NaN;
  if (!(port >= 0 && port <= 65_535)) return { error: `PORT must be a number from 0 to 65535 (got "${rawPort}").` };
  const registrations = env.REGISTRATIONS_PER_ADDRESS ?? '';
  if (registrations !== '' && !/^[1-9]\d{0,5}$/.test(registrations)) return { error: `REGISTRATIONS_PER_ADDRESS must be a whole number from 1 to 999999 (got "${registrations}").` };
  const rawDoublesPort = env.DOUBLES_PORT ?? '';
  const doublesPort = rawDoublesPort === '' ? 0 : /^\d{1,5}$/.test(rawDoublesPort) ? Number(rawDoublesPort) : Number.NaN;
  if (!(doublesPort >= 0 && doublesPort <= 65_535)) return { error: `DOUBLES_PORT must be a number from 0 to 65535 (got "${rawDoublesPort}").` };
  const databaseUrl = env.DATABASE_URL ?? '';
  if (databaseUrl !== '' && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    return { error: 'DATABASE_URL must be a PostgreSQL address (postgres://user:password@host:5432/database), or unset for the embedded database.' };
  }
  return {
    port,
    doublesPort,
    store: {
      dataDir: resolve(env.DATA_DIR ?? defaultDataDir),
      ...(databaseUrl === '' ? {} : { databaseUrl }),
      reset: args.includes('--reset') || env.RESET === '1',
      mode: args.includes('--production') || env.NODE_ENV === 'production' ? 'production' : 'development',
      publicOrigin: env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${port}`,
      testRoutes: env.RESORT_TEST_ROUTES === '1',
      ...(registrations === '' ? {} : { signInLimits: { registrationsPerAddress: Number(registrations) } }),
    },
  };
}
