/**
 * One browser engine, as a journey of `test/engines/journeys.ts` drives it: the same few steps a
 * shopper takes (open a page, click, type, press a key, draw, scroll), whichever protocol the
 * engine's driver speaks. `firefox.ts` drives Firefox ESR over WebDriver BiDi, `webkit.ts`
 * WebKitGTK over classic WebDriver.
 */
import type { ElementState, Query } from './page-scripts.ts';

export type { ElementState, Query };

export type Key = 'Tab' | 'Enter' | 'Escape' | 'Space' | 'ArrowDown' | 'ArrowUp' | 'ArrowRight' | 'ArrowLeft' | 'Shift+Tab';

/** A card frame's field, as the payment journeys type into it. */
export interface FrameField {
  /** The `<iframe>` on the page. */
  frame: Query;
  /** The field inside it (plain CSS: a frame has no shadow roots of ours). */
  css: string;
}

export interface Engine {
  readonly name: 'Firefox' | 'WebKit';
  /** The browser's own name and version, as its driver reports them. */
  readonly version: string;
  /** A fresh visitor: no cookies, no storage of the store's origin, on a blank page. */
  newVisitor(): Promise<void>;
  /**
   * Opens a path of the demo store and waits for its load event. Before it leaves a page it waits
   * for that page's widgets to be up (`ResortWidgets.ready`), as a shopper looks at a page before
   * moving on: leaving mid-load is not what these journeys test.
   */
  goto(path: string): Promise<void>;
  /** The page's address now. */
  url(): Promise<URL>;
  /** Runs `fn` in the page's top document with `args` (sent as JSON) and returns its result. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<Awaited<T>>;
  /** What the first element the query finds shows now (null when there is none: no waiting). */
  read(query: Query): Promise<ElementState | null>;
  /** Clicks the element (waiting until the query finds it), at its centre, with the pointer. */
  click(query: Query): Promise<void>;
  /** Puts the keyboard focus on the element, as a script would: where a journey starts typing. */
  focus(query: Query): Promise<void>;
  /** Types text with the keyboard into whatever has the focus (a frame's field included). */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Moves the pointer over the element, then turns the wheel `deltaY` pixels, `times` times. */
  wheel(query: Query, deltaY: number, times: number): Promise<void>;
  /** Presses the pointer at the first point, drags it through the others and lets go; points are fractions of the element's box. */
  draw(query: Query, points: readonly [number, number][]): Promise<void>;
  /** Whether a field inside a card frame has the focus (within its frame, and the frame within the page). */
  focusedInFrame(field: FrameField): Promise<boolean>;
  /** Every console error, uncaught error, CSP violation and failed load since `newVisitor`, but those the journey expects. */
  consoleProblems(): Promise<string[]>;
  /** The journey expects this message (exact text or a pattern); it may appear any number of times. */
  expectConsole(message: string | RegExp): void;
  close(): Promise<void>;
}

/** Why a console line counts, in the words of both engines. */
export interface ConsoleLine {
  kind: 'console.error' | 'uncaught' | 'load failed';
  message: string;
  where: string;
}

export const describeLine = ({ kind, message, where }: ConsoleLine) => `${kind}: ${message}${where ? ` (${where})` : ''}`;

/** Keeps what a journey expects apart from what it does not. */
export class ConsoleWatch {
  private expected: (string | RegExp)[] = [];
  private lines: ConsoleLine[] = [];

  note(line: ConsoleLine): void {
    this.lines.push(line);
  }

  expect(message: string | RegExp): void {
    this.expected.push(message);
  }

  reset(): void {
    this.expected = [];
    this.lines = [];
  }

  problems(): string[] {
    return this.lines
      .filter((line) => !this.expected.some((one) => (typeof one === 'string' ? one === line.message : one.test(line.message))))
      .map(describeLine);
  }
}
