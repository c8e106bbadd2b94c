/**
 * `npm run test:engines`: the journeys of `journeys.ts` in Firefox ESR and WebKitGTK, one engine
 * after the other, on one demo store of their own (port `ENGINES_PORT`, 8191 by default; a fresh
 * database). Needs `dist/` (`npm run build`). A journey fails on a failed step or on anything its
 * console shows that it does not expect. Prints each journey's seconds per engine.
 *
 * `ENGINES=firefox` or `ENGINES=webkit` runs one; `JOURNEYS=<part of a name>` some. `--gate` (what
 * `npm test` runs) runs each journey in one engine, the engines taking turns from commit to commit
 * (`gate-turns.ts`). An engine whose browser is missing fails the run, saying what to install
 * (`.ci/run` installs them).
 * On CI a failed journey is tried once more, as the Playwright journeys are, and reported as flaky.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Engine } from './engine.ts';
import { FIREFOX_PATH, startFirefox } from './firefox.ts';
import { journeys, type EngineName } from './journeys.ts';
import { gateEngines, gateTurn } from './gate-turns.ts';
import { MINIBROWSER_PATH, startWebKit, WEBKIT_DRIVER_PATH } from './webkit.ts';

const port = Number(process.env.ENGINES_PORT ?? 8191);
const baseUrl = `http://127.0.0.1:${port}`;
const retries = process.env.CI ? 1 : 0;
const JOURNEY_TIMEOUT = 60_000;

const ENGINES: Record<EngineName, { needs: readonly (readonly [string, string])[]; start: (baseUrl: string) => Promise<Engine> }> = {
  firefox: { needs: [[FIREFOX_PATH, 'firefox-esr']], start: startFirefox },
  webkit: {
    needs: [
      [WEBKIT_DRIVER_PATH, 'webkit2gtk-driver'],
      [MINIBROWSER_PATH, 'webkit2gtk-driver'],
      ['/usr/bin/Xvfb', 'xvfb'],
    ],
    start: startWebKit,
  },
};

const chosen = (process.env.ENGINES ?? 'firefox,webkit').split(',').map((name) => name.trim()) as (keyof typeof ENGINES)[];
const only = process.env.JOURNEYS;
const gateOnly = process.argv.includes('--gate');
const turn = gateOnly ? gateTurn() : 0;
const inGate = gateEngines(journeys, turn);

async function startStore(): Promise<{ store: ChildProcess; dataDir: string }> {
  if (!existsSync('dist/resort-widgets.js')) throw new Error('dist/ is missing: run npm run build first.');
  if (await fetch(`${baseUrl}/`).then(() => true, () => false)) throw new Error(`Port ${port} already answers: set ENGINES_PORT to a free port.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'resort-engines-'));
  const store = spawn(process.execPath, ['--import', 'tsx', 'examples/server/main.ts', '--reset'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', DOUBLES_PORT: '', RESORT_TEST_ROUTES: '1', REGISTRATIONS_PER_ADDRESS: '100' },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (store.exitCode !== null) throw new Error(`The demo store stopped (exit ${store.exitCode}); is port ${port} free? Set ENGINES_PORT.`);
    if (await fetch(`${baseUrl}/`).then((answer) => answer.ok, () => false)) return { store, dataDir };
    if (Date.now() > deadline) throw new Error(`The demo store did not answer at ${baseUrl}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const within = <T>(promise: Promise<T>, ms: number, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms).unref())]);

async function runJourney(engine: Engine, journey: (typeof journeys)[number]): Promise<string | null> {
  try {
    await engine.newVisitor();
    await within(journey.run(engine), JOURNEY_TIMEOUT, journey.name);
    const problems = await engine.consoleProblems();
    if (problems.length > 0) return `the console of every page and frame stays clean (test/engines/):\n    ${problems.join('\n    ')}`;
    return null;
  } catch (error) {
    const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return `${reason}\n${await pageShown(engine)}`;
  }
}

/** What the page showed when a journey failed: its address and each tag's text, shadow root included. */
async function pageShown(engine: Engine): Promise<string> {
  try {
    const shown = await engine.evaluate(() => {
      const text = (node: Node): string => {
        if (node instanceof Text) return node.data;
        if (node instanceof HTMLStyleElement || node instanceof HTMLScriptElement) return '';
        const root = node instanceof Element && node.shadowRoot ? node.shadowRoot : node;
        return [...root.childNodes].map(text).join(' ');
      };
      const ours = (element: Element | null) => element !== null && element.localName.startsWith('resort-');
      const outermost = (element: Element) => {
        for (let parent = element.parentElement; parent; parent = parent.parentElement) if (ours(parent)) return false;
        return true;
      };
      const tags = [...document.querySelectorAll('*')].filter((element) => ours(element) && outermost(element));
      return {
        url: location.pathname + location.search,
        focused: document.activeElement?.localName ?? null,
        tags: tags.map((tag) => `<${tag.localName}>: ${text(tag).replace(/\s+/g, ' ').trim().slice(0, 400)}`),
      };
    });
    return `  the page showed (${shown.url}, focus in <${String(shown.focused)}>):\n    ${shown.tags.join('\n    ')}`;
  } catch (problem) {
    return `  the page could not be read: ${problem instanceof Error ? problem.message : String(problem)}`;
  }
}

