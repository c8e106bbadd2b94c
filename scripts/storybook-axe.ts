/**
 * Every story of the static Storybook (`npm run build-storybook` → dist/storybook), checked in one
 * headless Chromium: each story is rendered in turn in one preview frame (no reload between
 * stories), its play function runs, and then
 *
 * - axe-core (run by @storybook/addon-a11y after the story, as the accessibility panel shows it)
 *   must report no violation of any impact;
 * - the story must not fail (a play function that throws, a render error);
 * - every request it makes must be answered by one of its MSW handlers: a request no handler
 *   answers (which the preview fails), or one that reaches the static server and finds no file
 *   there (a store call that slipped past MSW), fails the story. Each preview frame gets a static
 *   server of its own, so what reaches a server is known to be the story that frame is showing;
 * - at 320 px the page must not scroll sideways (wide admin tables scroll inside their own box);
 * - then the same story, in the state its play function left it, switches to Canadian French in
 *   place (the page data's locale and Language, as the toolbar's Language does): axe again, the
 *   width again, and no English left in the tags (`english-left.ts`: an English label, or an English
 *   word that is neither a label nor data). Switching in place keeps what the play function did and
 *   costs one more axe run per story, not a second pass; `STORYBOOK_AXE_FRENCH=0` leaves it out,
 *   and a story whose `parameters.storyCheck.french` is false is checked in English only.
 *   `STORYBOOK_AXE_FRENCH_AXE=0` (what `npm test` sets) leaves out the French axe run alone: the
 *   words change, not the roles, names' presence, structure or colours axe reads, so the English run
 *   finds what it would; it was a sixth of the check's CPU (179 → 151 CPU seconds). The new family's
 *   journey runs axe on every French page and state it reaches, on every change (`test/journeys/journey.ts`).
 *
 * A story that fails is tried once more on a fresh frame, where it is the first story shown; only a
 * story that fails there too fails the check, and one that passes there is named with what its
 * first try said, so a wait that runs short on a busy machine stays visible without failing a run.
 *
 * Run by `npm test` after the Storybook build; `node --import tsx scripts/storybook-axe.ts [dir]`.
 * Prints what each failing story broke and the time taken.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { serveStatic } from './static-server.ts';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { collectTagTexts, englishCheck, englishLeft, type EnglishCheck } from './english-left.ts';
import { fitProblems } from '../test/layout/text-fit.ts';

const root = resolve(process.argv[2] ?? 'dist/storybook');
const PHONE_WIDTH = 320;
/** The phone widths text must fit at (`test/layout/text-fit.ts`): the narrowest, and the most common. */
const FIT_WIDTHS = [PHONE_WIDTH, 375] as const;
const STORY_TIMEOUT_MS = 20_000;
const PAGES = 2;

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

export interface StoryOutcome {
  storyId: string;
  /** axe violations: `rule (impact): target, …`. */
  violations: string[];
  /** Errors the story raised (its render or its play function). */
  errors: string[];
  /** Requests no MSW handler answered, and requests the static server had no file for (`METHOD path`). */
  unmocked: string[];
  /** How far the page scrolls sideways at 320 px, in CSS pixels (0 when it does not). */
  overflow: number;
  /** Text that does not fit at 320 and 375 px (text over text, a control cutting its text, sideways scroll at 375 px): `at 375 px: …`. */
  fit: string[];
  /** In Canadian French: axe violations, sideways scroll at 320 px, English left in the tags and text that does not fit. */
  french: { violations: string[]; overflow: number; english: string[]; errors: string[]; fit: string[] } | null;
  /** Time from selecting the story to its accessibility report. */
  ms: number;
}

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const FRENCH = 'fr-CA';
/** Whether the French pass runs axe too (`STORYBOOK_AXE_FRENCH_AXE=0` leaves it to the English run). */
const FRENCH_AXE = process.env.STORYBOOK_AXE_FRENCH_AXE !== '0';

