/**
 * A journey as a screen-reader user makes it: keys pressed one at a time, and after each, what
 * Orca said and where its focus went, written down as a step of the transcript and checked.
 *
 * After a key, the step waits (never for a fixed time) until Orca has received the key (Orca is
 * single-threaded: the key's line in its log means everything before it was handled), then until
 * what the step expects has been said (or a time limit passed), then until Orca has been quiet for
 * `QUIET` ms: nothing said, no focus moved, no event handled.
 *
 * Besides what each step expects, every step is checked for the kinds of problem a screen-reader
 * user meets (`checks.ts`): a dialog without a name, focus escaping an open dialog, a control or
 * field without a name, a key Orca answered with silence.
 */
import type { Page } from 'puppeteer-core';
import type { ScreenBrowser } from './browser.ts';
import { checkStep, dialogOf, outsidePage, type FocusRecord } from './checks.ts';
import type { Desktop } from './desktop.ts';
import { pressKey, typeText, type KeyName } from './keyboard.ts';
import type { OrcaLog, OrcaRecord } from './orca.ts';

/** How long Orca must have been quiet for a step to be over. */
export const QUIET = Number(process.env.SCREEN_READER_QUIET_MS ?? 700);
/** How long a step waits for what it expects to be said (a call to the store, a part loaded on reach). */
export const STEP_TIMEOUT = Number(process.env.SCREEN_READER_STEP_MS ?? 15_000);
/** How long a key step waits for Orca to say anything at all before it counts as silence. */
const SILENCE = 4_000;
/** How long Orca may take to receive a key (it may be busy with what came before). */
const KEY_TIMEOUT = 20_000;

export type Pattern = string | RegExp;

export interface Expect {
  /** What Orca says in this step, in this order: each a part of what it said (a pattern or the exact words). */
  says?: Pattern[];
  /** What Orca says in this step, in any order (a live region's news may come before or after the focus). */
  hears?: Pattern[];
  /** What Orca must not say in this step. */
  never?: Pattern[];
  /**
   * What Orca may say at most once in this step, counted across everything it said (a status's
   * news that a control's new description would say again). With `says`, heard exactly once, where
   * `says` puts it.
   */
  once?: Pattern[];
  /** Where Orca's focus is after the step: its role (`entry`, `push button`, …) and name. */
  focus?: { role?: string; name?: Pattern };
  /** The step may pass without a word (typing: Orca echoes no keys here). */
  silent?: boolean;
  /** A longer wait for what is said (the store answering). */
  timeout?: number;
}

export interface Step {
  /** What the shopper does: `Tab`, `Enter`, `types “Alex”`, `opens /cart`. */
  action: string;
  /** Why, in the shopper's words (shown in the transcript). */
  note: string;
  said: string[];
  /** Orca's focus after the step (when it moved). */
  focus: FocusRecord | null;
  problems: string[];
}

export class StepFailure extends Error {}

/** Whether the page has the focus, on an element inside a dialog (open shadow roots crossed). */
const PAGE_FOCUS_IN_DIALOG = `(() => {
  if (!document.hasFocus()) return false;
  let active = document.activeElement;
  while (active && active.shadowRoot && active.shadowRoot.activeElement) active = active.shadowRoot.activeElement;
  for (let node = active; node; node = node.parentElement ?? (node.getRootNode() instanceof ShadowRoot ? node.getRootNode().host : null)) {
    if (node.matches('dialog[open], [role="dialog"], [role="alertdialog"]')) return true;
  }
  return false;
})()`;

const MODIFIERS = /^(Shift|Control|Alt|Meta|Super|ISO_Level3)_/;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const describePattern = (pattern: Pattern) => (typeof pattern === 'string' ? `“${pattern}”` : String(pattern));
const matches = (text: string, pattern: Pattern) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text));

/** How many times `pattern` occurs in `said`, each utterance searched on its own. */
export function occurrences(said: string[], pattern: Pattern): number {
  let count = 0;
  for (const text of said) {
    if (typeof pattern === 'string') {
      if (pattern === '') continue;
      for (let at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + pattern.length)) count += 1;
    } else {
      const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
      for (const found of text.matchAll(global)) if (found[0] !== '') count += 1;
    }
  }
  return count;
}

