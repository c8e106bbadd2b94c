/**
 * The store's tests on a PostgreSQL server: with `TEST_DATABASE_URL` (a server's address, any
 * database on it; `npm run test:postgres` starts a throwaway server and sets it) every test store
 * gets a database of its own, created from the run's seeded one as a template and dropped after.
 * Without it the tests use PGlite folders, as the store does by default.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The test server's address, or undefined for PGlite. */
export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** The address of database `name` on the server at `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A name no other test store (of this run or another on the same server) has. */
export function uniqueDatabaseName(purpose: string): string {
  return `resort_test_${purpose}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates database `name`, empty or a copy of `template`; answers its address. */
export async function createDatabase(serverUrl: string, name: string, template?: string): Promise<string> {
  await onServer(serverUrl, (client) => client.query(`create database ${quoted(name)}${template ? ` template ${quoted(template)}` : ''}`));
  return databaseUrl(serverUrl, name);
}

/** Drops database `name`, closing what is still connected to it. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`drop database if exists ${quoted(name)} with (force)`));
}
