/**
 * The checks every step of a journey passes (`journey.ts` runs them), each catching a kind of
 * problem a shopper meets rather than one instance of it:
 *
 * - **text that does not fit**: a run of text our tags draw that overflows its box or the viewport,
 *   that a box hiding its overflow cuts off, that a control clips (a select's chosen value, a
 *   button's label), or that overlaps a sibling in the same list, grid or table (a calendar's days,
 *   a table's cells);
 * - **sideways**: the page scrolling sideways, and a shopper's table that must be scrolled sideways
 *   to be read (an admin list may, with its first column held and a visible cue);
 * - **language**: on a French page, text our tags draw in an English label's wording, a month or a
 *   weekday named in English, a number, amount or date written the English way (`4.5 %`, `$81.42`,
 *   `12/19/2026`), French typography missed (`1 janv.`), a native date field the browser draws
 *   month first, and in the page's frames (a card provider's fields, read through Playwright
 *   whatever their origin) an English label or the provider's English words; in either language, raw data (a `|`-joined value, an ISO date, an identifier, a
 *   value that never became text such as `undefined`, a hyphen for a minus sign);
 * - **order**: a control the shopper must answer, or that is offered, below the control that
 *   finishes the task (nothing below Place order);
 * - **typed input**: a dialog or panel that closes on a half-filled form without asking
 *   (`probeTypedInput`, which acts on the page, so the journey decides when it runs);
 * - **room held blank**: an island keeping more than `BLANK_LIMIT` px blank under what it drew
 *   (the store's markup it took over from was taller, `src/island/hold.ts`), anywhere on the page;
 * - **accessibility**: any axe-core violation on the page, of any impact (`accessibilityProblems`),
 *   so every state a journey reaches is checked in its language and at its width.
 *
 * One pass in the page (`snapshotPage`, handed whole to `page.evaluate`) measures what the checks
 * need, through open shadow roots; the room islands hold is measured beside it by the function the
 * page checks share (`test/layout/held-room.ts`, the rule's one home), as the frames' words are.
 * The checks themselves are pure functions of that snapshot, tested with boundary values in
 * `checks.test.ts` and against planted pages in `checks.spec.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { englishLabelPatterns } from '../../scripts/english-left.ts';
import { paymentFormLabels } from '../../widgets/payment-form/labels.ts';
import { paymentFormLabelsFr } from '../../widgets/payment-form/labels.fr-CA.ts';
import { productLabels } from '../../widgets/product/labels.ts';
import { productLabelsFr } from '../../widgets/product/labels.fr-CA.ts';
import { products as catalogProducts } from '../../examples/server/catalog/seed.ts';
import { productsFr } from '../../examples/server/catalog/translations-seed.ts';
import { cardWords } from '../../examples/square-double/locales.ts';
import { heldBlankProblems, measureHeldRooms, type HeldRoom } from '../layout/held-room.ts';
import { axeViolations } from '../e2e/helpers.ts';

export type Kind = 'text fits' | 'sideways' | 'language' | 'raw data' | 'order' | 'typed input' | 'room held blank' | 'accessibility';
export const KINDS: readonly Kind[] = ['text fits', 'sideways', 'language', 'raw data', 'order', 'typed input', 'room held blank', 'accessibility'];

/** What the checks found, by kind: each problem in words, naming the tag and the text. */
export type Findings = Record<Kind, string[]>;
export const noFindings = (): Findings => Object.fromEntries(KINDS.map((kind): [Kind, string[]] => [kind, []])) as Findings;

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A run of text (one text node) our tags draw, where it is painted and what holds it. */
export interface TextRun {
  text: string;
  /** The whole text of the box it flows in (a sentence whose name is in bold is one text), when short. */
  sentence: string;
  /** `resort-product › button.rw-calendar__day`: where it is, as a problem names it. */
  where: string;
  /** Each line box the text occupies. */
  rects: Rect[];
  /** The box the text flows in (its nearest block-level ancestor), border box. */
  box: Rect;
  fontSize: number;
  /** The boxes around it that hide what overflows them (`overflow: hidden | clip`, an ellipsis), innermost first. */
  clips: { rect: Rect; by: string }[];
  /** It sits in a box that scrolls sideways: the viewport is not its edge. */
  inScroller: boolean;
  /** It is positioned out of the flow (absolute or fixed), as off-screen text sometimes is on purpose. */
  positioned: boolean;
  /** The list item, grid cell or table cell it belongs to (an index into `items`), or null. */
  item: number | null;
}

/** A member of a list, grid or table: a list item, a cell, a grid container's child. */
export interface Item {
  group: number;
  box: Rect;
  where: string;
  /**
   * Out of the flow (absolute or fixed): a popup over its siblings, by design. (A held column,
   * `position: sticky`, is not: at rest, no cell's text is under it.)
   */
  positioned: boolean;
  /**
   * A cell held at the start of its row (`position: sticky` with a `left`) that paints a solid
   * background: what a list scrolled sideways slides under it is hidden by it, as an admin list's
   * held first column means to do, not drawn over. A held cell that lets it show through is not
   * held here; nor is one held at the row's end (`right`): at rest it lies over the last columns
   * in sight, which nobody scrolled under it (the row actions did, at 1280 px, over the Created
   * Date and the Payment Product ID), so what it covers is reported.
   */
  held?: boolean;
}

export interface Group {
  where: string;
}

/** A control that shows its value or label as text it may clip: a select's chosen option, an input button. */
export interface ControlText {
  where: string;
  text: string;
  /** The text's width in the control's font. */
  textWidth: number;
  /** The room the control gives it: its content box (less the arrow of a drawn select). */
  room: number;
  /** The height of a line of the control's font, and the control's content height. */
  lineHeight: number;
  roomHeight: number;
}

/** A box of our tags that scrolls sideways (its content is wider than it). */
export interface Scroller {
  where: string;
  /** Inside a staff tag, where a list may scroll sideways. */
  admin: boolean;
  /** Holds a table or grid. */
  table: boolean;
  scrollWidth: number;
  clientWidth: number;
  /** The table's first column stays in place as it scrolls (`position: sticky`). */
  firstColumnHeld: boolean;
  /** Something shows that there is more to the side (a shadow, a gradient, a pseudo-element, a note). */
  cue: boolean;
}

