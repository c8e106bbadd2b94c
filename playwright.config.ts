import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './test/chromium.ts';
import { screenshotsProject, updateSnapshots } from './test/screenshots/project.ts';

/**
 * Real-browser tests against the demo store, in Debian's Chromium (Playwright cannot download its
 * own browsers here). The store runs on its own port with a fresh database for every run. The
 * screenshot suite (`test/screenshots/`, stories of the Storybook build, no store) is a project of
 * its own here, so `npm run test:e2e` runs everything; `npm test` runs it apart
 * (`playwright.screenshots.config.ts`) in a lane that ends early (`scripts/test.mjs`).
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'resort-e2e-'));

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  // Two workers: in npm test this stage shares the two cores with lint, the PostgreSQL stage and
  // the Firefox and WebKit journeys. A third worker counted more CPU seconds for the same tests
  // (441 against 379) and finished later (323 s against 305).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A pictured state without a baseline is drawn, not failed (test/screenshots/project.ts).
  updateSnapshots,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    headless: true,
    // A trace costs every test time; it is recorded only when a failed test is tried again.
    trace: 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
  },
  // The journeys of test/journeys/ (cells.ts says which run on every change, and which on demand).
  projects: [{ name: 'e2e', testDir: 'test/e2e' }, { name: 'journeys', testDir: 'test/journeys', testMatch: '**/*.spec.ts', use: { actionTimeout: 15_000 } }, screenshotsProject],
  webServer: {
    command: `node --import tsx examples/server/main.ts --reset`,
    url: `http://127.0.0.1:${port}/`,
    // Always a fresh PGlite folder, never a DATABASE_URL of the shell (`--reset` would empty it).
    // Every journey that registers comes from this one address: more than the 10 new accounts in 10 minutes a real store allows one.
    env: { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', RESORT_TEST_ROUTES: '1', REGISTRATIONS_PER_ADDRESS: '100' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
