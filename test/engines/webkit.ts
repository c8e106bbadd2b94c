/**
 * WebKitGTK over classic WebDriver: Debian's `WebKitWebDriver` (webkit2gtk-driver) drives its
 * MiniBrowser, which needs a display: the helper starts its own Xvfb unless `DISPLAY` is set.
 * selenium-webdriver is the client. The console watch comes through `webkit-proxy.ts`.
 *
 * One workaround: WebKitWebDriver delivers only the first wheel action of a session; later ones
 * are accepted and do nothing. So the first turn of the wheel in a session is the real wheel
 * action, and each later turn scrolls the box under the pointer by the same amount with
 * `scrollBy`, which is what the wheel does there: the page sees the same `scroll` events.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Builder, Key as Keys, Origin, WebElement, type WebDriver } from 'selenium-webdriver';
import { ConsoleWatch, type Engine, type FrameField, type Key } from './engine.ts';
import { pageSource } from './in-page.ts';
import { findElement, focusedElement, readElement, sendQuery, type ElementState, type Query } from './page-scripts.ts';
import { startWatchProxy } from './webkit-proxy.ts';
import { freePort } from '../../scripts/free-port.ts';

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const STEP_TIMEOUT = 10_000;
/** How long `goto` waits for the page it leaves to have its widgets up. */
const SETTLE_TIMEOUT = 5_000;
/** How long a click waits for its target to hold still before it presses anyway. */
const STABLE_TIMEOUT = 2_000;
/**
 * How often a click presses when the press never reaches its target. With the focus in a card
 * field (the provider's own frame), WebKitGTK scrolls that field back into view after the driver
 * scrolled the target into view: under load, between the scroll and the press, so the press lands
 * on whatever is there then, or the driver finds the target outside the window and refuses to
 * move there (MoveTargetOutOfBoundsError, about one gate in two for Braintree's Place order). A
 * shopper sees the button and presses where it is; so does the retry.
 */
const PRESS_TRIES = 3;

/**
 * Run in the page before a press (arguments: the element, the most to wait): scrolls the element
 * into view and waits until its box has held still for two frames, as Playwright's click does (an
 * island above may still be taking over from the store's markup); then watches for the press.
 */
const PRESS_READY = `const [element, most, done] = arguments;
element.resortPressed = false;
element.addEventListener('pointerdown', () => (element.resortPressed = true), { once: true, capture: true });
element.scrollIntoView({ block: 'center' });
const deadline = performance.now() + most;
let last = '';
let still = 0;
const look = () => {
  const rect = element.getBoundingClientRect();
  const now = [rect.x, rect.y, rect.width, rect.height].join();
  still = now === last ? still + 1 : 0;
  last = now;
  if (still >= 2 || performance.now() > deadline) done();
  else requestAnimationFrame(look);
};
requestAnimationFrame(look);`;


/** Starts Xvfb on a free display (it names it through `-displayfd`). */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
    let said = '';
    xvfb.once('error', (error) => reject(new Error(`WebKit needs a display and Xvfb could not start (${error.message}): apt-get install xvfb`)));
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) resolve({ display: `:${said.trim()}`, process: xvfb });
    });
  });
}

