/**
 * Pictures of every tag's main states (`shots.ts`) in every look (`looks.ts`: our default and dark
 * themes, the demo store's hostile stylesheet, Bootstrap 3.4.1, nopCommerce's DefaultClean) at
 * 320 px, and at 1280 px in our default look and the hostile one, against the baselines in
 * `baselines/`. They catch what axe cannot: a host's stylesheet, or a change of ours, that moves
 * or restyles a widget without breaking a test.
 *
 * `npm test` pictures every state in the hostile look on each change; the other looks are left to
 * `npm run test:screenshots` (test/on-demand.mjs says why).
 *
 * A failed picture names its expected, actual and diff images (under test-results/); review the
 * diff, then `npm run test:screenshots -- --update-snapshots` redraws the baselines, and the commit
 * that changes a widget's look carries its new pictures.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test as base } from '@playwright/test';
import { looks } from './looks.ts';
import { ON_DEMAND_TAG } from '../on-demand.mjs';
import { shots } from './shots.ts';
import { StoryPreview } from './story-preview.ts';
import { measureRenderer, readRenderer, rendererDifference, writeRenderer, type Renderer } from './renderer.ts';

const storybookDir = resolve(process.env.STORYBOOK_DIR ?? 'dist/storybook');
const rendererFile = resolve('test/screenshots/baselines/renderer.json');
const test = base.extend<object, { preview: StoryPreview }>({
  preview: [
    async ({ browser }, use) => {
      if (!existsSync(resolve(storybookDir, 'index.json'))) throw new Error(`screenshots: ${storybookDir}/index.json is missing; run npm run build-storybook first.`);
      const preview = await StoryPreview.open(() => browser.newPage(), storybookDir);
      await use(preview);
      await preview.close();
    },
    { scope: 'worker', timeout: StoryPreview.openTimeout },
  ],
});

let warned = false;
/** This worker's renderer, measured once: its browser does not change between tests. */
let measured: Promise<Renderer> | undefined;

// Redrawing the baselines records the renderer; comparing them needs the same one (renderer.ts).
test.beforeEach(async ({ browser }, testInfo) => {
  const here = await (measured ??= measureRenderer(browser));
  if (testInfo.config.updateSnapshots === 'all' || testInfo.config.updateSnapshots === 'changed') {
    writeRenderer(rendererFile, here);
    return;
  }
  const difference = rendererDifference(readRenderer(rendererFile), here);
  if (difference && !warned) {
    warned = true;
    console.log(`screenshots: skipped, ${difference}. Redraw them on this machine with npm run build-storybook && npm run test:screenshots -- --update-snapshots.`);
  }
  test.skip(difference !== null, difference ?? '');
});

// Two tests a state: the look pictured on every change, then the others, left to the on-demand
// runs (`npm run test:screenshots` runs both).
const groups = [
  { looks: looks.filter((look) => look.everyChange), suffix: '' },
  { looks: looks.filter((look) => !look.everyChange), suffix: ` in the other looks ${ON_DEMAND_TAG}` },
];

for (const [tag, tagShots] of Object.entries(shots)) {
  for (const shot of tagShots) for (const group of groups) {
    test(`<${tag}> ${shot.story.split('--')[1] ?? shot.story}${group.suffix}`, async ({ preview }) => {
      await preview.show(shot, group.looks[0]);
      for (const look of group.looks) {
        await preview.setLook(look, shot);
        for (const width of look.widths) {
          await preview.resize(width);
          const target = shot.viewport ? preview.page : preview.page.locator('#storybook-root');
          await expect.soft(target, `${shot.story} in ${look.name} at ${width} px`).toHaveScreenshot([look.name, `${shot.story}-${width}.png`]);
        }
      }
    });
  }
}