/**
 * Switches the story on show to Canadian French, waits until every island speaks it, and checks it:
 * text fit at 375 px (where the English check left the page) and then at 320 px, and there axe
 * (with the story's own a11y parameters, as the addon runs it), the width, and the texts.
 */
async function checkFrench(page: Page, english: EnglishCheck): Promise<NonNullable<StoryOutcome['french']>> {
  const errors = await page.evaluate(
    async ({ locale, timeout }) => {
      (window as unknown as { __resortSpeak(locale: string): void }).__resortSpeak(locale);
      const roots = () =>
        [...document.querySelectorAll('*')].filter((element) => element.tagName.startsWith('RESORT-')).map((element) => element.shadowRoot?.querySelector('.rw-root') ?? element.querySelector('.rw-root'));
      // Every island speaks it once its root says so and no island waits for its translation.
      const ready = () => roots().every((root) => !root || (root.getAttribute('lang') === locale && !root.querySelector(':scope > .rw-spinner')));
      const deadline = Date.now() + timeout;
      while (!ready() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return ready() ? [] : [`the tags did not switch to ${locale} within ${timeout} ms`];
    },
    { locale: FRENCH, timeout: 10_000 },
  );
  const fit = await fitAt(page, FIT_WIDTHS[1]);
  await resize(page, PHONE_WIDTH);
  const result = await page.evaluate(async (runAxe) => {
    type A11y = { options?: Record<string, unknown> & { rules?: Record<string, unknown> }; context?: { exclude?: unknown[] } };
    const w = window as unknown as {
      __STORYBOOK_PREVIEW__: { currentRender?: { story?: { parameters?: { a11y?: A11y } } } };
      axe: { run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: unknown[] }[] }[] }> };
    };
    const a11y = w.__STORYBOOK_PREVIEW__.currentRender?.story?.parameters?.a11y ?? {};
    const options = { ...a11y.options, rules: { region: { enabled: false }, ...a11y.options?.rules } };
    const exclude = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root', ...(a11y.context?.exclude ?? [])];
    const report = runAxe ? await w.axe.run({ include: document.body, exclude }, options) : { violations: [] };
    const violations = report.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
    const { scrollWidth, clientWidth } = document.documentElement;
    return { violations, overflow: Math.max(0, scrollWidth - clientWidth) };
  }, FRENCH_AXE);
  fit.push(...(await fitAt(page, PHONE_WIDTH)));
  return { ...result, errors, english: englishLeft(await page.evaluate(collectTagTexts), english), fit };
}

/** Resizes the preview to `width` (its height kept) and waits for the frame drawn at it. */
async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: page.viewportSize()?.height ?? 640 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * The text-fit check at the page's width (`width`), and past the first phone width the sideways
 * scroll too (the story check measures it at 320 px already), each problem led by the width.
 */