/**
 * Where each pattern is found in `said`, in order (the next one searched after the previous one's
 * place); the first one not found is reported.
 */
export function findInOrder(said: string[], patterns: Pattern[]): { missing: Pattern | null } {
  const text = said.join('\n');
  let from = 0;
  for (const pattern of patterns) {
    const rest = text.slice(from);
    if (typeof pattern === 'string') {
      const at = rest.indexOf(pattern);
      if (at < 0) return { missing: pattern };
      from += at + pattern.length;
    } else {
      const found = new RegExp(pattern.source, pattern.flags.replace('g', '')).exec(rest);
      if (!found) return { missing: pattern };
      from += found.index + found[0].length;
    }
  }
  return { missing: null };
}

/** The screen a journey drives: the desktop's keyboard, Orca's log and the browser's page. */
export class Screen {
  readonly steps: Step[] = [];
  /** Orca's focus now: the last focus line of its log. */
  private focus: FocusRecord | null = null;
  private read = 0;

  constructor(
    readonly desktop: Desktop,
    readonly log: OrcaLog,
    readonly browser: ScreenBrowser,
    readonly baseUrl: string,
  ) {}

  get page(): Page {
    return this.browser.page;
  }

  /** Everything Orca logged since the last call (the focus followed on the way). */
  private take(): OrcaRecord[] {
    this.log.poll();
    const fresh = this.log.records.slice(this.read);
    this.read = this.log.records.length;
    for (const record of fresh) if (record.kind === 'focus') this.focus = record;
    return fresh;
  }

  /** Forgets what Orca said until now (after a setup the transcript leaves out). */
  async forget(): Promise<void> {
    await this.quiet();
    this.take();
  }

  /**
   * Forgets what Orca said until now, once Orca's focus is on an object named `name` (a setup that
   * moved the focus by script): on a busy machine Orca can be quiet for `QUIET` ms before the
   * focus event reaches it, and a key pressed then starts from where Orca was before.
   */
  async forgetOnceFocusedOn(name: string, limit = STEP_TIMEOUT): Promise<void> {
    const deadline = Date.now() + limit;
    for (;;) {
      await this.forget();
      if (this.focus?.name === name) return;
      if (Date.now() > deadline) throw new Error(`Setup: Orca's focus did not reach “${name}” (it is on ${this.focus ? `${this.focus.role} “${this.focus.name}”` : 'nothing'})`);
      await wait(100);
    }
  }

  /** Waits until Orca has been quiet for `QUIET` ms. */
  async quiet(limit = STEP_TIMEOUT): Promise<void> {
    const deadline = Date.now() + limit;
    for (;;) {
      this.log.poll();
      if (Date.now() - this.log.lastActivity >= QUIET || Date.now() > deadline) return;
      await wait(50);
    }
  }

  /** Waits until the log holds a key press of `key` after `from` (Orca has got the key). */
  private async received(key: string, from: number): Promise<void> {
    // With Shift held, X names Tab ISO_Left_Tab.
    const name = key === 'shift+Tab' ? 'ISO_Left_Tab' : (key.split('+').at(-1) ?? key);
    const deadline = Date.now() + KEY_TIMEOUT;
    for (;;) {
      this.log.poll();
      if (this.log.records.slice(from).some((record) => record.kind === 'key' && record.key.toLowerCase() === name.toLowerCase())) return;
      if (Date.now() > deadline) throw new StepFailure(`Orca never received the key ${key} (is the browser's window focused?)`);
      await wait(25);
    }
  }

  /** Waits until Orca has received `count` keys other than modifiers after `from` (typed text). */
  private async receivedKeys(count: number, from: number): Promise<void> {
    const deadline = Date.now() + KEY_TIMEOUT;
    for (;;) {
      this.log.poll();
      const keys = this.log.records.slice(from).filter((record) => record.kind === 'key' && !MODIFIERS.test(record.key)).length;
      if (keys >= count) return;
      if (Date.now() > deadline) throw new StepFailure(`Orca received ${keys} of the ${count} keys typed`);
      await wait(25);
    }
  }

