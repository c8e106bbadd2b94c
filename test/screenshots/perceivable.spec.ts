/**
 * The WCAG 2.2 checks a rule checker cannot make, in Chromium, over every tag's pictured states
 * (`shots.ts`) in English and French, in the screenshot suite's preview frame: each state is
 * shown once and measured as it stands (`perceivable.ts` says what each check looks at):
 *
 * - 2.5.8 target size, 1.3.5 input purpose and 3.3.8 paste;
 * - 2.4.7 and 2.4.11: every Tab stop shows its focus and is not under another of our layers; in
 *   French the walk goes backward at 320 px under a host's sticky header (with the
 *   `scroll-padding-top` a host is asked to set);
 * - 1.4.11 non-text contrast in the default, dark and high-contrast themes: field boundaries,
 *   focus indicators, icon-only controls and selected states, at least 3:1 (the lowest ratios of
 *   each tag are attached to its test);
 * - `forced-colors: active`: the focus shows as an outline, fields and boxed controls keep a
 *   border, and selected, disabled and error states stay visible; each state's picture is attached;
 * - 1.4.12 text spacing and 1.4.10 reflow at 320 px (where 1.4.4's 200 % zoom of a 640 px window
 *   lands too): no text cut off, nothing scrolling sideways;
 * - `prefers-reduced-motion`: nothing moves.
 *
 * Five tests plant what the checks must catch: a 16 px icon button beside a control, `outline:
 * none` on every focus, a sticky header without `scroll-padding-top`, a pale field border and
 * focus ring, and a pressed state shown only by its fill. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test as base, type JSHandle, type Page } from '@playwright/test';
import { looks, type Look } from './looks.ts';
import { themes, type StoryTheme } from '../../stories/themes.ts';
import { shots, type Shot } from './shots.ts';
import { StoryPreview } from './story-preview.ts';
import {
  boxedControls,
  clippedText,
  focusProblem,
  focusWalk,
  forcedColorsProblems,
  inPage,
  inputPurposeProblems,
  nonTextContrast,
  overrideStyles,
  plantStickyHeader,
  runningAnimations,
  TEXT_SPACING,
  undersizedTargets,
  type ContrastFindings,
} from './perceivable.ts';

const storybookDir = resolve(process.env.STORYBOOK_DIR ?? 'dist/storybook');
const test = base.extend<object, { preview: StoryPreview }>({
  preview: [
    async ({ browser }, use) => {
      if (!existsSync(resolve(storybookDir, 'index.json'))) throw new Error(`perceivable: ${storybookDir}/index.json is missing; run npm run build-storybook first.`);
      const preview = await StoryPreview.open(() => browser.newPage(), storybookDir);
      await use(preview);
      await preview.close();
    },
    // Opening the preview shows a first story, which loads Storybook and its mock service worker:
    // the worker's own time, not a test's.
    { scope: 'worker', timeout: StoryPreview.openTimeout },
  ],
});

const frame = (preview: StoryPreview) => preview.page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

const ABOUT_OTHERS = new Set(['resort-group-members', 'resort-subscriptions-admin', 'resort-payment-plans-admin', 'resort-voucher-templates']);

/** The themes whose non-text contrast is measured: Storybook's three, on a plain page. */
const THEMES: readonly Look[] = [looks[0]!, { name: 'high-contrast', theme: 'high-contrast', host: 'plain' }, looks[1]!];

/**
 * Measured states: all a tag pictures, except that the payment form's first state leaves its card
 * provider's script in the frame, so its second (the script failing to load) cannot follow it.
 */
const measured = (tag: string, tagShots: readonly Shot[]) => (tag === 'resort-payment-form' ? tagShots.slice(0, 1) : [...tagShots].reverse());

/**
 * Every check on the state on show; the problems of each, by name. The focus walk goes forward at
 * 1280 px; with `stickyHeader` it goes backward at 320 px under a host's sticky header (so what
 * comes into view arrives at the top edge), with the `scroll-padding-top` a host is asked to set.
 */