async function fitAt(page: Page, width: number): Promise<string[]> {
  const started = Date.now();
  const problems: string[] = [];
  if (width !== PHONE_WIDTH) {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow}px`);
  }
  problems.push(...(await fitProblems(page)));
  fitSeconds += (Date.now() - started) / 1000;
  return problems.map((problem) => `at ${width} px: ${problem}`);
}
/** Time spent in the text-fit check, both frames summed (printed with the totals). */
let fitSeconds = 0;

/**
 * Whether the story on show is checked in French too: every story is, but for one that sets
 * `parameters.storyCheck.french` to false, saying why (a stress story whose markup a smaller
 * story of the same screen already shows in French).
 */
function frenchChecked(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const w = window as unknown as { __STORYBOOK_PREVIEW__: { currentRender?: { story?: { parameters?: { storyCheck?: { french?: boolean } } } } } };
    return w.__STORYBOOK_PREVIEW__.currentRender?.story?.parameters?.storyCheck?.french !== false;
  });
}

/** Renders `storyId` in the open preview and collects what the preview reports about it. */
async function checkStory(page: Page, storyId: string, misses: string[], english: EnglishCheck | null): Promise<StoryOutcome> {
  const started = Date.now();
  // Whatever the frame asked for before this story (its own start, the favicon) is not the story's.
  misses.length = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hung = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the page within ${STORY_TIMEOUT_MS + 10_000} ms`)), STORY_TIMEOUT_MS + 10_000);
  });
  const outcome = await Promise.race([hung, page.evaluate(
    async ({ storyId, timeout }) => {
      type Events = { type: string; args: unknown[] }[];
      const w = window as unknown as {
        __events: Events;
        __STORYBOOK_PREVIEW__: { onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): Promise<void> };
      };
      const start = w.__events.length;
      void w.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId, viewMode: 'story' });
      const deadline = Date.now() + timeout;
      const mine = () => w.__events.slice(start);
      // STORY_FINISHED comes last, after the play function and the accessibility check; a story
      // that fails to render reports STORY_ERRORED or STORY_THREW_EXCEPTION instead.
      const done = () =>
        mine().find(
          (event) =>
            (event.type === 'storyFinished' && (event.args[0] as { storyId?: string }).storyId === storyId) ||
            event.type === 'storyErrored' ||
            event.type === 'storyThrewException' ||
            event.type === 'storyMissing',
        );
      while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      const events = mine();
      const errors = events
        .filter((event) => ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing', 'unhandledErrorsWhilePlaying'].includes(event.type))
        .map((event) => `${event.type}: ${JSON.stringify(event.args[0]).slice(0, 400)}`);
      if (!done()) errors.push(`did not finish within ${timeout} ms`);
      const finished = events.find((event) => event.type === 'storyFinished')?.args[0] as
        | { status: string; reporters: { type: string; result?: { violations?: { id: string; impact: string; nodes: { target: unknown[] }[] }[]; error?: unknown } }[] }
        | undefined;
      const a11y = finished?.reporters.find((report) => report.type === 'a11y');
      if (finished && !a11y) errors.push('no accessibility report');
      if (a11y?.result?.error) errors.push(`axe failed: ${JSON.stringify(a11y.result.error).slice(0, 300)}`);
      const violations = (a11y?.result?.violations ?? []).map(
        (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
      );
      const unmocked = [...(window as unknown as { __resortUnhandledRequests?: string[] }).__resortUnhandledRequests ?? []];
      const { scrollWidth, clientWidth } = document.documentElement;
      return { storyId, violations, errors, unmocked, overflow: Math.max(0, scrollWidth - clientWidth) };
    },
    { storyId, timeout: STORY_TIMEOUT_MS },
  )]).finally(() => clearTimeout(timer));
  // A call MSW let through also reaches the server: name it once.
  const leaked = misses.filter((miss) => !outcome.unmocked.includes(miss)).map((miss) => `${miss} (reached the static server)`);
  const unmocked = [...new Set([...outcome.unmocked, ...leaked])];
  // Text fit at 320 px, then at 375 px; the French check starts there and ends at 320 px, so each
  // story costs two resizes. A story that failed in English is reported as it is; its French would
  // say nothing more.
  const fit: string[] = [];
  let french: StoryOutcome['french'] = null;
  if (outcome.errors.length === 0) {
    fit.push(...(await fitAt(page, PHONE_WIDTH)));
    await resize(page, FIT_WIDTHS[1]);
    fit.push(...(await fitAt(page, FIT_WIDTHS[1])));
    if (english && (await frenchChecked(page))) french = await checkFrench(page, english);
    else await resize(page, PHONE_WIDTH);
  }
  return { ...outcome, unmocked, fit, french, ms: Date.now() - started };
}

