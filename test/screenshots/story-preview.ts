/**
 * One Storybook preview frame per worker, showing one story after another without a reload (as
 * `scripts/storybook-axe.ts` does): a story is rendered once, then pictured in every look by
 * switching Storybook's globals, which redraws it in place (its play function does not run again)
 * and at each width by resizing the page.
 *
 * Before a picture the state must be drawn: the story has finished (its play function included),
 * its text is on screen, no request is in flight, the fonts are loaded and every image has
 * decoded. Each story starts from the same place (the first look, 320 px, scrolled to the top),
 * so what it shows never depends on the story a worker showed before it.
 */
import { expect, type Page, type Request } from '@playwright/test';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveStatic } from '../../scripts/static-server.ts';
import { looks, type Look } from './looks.ts';
import { shots, type Shot } from './shots.ts';

/** The clock every story reads (ages, "today", countdowns), so a picture is the same any day. */
export const SCREENSHOT_TIME = new Date('2026-12-01T17:00:00Z');

const heights: Record<number, number> = { 320: 640, 1280: 800 };

interface PreviewEvent {
  type: string;
  storyId?: string;
  detail: string;
}

/** Events the preview sends that end a story's render: its end, or how it failed. */
const FAILED = ['storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing', 'unhandledErrorsWhilePlaying'];

export class StoryPreview {
  private look: Look = looks[0]!;
  /** The story on show. */
  private current: string | undefined;
  private readonly inFlight = new Set<Request>();

  private constructor(
    readonly page: Page,
    private readonly server: Server,
  ) {
    page.on('request', (request) => this.inFlight.add(request));
    page.on('requestfinished', (request) => this.inFlight.delete(request));
    page.on('requestfailed', (request) => this.inFlight.delete(request));
  }

  /**
   * How long `open` may take (a worker fixture's timeout): its first story loads Storybook's
   * runtime, the shared chunks and the mock service worker, which on a busy machine took longer
   * than the 20 s a story is given.
   */
  static readonly openTimeout = 90_000;

  /**
   * Opens the preview and shows a first story (`warmUp`), so every test's stories start from a
   * loaded preview. A story that fails to render still fails here, with its reason.
   */
  static async open(newPage: () => Promise<Page>, storybookDir: string, warmUp: Shot = Object.values(shots)[0]![0]!): Promise<StoryPreview> {
    const server = await serveStatic(storybookDir);
    const preview = new StoryPreview(await newPage(), server);
    await preview.load();
    await preview.select(warmUp, looks[0]!, StoryPreview.openTimeout - 15_000);
    return preview;
  }

  async close(): Promise<void> {
    await this.page.close();
    this.server.close();
  }

  /**
   * Shows `shot`'s story in `look` (the first look unless told) at 320 px, and waits until its
   * state is drawn; in a frame of its own when the state needs one (`freshFrame`), whatever story
   * the worker showed before. The look is set before the story is chosen: set after, it played the
   * story a second time, and coming back to the first look for the next story played the last one
   * again.
   */
  async show(shot: Shot, look: Look = looks[0]!): Promise<void> {
    if (shot.freshFrame && this.current !== undefined) await this.load();
    try {
      await this.select(shot, look);
    } catch (error) {
      // Storybook reloads its frame when it cannot tear the previous story down: start afresh once.
      if (!(await this.recording())) {
        await this.load();
        await this.select(shot, look);
      } else throw error;
    }
  }

  /** Redraws the story shown in `look` (Storybook's theme and host-page globals). */
  async setLook(look: Look, shot: Shot): Promise<void> {
    if (look.name === this.look.name) return;
    await this.switchGlobals(look);
    await this.drawn(shot);
  }

  async resize(width: number): Promise<void> {
    await this.page.setViewportSize({ width, height: heights[width] ?? 800 });
    await this.settle();
  }

