// @vitest-environment node
/** `npm start` and `npm run store`: the options they take, and `--production` as examples/server/README.md documents it. */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mainOptions } from './options.ts';
import { freshDatabase } from './test-support/test-support.ts';
import { startStoreProcess } from './test-support/test-processes.ts';

describe('the store’s options', () => {
  it('runs in development mode on port 8080 unless told otherwise', () => {
    expect(mainOptions([], {})).toMatchObject({ port: 8080, store: { mode: 'development', reset: false, publicOrigin: 'http://127.0.0.1:8080', testRoutes: false } });
  });

  it.each([
    [['--production'], {}],
    [[], { NODE_ENV: 'production' }],
    [['--reset', '--production'], {}],
  ])('runs in production mode with %j %j', (args, env) => {
    expect(mainOptions(args, env)).toMatchObject({ store: { mode: 'production' } });
  });

  it('takes --reset, PORT, DATA_DIR and PUBLIC_ORIGIN; the card doubles take any free port unless DOUBLES_PORT names one', () => {
    expect(mainOptions([], { DOUBLES_PORT: '8282' })).toMatchObject({ doublesPort: 8282 });
    expect(mainOptions([], { DOUBLES_PORT: 'x' })).toEqual({ error: 'DOUBLES_PORT must be a number from 0 to 65535 (got "x").' });
    expect(mainOptions(['--reset'], { PORT: '0', DATA_DIR: 'x', PUBLIC_ORIGIN: 'https://store.example' })).toEqual({
      port: 0,
      doublesPort: 0,
      store: { dataDir: resolve('x'), reset: true, mode: 'development', publicOrigin: 'https://store.example', testRoutes: false },
    });
  });

  it('keeps the data on a PostgreSQL server when DATABASE_URL names one', () => {
    expect(mainOptions([], { DATABASE_URL: 'postgres://store@db.internal:5432/resort' })).toMatchObject({ store: { databaseUrl: 'postgres://store@db.internal:5432/resort' } });
    expect(mainOptions([], { DATABASE_URL: 'postgresql://db.internal/resort' })).toMatchObject({ store: { databaseUrl: 'postgresql://db.internal/resort' } });
    expect(mainOptions([], { DATABASE_URL: '' })).not.toHaveProperty('store.databaseUrl');
    expect(mainOptions([], { DATABASE_URL: 'mysql://db.internal/resort' })).toEqual({
      error: 'DATABASE_URL must be a PostgreSQL address (postgres://user:password@host:5432/database), or unset for the embedded database.',
    });
  });

  it('lets REGISTRATIONS_PER_ADDRESS raise the new accounts one address may make, and refuses what is not a count', () => {
    expect(mainOptions([], {})).not.toHaveProperty('store.signInLimits');
    expect(mainOptions([], { REGISTRATIONS_PER_ADDRESS: '100' })).toMatchObject({ store: { signInLimits: { registrationsPerAddress: 100 } } });
    expect(mainOptions([], { REGISTRATIONS_PER_ADDRESS: 'lots' })).toEqual({ error: 'REGISTRATIONS_PER_ADDRESS must be a whole number from 1 to 999999 (got "lots").' });
  });

  it('refuses an unknown option or a bad port, saying how to call it', () => {
    expect(mainOptions(['--prod'], {})).toEqual({ error: expect.stringContaining('Unknown option --prod. Usage:') as string });
    expect(mainOptions([], { PORT: '99999' })).toEqual({ error: 'PORT must be a number from 0 to 65535 (got "99999").' });
  });
});

describe('npm start -- --production', () => {
  it('starts, and sends the recovery e-mail to the outbox instead of the page', async () => {
    const database = await freshDatabase();
    const dataDir = database.dataDir;
    const store = await startStoreProcess({ DATA_DIR: dataDir, DATABASE_URL: database.databaseUrl ?? '', PUBLIC_ORIGIN: 'https://store.example' }, ['--production']).catch(async (error: unknown) => {
      await database.dispose();
      throw error;
    });
    try {
      const { address } = store;
      const page = await fetch(new URL('/passwordrecovery', address));
      const cookie = page.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
      const token = /name="__RequestVerificationToken" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
      const sent = await fetch(new URL('/passwordrecovery', address), {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ Email: 'shopper@example.com', __RequestVerificationToken: token }).toString(),
      });
      expect(sent.status).toBe(200);
      expect(await sent.text()).not.toContain('/passwordrecovery/confirm?');
      expect(readFileSync(join(dataDir, 'outbox.jsonl'), 'utf8')).toContain('https://store.example/passwordrecovery/confirm?email=shopper%40example.com');
    } finally {
      await store.stop();
      await database.dispose();
    }
  }, 60_000);
});