/** A preview frame with no story shown yet, recording every event the preview sends. */
async function openPreview(browser: Browser, port: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: PHONE_WIDTH, height: 640 } });
  // tsx names the functions it compiles with a `__name` helper the page does not have.
  await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
  await page.goto(`http://127.0.0.1:${port}/iframe.html`);
  await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window && '__STORYBOOK_ADDONS_CHANNEL__' in window, undefined, { timeout: 60_000 });
  // axe-core of our own for the French check (the addon keeps its copy in a module of its own).
  await page.addScriptTag({ path: axeScript });
  await page.evaluate(() => {
    const w = window as unknown as { __events: { type: string; args: unknown[] }[]; __STORYBOOK_ADDONS_CHANNEL__: { emit(type: string, ...args: unknown[]): void } };
    w.__events = [];
    const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
    const emit = channel.emit.bind(channel);
    channel.emit = (type: string, ...args: unknown[]) => {
      const plain = JSON.stringify(args, (_key, item: unknown) => (item instanceof Error ? { message: item.message, stack: item.stack } : item)) as string | undefined;
      w.__events.push({ type, args: JSON.parse(plain ?? '[]') as unknown[] });
      emit(type, ...args);
    };
  });
  return page;
}

/** Whether a story broke any of the rules this check holds it to, in English or in French. */
export function outcomeFailed(outcome: StoryOutcome): boolean {
  const french = outcome.french;
  const frenchFailed = french !== null && (french.violations.length > 0 || french.errors.length > 0 || french.overflow > 0 || french.english.length > 0 || french.fit.length > 0);
  return outcome.violations.length > 0 || outcome.errors.length > 0 || outcome.unmocked.length > 0 || outcome.overflow > 0 || outcome.fit.length > 0 || frenchFailed;
}

/** A story that failed its first try and passed on a fresh frame, with what the first try said. */
export interface SecondTry {
  outcome: StoryOutcome;
  first: StoryOutcome;
}

