/**
 * Vitest's global setup for the store's tests: migrate and seed one data directory once per run.
 * Each test file's store then starts on a copy of it (`startTestStore`), in a fraction of a second,
 * instead of migrating and seeding its own for several seconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createApp } from '../app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated and seeded data directory that no store uses: copy it, never open it. */
    seededDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'resort-seeded-'));
  const store = await createApp({ dataDir });
  await store.close();
  project.provide('seededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
