/**
 * What a screen reader says, for the transcripts beside this file. `@guidepup/virtual-screen-reader`
 * builds the accessibility tree the way screen readers do (roles, names, states, groups and live
 * regions, per ARIA and the HTML accessibility mappings) and speaks one phrase per step.
 *
 * It does not read into shadow roots, so the transcripts render each widget's React component into
 * the page, as the component tests do: the tree a browser builds for the tag is the same, because a
 * shadow root adds no role and no name of its own (the real-browser checks read the tags as shipped).
 */
import { act } from '@testing-library/react';
import { virtual } from '@guidepup/virtual-screen-reader';

/** Phrases a screen reader speaks for a live region: "polite: …" or "assertive: …". */
const LIVE = /^(polite|assertive): /;

/**
 * The reader takes a checkbox's or radio's state from its `checked` attribute and an option's from
 * `selected`, where a browser's accessibility tree reads the live state React sets as a property.
 * Before the reader looks, the live state is written where it reads it (no change, no mutation).
 */
function reflectLiveState(root: ParentNode = document): void {
  for (const input of root.querySelectorAll<HTMLInputElement>('input[type=checkbox], input[type=radio]')) input.toggleAttribute('checked', input.checked);
  for (const option of root.querySelectorAll<HTMLOptionElement>('option')) option.toggleAttribute('selected', option.selected);
}
const reflectOnFocus = () => reflectLiveState();

export interface Listener {
  /** What was said since the last call (focus moves, reading, live regions), then forgets it. */
  said(): Promise<string[]>;
  /** Only what live regions announced since the last call to `said` or `announced`. */
  announced(): Promise<string[]>;
  /** Reads on (the screen reader's "next") until a phrase matches `last`, and returns what it said. */
  readUntil(last: string | RegExp, steps?: number): Promise<string[]>;
  /** The focused control read again, as a shopper asks for after a change. */
  focused(): Promise<string>;
  stop(): Promise<void>;
}

let heardSoFar = 0;

/**
 * A browser fires an alert event when an element with role="alert" is inserted, and screen readers
 * speak it at once; the reader only speaks changes inside live regions already on the page. The
 * inserted alerts are heard here, after what the reader said in the same step.
 */
function watchInsertedAlerts(container: HTMLElement, heard: string[]): MutationObserver {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const parent = record.target instanceof Element ? record.target : null;
      if (parent?.closest('[aria-live], [role="alert"], [role="status"], [role="log"]')) continue;
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const alerts = node.matches('[role="alert"]') ? [node] : [...node.querySelectorAll('[role="alert"]')];
        for (const alert of alerts) {
          const text = (alert.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (text) heard.push(`assertive: ${text}`);
        }
      }
    }
  });
  observer.observe(container, { childList: true, subtree: true });
  return observer;
}

/**
 * Turns the screen reader on over `container` (the whole page by default: dialogs and popups are
 * portalled to the body). Focus moves made with Testing Library's userEvent are spoken, as a
 * screen reader speaks the element that takes focus.
 */
export async function listen(container: HTMLElement = document.body): Promise<Listener> {
  reflectLiveState();
  // Before the reader's own focus listener (on the container, bubbling) speaks the focused control.
  document.addEventListener('focusin', reflectOnFocus, true);
  await virtual.start({ container });
  heardSoFar = (await virtual.spokenPhraseLog()).length;
  const alerts: string[] = [];
  const alertWatch = watchInsertedAlerts(container, alerts);
  const since = async () => {
    // The reader speaks a focus move or a live region after a tick of its own, and React's effects
    // settle in act: wait until nothing new has been said for two turns in a row.
    let log = await virtual.spokenPhraseLog();
    for (let quiet = 0, turns = 0; quiet < 2 && turns < 80; turns++) {
      await act(async () => new Promise((done) => setTimeout(done, 25)));
      const now = await virtual.spokenPhraseLog();
      quiet = now.length === log.length ? quiet + 1 : 0;
      log = now;
    }
    const fresh = [...log.slice(heardSoFar), ...alerts.splice(0)];
    heardSoFar = log.length;
    // The reader speaks a live region once per DOM change record (a text node replaced is two);
    // a screen reader speaks the region's new text once.
    return fresh.filter((phrase, index) => !LIVE.test(phrase) || phrase !== fresh[index - 1]);
  };
  return {
    said: since,
    announced: async () => (await since()).filter((phrase) => LIVE.test(phrase)),
    async readUntil(last, steps = 200) {
      await since();
      for (let step = 0; step < steps; step++) {
        reflectLiveState();
        await virtual.next();
        const phrase = await virtual.lastSpokenPhrase();
        if (typeof last === 'string' ? phrase === last : last.test(phrase)) return since();
        if (phrase === 'end of document') break;
      }
      throw new Error(`the screen reader never said ${String(last)}; it said: ${(await since()).join(' | ')}`);
    },
    async focused() {
      // What NVDA+Tab or VoiceOver's "describe item" says: the focused control, read again now.
      // Focusing it anew makes the reader speak it (unless nothing about it changed).
      await since();
      const active = document.activeElement;
      if (active instanceof HTMLElement) {
        active.blur();
        active.focus();
      }
      await since();
      return (await virtual.spokenPhraseLog()).filter((phrase) => !LIVE.test(phrase)).at(-1) ?? '';
    },
    async stop() {
      alertWatch.disconnect();
      document.removeEventListener('focusin', reflectOnFocus, true);
      await virtual.stop();
    },
  };
}