/**
 * Before the journeys: an error logged in a page of the store must reach the watch, or a clean
 * console would prove nothing in this engine; and so must each way of breaking the store's strict
 * policy (an inline style, a string where Trusted Types are required), though the page's code
 * catches the refusal, or a journey under that policy would prove nothing either.
 */
async function watchHears(engine: Engine): Promise<void> {
  const planted = `planted by test/engines/run.ts in ${engine.name}`;
  await engine.newVisitor();
  await engine.goto('/');
  await engine.evaluate((message: string) => {
    console.error(message);
    const styled = document.createElement('p');
    styled.setAttribute('style', 'color: red');
    document.body.append(styled);
    try {
      styled.innerHTML = '<b>planted</b>';
    } catch {
      // Caught, as a widget's error boundary would: the report must still reach the watch.
    }
  }, planted);
  const heard: Record<string, RegExp> = {
    'a logged error': new RegExp(planted),
    'an inline style attribute': /securitypolicyviolation: style-src(-attr)? /,
    'a string written to innerHTML': /securitypolicyviolation: require-trusted-types-for /,
  };
  const deadline = Date.now() + 5_000;
  for (;;) {
    const problems = await engine.consoleProblems();
    const missing = Object.entries(heard).filter(([, pattern]) => !problems.some((line) => pattern.test(line)));
    if (missing.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`${engine.name}: ${missing.map(([what]) => what).join(' and ')} in a page of the store never reached the console watch, so a clean console would prove nothing.\n  It heard: ${problems.join('\n  ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const results: { engine: string; journey: string; seconds: number; outcome: 'passed' | 'flaky' | 'failed' }[] = [];
const started = Date.now();
for (const name of chosen) {
  const spec = ENGINES[name];
  if (!spec) throw new Error(`Unknown engine ${name}: ENGINES takes ${Object.keys(ENGINES).join(', ')}.`);
  for (const [path, pkg] of spec.needs) {
    if (!existsSync(path)) {
      console.error(`${name}: ${path} is missing. Install Debian's ${pkg} (apt-get install ${pkg}); .ci/run does.`);
      process.exit(1);
    }
  }
}
if (gateOnly) console.log(`The gate's turn ${turn} (ENGINES_TURN=${turn} repeats it): each journey in one engine, the other at the next commit.`);
const { store, dataDir } = await startStore();
try {
  for (const name of chosen) {
    const engineStart = Date.now();
    const engine = await ENGINES[name].start(baseUrl);
    console.log(`${engine.name} (${engine.version}): started in ${((Date.now() - engineStart) / 1000).toFixed(1)} s`);
    try {
      await watchHears(engine);
      for (const journey of journeys.filter((one) => (!only || one.name.includes(only)) && (!gateOnly || (inGate.get(one.name) ?? []).includes(name)))) {
        let failures = 0;
        let seconds = 0;
        let failure: string | null = null;
        do {
          const start = Date.now();
          failure = await runJourney(engine, journey);
          seconds = (Date.now() - start) / 1000;
          if (failure) {
            failures += 1;
            console.log(`  ✘ ${engine.name} › ${journey.name} (${seconds.toFixed(1)} s)\n    ${failure.replace(/\n/g, '\n    ')}`);
          }
        } while (failure && failures <= retries);
        const outcome = failure ? 'failed' : failures > 0 ? 'flaky' : 'passed';
        if (!failure) console.log(`  ✔ ${engine.name} › ${journey.name} (${seconds.toFixed(1)} s)${outcome === 'flaky' ? ' flaky: passed on its retry' : ''}`);
        results.push({ engine: engine.name, journey: journey.name, seconds, outcome });
      }
    } finally {
      await engine.close();
    }
    console.log(`${engine.name}: ${((Date.now() - engineStart) / 1000).toFixed(1)} s in all`);
  }
} finally {
  store.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

const failed = results.filter((result) => result.outcome === 'failed');
const flaky = results.filter((result) => result.outcome === 'flaky');
console.log(`\n${results.length - failed.length - flaky.length} passed, ${flaky.length} flaky, ${failed.length} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
for (const result of [...failed, ...flaky]) console.log(`  ${result.outcome}: ${result.engine} › ${result.journey}`);
process.exit(failed.length > 0 ? 1 : 0);