async function waitForDriver(url: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const ready = await fetch(`${url}/status`).then((answer) => answer.ok, () => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

const KEYS: Readonly<Record<Exclude<Key, 'Shift+Tab'>, string>> = {
  Tab: Keys.TAB,
  Enter: Keys.ENTER,
  Escape: Keys.ESCAPE,
  Space: Keys.SPACE,
  ArrowDown: Keys.ARROW_DOWN,
  ArrowUp: Keys.ARROW_UP,
  ArrowRight: Keys.ARROW_RIGHT,
  ArrowLeft: Keys.ARROW_LEFT,
};

export async function startWebKit(baseUrl: string): Promise<Engine> {
  const watch = new ConsoleWatch();
  const children: ChildProcess[] = [];
  const proxy = await startWatchProxy(watch);
  let display = process.env.DISPLAY;
  if (!display) {
    const xvfb = await startXvfb();
    children.push(xvfb.process);
    display = xvfb.display;
  }
  const port = await freePort();
  const driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
  children.push(driverProcess);
  await new Promise<void>((resolve, reject) => {
    driverProcess.once('spawn', resolve);
    driverProcess.once('error', (error) => reject(new Error(`WebKitWebDriver could not start (${error.message}): apt-get install webkit2gtk-driver`)));
  });
  const driverUrl = `http://127.0.0.1:${port}`;
  await waitForDriver(driverUrl);
  const driver: WebDriver = await new Builder()
    .usingServer(driverUrl)
    .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation', `--proxy=${proxy.url}`] } })
    .build();
  const capabilities = await driver.getCapabilities();
  await driver.manage().window().setRect({ width: 1280, height: 900 });
  let wheeled = false;

  const script = <T>(fn: (...args: never[]) => unknown, ...args: unknown[]) => driver.executeScript<T>(`return ${pageSource(fn)}(...arguments)`, ...args);
  const find = async (query: Query): Promise<WebElement> => {
    const deadline = Date.now() + STEP_TIMEOUT;
    for (;;) {
      const element = await script<WebElement | null>(findElement, sendQuery(query));
      if (element instanceof WebElement) return element;
      if (Date.now() > deadline) throw new Error(`WebKit: nothing found for ${JSON.stringify(sendQuery(query))} on ${await driver.getCurrentUrl()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  /** The element's box in the viewport, once it is scrolled into view. */
  const box = async (query: Query) => {
    const element = await find(query);
    return driver.executeScript<{ x: number; y: number; width: number; height: number }>(
      'arguments[0].scrollIntoView({ block: "center" }); const { x, y, width, height } = arguments[0].getBoundingClientRect(); return { x, y, width, height };',
      element,
    );
  };
  const inFrame = async <T>(field: FrameField, step: () => Promise<T>): Promise<T> => {
    const frame = await find(field.frame);
    await driver.switchTo().frame(frame);
    try {
      const deadline = Date.now() + STEP_TIMEOUT;
      while (!(await driver.executeScript<boolean>('const field = document.querySelector(arguments[0]); return !!field && field.getClientRects().length > 0;', field.css))) {
        if (Date.now() > deadline) throw new Error(`WebKit: no ${field.css} in ${JSON.stringify(sendQuery(field.frame))}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return await step();
    } finally {
      await driver.switchTo().defaultContent();
    }
  };

  return {
    name: 'WebKit',
    version: `WebKitGTK ${String(capabilities.get('browserVersion'))}`,
    async newVisitor() {
      // Cookies and storage belong to the document's origin: clear them from the store's pages.
      await driver.get(new URL('/robots.txt', baseUrl).href);
      await driver.manage().deleteAllCookies();
      await driver.executeScript('localStorage.clear(); sessionStorage.clear();');
      await driver.get('about:blank');
      watch.reset();
    },
    async goto(path) {
      await driver
        .executeAsyncScript(`const done = arguments[arguments.length - 1]; Promise.race([window.ResortWidgets?.ready, new Promise((settle) => setTimeout(settle, ${SETTLE_TIMEOUT}))]).then(() => done(true), () => done(false));`)
        .catch(() => undefined);
      await driver.get(new URL(path, baseUrl).href);
    },
    async url() {
      return new URL(await driver.getCurrentUrl());
    },
    async evaluate(fn, ...args) {
      return script<never>(fn, ...args);
    },
    async read(query) {
      return driver.executeScript<ElementState | null>(`return ${pageSource(readElement, [findElement, focusedElement])}(arguments[0])`, sendQuery(query));
    },
    async click(query) {
      const element = await find(query);
      for (let attempt = 1; ; attempt++) {
        await driver.executeAsyncScript(PRESS_READY, element, STABLE_TIMEOUT);
        try {
          await driver.actions({ async: true }).move({ origin: element }).press().release().perform();
        } catch (error) {
          // The card field scrolled back into view between the scroll and the move: scroll and press again.
          if (!(error instanceof Error && error.name === 'MoveTargetOutOfBoundsError') || attempt === PRESS_TRIES) throw error;
          continue;
        }
        // A link or a form may have taken the page away: then the press surely arrived.
        const arrived = await driver.executeScript<boolean>('return arguments[0].resortPressed === true', element).catch(() => true);
        if (arrived || attempt === PRESS_TRIES) return;
      }
    },
    async focus(query) {
      await driver.executeScript('arguments[0].focus()', await find(query));
    },
    async type(text) {
      // A key at a time, as a person types: sent in one action, a shifted character (the R and !
      // of a password) could arrive unshifted on a loaded machine.
      for (const character of text) await driver.actions({ async: true }).sendKeys(character).perform();
    },
    async press(key) {
      if (key === 'Shift+Tab') await driver.actions({ async: true }).keyDown(Keys.SHIFT).sendKeys(Keys.TAB).keyUp(Keys.SHIFT).perform();
      else await driver.actions({ async: true }).sendKeys(KEYS[key]).perform();
    },
    async wheel(query, deltaY, times) {
      const rect = await box(query);
      const x = Math.round(rect.x + rect.width / 2);
      const y = Math.round(rect.y + rect.height / 2);
      await driver.actions({ async: true }).move({ x, y, origin: Origin.VIEWPORT }).perform();
      for (let turn = 0; turn < times; turn++) {
        if (!wheeled) {
          wheeled = true;
          // selenium-webdriver has the wheel's scroll action; its DefinitelyTyped types do not yet.
          const actions = driver.actions({ async: true }) as unknown as { scroll(x: number, y: number, deltaX: number, deltaY: number, origin: Origin): { perform(): Promise<void> } };
          await actions.scroll(x, y, 0, deltaY, Origin.VIEWPORT).perform();
          continue;
        }
        // The driver drops every wheel action after its first (see the top of this file).
        await driver.executeScript(
          `let box = document.elementFromPoint(arguments[0], arguments[1]);
           while (box && box.shadowRoot && box.shadowRoot.elementFromPoint(arguments[0], arguments[1]) && box.shadowRoot.elementFromPoint(arguments[0], arguments[1]) !== box) box = box.shadowRoot.elementFromPoint(arguments[0], arguments[1]);
           while (box && !(box.scrollHeight > box.clientHeight && /(auto|scroll)/.test(getComputedStyle(box).overflowY))) box = box.parentElement || (box.getRootNode() && box.getRootNode().host) || null;
           (box || document.scrollingElement).scrollBy(0, arguments[2]);`,
          x,
          y,
          deltaY,
        );
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    },
    async draw(query, points) {
      const rect = await box(query);
      const at = ([x, y]: [number, number]) => ({ x: Math.round(rect.x + rect.width * x), y: Math.round(rect.y + rect.height * y), origin: Origin.VIEWPORT });
      const [first, ...rest] = points;
      if (!first) return;
      let actions = driver.actions({ async: true }).move(at(first)).press();
      for (const point of rest) actions = actions.move({ ...at(point), duration: 20 });
      await actions.release().perform();
    },
    async focusedInFrame(field) {
      const top = await driver.executeScript<boolean>(`return (${pageSource(focusedElement)}())?.tagName === 'IFRAME'`);
      const inside = await inFrame(field, () => driver.executeScript<boolean>('return document.activeElement === document.querySelector(arguments[0])', field.css));
      return top && inside;
    },
    async consoleProblems() {
      // A beacon sent by the page's last step may still be on its way.
      await new Promise((resolve) => setTimeout(resolve, 200));
      return watch.problems();
    },
    expectConsole(message) {
      watch.expect(message);
    },
    async close() {
      await driver.quit().catch(() => undefined);
      for (const child of children.reverse()) child.kill();
      proxy.server.close();
    },
  };
}
