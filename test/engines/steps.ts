/** The waiting a journey does, engine-neutral: until what a user would wait for is on screen. */
import type { ElementState, Engine, Query } from './engine.ts';

// A step fails only when what it waits for never comes: beside the other stages of `npm test` on a
// two-core machine (load 13 once), an add to cart's answer took over 10 s to show.
export const WAIT = 20_000;

const describe = (query: Query) => `${query.within ? `${query.within} ` : ''}${query.css}${query.name ? ` named ${String(query.name)}` : ''}`;

/**
 * Waits until the query finds an element that passes `check` (by default: any), and returns its
 * state; fails with what it saw last. A page that is navigating answers nothing for a moment:
 * that is waited out too.
 */
export async function see(engine: Engine, query: Query, check: (state: ElementState) => boolean = () => true, what = 'as expected', timeout = WAIT): Promise<ElementState> {
  const deadline = Date.now() + timeout;
  let last: ElementState | null = null;
  let error: unknown = null;
  for (;;) {
    try {
      last = await engine.read(query);
      error = null;
      if (last && check(last)) return last;
    } catch (problem) {
      error = problem;
    }
    if (Date.now() > deadline) {
      throw new Error(`${engine.name}: ${describe(query)} is not ${what} on ${(await engine.url().catch(() => null))?.pathname ?? '?'}; last seen: ${JSON.stringify(last)}${error instanceof Error ? ` (${error.message})` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until nothing the query finds is visible. */
export async function gone(engine: Engine, query: Query): Promise<void> {
  const deadline = Date.now() + WAIT;
  while ((await engine.read(query).catch(() => null)) !== null) {
    if (Date.now() > deadline) throw new Error(`${engine.name}: ${describe(query)} is still shown`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the page is at `path` (a pathname, or a pattern of it). */
export async function at(engine: Engine, path: string | RegExp): Promise<URL> {
  const deadline = Date.now() + WAIT;
  for (;;) {
    const url = await engine.url().catch(() => null);
    if (url && (typeof path === 'string' ? url.pathname === path : path.test(url.pathname))) return url;
    if (Date.now() > deadline) throw new Error(`${engine.name}: still at ${url?.pathname ?? '?'}, not ${String(path)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const focused = (state: ElementState) => state.focused;

/** Fails the journey when `actual` is not `expected`. */
export function same<T>(actual: T, expected: T, what: string): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}
