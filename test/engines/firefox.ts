/**
 * Firefox ESR over WebDriver BiDi, the protocol Firefox serves itself (`--remote-debugging-port`):
 * Debian packages no geckodriver, and none is needed. Puppeteer starts Debian's `firefox-esr`
 * headless with a throwaway profile and speaks BiDi to it. Console errors, uncaught errors and
 * failed loads come as BiDi events from the page and every frame; a `securitypolicyviolation` is
 * turned into a console error by a preload script in every document.
 */
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Frame, type KeyInput, type Page } from 'puppeteer-core';
import { ConsoleWatch, type Engine, type FrameField, type Key } from './engine.ts';
import { pageSource } from './in-page.ts';
import { findElement, focusedElement, readElement, sendQuery, type ElementState, type Query } from './page-scripts.ts';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const STEP_TIMEOUT = 10_000;
/** How long `goto` waits for the page it leaves to have its widgets up. */
const SETTLE_TIMEOUT = 5_000;

function reportViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile || document.URL}:${event.lineNumber}`);
  });
}

export async function startFirefox(baseUrl: string): Promise<Engine> {
  // Firefox takes 3 s to start on a quiet machine and over 30 s (Puppeteer's default wait) beside
  // the Chromium journeys and lint on two cores: a slow start is not a failed journey.
  const browser: Browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true, defaultViewport: { width: 1280, height: 900 }, timeout: 180_000 });
  const version = await browser.version();
  const watch = new ConsoleWatch();
  let context: BrowserContext | null = null;
  let page: Page | null = null;
  const current = () => {
    if (!page) throw new Error('No visitor yet: call newVisitor() first.');
    return page;
  };

  const find = async (query: Query, within: Page | Frame = current()): Promise<ElementHandle> => {
    const handle = await within.waitForFunction(`${pageSource(findElement)}(${JSON.stringify(sendQuery(query))})`, { polling: 100, timeout: STEP_TIMEOUT }).catch((error: unknown) => {
      throw new Error(`Firefox: nothing found for ${JSON.stringify(sendQuery(query))} on ${current().url()}`, { cause: error });
    });
    const element = handle.asElement();
    if (!element) throw new Error(`Firefox: ${JSON.stringify(sendQuery(query))} is not an element`);
    return element as ElementHandle;
  };
  const frameOf = async (field: FrameField): Promise<Frame> => {
    const frame = await (await find(field.frame)).contentFrame();
    if (!frame) throw new Error(`Firefox: ${JSON.stringify(sendQuery(field.frame))} has no document`);
    await frame.waitForSelector(field.css, { visible: true, timeout: STEP_TIMEOUT });
    return frame;
  };
  const keyOf = (key: Key): KeyInput => (key === 'Space' ? 'Space' : (key as KeyInput));
  const box = async (query: Query) => {
    const element = await find(query);
    await element.scrollIntoView();
    const rect = await element.boundingBox();
    if (!rect) throw new Error(`Firefox: ${JSON.stringify(sendQuery(query))} has no box`);
    return rect;
  };

  return {
    name: 'Firefox',
    version,
    async newVisitor() {
      await context?.close();
      watch.reset();
      context = await browser.createBrowserContext();
      page = await context.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      await page.evaluateOnNewDocument(pageSource(reportViolations) + '()');
      page.on('console', (message) => {
        if (message.type() === 'error') watch.note({ kind: 'console.error', message: message.text(), where: message.location().url ?? '' });
      });
      page.on('pageerror', (error) => watch.note({ kind: 'uncaught', message: error instanceof Error ? error.message : String(error), where: current().url() }));
      page.on('response', (response) => {
        if (response.status() >= 400) watch.note({ kind: 'load failed', message: `${response.status()} ${new URL(response.url()).pathname}`, where: response.url() });
      });
    },
    async goto(path) {
      await current().evaluate(`Promise.race([window.ResortWidgets?.ready, new Promise((done) => setTimeout(done, ${SETTLE_TIMEOUT}))])`).catch(() => undefined);
      await current().goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    },
    async url() {
      return new URL(current().url());
    },
    async evaluate(fn, ...args) {
      return (await current().evaluate(`${pageSource(fn as (...args: never[]) => unknown)}(...${JSON.stringify(args)})`)) as never;
    },
    async read(query) {
      return (await current().evaluate(`${pageSource(readElement, [findElement, focusedElement])}(${JSON.stringify(sendQuery(query))})`)) as ElementState | null;
    },
    async click(query) {
      await (await find(query)).click();
    },
    async focus(query) {
      await (await find(query)).focus();
    },
    async type(text) {
      await current().keyboard.type(text);
    },
    async press(key) {
      const keyboard = current().keyboard;
      if (key === 'Shift+Tab') {
        await keyboard.down('Shift');
        await keyboard.press('Tab');
        await keyboard.up('Shift');
      } else await keyboard.press(keyOf(key));
    },
    async wheel(query, deltaY, times) {
      const rect = await box(query);
      const mouse = current().mouse;
      await mouse.move(rect.x + rect.width / 2, rect.y + rect.height / 2);
      for (let turn = 0; turn < times; turn++) await mouse.wheel({ deltaY });
    },
    async draw(query, points) {
      const rect = await box(query);
      const mouse = current().mouse;
      const at = ([x, y]: [number, number]) => [rect.x + rect.width * x, rect.y + rect.height * y] as const;
      const [first, ...rest] = points;
      if (!first) return;
      await mouse.move(...at(first));
      await mouse.down();
      for (const point of rest) await mouse.move(...at(point), { steps: 2 });
      await mouse.up();
    },
    async focusedInFrame(field) {
      const frame = await frameOf(field);
      const inFrame = await frame.evaluate((css) => document.activeElement === document.querySelector(css), field.css);
      const frameFocused = await current().evaluate(`(${pageSource(focusedElement)}())?.tagName === 'IFRAME'`);
      return inFrame && frameFocused === true;
    },
    async consoleProblems() {
      return watch.problems();
    },
    expectConsole(message) {
      watch.expect(message);
    },
    async close() {
      await browser.close();
    },
  };
}