/** A control a person can operate, in the page's order. */
export interface Control {
  where: string;
  name: string;
  kind: 'field' | 'choice' | 'button' | 'link';
  /** Required, and not answered yet. */
  unanswered: boolean;
  disabled: boolean;
  rect: Rect;
  /** Which task it belongs to: the open dialog it is in, else its form, else its tag. */
  dialog: number | null;
  form: number | null;
  tag: number;
  /** A form's submit button. */
  submit: boolean;
}

/** What one pass over the page measures for the checks. */
export interface Snapshot {
  viewport: { width: number; height: number };
  /** The page's own width: wider than the viewport, it scrolls sideways. */
  pageWidth: number;
  texts: TextRun[];
  items: Item[];
  groups: Group[];
  controlTexts: ControlText[];
  scrollers: Scroller[];
  controls: Control[];
  /** The names our tags give (`aria-label`, `title`, `placeholder`, `alt`), which a screen reader speaks. */
  names: string[];
  /** The browser's own date fields in our tags (`<input type="date">`), drawn in the browser's language. */
  dateFields?: DateFieldShown[];
  /** The words of the page's frames (a card provider's fields): `frameWords`, read by `checkPage`. */
  frameTexts?: string[];
  /** The islands that hold room after taking over (`measureHeldRooms`, read by `checkPage`). */
  heldRooms?: HeldRoom[];
}

/** A native date field and what the browser draws in it: its value, or the form's placeholder. */
export interface DateFieldShown {
  where: string;
  /** `01/31/2027`, `mm/dd/yyyy`: the browser's numeric date, in its own language whatever the page's. */
  shows: string;
  /** The browser's language writes the month first. */
  monthFirst: boolean;
}

// ---------------------------------------------------------------------------------------------
// In the page
// ---------------------------------------------------------------------------------------------

/**
 * Measures the page for the checks: every visible text run inside a `resort-*` tag (through open
 * shadow roots and the slots that show light-DOM children), the lists, grids and tables they sit
 * in, the selects and input buttons, the boxes that scroll sideways, and the controls in order.
 * `adminTags` are the staff tags. Self-contained: `page.evaluate` sends its source alone.
 */