  /**
   * After a step's input: waits for what it expects (or, for a key, for anything said), then for
   * quiet; records the step and checks it. Throws on a problem, after recording it.
   */
  private async settle(action: string, note: string, from: number, expect: Expect, key: string | null): Promise<Step> {
    const before = this.focus;
    const started = Date.now();
    const limit = expect.timeout ?? STEP_TIMEOUT;
    const said = () => this.log.records.slice(from).flatMap((record) => (record.kind === 'speech' ? [record.text] : []));
    // Where the keyboard focus went: Orca also moves its locus to what it reads (a section the caret
    // passes), so the last object that had the focus counts, else the last locus.
    const focused = () => {
      const moves = this.log.records.slice(from).filter((record): record is FocusRecord => record.kind === 'focus');
      return moves.filter((record) => record.states.includes('focused')).at(-1) ?? moves.at(-1) ?? null;
    };
    const satisfied = () => {
      if (expect.says && findInOrder(said(), expect.says).missing !== null) return false;
      if (expect.hears && expect.hears.some((pattern) => !said().some((text) => matches(text, pattern)))) return false;
      if (expect.focus && !focusMatches(focused() ?? before, expect.focus)) return false;
      if (!expect.says && !expect.hears && !expect.focus && key !== null && !expect.silent) return said().length > 0 || Date.now() - started > SILENCE;
      return true;
    };
    for (;;) {
      this.log.poll();
      const ready = satisfied();
      if ((ready && Date.now() - this.log.lastActivity >= QUIET) || Date.now() - started > limit) break;
      await wait(50);
    }
    this.take();
    const step: Step = { action, note, said: said(), focus: focused(), problems: [] };
    const after = step.focus ?? before;
    if (expect.says) {
      const { missing } = findInOrder(step.said, expect.says);
      if (missing !== null) step.problems.push(`Orca did not say ${describePattern(missing)}${expect.says.length > 1 ? ` (expected, in order: ${expect.says.map(describePattern).join(', ')})` : ''}`);
    }
    for (const pattern of expect.hears ?? []) if (!step.said.some((text) => matches(text, pattern))) step.problems.push(`Orca did not say ${describePattern(pattern)}`);
    for (const pattern of expect.never ?? []) if (step.said.some((text) => matches(text, pattern))) step.problems.push(`Orca said ${describePattern(pattern)}, which it must not`);
    for (const pattern of expect.once ?? []) {
      const times = occurrences(step.said, pattern);
      if (times > 1) step.problems.push(`Orca said ${describePattern(pattern)} ${times} times, where once is enough`);
    }
    if (expect.focus && !focusMatches(after, expect.focus)) {
      step.problems.push(`Orca's focus is on ${after ? `${after.role} “${after.name}”` : 'nothing'}, not on ${expect.focus.role ?? 'an object'}${expect.focus.name ? ` named ${describePattern(expect.focus.name)}` : ''}`);
    }
    const leftDialog = (key === 'Tab' || key === 'shift+Tab') && before !== null && !outsidePage(before) && dialogOf(before) !== null;
    const pageFocusInDialog = leftDialog ? await this.page.evaluate(PAGE_FOCUS_IN_DIALOG).catch(() => undefined) as boolean | undefined : undefined;
    const previous = [...this.steps].reverse().find((one) => one.focus !== null)?.focus ?? null;
    step.problems.push(...checkStep({ key, before, previous, after: step.focus, said: step.said, silentAllowed: expect.silent === true, pageFocusInDialog }));
    this.steps.push(step);
    if (step.problems.length > 0) throw new StepFailure(`${action}${note ? ` (${note})` : ''}: ${step.problems.join('; ')}\n  Orca said: ${step.said.map((text) => `“${text}”`).join(' ') || 'nothing'}`);
    return step;
  }

