import { defineConfig } from 'vitest/config';
import { postgresStageFiles, SERVER_FILES_ENV } from './scripts/server-test-files.mjs';
import { LongFilesFirst } from './scripts/long-test-files-first.ts';

/**
 * Three projects, by what a test file needs of its worker:
 *
 * - `pages`: the library's and the widgets' files. Each file is a page of its own, with its own
 *   module graph and happy-dom window (the stores are module state, the tags are defined once per
 *   window), run in a VM context of a long-lived worker thread (`vmThreads`): Node's own modules and
 *   the worker stay loaded from file to file, where a fresh worker per file (`threads`) loaded them
 *   again each time. Measured with `npx vitest run` on this machine: these files took 219 CPU
 *   seconds on threads and 156 in VM contexts, the same 137 files passing;
 * - `server`: the demo store's, the command's and the scripts' files (Node, no DOM). They build
 *   their stores, databases and apps per test and keep nothing in module state, so the files of
 *   one worker share its module graph (`isolate: false`): hono, PGlite and zod load once per
 *   worker, not once per file (152 CPU seconds isolated, 120 shared, the same 61 files passing);
 *   In `npm test`, the files its PostgreSQL stage runs for both engines are left to that stage
 *   (`scripts/server-test-files.mjs` says which and why);
 * - `own process`: the files that move the process's clock to another time zone
 *   (`test/time-zone.ts`): Node reads `TZ` for the whole process.
 *
 * The whole run went from 371 CPU seconds (195 s) to 256 (139 s).
 */
const OWN_PROCESS = ['src/core/dates.test.ts', 'widgets/subscriptions-admin/SubscriptionsAdmin.test.tsx'];
const INCLUDE = ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}'];
const SERVER = ['examples/**/*.test.ts', 'scripts/**/*.test.ts', 'cli/**/*.test.ts'];
const EXCLUDE = ['test/e2e/**', 'node_modules/**', 'dist/**'];
const LEFT_TO_POSTGRES_STAGE = process.env[SERVER_FILES_ENV] ? postgresStageFiles() : [];

// React's production build breaks `act`, so unlike the library build nothing defines NODE_ENV here.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    globals: true,
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://store.test/cart' } },
    setupFiles: ['test/setup.ts'],
    projects: [
      { extends: true, test: { name: 'pages', pool: 'vmThreads', include: INCLUDE, exclude: [...EXCLUDE, ...OWN_PROCESS] } },
      // The demo store's tests start from copies of one data directory migrated and seeded per run
      // (several seconds of PGlite). Only this project's files open a store: set in the shared
      // config, the seeding ran once for each project and once more for the root, one after the
      // other, before any test of any project started.
      {
        extends: true,
        test: {
          name: 'server',
          pool: 'threads',
          isolate: false,
          environment: 'node',
          include: SERVER,
          exclude: [...EXCLUDE, ...LEFT_TO_POSTGRES_STAGE],
          globalSetup: ['examples/server/test-support/seeded-data-dir.global.ts'],
        },
      },
      { extends: true, test: { name: 'own process', pool: 'forks', include: OWN_PROCESS, exclude: EXCLUDE } },
    ],
    // The longest files first, so neither worker is left idle at the end (the sequencer says why).
    sequence: { sequencer: LongFilesFirst },
    restoreMocks: true,
    // Vitest runs one worker fewer than there are cores: one worker on a 2-core machine, where most
    // of a test file's time is waiting on PGlite, timers or React. Two keep both cores busy beside
    // the builds and the story check of `npm test` (three finished no sooner there).
    maxWorkers: 2,
    // A test that waits this long is stuck, not slow: scrypt and PGlite on a busy 2-core machine
    // can take several seconds where they usually take a few hundred milliseconds, and `npm test`
    // runs these beside the browsers and lint.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // As the real-browser runs (playwright.config.ts): on CI a failed test is tried once more, so a
    // focus handoff that waits on timers and frames, timed differently by a loaded machine, does
    // not fail the run alone; a test that fails twice does. Locally, never: a flake shows.
    retry: process.env.CI ? 1 : 0,
  },
});