async function measure(preview: StoryPreview, shot: Shot, tag: string, { stickyHeader = false } = {}): Promise<Record<string, string[]>> {
  const { page } = preview;
  const found: Record<string, string[]> = {};
  await preview.resize(1280);
  found['2.5.8 target size'] = await inPage(page, undersizedTargets);
  // 1.3.5 is about the shopper's own details: a household member's name, or a customer the staff
  // search for, must not be filled with the shopper's own.
  if (!ABOUT_OTHERS.has(tag)) found['1.3.5 / 3.3.8 inputs'] = await inPage(page, inputPurposeProblems);
  if (!shot.viewport && !stickyHeader) found['2.4.7 / 2.4.11 focus'] = await focusWalk(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await frame(preview);
  found['reduced motion'] = await inPage(page, runningAnimations);
  await page.emulateMedia({ reducedMotion: null });
  await inPage(page, overrideStyles, TEXT_SPACING);
  await frame(preview);
  found['1.4.12 text spacing'] = await inPage(page, clippedText);
  await inPage(page, overrideStyles, null);
  await preview.resize(320);
  found['1.4.10 reflow at 320 px'] = await inPage(page, clippedText);
  if (!shot.viewport && stickyHeader) {
    await inPage(page, plantStickyHeader, true);
    found['2.4.7 / 2.4.11 focus under a sticky header at 320 px'] = await focusWalk(page, { backward: true });
    await inPage(page, plantStickyHeader, null);
  }
  return found;
}

/**
 * Puts `look`'s theme on the story on show in place, as the Theme toolbar's decorator writes it
 * (its variables on the host page's box, its colours on the page), without the remount a change of
 * Storybook's globals makes. A remount played the story again for each theme and once more to come
 * back to the default: over half of this suite's time. Our tags read the variables through the
 * cascade, so they take the theme at once; the card provider's frame, which reads them once, is
 * not measured (`nonTextContrast` skips frames).
 */
async function themeInPlace(page: Page, look: Look): Promise<void> {
  const names = [...new Set(Object.values(themes).flatMap((theme) => Object.keys(theme.variables)))];
  const theme: StoryTheme = themes[look.theme];
  await page.evaluate(
    ({ names, variables, colours }) => {
      const box = document.querySelector<HTMLElement>('.sb-host-page');
      if (!box) throw new Error('no host page box to theme');
      for (const name of names) box.style.removeProperty(name);
      for (const [name, value] of Object.entries(variables)) box.style.setProperty(name, value);
      // A host's stylesheet colours its own page: the theme colours the plain one only.
      if (!document.querySelector('style[data-host]')) Object.assign(document.body.style, colours);
    },
    { names, variables: theme.variables as Record<string, string>, colours: theme.page },
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // The tags must see the theme: their text colour is the theme's wherever it sets one.
  const text = theme.variables['--resort-color-text'];
  if (text) {
    const seen = await page.evaluate(() => {
      const tag = [...document.querySelectorAll('*')].find((element) => element.tagName.startsWith('RESORT-'));
      const root = tag?.shadowRoot?.querySelector('.rw-root') ?? tag?.querySelector('.rw-root');
      return root ? getComputedStyle(root).getPropertyValue('--resort-color-text').trim() : null;
    });
    if (seen !== null) expect(seen, `the ${look.name} theme reaches the tags`).toBe(text);
  }
}

/**
 * 1.4.11 in `look`: the problems, and the lowest ratios kept on the test for the report. The focus
 * starts where the story's play left it (`playFocus`), as it did when each theme played the story
 * again, and one Tab moves it: focus shown by a script counts as keyboard focus (`:focus-visible`)
 * after a key press.
 */
async function contrastIn(preview: StoryPreview, shot: Shot, look: Look, playFocus: JSHandle, lowest: Record<string, ContrastFindings['lowest']>): Promise<string[]> {
  await themeInPlace(preview.page, look);
  await preview.resize(1280);
  await playFocus.evaluate((element: Element | null) => {
    const deepest = (root: Document | ShadowRoot): Element | null => (root.activeElement?.shadowRoot?.activeElement ? deepest(root.activeElement.shadowRoot) : root.activeElement);
    if (element instanceof HTMLElement || element instanceof SVGElement) element.focus({ preventScroll: true });
    else (deepest(document) as HTMLElement | null)?.blur();
  });
  await preview.page.keyboard.press('Tab');
  const findings = await inPage(preview.page, nonTextContrast);
  lowest[`${shot.story} in ${look.name}`] = findings.lowest;
  return findings.problems;
}

/** The element the story's play function left the focus on, through open shadow roots; null for none. */
const focusedElement = (page: Page): Promise<JSHandle> =>
  page.evaluateHandle(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active === document.body ? null : active;
  });

const clean = (found: Record<string, string[]>) => Object.fromEntries(Object.entries(found).filter(([, problems]) => problems.length > 0));
const speak = (preview: StoryPreview, locale: string) => preview.page.evaluate((locale) => (window as unknown as { __resortSpeak(locale: string): void }).__resortSpeak(locale), locale);
/**
 * Waits until every island speaks `locale`: its root says so and it waits for no translation (the
 * French labels arrive as a chunk of their own), as the story check does (`scripts/storybook-axe.ts`).
 * A fixed 300 ms wait before was longer than needed on a quiet machine, and shorter on a busy one.
 */
const spoken = (preview: StoryPreview, locale: string) =>
  preview.page.waitForFunction(
    (locale) =>
      [...document.querySelectorAll('*')]
        .filter((element) => element.tagName.startsWith('RESORT-'))
        .map((element) => element.shadowRoot?.querySelector('.rw-root') ?? element.querySelector('.rw-root'))
        .every((root) => !root || (root.getAttribute('lang') === locale && !root.querySelector(':scope > .rw-spinner'))),
    locale,
    { timeout: 10_000 },
  );

for (const [tag, tagShots] of Object.entries(shots)) {
  test(`<${tag}>: targets, focus, contrast, spacing, reflow, forced colours, motion and inputs in English and French`, async ({ preview }, testInfo) => {
    const lowest: Record<string, ContrastFindings['lowest']> = {};
    for (const shot of measured(tag, tagShots)) {
      await preview.show(shot);
      const playFocus = await focusedElement(preview.page);
      expect.soft(clean(await measure(preview, shot, tag)), `${shot.story} in English`).toEqual({});
      // Forced colours: boundaries, states and an outline for the focus; the picture is kept for review.
      await preview.resize(1280);
      await inPage(preview.page, boxedControls);
      await preview.noLingering();
      await preview.page.emulateMedia({ forcedColors: 'active' });
      const forced = [...(shot.viewport ? [] : await focusWalk(preview.page, { forcedColors: true })), ...(await inPage(preview.page, forcedColorsProblems))];
      expect.soft(forced, `${shot.story} under forced colours`).toEqual([]);
      const target = shot.viewport ? preview.page : preview.page.locator('#storybook-root');
      await testInfo.attach(`${shot.story} forced colours`, { body: await target.screenshot({ animations: 'disabled' }), contentType: 'image/png' });
      await preview.page.emulateMedia({ forcedColors: null });
      for (const look of THEMES) expect.soft(await contrastIn(preview, shot, look, playFocus, lowest), `${shot.story}: 1.4.11 non-text contrast in the ${look.name} theme`).toEqual([]);
      await playFocus.dispose();
      // French in the last theme measured (dark): the checks after contrast do not depend on colours.
      await speak(preview, 'fr-CA');
      await spoken(preview, 'fr-CA');
      await frame(preview);
      expect.soft(clean(await measure(preview, shot, tag, { stickyHeader: true })), `${shot.story} in French`).toEqual({});
      await speak(preview, 'en-US');
      await themeInPlace(preview.page, looks[0]!);
    }
    await testInfo.attach('1.4.11 lowest ratios', { body: JSON.stringify(lowest, null, 2), contentType: 'application/json' });
  });
}

test.describe('the checks themselves', () => {
  const shot = shots['resort-discount-code']![0]!;

  test('a 16 px icon button beside a control fails the target size', async ({ preview }) => {
    await preview.show(shot);
    await preview.resize(1280);
    expect(await inPage(preview.page, undersizedTargets)).toEqual([]);
    await preview.page.evaluate(() => {
      const row = document.createElement('div');
      row.style.display = 'flex';
      row.id = 'planted';
      row.innerHTML = '<button type="button" aria-label="Close" style="all:unset;display:block;width:16px;height:16px">×</button><button type="button" style="width:80px;height:40px">Apply</button>';
      document.body.prepend(row);
    });
    const problems = await inPage(preview.page, undersizedTargets);
    await preview.page.evaluate(() => document.querySelector('#planted')!.remove());
    expect(problems).toEqual([expect.stringMatching(/^button “Close” is 16 × 16 px, within 24 px of button “Apply”$/)]);
  });

  test('outline: none on every focus fails the focus check', async ({ preview }) => {
    await preview.show(shot);
    await preview.resize(1280);
    expect(await focusWalk(preview.page)).toEqual([]);
    await inPage(preview.page, overrideStyles, '*:focus, *:focus-visible, *:focus-within { outline: none !important; box-shadow: none !important; }');
    const problems = await focusWalk(preview.page);
    await inPage(preview.page, overrideStyles, null);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.endsWith('shows no focus indicator'))).toBe(true);
  });

  test('a sticky host header hides a focused control unless the page sets scroll-padding-top', async ({ preview }) => {
    // The family cart at 320 px, several screens tall.
    await preview.show(shots['resort-cart']![0]!);
    const { page } = preview;
    /** Shift+Tab back to a control that sits just under the header, as a shopper going back up the list does. */
    const backUnderTheHeader = async (padded: boolean) => {
      await inPage(page, plantStickyHeader, padded);
      await page.getByRole('button', { name: 'Remove Season Pass - Adult' }).first().focus();
      await page.keyboard.press('Shift+Tab');
      await page.evaluate(() => {
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        (window as unknown as { __previous: Element | null }).__previous = active;
      });
      await page.keyboard.press('Tab');
      await page.evaluate(() => window.scrollBy(0, (window as unknown as { __previous: Element }).__previous.getBoundingClientRect().top - 16));
      await page.keyboard.press('Shift+Tab');
      const found = await inPage(page, focusProblem, false);
      await inPage(page, plantStickyHeader, null);
      return found;
    };
    const unpadded = await backUnderTheHeader(false);
    expect(unpadded?.problem).toBe('is hidden under header#host-sticky-header');
    expect(await backUnderTheHeader(true)).toEqual({ where: unpadded?.where, problem: null });
  });

  test('a field border and a focus ring paler than 3:1 fail the non-text contrast', async ({ preview }) => {
    // The code box open, with its field and Apply.
    await preview.show(shots['resort-discount-code']![1]!);
    await preview.resize(1280);
    await preview.page.keyboard.press('Tab');
    expect((await inPage(preview.page, nonTextContrast)).problems).toEqual([]);
    // The look these fields had before they were measured: a #cbd2d9 border and a 45 % ring.
    await inPage(preview.page, overrideStyles, '.rw-input { border-color: #cbd2d9 !important; } :focus-visible { box-shadow: 0 0 0 3px rgba(70, 130, 180, 0.45) !important; }');
    const { problems } = await inPage(preview.page, nonTextContrast);
    await inPage(preview.page, overrideStyles, null);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^input#\S+ “”: its boundary against the page is 1\.5\d:1$/),
        expect.stringMatching(/^input#\S+ “” \(and \d+ more\): its focus indicator against the page is 1\.[67]\d:1$/),
      ]),
    );
  });

  test('a state shown only by its fill is lost under forced colours, and so is a box with no border', async ({ preview }) => {
    await preview.show(shot);
    await preview.resize(1280);
    await preview.page.evaluate(() => {
      const group = document.createElement('div');
      group.id = 'planted';
      group.setAttribute('role', 'group');
      group.innerHTML = '<button type="button" aria-pressed="true" style="all:unset;padding:8px;background:#325d81;color:#fff">Day</button><button type="button" aria-pressed="false" style="all:unset;padding:8px;background:#e4e7eb">Night</button>';
      document.body.prepend(group);
    });
    await inPage(preview.page, boxedControls);
    await preview.page.emulateMedia({ forcedColors: 'active' });
    const problems = await inPage(preview.page, forcedColorsProblems);
    await preview.page.emulateMedia({ forcedColors: null });
    await preview.page.evaluate(() => document.querySelector('#planted')!.remove());
    expect(problems).toEqual([
      'button “Day” has no boundary',
      'button “Night” has no boundary',
      'button “Day” looks the same as button “Night”: its selected state is lost',
    ]);
  });
});
