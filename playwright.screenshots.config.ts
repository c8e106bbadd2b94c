import { defineConfig } from '@playwright/test';
import { screenshotsProject, updateSnapshots } from './test/screenshots/project.ts';

/**
 * The screenshot suite alone (`npm run test:screenshots`): stories of the static Storybook build
 * (`npm run build-storybook` first) against the committed baselines; `-- --update-snapshots`
 * redraws them. `npm test` runs it so, beside the real-browser tests
 * (`scripts/test.mjs` says why); `npm run test:e2e` runs the same project within `playwright.config.ts`.
 */
export default defineConfig({
  outputDir: 'test-results/screenshots',
  fullyParallel: true,
  workers: 2,
  // As the real-browser runs (playwright.config.ts): on CI a failed test is tried once more.
  retries: process.env.CI ? 1 : 0,
  // A pictured state without a baseline is drawn, not failed (test/screenshots/project.ts).
  updateSnapshots,
  reporter: [['list']],
  projects: [screenshotsProject],
});