export async function checkStorybook(dir = root): Promise<{ outcomes: StoryOutcome[]; secondTries: SecondTry[]; seconds: number }> {
  const english = process.env.STORYBOOK_AXE_FRENCH === '0' ? null : await englishCheck();
  const started = Date.now();
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  const only = process.env.STORYBOOK_AXE_ONLY;
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && (!only || entry.id.includes(only)));
  // One server per preview frame: a request that reaches a server belongs to that frame's story.
  const frames = await Promise.all(
    Array.from({ length: PAGES }, async () => {
      const misses: string[] = [];
      const server = await serveStatic(dir, (miss) => misses.push(miss));
      return { server, misses, port: (server.address() as AddressInfo).port };
    }),
  );
  const launch = () =>
    chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  let browser = await launch();
  /** A fresh preview frame; a browser that went away is started again first. */
  const freshPage = async (port: number): Promise<Page> => {
    if (!browser.isConnected()) browser = await launch();
    return openPreview(browser, port);
  };
  try {
    // Two preview frames take turns on the list (on a two-core machine, beside the unit tests).
    const queue = [...stories];
    const outcomes: StoryOutcome[] = [];
    /** Stories tried again on a fresh frame, after the frame they were given navigated away. */
    const retried = new Set<string>();
    /** What a story's first try reported, for stories that failed it. */
    const firstTries = new Map<string, StoryOutcome>();
    await Promise.all(
      frames.map(async ({ port, misses }) => {
        let page = await freshPage(port);
        for (let story = queue.shift(); story; story = queue.shift()) {
          try {
            if (process.env.STORYBOOK_AXE_VERBOSE) console.error(`… ${story.id}`);
            const outcome = await checkStory(page, story.id, misses, english);
            // A failing story is confirmed on a fresh frame, where it is the first: a request the
            // story did not mock may come from the story before it on this frame (its teardown),
            // and a play function's wait can run out while the real-browser tests beside this
            // stage hold both cores. What the story itself does wrong fails there again; a story
            // that passes there is named below as passing on its second try.
            if (outcomeFailed(outcome) && !retried.has(story.id)) {
              retried.add(story.id);
              firstTries.set(story.id, outcome);
              void page.close().catch(() => undefined);
              page = await freshPage(port);
              queue.unshift(story);
              continue;
            }
            outcomes.push(outcome);
          } catch (error) {
            const message = (error as Error).message.split('\n')[0] ?? '';
            if (process.env.STORYBOOK_AXE_VERBOSE) console.error(`  failed: ${message}`);
            // A frame that navigated (Storybook reloads it when it cannot tear the previous story
            // down) or hangs is left behind — closing it can hang too — and the next story gets a
            // fresh one. The story itself is tried once more on the fresh frame, so only a story
            // that fails there is reported.
            void page.close().catch(() => undefined);
            page = await freshPage(port);
            if (!retried.has(story.id)) {
              retried.add(story.id);
              queue.unshift(story);
              continue;
            }
            outcomes.push({ storyId: story.id, violations: [], errors: [`the page failed: ${message}`], unmocked: [], overflow: 0, fit: [], french: null, ms: 0 });
          }
        }
      }),
    );
    outcomes.sort((a, b) => stories.findIndex((story) => story.id === a.storyId) - stories.findIndex((story) => story.id === b.storyId));
    const secondTries = outcomes.flatMap((outcome) => {
      const first = firstTries.get(outcome.storyId);
      return first && !outcomeFailed(outcome) ? [{ outcome, first }] : [];
    });
    return { outcomes, secondTries, seconds: (Date.now() - started) / 1000 };
  } finally {
    // A frame left behind can keep the browser from closing politely: give it 10 seconds.
    await Promise.race([browser.close(), new Promise((resolve) => setTimeout(resolve, 10_000))]);
    for (const { server } of frames) server.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(join(root, 'index.json'))) {
    console.error(`storybook-axe: ${root}/index.json is missing; run npm run build-storybook first.`);
    process.exit(1);
  }
  const { outcomes, secondTries, seconds } = await checkStorybook();
  const failed = outcomes.filter(outcomeFailed);
  const report = (outcome: StoryOutcome, heading: string) => {
    console.log(heading);
    for (const violation of outcome.violations) console.log(`    axe: ${violation}`);
    for (const error of outcome.errors) console.log(`    ${error}`);
    for (const request of outcome.unmocked) console.log(`    no MSW handler: ${request}`);
    if (outcome.overflow > 0) console.log(`    scrolls sideways by ${outcome.overflow}px at ${PHONE_WIDTH}px`);
    for (const problem of outcome.fit) console.log(`    text fit ${problem}`);
    const french = outcome.french;
    if (!french) return;
    for (const violation of french.violations) console.log(`    ${FRENCH} axe: ${violation}`);
    for (const error of french.errors) console.log(`    ${FRENCH}: ${error}`);
    if (french.overflow > 0) console.log(`    ${FRENCH}: scrolls sideways by ${french.overflow}px at ${PHONE_WIDTH}px`);
    for (const text of french.english) console.log(`    ${FRENCH}: English left: ${text}`);
    for (const problem of french.fit) console.log(`    ${FRENCH}: text fit ${problem}`);
  };
  for (const { first } of secondTries) report(first, `↻ ${first.storyId} passed on a fresh frame; its first try said:`);
  for (const outcome of failed) report(outcome, `✗ ${outcome.storyId}`);
  const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(`slowest: ${slowest.map((outcome) => `${outcome.storyId} ${(outcome.ms / 1000).toFixed(1)} s`).join(', ')}`);
  console.log(`storybook-axe: ${outcomes.length - failed.length} passed (${secondTries.length} on a second try), ${failed.length} failed (${outcomes.length} stories, axe, ${PHONE_WIDTH}px width and text fit at ${FIT_WIDTHS.join(' and ')} px${process.env.STORYBOOK_AXE_FRENCH === '0' ? '' : `, then ${FRENCH}: ${FRENCH_AXE ? 'axe, ' : ''}width, no English left and text fit`}, ${seconds.toFixed(1)} s, ${fitSeconds.toFixed(1)} s of it text fit)`);
  if (failed.length > 0) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}` || process.argv[1]?.endsWith('storybook-axe.ts')) await main();
