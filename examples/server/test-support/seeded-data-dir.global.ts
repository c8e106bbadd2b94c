/**
 * Vitest's global setup for the store's tests: migrate and seed one database once per run — a
 * PGlite data directory, or with `TEST_DATABASE_URL` a database on that PostgreSQL server. Each
 * test file's store then starts on a copy of it (`startTestStore`: the folder copied, or a database
 * created from it as a template), in a fraction of a second, instead of migrating and seeding its
 * own for several seconds.
 */
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createApp } from '../app.ts';
import { createDatabase, dropDatabase, testServerUrl, uniqueDatabaseName } from './test-databases.ts';

/** The run's seeded store: copy it, never open it. */
export type SeededStore = { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededStore: SeededStore;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'resort-seeded-'));
  const serverUrl = testServerUrl();
  if (serverUrl === undefined) {
    const store = await createApp({ dataDir, testRoutes: true });
    await store.close();
    project.provide('seededStore', { engine: 'pglite', dataDir });
    return () => rm(dataDir, { recursive: true, force: true });
  }
  const database = uniqueDatabaseName('seeded');
  try {
    const store = await createApp({ dataDir, databaseUrl: await createDatabase(serverUrl, database), testRoutes: true });
    await store.close();
  } catch (error) {
    await dropDatabase(serverUrl, database);
    throw error;
  }
  project.provide('seededStore', { engine: 'postgres', database });
  return async () => {
    await dropDatabase(serverUrl, database);
    await rm(dataDir, { recursive: true, force: true });
  };
}
