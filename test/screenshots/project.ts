/**
 * The screenshot suite as a Playwright project: a project of the real-browser run
 * (`playwright.config.ts`, so `npm test` runs it beside the journeys, in time they leave idle) and
 * the whole of `playwright.screenshots.config.ts` (`npm run test:screenshots`, no demo store).
 */
import type { Project } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';

export const screenshotsProject: Project = {
  name: 'screenshots',
  testDir: 'test/screenshots',
  testMatch: '*.spec.ts',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  use: { browserName: 'chromium', headless: true, launchOptions: chromiumLaunchOptions },
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // A pixel counts as changed past a colour distance of 0.2 (Playwright's default), and
      // anti-aliased edge pixels are not counted: a hinting or rasteriser change redraws glyph edges,
      // while a button moved by a few pixels changes whole runs of its fill, border and label.
      threshold: 0.2,
      maxDiffPixels: 40,
    },
  },
};