  /** Presses a key (xdotool's name: `Tab`, `shift+Tab`, `Return`, `Escape`, `space`, `Down`). */
  async press(key: KeyName, note = '', expect: Expect = {}): Promise<Step> {
    await this.quiet();
    this.take();
    const from = this.log.records.length;
    pressKey(this.desktop, key);
    await this.received(key, from);
    return this.settle(keyLabel(key), note, from, expect, key);
  }

  /** Types text into the field that has the focus. */
  async type(text: string, note = '', expect: Expect = { silent: true }, shown = text): Promise<Step> {
    await this.quiet();
    this.take();
    const from = this.log.records.length;
    typeText(this.desktop, text);
    await this.receivedKeys([...text].length, from);
    return this.settle(`types “${shown}”`, note, from, { silent: true, ...expect }, null);
  }

  /**
   * Opens a page as a person does: the address bar (Ctrl+L), the address typed (Delete drops what
   * the bar offers to complete it with), Enter. The step is what Orca says from Enter on, once the
   * page's widgets are up. A mistyped address (a key lost on a busy machine) is typed again.
   */
  async open(path: string, note = '', expect: Expect = {}): Promise<Step> {
    const url = new URL(path, this.baseUrl).href;
    for (let attempt = 1; ; attempt++) {
      await this.quiet();
      let from = this.log.records.length;
      pressKey(this.desktop, 'ctrl+l');
      await this.received('l', from);
      from = this.log.records.length;
      pressKey(this.desktop, 'ctrl+a');
      await this.received('a', from);
      from = this.log.records.length;
      typeText(this.desktop, url);
      await this.receivedKeys([...url].length, from);
      from = this.log.records.length;
      pressKey(this.desktop, 'Delete');
      await this.received('Delete', from);
      await this.quiet();
      this.take();
      from = this.log.records.length;
      pressKey(this.desktop, 'Return');
      await this.received('Return', from);
      try {
        await this.widgetsUp(url);
      } catch (error) {
        if (attempt >= 3) throw error;
        continue;
      }
      // Done when Orca says the page finished loading: the document's focus (“… document web”)
      // comes before it, and a key pressed between the two, on a busy machine, meets a page Orca
      // still takes as loading (the Tab went unheard, or met the header before its widgets).
      return this.settle(`opens ${path}`, note, from, { says: [/Finished loading/], ...expect }, null);
    }
  }

  /** Waits until the browser shows `url` (or any store page, when none is given) with its widgets up. */
  async widgetsUp(url?: string, limit = STEP_TIMEOUT): Promise<void> {
    const deadline = Date.now() + limit;
    let last = '';
    for (;;) {
      const at = await this.page
        .evaluate(`(async () => {
          if (document.readyState !== 'complete') return '';
          if (window.ResortWidgets?.ready) await Promise.race([window.ResortWidgets.ready, new Promise((done) => setTimeout(done, 2000))]);
          return location.href;
        })()`)
        .catch(() => '');
      last = typeof at === 'string' ? at : '';
      if (last && (url === undefined ? !last.startsWith('about:') : last === url)) return;
      if (Date.now() > deadline) throw new StepFailure(`The browser is at ${last || 'a page still loading'}, not ${url ?? 'a page of the store'}`);
      await wait(100);
    }
  }

  /** Something a shopper does that the transcript only names (the driver does it, no key): reloads, a setup. */
  async note(action: string, run: () => Promise<void>): Promise<void> {
    await run();
    await this.forget();
    this.steps.push({ action, note: '', said: [], focus: this.focus, problems: [] });
  }
}

function keyLabel(key: KeyName): string {
  const names: Record<string, string> = { Return: 'Enter', space: 'Space', Down: '↓', Up: '↑', Left: '←', Right: '→', Escape: 'Escape', Tab: 'Tab', 'shift+Tab': 'Shift+Tab' };
  return names[key] ?? key;
}

function focusMatches(focus: FocusRecord | null, expected: { role?: string; name?: Pattern }): boolean {
  if (!focus) return false;
  if (expected.role && focus.role !== expected.role) return false;
  if (expected.name !== undefined && !(typeof expected.name === 'string' ? focus.name === expected.name : expected.name.test(focus.name))) return false;
  return true;
}