export function snapshotPage(adminTags: readonly string[]): Snapshot {
  const flatParent = (element: Element): Element | null => element.assignedSlot ?? element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);
  const rectOf = (rect: DOMRect | { left: number; top: number; right: number; bottom: number }) => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom });
  const tagOf = (element: Element): Element | null => {
    for (let at: Element | null = element; at; at = flatParent(at)) if (at.localName.startsWith('resort-')) return at;
    return null;
  };
  const short = (text: string) => {
    const flat = text.replace(/\s+/g, ' ').trim();
    return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
  };
  const describe = (element: Element): string => {
    const tag = tagOf(element);
    const classes = [...element.classList].filter((name) => !/^(is|has)-/.test(name)).slice(0, 2);
    const own = `${element.localName}${classes.length ? `.${classes.join('.')}` : ''}`;
    return tag && tag !== element ? `${tag.localName} › ${own}` : own;
  };
  const visuallyHidden = (style: CSSStyleDeclaration, rect: DOMRect) =>
    (style.clip !== 'auto' && style.clip !== '') || /inset\(50%\)|circle\(0/.test(style.clipPath) || ((rect.width <= 1 || rect.height <= 1) && style.overflow !== 'visible');

  // Every element, in tree order, the shadow roots' after their host.
  const all: Element[] = [];
  const walk = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      all.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);

  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element) => {
    let found = styles.get(element);
    if (!found) styles.set(element, (found = getComputedStyle(element)));
    return found;
  };

  // A colour with nothing showing through it (whatever its syntax: color-mix, color(), rgb()).
  const paint = new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true })!;
  const solid = (color: string) => {
    paint.clearRect(0, 0, 1, 1);
    paint.fillStyle = 'transparent';
    paint.fillStyle = color;
    paint.fillRect(0, 0, 1, 1);
    return paint.getImageData(0, 0, 1, 1).data[3] === 255;
  };

  const ITEM = 'li, [role=listitem], td, th, [role=gridcell], [role=cell], [role=columnheader], [role=rowheader], [role=option], [role=tab], [role=radio], dt, dd';
  const GROUP = 'ul, ol, [role=list], [role=listbox], table, [role=table], [role=grid], [role=treegrid], [role=tablist], [role=radiogroup], dl';
  const groups: Group[] = [];
  const groupIndex = new Map<Element, number>();
  const items: Item[] = [];
  const itemIndex = new Map<Element, number>();
  const itemOf = (element: Element): number | null => {
    for (let at: Element | null = element; at && !at.localName.startsWith('resort-'); at = flatParent(at)) {
      const parent = flatParent(at);
      const gridChild = !!parent && /grid/.test(style(parent).display) && !parent.matches(GROUP);
      if (!at.matches(ITEM) && !gridChild) continue;
      let known = itemIndex.get(at);
      if (known !== undefined) return known;
      let group: Element | null = null;
      if (gridChild) group = parent;
      else for (let up = parent; up && !group; up = flatParent(up)) if (up.matches(GROUP)) group = up;
      if (!group) continue;
      let g = groupIndex.get(group);
      if (g === undefined) {
        g = groups.push({ where: `${describe(group)} “${short(group.getAttribute('aria-label') ?? '')}”` }) - 1;
        groupIndex.set(group, g);
      }
      const held = style(at).position === 'sticky' && style(at).left !== 'auto' && solid(style(at).backgroundColor);
      known = items.push({ group: g, box: rectOf(at.getBoundingClientRect()), where: describe(at), positioned: /absolute|fixed/.test(style(at).position), held }) - 1;
      itemIndex.set(at, known);
      return known;
    }
    return null;
  };

  const texts: TextRun[] = [];
  const names: string[] = [];
  const range = document.createRange();
  for (const element of all) {
    const tag = tagOf(element);
    if (!tag) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value?.trim()) names.push(value.trim());
    }
    if (['script', 'style', 'template', 'textarea', 'select', 'option'].includes(element.localName)) continue;
    for (const node of element.childNodes) {
      if (node.nodeType !== Node.TEXT_NODE || !(node.textContent ?? '').trim()) continue;
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5 && rect.height > 0.5).map(rectOf);
      if (rects.length === 0) continue;
      let block: Element = element;
      while (/^(inline|contents)$/.test(style(block).display) && flatParent(block)) block = flatParent(block)!;
      const clips: TextRun['clips'] = [];
      let inScroller = false;
      let hidden = false;
      let positioned = false;
      for (let at: Element | null = element; at; at = flatParent(at)) {
        const own = style(at);
        if (/absolute|fixed/.test(own.position)) positioned = true;
        const rect = at.getBoundingClientRect();
        if (visuallyHidden(own, rect)) {
          hidden = true;
          break;
        }
        const x = own.overflowX;
        const y = own.overflowY;
        if (/auto|scroll/.test(x) && at.scrollWidth > at.clientWidth + 1) inScroller = true;
        const hidesX = /hidden|clip/.test(x);
        const hidesY = /hidden|clip/.test(y);
        if ((hidesX || hidesY) && at !== document.documentElement && at !== document.body) {
          // The padding box: what the box shows of its content.
          const left = rect.left + parseFloat(own.borderLeftWidth);
          const top = rect.top + parseFloat(own.borderTopWidth);
          clips.push({
            rect: {
              left: hidesX ? left : -Infinity,
              right: hidesX ? left + at.clientWidth : Infinity,
              top: hidesY ? top : -Infinity,
              bottom: hidesY ? top + at.clientHeight : Infinity,
            },
            by: describe(at),
          });
        }
        // Text in a box that scrolls vertically is read by scrolling it: its edge is not a clip.
        if (/auto|scroll/.test(y) && at.scrollHeight > at.clientHeight + 1) clips.splice(0);
      }
      if (hidden) continue;
      // A paragraph's whole text (a name in bold inside it is one sentence with it); a box of
      // boxes has no one sentence, its texts' joins would only make words that are not there.
      const flowing = [...block.querySelectorAll('*')].every((inner) => style(inner).display === 'inline');
      const sentence = flowing ? (block.textContent ?? '').replace(/\s+/g, ' ').trim() : '';
      texts.push({
        text: (node.textContent ?? '').replace(/\s+/g, ' ').trim(),
        sentence: sentence.length <= 200 ? sentence : '',
        where: describe(element),
        rects,
        box: rectOf(block.getBoundingClientRect()),
        fontSize: parseFloat(style(element).fontSize) || 16,
        clips,
        inScroller,
        positioned,
        item: itemOf(element),
      });
    }
  }

  // A select shows its chosen option; an input button its value: text the control may clip.
  const canvas = new OffscreenCanvas(1, 1).getContext('2d')!;
  const controlTexts: ControlText[] = [];
  for (const element of all) {
    if (!tagOf(element) || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    let text = '';
    if (element instanceof HTMLSelectElement && !element.multiple && element.size <= 1) text = element.selectedOptions[0]?.textContent?.trim() ?? '';
    else if (element instanceof HTMLInputElement && ['submit', 'button', 'reset'].includes(element.type)) text = element.value.trim();
    if (!text) continue;
    const own = style(element);
    canvas.font = own.font || `${own.fontWeight} ${own.fontSize} ${own.fontFamily}`;
    const metrics = canvas.measureText(text);
    const paddingX = parseFloat(own.paddingLeft) + parseFloat(own.paddingRight);
    const paddingY = parseFloat(own.paddingTop) + parseFloat(own.paddingBottom);
    // Chromium draws a native select's arrow inside its content box, about 20 px wide.
    const arrow = element instanceof HTMLSelectElement && own.appearance !== 'none' ? 20 : 0;
    const lineHeight = metrics.fontBoundingBoxAscent + metrics.fontBoundingBoxDescent;
    controlTexts.push({
      where: describe(element),
      text: short(text),
      textWidth: metrics.width,
      room: element.clientWidth - paddingX - arrow,
      lineHeight,
      roomHeight: element.clientHeight - paddingY,
    });
  }

  // Boxes of our tags that scroll sideways.
  const scrollers: Scroller[] = [];
  for (const element of all) {
    const tag = tagOf(element);
    if (!tag || !(element instanceof HTMLElement) || !element.checkVisibility()) continue;
    const own = style(element);
    if (!/auto|scroll/.test(own.overflowX) || element.scrollWidth <= element.clientWidth + 1) continue;
    const table = element.querySelector('table, [role=table], [role=grid], [role=treegrid]');
    const firstCell = table?.querySelector('tbody tr > :first-child, [role=row] > [role=rowheader], [role=row] > [role=gridcell]:first-child, [role=row] > [role=cell]:first-child');
    const firstColumnHeld = !!firstCell && style(firstCell).position === 'sticky' && style(firstCell).left !== 'auto';
    const pseudo = (which: '::before' | '::after', of: Element) => {
      const drawn = getComputedStyle(of, which);
      return drawn.content !== 'none' && drawn.content !== 'normal' && drawn.display !== 'none';
    };
    const painted = (of: Element) => {
      const drawn = style(of);
      return drawn.boxShadow !== 'none' || drawn.backgroundImage !== 'none' || drawn.maskImage !== 'none';
    };
    const parent = flatParent(element);
    const cue =
      painted(element) ||
      pseudo('::before', element) ||
      pseudo('::after', element) ||
      (!!parent && (pseudo('::before', parent) || pseudo('::after', parent) || [...parent.children].some((child) => child !== element && child.matches('[data-scroll-cue]') && child.checkVisibility()))) ||
      (!!firstCell && (painted(firstCell) || pseudo('::after', firstCell)));
    scrollers.push({
      where: describe(element),
      admin: adminTags.includes(tag.localName),
      table: !!table,
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      firstColumnHeld,
      cue,
    });
  }

  // The controls of our tags, in the page's order, with the task each belongs to.
  const CONTROL = 'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=link], [role=checkbox], [role=radio], [role=switch], [role=combobox]';
  const scopes = new Map<Element, number>();
  const scope = (element: Element | null) => {
    if (!element) return null;
    let known = scopes.get(element);
    if (known === undefined) scopes.set(element, (known = scopes.size));
    return known;
  };
  const closest = (element: Element, selector: string): Element | null => {
    for (let at: Element | null = element; at; at = flatParent(at)) if (at.matches(selector)) return at;
    return null;
  };
  const nameOf = (element: Element): string => {
    const root = element.getRootNode() as Document | ShadowRoot;
    const labelled = (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (root.getElementById(id)?.textContent ?? '') : ''))
      .join(' ');
    const label = element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement ? (element.labels?.[0]?.textContent ?? '') : '';
    const value = element instanceof HTMLInputElement && ['submit', 'button'].includes(element.type) ? element.value : '';
    return short(element.getAttribute('aria-label') || labelled || label || value || element.textContent || element.getAttribute('placeholder') || element.getAttribute('title') || '');
  };
  const controls: Control[] = [];
  for (const element of all) {
    const tag = tagOf(element);
    if (!tag || !element.matches(CONTROL) || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) continue;
    const field = element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
    const choice = (element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)) || element.matches('[role=checkbox], [role=radio], [role=switch]');
    const required = (field && element.required) || element.getAttribute('aria-required') === 'true' || !!closest(element, '[aria-required=true][role=radiogroup]');
    let answered = true;
    if (required) {
      if (element instanceof HTMLInputElement && element.type === 'radio') {
        const root = element.getRootNode() as Document | ShadowRoot;
        answered = element.name ? [...root.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${CSS.escape(element.name)}"]`)].some((one) => one.checked) : element.checked;
      } else if (element instanceof HTMLInputElement && element.type === 'checkbox') answered = element.checked;
      else if (field) answered = element.value.trim() !== '';
      else if (choice) {
        const group = closest(element, '[role=radiogroup]');
        answered = group ? !!group.querySelector('[aria-checked=true]') : element.getAttribute('aria-checked') === 'true';
      }
    }
    const dialog = closest(element, 'dialog[open], [role=dialog], [role=alertdialog]');
    const form = element instanceof HTMLButtonElement || element instanceof HTMLInputElement ? element.form : null;
    controls.push({
      where: describe(element),
      name: nameOf(element),
      kind: choice ? 'choice' : field && !(element instanceof HTMLInputElement && ['submit', 'button', 'reset', 'image'].includes(element.type)) ? 'field' : element.matches('a[href], [role=link]') ? 'link' : 'button',
      unanswered: required && !answered,
      disabled: element.matches(':disabled, [aria-disabled=true]'),
      rect: rectOf(rect),
      dialog: scope(dialog),
      form: scope(form ?? closest(element, 'form')),
      tag: scope(tag)!,
      submit: (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && element.type === 'submit' && !!element.form,
    });
  }
  // A native date field draws its date (or its placeholder) in the browser's language, not the
  // page's: Chromium's numeric short date, `01/31/2027` or `mm/dd/yyyy` in an English browser.
  const browserDate = new Intl.DateTimeFormat(navigator.language, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' });
  const fieldParts = browserDate.formatToParts(0);
  const fieldPlaceholders: Partial<Record<string, string>> = { month: 'mm', day: 'dd', year: 'yyyy' };
  const placeholder = fieldParts.map((part) => fieldPlaceholders[part.type] ?? part.value).join('');
  const monthFirst = fieldParts.findIndex((part) => part.type === 'month') < fieldParts.findIndex((part) => part.type === 'day');
  const dateFields: DateFieldShown[] = [];
  for (const element of all) {
    if (!(element instanceof HTMLInputElement) || element.type !== 'date' || !tagOf(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
    const shows = Number.isNaN(element.valueAsNumber) ? placeholder : browserDate.format(element.valueAsNumber);
    dateFields.push({ where: describe(element), shows, monthFirst });
  }
  return {
    viewport: { width: innerWidth, height: innerHeight },
    pageWidth: document.scrollingElement?.scrollWidth ?? document.documentElement.scrollWidth,
    texts,
    items,
    groups,
    controlTexts,
    scrollers,
    controls,
    names,
    dateFields,
  };
}

// ---------------------------------------------------------------------------------------------
// The checks: pure functions of a snapshot
// ---------------------------------------------------------------------------------------------

/** How far text may stray past an edge before it counts (anti-aliasing, an italic's overhang). */
const SLACK = 1.5;

const quote = (text: string) => `“${text.length > 60 ? `${text.slice(0, 59)}…` : text}”`;

/** The smallest rectangle around `rects`. */
export function extent(rects: readonly Rect[]): Rect {
  return {
    left: Math.min(...rects.map((rect) => rect.left)),
    top: Math.min(...rects.map((rect) => rect.top)),
    right: Math.max(...rects.map((rect) => rect.right)),
    bottom: Math.max(...rects.map((rect) => rect.bottom)),
  };
}

/** Whether two rectangles share at least `least` px each way. */
export function overlap(a: Rect, b: Rect, least = 2): boolean {
  return Math.min(a.right, b.right) - Math.max(a.left, b.left) >= least && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) >= least;
}

/** How far `inner` reaches past `outer` on its worst side, horizontally and vertically. */
export function pastEdge(inner: Rect, outer: Rect): { x: number; y: number } {
  return { x: Math.max(outer.left - inner.left, inner.right - outer.right, 0), y: Math.max(outer.top - inner.top, inner.bottom - outer.bottom, 0) };
}

/** A line box's glyphs may rise above a tight line height: a quarter of the font size is not overflow. */
const verticalSlack = (fontSize: number) => Math.max(2, fontSize * 0.25);

/**
 * Text that does not fit: cut off by a box that hides its overflow, wider (or taller) than the box
 * it flows in, past the viewport's edge (unless it sits in a box that scrolls sideways), a select's
 * value or an input button's label wider or taller than the control shows.
 */
export function textFitProblems(snapshot: Snapshot): string[] {
  const problems: string[] = [];
  for (const run of snapshot.texts) {
    const painted = extent(run.rects);
    const ySlack = verticalSlack(run.fontSize);
    const cut = run.clips.find((clip) => {
      const past = pastEdge(painted, clip.rect);
      return past.x > SLACK || past.y > ySlack;
    });
    if (cut) {
      const past = pastEdge(painted, cut.rect);
      problems.push(`${run.where} ${quote(run.text)} is cut off by ${cut.by} (${Math.round(Math.max(past.x, past.y))} px hidden)`);
      continue;
    }
    const past = pastEdge(painted, run.box);
    if (past.x > SLACK) problems.push(`${run.where} ${quote(run.text)} overflows its box (${Math.round(past.x)} px wider)`);
    else if (past.y > ySlack) problems.push(`${run.where} ${quote(run.text)} overflows its box (${Math.round(past.y)} px taller)`);
    const { width } = snapshot.viewport;
    const offScreenOnPurpose = run.positioned && (painted.right <= 0 || painted.left >= width);
    if (!run.inScroller && !offScreenOnPurpose && (painted.left < -SLACK || painted.right > width + SLACK)) {
      problems.push(`${run.where} ${quote(run.text)} runs past the window's edge (${Math.round(Math.max(-painted.left, painted.right - width))} px)`);
    }
  }
  for (const control of snapshot.controlTexts) {
    if (control.textWidth > control.room + SLACK) problems.push(`${control.where} clips ${quote(control.text)} (${Math.round(control.textWidth)} px of text in ${Math.round(control.room)})`);
    else if (control.lineHeight > control.roomHeight + 2) problems.push(`${control.where} clips ${quote(control.text)} in height (a ${Math.round(control.lineHeight)} px line in ${Math.round(control.roomHeight)})`);
  }
  return problems;
}

/**
 * Text of one member of a list, grid or table that overlaps the text of another, or runs into its
 * box. Each group is one problem (its first pair, and how many more). A cell held at the row's
 * start over what its list slid under it, scrolled sideways, hides that text by design: such a
 * pair is no problem (at rest, nothing is under it; a held cell's own text too wide for it
 * overflows its box, found above). A cell held at the row's end covers cells at rest: reported.
 */
export function overlapProblems(snapshot: Snapshot): string[] {
  const byItem = new Map<number, TextRun[]>();
  for (const run of snapshot.texts) if (run.item !== null) byItem.set(run.item, [...(byItem.get(run.item) ?? []), run]);
  const byGroup = new Map<number, number[]>();
  snapshot.items.forEach((item, index) => byGroup.set(item.group, [...(byGroup.get(item.group) ?? []), index]));
  const problems: string[] = [];
  for (const [group, members] of byGroup) {
    const pairs: string[] = [];
    for (const a of members) {
      for (const b of members) {
        if (a === b || snapshot.items[a]!.positioned || snapshot.items[b]!.positioned) continue;
        if (!!snapshot.items[a]!.held !== !!snapshot.items[b]!.held) continue;
        for (const run of byItem.get(a) ?? []) {
          const other = b > a ? (byItem.get(b) ?? []).find((candidate) => run.rects.some((rect) => candidate.rects.some((theirs) => overlap(rect, theirs)))) : undefined;
          if (other) pairs.push(`${quote(run.text)} overlaps ${quote(other.text)}`);
          else if (run.rects.some((rect) => overlap(rect, snapshot.items[b]!.box))) pairs.push(`${quote(run.text)} runs into its neighbour ${snapshot.items[b]!.where}`);
          else continue;
          break;
        }
      }
    }
    if (pairs.length > 0) problems.push(`${snapshot.groups[group]!.where}: ${pairs[0]}${pairs.length > 1 ? ` (and ${pairs.length - 1} more)` : ''}`);
  }
  return problems;
}

/**
 * The page scrolling sideways; a shopper's table that must be scrolled sideways to be read; an
 * admin list that scrolls sideways without its first column held or without a visible cue.
 */
export function sidewaysProblems(snapshot: Snapshot): string[] {
  const problems: string[] = [];
  if (snapshot.pageWidth > snapshot.viewport.width + 1) problems.push(`the page scrolls sideways: ${snapshot.pageWidth} px wide in a ${snapshot.viewport.width} px window`);
  for (const scroller of snapshot.scrollers) {
    if (!scroller.table) continue;
    const size = `${scroller.scrollWidth} px in ${scroller.clientWidth}`;
    if (!scroller.admin) problems.push(`${scroller.where}: a table the shopper must scroll sideways to read (${size})`);
    else {
      if (!scroller.firstColumnHeld) problems.push(`${scroller.where}: a list that scrolls sideways lets its first column go (${size})`);
      if (!scroller.cue) problems.push(`${scroller.where}: a list that scrolls sideways shows no cue that it does (${size})`);
    }
  }
  return problems;
}

const MONTHS_AND_DAYS = /\b(January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b|\b(Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.? \d{1,2},? \d{4}\b/;

/**
 * Numbers, amounts and dates written the English way, each with what gives it away. French
 * (Canada) writes `81,42 $`, `4,5 %`, `1 234` and its short dates `19/12/2026` (the library's
 * `formatShortDate`: day first, two digits).
 */
const ENGLISH_FORMATS: readonly [RegExp, string][] = [
  [/(?:US)?\$\s?\d/, 'an amount with the dollar sign first'],
  [/\d\.\d{1,2}\s?\$/, 'an amount with a decimal point'],
  [/\d\.\d+\s?%/, 'a percentage with a decimal point'],
  [/\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b/, 'a number with a comma for thousands'],
  [/\b(?:\d{1,2}\/(?:1[3-9]|2\d|3[01])|\d\/\d{1,2})\/\d{4}\b/, 'a date with the month first'],
  [/\b\d{1,2}:\d{2}\s?(?:[AaPp]\.?[Mm]\.?)(?![\p{L}])/u, 'a time with AM or PM'],
];

/** French typography a French page keeps, each with what its absence looks like. */
const FRENCH_TYPOGRAPHY: readonly [RegExp, string][] = [
  [/(?<![\p{L}\p{N}])1 (?:janv|févr|mars|avr|mai|juin|juil|août|sept|oct|nov|déc)\p{L}*\.?(?!\p{L})/u, 'writes the first of the month 1, where French writes 1er'],
];

/**
 * On a French page: text in an English label's wording (`labels`, whole-text patterns from the
 * label catalogues), a month or weekday named in English, a number, amount or date written the
 * English way, French typography missed (`1 janv.` for `1er janv.`). Each text is named once, with
 * the first reason found.
 */
export function languageProblems(texts: readonly string[], labels: readonly RegExp[]): string[] {
  const problems = new Set<string>();
  for (const raw of texts) {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (!/\p{L}{2}|\d/u.test(text)) continue;
    if (labels.some((pattern) => pattern.test(text))) {
      problems.add(`${quote(text)} is an English label`);
      continue;
    }
    const named = MONTHS_AND_DAYS.exec(text);
    if (named) {
      problems.add(`${quote(text)} names ${named[0]} in English`);
      continue;
    }
    const format = ENGLISH_FORMATS.find(([pattern]) => pattern.test(text));
    if (format) {
      problems.add(`${quote(text)} has ${format[1]}, the English way`);
      continue;
    }
    const typography = FRENCH_TYPOGRAPHY.find(([pattern]) => pattern.test(text));
    if (typography) problems.add(`${quote(text)} ${typography[1]}`);
  }
  return [...problems];
}

const escapeText = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The demo store's English names of its products whose French name differs, each as a whole-text
 * pattern. A tag draws the store's own data without knowing its language, so the label catalogues
 * cannot tell it: the voucher's dialog showed its Description, the template's English name
 * (`Season Pass - Adult`), under the product's French name.
 */
export const ENGLISH_PRODUCT_NAMES: readonly RegExp[] = catalogProducts
  .filter((product) => productsFr[product.id] !== undefined && productsFr[product.id]!.name !== product.name)
  .map((product) => new RegExp(`^${escapeText(product.name).replace(/\s+/g, '\\s+')}$`));

/**
 * On a French page: a text of a shopper's tag that is one of the store's English product names
 * (`names`). Staff tags (`staffTags`) are left out: the admin lists name products as the store's
 * back office does, in its own language.
 */
export function storeNameProblems(runs: readonly TextRun[], names: readonly RegExp[], staffTags: readonly string[] = []): string[] {
  const problems = new Set<string>();
  for (const run of runs) {
    const tag = run.where.split(' ')[0] ?? '';
    if (staffTags.includes(tag)) continue;
    const text = run.text.replace(/\s+/g, ' ').trim();
    if (names.some((pattern) => pattern.test(text))) problems.add(`${quote(text)} is the store's English name of a product`);
  }
  return [...problems];
}

/**
 * The card provider's English words (the Square double's placeholders, its fields' messages, its
 * Google Pay button), each as a whole-text pattern: no label catalogue of ours holds them, and a
 * French page that does not ask the provider for French shows them (`Card number`, `MM/YY`).
 */
export const PROVIDER_ENGLISH: readonly RegExp[] = (() => {
  const english = cardWords('en-US');
  const french = new Set([...Object.values(cardWords('fr-CA').fields), ...Object.values(cardWords('fr-CA').errors), cardWords('fr-CA').googlePay.long]);
  // `CVV` is written the same in French: only the words French writes otherwise.
  return [...Object.values(english.fields), ...Object.values(english.errors), english.googlePay.long]
    .filter((words) => !french.has(words))
    .map((words) => new RegExp(`^${escapeText(words)}$`));
})();

/**
 * The words a frame shows (run in each frame): its text as drawn, and the placeholders and
 * accessible names of its visible fields. Playwright reads a frame of any origin, the card
 * provider's sandboxed one too, which no script of the page may.
 */
export function frameWords(): string[] {
  const words = (document.body?.innerText ?? '').split('\n');
  for (const field of document.querySelectorAll<HTMLElement>('input, textarea, button, [aria-label]')) {
    if (field.getClientRects().length === 0) continue;
    words.push(field.getAttribute('placeholder') ?? '', field.getAttribute('aria-label') ?? '');
  }
  return [...new Set(words.map((word) => word.replace(/\s+/g, ' ').trim()).filter((word) => word !== ''))];
}

/** Every frame's words but the page's own (`frameWords`); a frame gone or still loading gives none. */
export async function frameTextsOf(page: Page): Promise<string[]> {
  const texts: string[] = [];
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    texts.push(...(await frame.evaluate(frameWords).catch(() => [] as string[])));
  }
  return texts;
}

/**
 * On a French page: a native date field the browser draws month first, in its own language (an
 * English browser's `01/31/2027`, `mm/dd/yyyy`), whatever the page's; one problem per kind of
 * field, counted.
 */
export function dateFieldProblems(fields: readonly DateFieldShown[]): string[] {
  const found = new Map<string, { shows: string; count: number }>();
  for (const field of fields.filter((one) => one.monthFirst)) {
    const seen = found.get(field.where);
    if (seen) seen.count += 1;
    else found.set(field.where, { shows: field.shows, count: 1 });
  }
  return [...found].map(([where, { shows, count }]) => `${where}: a date field the browser draws month first, in its own language (${quote(shows)})${count > 1 ? ` (${count} fields)` : ''}`);
}

const RAW: readonly [RegExp, string][] = [
  [/[^\s|]\|[^\s|]/, 'a |-joined value'],
  [/\b\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}[\d:.]*Z?)?\b/, 'an ISO date'],
  [/\{\w+\}/, 'a placeholder left unfilled'],
  [/\b(?:undefined|NaN|null|\[object Object\]|Invalid Date)\b/, 'a value that never became text'],
  // A negative amount as code writes it (`-5 %`, `-$10.00`): typography, and a screen reader, want the minus sign (−).
  [/(?:^|[\s(])-(?:US)?\$?\d/, 'a hyphen for a minus sign'],
  [/\b[a-z]+_[a-z0-9_]*\d*\b|\b[a-z]{2,}[A-Z]\w*\b/, 'an identifier'],
  [/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i, 'an identifier'],
  // A phone number as the phone field stores it (`+1 3035550100`): ten digits in a row, where the
  // store writes its own sites' phones `(970) 555-0140`.
  [/(?:^|\s)\+\d{1,3}\s?\d{10}\b/, 'a phone number as stored'],
];

/** In either language: data shown as it is stored rather than as a person reads it. */
export function rawDataProblems(texts: readonly string[]): string[] {
  const problems = new Set<string>();
  for (const raw of texts) {
    const text = raw.replace(/\s+/g, ' ').trim();
    const found = RAW.find(([pattern]) => pattern.test(text));
    if (found) problems.add(`${quote(text)} shows ${found[1]}`);
  }
  return [...problems];
}

/** A control that finishes a task, and where its task's other controls are. */
export interface Finisher {
  /** Its accessible name, in any language the store speaks. */
  name: RegExp;
  /** Its task: the whole page, or its own tag. */
  scope: 'page' | 'tag';
}

/** Place order finishes the checkout; Add to cart (or Update cart item) the product's choices. */
export const FINISHERS: readonly Finisher[] = [
  { name: new RegExp(`^(?:${[paymentFormLabels['payment.placeOrder'], paymentFormLabelsFr['payment.placeOrder']].join('|')})$`, 'i'), scope: 'page' },
  // The product's own choices: the page's payment plan viewer below it is information, not a choice.
  { name: new RegExp(`^(?:${[productLabels['product.addToCart'], productLabelsFr['product.addToCart'], productLabels['product.update'], productLabelsFr['product.update']].join('|')})$`, 'i'), scope: 'tag' },
];

/**
 * A step out of order: below the control that finishes a task (after it in the page and lower on
 * the screen), a control of the same task the shopper must still answer, or any control offered
 * there (links aside: they lead elsewhere). A form's submit button finishes its form: a required
 * field left below it counts.
 */
export function orderProblems(controls: readonly Control[], finishers: readonly Finisher[] = FINISHERS): string[] {
  const problems = new Map<string, number>();
  const add = (problem: string) => problems.set(problem, (problems.get(problem) ?? 0) + 1);
  controls.forEach((finisher, at) => {
    const named = finishers.find((one) => one.name.test(finisher.name));
    if (!named && !finisher.submit) return;
    const sameTask = (control: Control) => {
      if (finisher.dialog !== null || control.dialog !== null) return control.dialog === finisher.dialog;
      if (!named) return control.form === finisher.form;
      return named.scope === 'page' || control.tag === finisher.tag;
    };
    for (const control of controls.slice(at + 1)) {
      if (control.kind === 'link' || control.disabled || !sameTask(control) || control.rect.top < finisher.rect.bottom - 1) continue;
      if (control.unanswered) add(`${quote(control.name)} (${control.where}) must be answered, and comes below ${quote(finisher.name)}`);
      else if (named) add(`${quote(control.name)} (${control.where}) is offered below ${quote(finisher.name)}`);
    }
  });
  // The same control of several rows (each member's "Purchase a new card") is one problem, counted.
  return [...problems].map(([problem, count]) => (count > 1 ? `${problem} (${count} times)` : problem));
}

// ---------------------------------------------------------------------------------------------
// Running them on a page
// ---------------------------------------------------------------------------------------------

/** The staff tags (`widgets/admin.ts`, written by `npm run tags`): their lists may scroll sideways. */
export function adminTags(root = process.cwd()): string[] {
  const source = readFileSync(join(root, 'widgets/admin.ts'), 'utf8');
  return [...source.matchAll(/\/elements\/(resort-[\w-]+)\.ts'/g)].map((match) => match[1]!);
}

let labelPatterns: Promise<RegExp[]> | null = null;

export interface CheckOptions {
  /** The page's language: the language checks run on a French page. */
  locale: string;
}

/** The texts a snapshot holds for the language and raw-data checks: each run, its sentence, the names. */
export function textsOf(snapshot: Snapshot): string[] {
  return [...new Set([...snapshot.texts.flatMap((run) => (run.sentence && run.sentence !== run.text ? [run.text, run.sentence] : [run.text])), ...snapshot.names])];
}

/** Every check but the typed-input probe, on the page as it stands. */
export async function checkPage(page: Page, { locale }: CheckOptions): Promise<Findings> {
  const staffTags = adminTags();
  const snapshot = await page.evaluate(snapshotPage, staffTags);
  snapshot.heldRooms = await page.evaluate(measureHeldRooms);
  if (/^fr/i.test(locale)) snapshot.frameTexts = await frameTextsOf(page);
  return findingsOf(snapshot, { locale, labels: /^fr/i.test(locale) ? await (labelPatterns ??= englishLabelPatterns()) : [], staffTags });
}

/** The checks' findings for a snapshot (pure: the planted cases and the unit tests call it too). */
export function findingsOf(
  snapshot: Snapshot,
  { locale, labels, storeNames = ENGLISH_PRODUCT_NAMES, staffTags = [] }: { locale: string; labels: readonly RegExp[]; storeNames?: readonly RegExp[]; staffTags?: readonly string[] },
): Findings {
  const texts = textsOf(snapshot);
  return {
    'text fits': [...textFitProblems(snapshot), ...overlapProblems(snapshot)],
    sideways: sidewaysProblems(snapshot),
    language: /^fr/i.test(locale)
      ? [
          ...languageProblems(texts, [...labels, ...PROVIDER_ENGLISH]),
          ...storeNameProblems(snapshot.texts, storeNames, staffTags),
          ...dateFieldProblems(snapshot.dateFields ?? []),
          ...languageProblems(snapshot.frameTexts ?? [], [...labels, ...PROVIDER_ENGLISH]).map((problem) => `in a frame: ${problem}`),
        ]
      : [],
    'raw data': rawDataProblems(texts),
    order: orderProblems(snapshot.controls),
    'typed input': [],
    'room held blank': heldBlankProblems(snapshot.heldRooms ?? []),
    accessibility: [],
  };
}

/**
 * axe-core's violations of any impact on the page as it stands (open shadow roots and a dialog
 * open included), each as `rule (impact): what it asks, where`: the project's bar is zero, in
 * every state and in each language.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map((violation) => `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}, at ${violation.nodes.map((node) => node.target.flat().join(' › ')).join('; ')}`);
}

// ---------------------------------------------------------------------------------------------
// What the shopper typed, kept
// ---------------------------------------------------------------------------------------------

/** What the probe types into an empty field: nothing a real answer would be. */
export const PROBE_TEXT = 'Zq';

/** The answer, in a question that asks before throwing typed text away, that keeps it. */
const KEEP = /^(keep|keep editing|continue editing|go back|back|no|cancel|garder|continuer|continuer la saisie|retour|non|annuler)\b/i;

/** What happened when a half-filled form's dialog or panel was told to close. */
export interface CloseOutcome {
  /** It asked first (a confirm, an alert dialog), and was answered "keep". */
  asked: boolean;
  /** It is still open after the close (answered "keep", or it ignored the close). */
  open: boolean;
  /** What the field holds once open again (after `reopen`, where it closed). */
  kept: boolean;
}

/** The verdict on one close: the typed text lost without asking is a problem. */
export function typedInputVerdict(what: string, how: string, outcome: CloseOutcome): string | null {
  if (outcome.kept) return null;
  if (outcome.asked && outcome.open) return null;
  return `${what} closed on ${how} with a half-filled form and lost what was typed${outcome.asked ? '' : ', without asking'}`;
}

/** An open dialog or a shown tab panel of our tags with an empty text field, marked for the probe. */
export interface ProbeTarget {
  kind: 'dialog' | 'panel';
  id: number;
  name: string;
}

/**
 * Marks, for the probe, each open dialog and shown tab panel of our tags that holds an empty text
 * field a shopper can type in: the container (`data-probe-container`), its first empty field
 * (`data-probe-field`) and, for a panel, its own tab and another of its list (`data-probe-tab`,
 * `data-probe-other-tab`). Fields are found in the flat tree: a dialog's slot shows light-DOM
 * fields (the card form of a payment dialog) that are not its descendants. Self-contained.
 */
export function markProbeTargets(): ProbeTarget[] {
  for (const name of ['data-probe-container', 'data-probe-field', 'data-probe-tab', 'data-probe-other-tab']) {
    const walkClear = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        element.removeAttribute(name);
        if (element.shadowRoot) walkClear(element.shadowRoot);
      }
    };
    walkClear(document);
  }
  const all: Element[] = [];
  const walk = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      all.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  const flatParent = (element: Element): Element | null => element.assignedSlot ?? element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);
  const inside = (element: Element, container: Element) => {
    for (let at: Element | null = element; at; at = flatParent(at)) if (at === container) return true;
    return false;
  };
  const ours = (element: Element) => {
    for (let at: Element | null = element; at; at = flatParent(at)) if (at.localName.startsWith('resort-')) return true;
    return false;
  };
  const TEXT = new Set(['text', 'email', 'tel', 'search', 'url', '']);
  const fields = all.filter(
    (element): element is HTMLInputElement | HTMLTextAreaElement =>
      ((element instanceof HTMLInputElement && TEXT.has(element.getAttribute('type') ?? '')) || element instanceof HTMLTextAreaElement) &&
      !element.disabled &&
      !element.readOnly &&
      element.value === '' &&
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
  );
  const nameOf = (element: Element) => {
    const root = element.getRootNode() as Document | ShadowRoot;
    const labelled = (element.getAttribute('aria-labelledby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (root.getElementById(id)?.textContent ?? '') : ''))
      .join(' ')
      .trim();
    return (element.getAttribute('aria-label') ?? labelled) || element.localName;
  };
  const targets: ProbeTarget[] = [];
  for (const container of all) {
    const dialog = container.matches('dialog[open], [role=dialog]');
    const panel = container.matches('[role=tabpanel]');
    if ((!dialog && !panel) || !ours(container) || !container.checkVisibility()) continue;
    const field = fields.find((one) => inside(one, container));
    if (!field) continue;
    const id = targets.length;
    let name = nameOf(container);
    if (panel) {
      const root = container.getRootNode() as Document | ShadowRoot;
      const tab = container.id ? root.querySelector(`[role=tab][aria-controls="${CSS.escape(container.id)}"]`) : null;
      const other = tab?.closest('[role=tablist]')?.querySelector(`[role=tab]:not([aria-controls="${CSS.escape(container.id)}"])`);
      if (!tab || !other) continue;
      tab.setAttribute('data-probe-tab', String(id));
      other.setAttribute('data-probe-other-tab', String(id));
      name = (tab.textContent ?? '').trim() || name;
    }
    container.setAttribute('data-probe-container', String(id));
    field.setAttribute('data-probe-field', String(id));
    targets.push({ kind: dialog ? 'dialog' : 'panel', id, name });
  }
  return targets;
}

/** Two frames, so what a key press changed is drawn. */
const settle = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 120)))));

