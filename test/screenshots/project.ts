/**
 * The screenshot suite as a Playwright project: a project of the real-browser run
 * (`playwright.config.ts`, so `npm test` runs it beside the journeys, in time they leave idle) and
 * the whole of `playwright.screenshots.config.ts` (`npm run test:screenshots`, no demo store).
 */
import type { PlaywrightTestConfig, Project } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';

/**
 * A pictured state with no baseline yet (a tag just scaffolded, a state just added) is drawn and
 * passes, the run naming each picture it wrote ("A snapshot doesn't exist at …, writing actual."):
 * commit them with the change. Every state with a baseline is compared. (Playwright's own default
 * fails such a test on CI, so a new tag failed `npm test` until its pictures were drawn by hand.)
 */
export const updateSnapshots = 'missing' satisfies PlaywrightTestConfig['updateSnapshots'];

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
      // Measured on these baselines: a font-hinting change (fontconfig's hintslight to hintnone)
      // redraws glyph stems, at most 245 pixels past this colour distance in the densest picture
      // (a 1248 × 1168 admin table; anti-aliased edges are not counted), while a button moved
      // 12 px changes 1175 or more (its fill, border and label) or the picture's size.
      threshold: 0.6,
      maxDiffPixels: 500,
    },
  },
};
