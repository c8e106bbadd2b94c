/**
 * The WCAG 2.2 checks a rule checker cannot make, in Chromium, over every tag's pictured states
 * (`shots.ts`) in English and French, in the screenshot suite's preview frame: each state is
 * shown once and measured as it stands (`perceivable.ts` says what each check looks at):
 *
 * - 2.5.8 target size, 1.3.5 input purpose and 3.3.8 paste;
 * - 2.4.7 and 2.4.11: every Tab stop shows its focus and is not under another of our layers, also
 *   under `forced-colors: active` (1.4.11 in high contrast), whose picture each state attaches;
 * - 1.4.12 text spacing and 1.4.10 reflow at 320 px (where 1.4.4's 200 % zoom of a 640 px window
 *   lands too): no text cut off, nothing scrolling sideways;
 * - `prefers-reduced-motion`: nothing moves.
 *
 * Two tests plant what the checks must catch: a 16 px icon button beside a control, and
 * `outline: none` on every focus.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test as base } from '@playwright/test';
import { shots, type Shot } from './shots.ts';
import { StoryPreview } from './story-preview.ts';
import { clippedText, focusWalk, inputPurposeProblems, overrideStyles, runningAnimations, TEXT_SPACING, undersizedTargets } from './perceivable.ts';

const storybookDir = resolve(process.env.STORYBOOK_DIR ?? 'dist/storybook');
const test = base.extend<object, { preview: StoryPreview }>({
  preview: [
    async ({ browser }, use) => {
      if (!existsSync(resolve(storybookDir, 'index.json'))) throw new Error(`perceivable: ${storybookDir}/index.json is missing; run npm run build-storybook first.`);
      const preview = await StoryPreview.open(() => browser.newPage(), storybookDir);
      await use(preview);
      await preview.close();
    },
    { scope: 'worker' },
  ],
});

const frame = (preview: StoryPreview) => preview.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

const ABOUT_OTHERS = new Set(['resort-group-members', 'resort-subscriptions-admin', 'resort-payment-plans-admin', 'resort-voucher-templates']);

/**
 * Known gaps (docs/accessibility.md): the admin's date range fields (`<input type="date">`) show no
 * focus ring in Chromium, whose focus sits in the field's own date parts.
 */
const FOCUS_GAPS = new Set(['resort-subscriptions-admin']);

/**
 * Measured states: all a tag pictures, except that the payment form's first state leaves its card
 * provider's script in the frame, so its second (the script failing to load) cannot follow it.
 */
const measured = (tag: string, tagShots: readonly Shot[]) => (tag === 'resort-payment-form' ? tagShots.slice(0, 1) : [...tagShots].reverse());

/** Every check on the state on show; the problems of each, by name. */
async function measure(preview: StoryPreview, shot: Shot, tag: string): Promise<Record<string, string[]>> {
  const { page } = preview;
  const found: Record<string, string[]> = {};
  await preview.resize(1280);
  found['2.5.8 target size'] = await page.evaluate(undersizedTargets);
  // 1.3.5 is about the shopper's own details: a household member's name, or a customer the staff
  // search for, must not be filled with the shopper's own.
  if (!ABOUT_OTHERS.has(tag)) found['1.3.5 / 3.3.8 inputs'] = await page.evaluate(inputPurposeProblems);
  if (!shot.viewport && !FOCUS_GAPS.has(tag)) found['2.4.7 / 2.4.11 focus'] = await focusWalk(page, false);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await frame(preview);
  found['reduced motion'] = await page.evaluate(runningAnimations);
  await page.emulateMedia({ reducedMotion: null });
  await page.evaluate(overrideStyles, TEXT_SPACING);
  await frame(preview);
  found['1.4.12 text spacing'] = await page.evaluate(clippedText);
  await page.evaluate(overrideStyles, null);
  await preview.resize(320);
  found['1.4.10 reflow at 320 px'] = await page.evaluate(clippedText);
  return found;
}

const clean = (found: Record<string, string[]>) => Object.fromEntries(Object.entries(found).filter(([, problems]) => problems.length > 0));

for (const [tag, tagShots] of Object.entries(shots)) {
  test(`<${tag}>: targets, focus, spacing, reflow, forced colours, motion and inputs in English and French`, async ({ preview }, testInfo) => {
    for (const shot of measured(tag, tagShots)) {
      await preview.show(shot);
      expect.soft(clean(await measure(preview, shot, tag)), `${shot.story} in English`).toEqual({});
      // Forced colours: the focus must show as an outline; the state's picture is kept for review.
      await preview.resize(1280);
      await preview.page.emulateMedia({ forcedColors: 'active' });
      if (!shot.viewport && !FOCUS_GAPS.has(tag)) expect.soft(await focusWalk(preview.page, true), `${shot.story} under forced colours`).toEqual([]);
      const target = shot.viewport ? preview.page : preview.page.locator('#storybook-root');
      await testInfo.attach(`${shot.story} forced colours`, { body: await target.screenshot({ animations: 'disabled' }), contentType: 'image/png' });
      await preview.page.emulateMedia({ forcedColors: null });
      await preview.page.evaluate(() => (window as unknown as { __resortSpeak(locale: string): void }).__resortSpeak('fr-CA'));
      // The French labels arrive as a chunk of their own.
      await preview.page.waitForTimeout(300);
      await frame(preview);
      expect.soft(clean(await measure(preview, shot, tag)), `${shot.story} in French`).toEqual({});
      await preview.page.evaluate(() => (window as unknown as { __resortSpeak(locale: string): void }).__resortSpeak('en-US'));
    }
  });
}

test.describe('the checks themselves', () => {
  const shot = shots['resort-discount-code']![0]!;

  test('a 16 px icon button beside a control fails the target size', async ({ preview }) => {
    await preview.show(shot);
    await preview.resize(1280);
    expect(await preview.page.evaluate(undersizedTargets)).toEqual([]);
    await preview.page.evaluate(() => {
      const row = document.createElement('div');
      row.style.display = 'flex';
      row.id = 'planted';
      row.innerHTML = '<button type="button" aria-label="Close" style="all:unset;display:block;width:16px;height:16px">×</button><button type="button" style="width:80px;height:40px">Apply</button>';
      document.body.prepend(row);
    });
    const problems = await preview.page.evaluate(undersizedTargets);
    await preview.page.evaluate(() => document.querySelector('#planted')!.remove());
    expect(problems).toEqual([expect.stringMatching(/^button “Close” is 16 × 16 px, within 24 px of button “Apply”$/)]);
  });

  test('outline: none on every focus fails the focus check', async ({ preview }) => {
    await preview.show(shot);
    await preview.resize(1280);
    expect(await focusWalk(preview.page, false)).toEqual([]);
    await preview.page.evaluate(overrideStyles, '*:focus, *:focus-visible { outline: none !important; box-shadow: none !important; }');
    const problems = await focusWalk(preview.page, false);
    await preview.page.evaluate(overrideStyles, null);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.endsWith('shows no focus indicator'))).toBe(true);
  });
});