  private async load(): Promise<void> {
    await this.page.clock.setFixedTime(SCREENSHOT_TIME);
    await this.page.setViewportSize({ width: 320, height: heights[320]! });
    const { port } = this.server.address() as AddressInfo;
    // The accessibility panel's automatic run is the story check's job (scripts/storybook-axe.ts).
    await this.page.goto(`http://127.0.0.1:${port}/iframe.html?globals=a11y.manual:!true`, { timeout: StoryPreview.openTimeout });
    await this.page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window && '__STORYBOOK_ADDONS_CHANNEL__' in window, null, { timeout: StoryPreview.openTimeout });
    await this.page.evaluate(() => {
      const w = window as unknown as {
        __shotEvents: { type: string; storyId?: string; detail: string }[];
        __STORYBOOK_ADDONS_CHANNEL__: { emit(type: string, ...args: unknown[]): void };
      };
      w.__shotEvents = [];
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
      const emit = channel.emit.bind(channel);
      channel.emit = (type: string, ...args: unknown[]) => {
        const first = args[0] as { storyId?: unknown } | string | undefined;
        const storyId = typeof first === 'string' ? first : typeof first?.storyId === 'string' ? first.storyId : undefined;
        const detail = first instanceof Error ? first.message : (JSON.stringify(first) ?? '').slice(0, 400);
        w.__shotEvents.push({ type, ...(storyId === undefined ? {} : { storyId }), detail });
        emit(type, ...args);
      };
    });
    this.look = looks[0]!;
    this.current = undefined;
  }

  private recording(): Promise<boolean> {
    return this.page.evaluate(() => Array.isArray((window as unknown as { __shotEvents?: unknown }).__shotEvents)).catch(() => false);
  }

  private eventCount(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { __shotEvents: unknown[] }).__shotEvents.length);
  }

  /** Sets the globals of `look`; the story on show (if any) is redrawn in it. */
  private async switchGlobals(look: Look): Promise<void> {
    const from = await this.eventCount();
    await this.page.evaluate(({ theme, host }) => {
      const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: { emit(type: string, ...args: unknown[]): void } }).__STORYBOOK_ADDONS_CHANNEL__;
      channel.emit('updateGlobals', { globals: { theme, host } });
    }, look);
    this.look = look;
    if (this.current) await this.finished(this.current, from);
    else await this.page.waitForFunction((from) => (window as unknown as { __shotEvents: PreviewEvent[] }).__shotEvents.slice(from).some((event) => event.type === 'globalsUpdated'), from);
  }

  private async select(shot: Shot, look: Look, timeout = 20_000): Promise<void> {
    if (this.look.name !== look.name) await this.switchGlobals(look);
    await this.page.setViewportSize({ width: 320, height: heights[320]! });
    await this.page.evaluate(() => window.scrollTo(0, 0));
    const from = await this.eventCount();
    // Selecting the story on show again draws nothing and sends no event: it is remounted instead,
    // so a test that follows another on the same story starts from the story as it plays.
    await this.page.evaluate(
      ({ storyId, again }) => {
        const w = window as unknown as {
          __STORYBOOK_PREVIEW__: { onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): Promise<void> };
          __STORYBOOK_ADDONS_CHANNEL__: { emit(type: string, ...args: unknown[]): void };
        };
        if (again) w.__STORYBOOK_ADDONS_CHANNEL__.emit('forceRemount', { storyId });
        else void w.__STORYBOOK_PREVIEW__.onSetCurrentStory({ storyId, viewMode: 'story' });
      },
      { storyId: shot.story, again: this.current === shot.story },
    );
    this.current = shot.story;
    await this.finished(shot.story, from, timeout);
    await this.drawn(shot);
  }

  /** Waits for the preview to say the story finished rendering (and playing) after event `from`. */
  private async finished(storyId: string, from: number, timeout = 20_000): Promise<void> {
    const handle = await this.page.waitForFunction(
      ({ storyId, from, failed }) => {
        const events = (window as unknown as { __shotEvents: PreviewEvent[] }).__shotEvents.slice(from);
        // A frame opened with no story selected says so (storyMissing, naming none), and on a busy
        // machine it says it after the recording started: only a story that names this one, or a
        // failure that names none, is this story's failure.
        const ours = (event: PreviewEvent) => (event.type === 'storyMissing' ? event.storyId === storyId : event.storyId === undefined || event.storyId === storyId);
        return events.find((event) => failed.includes(event.type) && ours(event)) ?? events.find((event) => event.type === 'storyFinished' && event.storyId === storyId);
      },
      { storyId, from, failed: FAILED },
      { timeout },
    );
    const event = (await handle.jsonValue()) as PreviewEvent;
    if (event.type !== 'storyFinished') throw new Error(`story ${storyId}: ${event.type} ${event.detail}`);
  }

  /**
   * Waits until no content that had the focus lingers (`src/ui/after-focus-heard.ts`): a form's
   * step or a closed dialog stays on the page, visually hidden, for half a second after the focus
   * moved on, and a focus walk would meet its controls. Gives up after two seconds.
   */
  async noLingering(): Promise<void> {
    await this.page
      .waitForFunction(
        () => {
          const lingers = (root: Document | ShadowRoot): boolean =>
            [...root.querySelectorAll('.rw-visually-hidden:not([hidden]), .rw-dialog--leaving')].some(
              (element) => element.matches('.rw-dialog--leaving') || element.querySelector('input, button, select, textarea, a[href]') !== null,
            ) || [...root.querySelectorAll('*')].some((element) => element.shadowRoot !== null && lingers(element.shadowRoot));
          return !lingers(document);
        },
        null,
        { timeout: 2_000 },
      )
      .catch(() => undefined);
  }

  /** The state is on screen: its text, no request in flight, fonts and images ready. */
  private async drawn(shot: Shot): Promise<void> {
    // A state reached through lazy chunks and a failed script (the payment form's SDK load
    // failure) once took 10.5 s beside the rest of npm test on two cores; the picture itself waits
    // for nothing but this text, so the wait is generous.
    await expect(this.page.getByText(shot.shows).filter({ visible: true }).first(), `story ${shot.story} shows “${shot.shows}”`).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => [...this.inFlight].map((request) => `${request.method()} ${request.url()}`), { message: `story ${shot.story}: requests still in flight` }).toEqual([]);
    if (shot.viewport) await this.focusInDialog();
    await this.settle();
  }

  /**
   * A dialog's state is pictured with the focus where the dialog puts it: a dialog moves it in
   * once it shows, and on a busy machine the text it shows came first. Waits, when the page shows a
   * dialog, until the focus is inside one, or 5 s: a popup that keeps the focus on its opener is
   * pictured as it is. A state with no dialog (the mini cart's drop-down, a region) is pictured at
   * once: its story's play function waits for the focus its panel takes.
   */
  private async focusInDialog(): Promise<void> {
    await this.page
      .waitForFunction(
        () => {
          const DIALOG = '[role="dialog"], [role="alertdialog"], dialog[open], [aria-modal="true"]';
          const dialogs: Element[] = [];
          const collect = (root: Document | ShadowRoot) => {
            dialogs.push(...root.querySelectorAll(DIALOG));
            for (const element of root.querySelectorAll('*')) if (element.shadowRoot) collect(element.shadowRoot);
          };
          collect(document);
          if (!dialogs.some((dialog) => dialog.checkVisibility({ visibilityProperty: true }))) return true;
          let active: Element | null = document.activeElement;
          while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
          return Boolean(active?.closest(DIALOG));
        },
        null,
        { timeout: 5_000 },
      )
      .catch(() => undefined);
  }

  /** Fonts loaded, every image of the story (its shadow roots included) decoded, and two frames drawn since. */
  private async settle(): Promise<void> {
    await this.page.evaluate(async () => {
      await document.fonts.ready;
      const images: HTMLImageElement[] = [];
      const collect = (root: Document | ShadowRoot) => {
        images.push(...root.querySelectorAll('img'));
        for (const element of root.querySelectorAll('*')) if (element.shadowRoot) collect(element.shadowRoot);
      };
      collect(document);
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    });
  }
}