/**
 * Types into an empty field of each open dialog and tab panel of our tags, then closes it the way a
 * shopper would (Escape for a dialog, another tab for a panel) and looks: did it ask first, and is
 * the text still there (also after opening it again with `reopen`)? The field is emptied again
 * afterwards, so the journey goes on from where it was. Those named in `already` (open since an
 * earlier look, so probed then) are left alone. Returns the problems, and what is open.
 */
export async function probeTypedInput(page: Page, reopen: () => Promise<void>, { already = new Set<string>() }: { already?: ReadonlySet<string> } = {}): Promise<{ problems: string[]; open: string[] }> {
  const problems: string[] = [];
  /**
   * Runs `act` (a close), listening for a browser confirm (answered "keep": Cancel), and waits up
   * to a second for its outcome: `gone` hidden, or a question asked.
   */
  const askedDuring = async (act: () => Promise<void>, gone: Locator) => {
    let asked = false;
    const answer = (dialog: { dismiss(): Promise<void> }) => {
      asked = true;
      void dialog.dismiss();
    };
    page.on('dialog', answer);
    const question = page.locator('[role=alertdialog]:visible');
    const before = await question.count();
    await act();
    for (let waited = 0; waited < 1000 && !asked && (await gone.isVisible()) && (await question.count()) <= before; waited += 100) await page.waitForTimeout(100);
    await settle(page);
    if ((await question.count()) > before) {
      asked = true;
      const keep = question.last().getByRole('button', { name: KEEP });
      if ((await keep.count()) > 0) await keep.first().click();
      await settle(page);
    }
    page.off('dialog', answer);
    return asked;
  };
  const targets = await page.evaluate(markProbeTargets);
  const key = (target: ProbeTarget) => `${target.kind} ${target.name}`;
  for (const target of targets.filter((one) => !already.has(key(one)))) {
    // An earlier target's close may have redrawn this one: mark again, and find it by its name.
    const now = (await page.evaluate(markProbeTargets)).find((one) => one.kind === target.kind && one.name === target.name);
    if (!now) continue;
    await page.locator(`[data-probe-field="${now.id}"]`).fill(PROBE_TEXT);
    const container = page.locator(`[data-probe-container="${now.id}"]`);
    let asked: boolean;
    let open: boolean;
    if (now.kind === 'dialog') {
      asked = await askedDuring(() => page.locator(`[data-probe-field="${now.id}"]`).press('Escape'), container);
      open = await container.isVisible();
      // Closed, it is opened again: does it show what was typed?
      if (!open) await reopen();
    } else {
      asked = await askedDuring(() => page.locator(`[data-probe-other-tab="${now.id}"]`).click(), container);
      open = await container.isVisible();
      if (!open) await page.locator(`[data-probe-tab="${now.id}"]`).click();
    }
    await settle(page);
    // Empty again whatever holds the probe's text, as the journey left it.
    const kept = (await page.evaluate(markProbeText, PROBE_TEXT)) > 0;
    for (const holder of await page.locator('[data-probe-text]').all()) await holder.fill('');
    const problem = typedInputVerdict(`the ${now.kind} ${quote(now.name)}`, now.kind === 'dialog' ? 'Escape' : 'another tab', { asked, open, kept });
    if (problem) problems.push(problem);
  }
  await page.evaluate(markProbeText, null);
  return { problems, open: targets.map(key) };
}

/**
 * Marks (`data-probe-text`) every field of the page, through shadow roots, that holds `text`, and
 * returns how many; with `null`, removes the probe's marks. Self-contained.
 */
export function markProbeText(text: string | null): number {
  let count = 0;
  const walk = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      for (const name of ['data-probe-text', ...(text === null ? ['data-probe-container', 'data-probe-field', 'data-probe-tab', 'data-probe-other-tab'] : [])]) element.removeAttribute(name);
      if (text !== null && (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.value === text) {
        element.setAttribute('data-probe-text', '');
        count++;
      }
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  return count;
}
