/**
 * Text that a shopper cannot read because of the layout, measured in the page over what our tags
 * draw (every `resort-*` element's light DOM and shadow roots, nested ones included), whatever page
 * holds them (a story, a demo-store journey):
 *
 * - **text over text**: two runs of text of ours on top of each other in the same layer (the
 *   calendar's day prices running into the next day's, an "N left" mark over its neighbour, a
 *   badge over a heading, a table's cells). A pop-up drawn over the page (a dialog, a fixed or
 *   z-indexed panel) is a layer of its own: covering the page is its job;
 * - **a control cutting its own text**: a one-line select narrower than its chosen option, a date
 *   or time field narrower than its value (or the pattern it shows when empty), and a button (or a
 *   link drawn as one) whose label runs out of its box or is cut by it;
 * - **text past the window's edge**, where no box of ours scrolls to it.
 *
 * `textFitProblems` is handed to `page.evaluate` (Playwright sends its source alone), so it uses
 * nothing from outside its own body; `fitProblems(page)` runs it. Each problem is one line in words.
 */
import type { Page } from 'playwright-core';

/** Every problem `textFitProblems` finds on `page`. */
export async function fitProblems(page: Pick<Page, 'evaluate'>): Promise<string[]> {
  return page.evaluate(textFitProblems);
}

/** The in-page check (self-contained: see above). */
export function textFitProblems(): string[] {
  const problems: string[] = [];
  // The flat tree: a light-DOM child shown in a slot (a card form in a dialog) is drawn where its slot is.
  const parentOf = (node: Node): Element | null => {
    if (node instanceof Element && node.assignedSlot) return node.assignedSlot;
    if (node.parentElement) return node.parentElement;
    const root = node.getRootNode();
    return root instanceof ShadowRoot ? root.host : null;
  };
  const short = (text: string) => {
    const words = text.trim().replace(/\s+/g, ' ');
    return words.length > 40 ? `${words.slice(0, 39)}…` : words;
  };
  const describe = (element: Element) => {
    const name =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLSelectElement ? (element.selectedOptions[0]?.label ?? '') : element instanceof HTMLInputElement ? element.value || element.type : (element.textContent ?? ''));
    return `${element.localName}${element.classList.length > 0 ? `.${[...element.classList].join('.')}` : ''} “${short(name)}”`;
  };

  const ours = (node: Node) => {
    for (let at: Node | null = node; at; at = at instanceof ShadowRoot ? at.host : (at.parentNode ?? null)) {
      if (at instanceof Element && at.localName.startsWith('resort-')) return true;
    }
    return false;
  };
  // Our roots: the tags themselves (their light DOM) and every shadow root in or of them.
  const roots: (Element | ShadowRoot)[] = [];
  const addRoots = (scope: Document | ShadowRoot) => {
    for (const element of scope.querySelectorAll('*')) {
      if (element.localName.startsWith('resort-')) roots.push(element);
      if (element.shadowRoot) {
        if (ours(element)) roots.push(element.shadowRoot);
        addRoots(element.shadowRoot);
      }
    }
  };
  addRoots(document);

  // What each element's ancestors do to its text, worked out once per element (a story has thousands).
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) styles.set(element, (style = getComputedStyle(element)));
    return style;
  };
  /** The box an element's content is drawn into once every box that clips it has cut it (null: nothing shows). */
  const clips = new Map<Element, DOMRect | null | undefined>();
  const NOWHERE = null;
  const clipOf = (element: Element): DOMRect | null | undefined => {
    if (clips.has(element)) return clips.get(element);
    const parent = parentOf(element);
    const style = styleOf(element);
    // A fixed box is placed against the window, whatever its ancestors clip.
    const outer = style.position === 'fixed' || !parent ? undefined : clipOf(parent);
    let clip: DOMRect | null | undefined = outer;
    const clipsX = style.overflowX !== 'visible' || style.clipPath !== 'none';
    const clipsY = style.overflowY !== 'visible' || style.clipPath !== 'none';
    if (outer !== NOWHERE && (clipsX || clipsY)) {
      const box = element.getBoundingClientRect();
      const [left, right] = clipsX ? [Math.max(outer?.left ?? -Infinity, box.left), Math.min(outer?.right ?? Infinity, box.right)] : [outer?.left ?? -Infinity, outer?.right ?? Infinity];
      const [top, bottom] = clipsY ? [Math.max(outer?.top ?? -Infinity, box.top), Math.min(outer?.bottom ?? Infinity, box.bottom)] : [outer?.top ?? -Infinity, outer?.bottom ?? Infinity];
      clip = right - left < 1 || bottom - top < 1 ? NOWHERE : new DOMRect(left, top, right - left, bottom - top);
    }
    clips.set(element, clip);
    return clip;
  };

  /**
   * The layer an element is drawn in: the nearest pop-up or dialog, fixed or sticky box (a table's
   * held column: what scrolls under it is meant to), or absolutely placed box with a z-index.
   */
  const layers = new Map<Element, Element | null>();
  const layerOf = (element: Element): Element | null => {
    if (layers.has(element)) return layers.get(element)!;
    const style = styleOf(element);
    const own =
      element.matches('dialog[open], [popover], [role=dialog], [role=alertdialog]') ||
      style.position === 'fixed' ||
      style.position === 'sticky' ||
      (style.position === 'absolute' && style.zIndex !== 'auto');
    const parent = parentOf(element);
    const layer = own ? element : parent ? layerOf(parent) : null;
    layers.set(element, layer);
    return layer;
  };

  interface Run {
    node: Text;
    parent: Element;
    layer: Element | null;
    rects: DOMRect[];
  }
  const runs: Run[] = [];
  const walked = new Set<Text>();
  const SKIP = 'script, style, template, option, optgroup, select, textarea, .rw-visually-hidden, [hidden]';
  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (walked.has(node)) continue;
      walked.add(node);
      if (!parent || !(node.textContent ?? '').trim() || parent.closest(SKIP)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true, contentVisibilityAuto: true })) continue;
      // A box clipped to a pixel is read by screen readers, not seen (the usual visually-hidden pattern).
      const own = parent.getBoundingClientRect();
      if (own.width <= 1 || own.height <= 1) continue;
      const clip = clipOf(parent);
      if (clip === NOWHERE) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()]
        .map((rect) => {
          const [left, top] = [Math.max(rect.left, clip?.left ?? -Infinity), Math.max(rect.top, clip?.top ?? -Infinity)];
          const [right, bottom] = [Math.min(rect.right, clip?.right ?? Infinity), Math.min(rect.bottom, clip?.bottom ?? Infinity)];
          return right - left >= 1 && bottom - top >= 1 ? new DOMRect(left, top, right - left, bottom - top) : null;
        })
        .filter((rect) => rect !== null);
      if (rects.length > 0) runs.push({ node, parent, layer: layerOf(parent), rects });
    }
  }

  // Text over text: the glyph boxes of two runs in one layer cross by more than a sliver (a tall
  // font's boxes may touch the next line's by a pixel or two).
  const crossing = (a: DOMRect, b: DOMRect) => {
    const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
    const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
    return width > 2 && height > Math.max(3, 0.3 * Math.min(a.height, b.height));
  };
  const overlaps = new Map<string, number>();
  const lines = runs.flatMap((run, index) => run.rects.map((rect) => ({ run, index, rect }))).sort((a, b) => a.rect.top - b.rect.top);
  const pairs = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i]!;
    for (let j = i + 1; j < lines.length && lines[j]!.rect.top < a.rect.bottom; j++) {
      const b = lines[j]!;
      if (a.index === b.index || a.run.layer !== b.run.layer || !crossing(a.rect, b.rect)) continue;
      const pair = a.index < b.index ? `${a.index}|${b.index}` : `${b.index}|${a.index}`;
      if (pairs.has(pair)) continue;
      pairs.add(pair);
      const [first, second] = a.index < b.index ? [a.run, b.run] : [b.run, a.run];
      const what = `text “${short(first.node.textContent ?? '')}” (${first.parent.localName}.${[...first.parent.classList].join('.')}) overlaps “${short(second.node.textContent ?? '')}” (${second.parent.localName}.${[...second.parent.classList].join('.')})`;
      overlaps.set(what, (overlaps.get(what) ?? 0) + 1);
    }
  }
  // The same pair of texts over each other many times (every day of a month) is one problem, counted.
  for (const [what, count] of overlaps) problems.push(count > 1 ? `${what} (${count} times)` : what);

  // Controls of ours that cut their own text.
  const CONTROL = 'select, button, input[type=button], input[type=submit], input[type=reset], input[type=date], input[type=time], input[type=datetime-local], input[type=month], input[type=week], a.rw-button, [role=button]';
  const controls = roots.flatMap((root) => [...root.querySelectorAll(CONTROL)]);
  const runsIn = new Map<Element, Run[]>();
  for (const run of runs) {
    const control = run.parent.closest(CONTROL);
    if (control) runsIn.set(control, [...(runsIn.get(control) ?? []), run]);
  }
  // A field's text: the width the same control needs for it alone, from a copy of it beside it (same
  // styles) holding only that text at its intrinsic width. Every copy goes in, then every width is
  // read, then every copy goes: one layout for them all.
  const copies: { control: HTMLSelectElement | HTMLInputElement; copy: HTMLElement; box: DOMRect; dated: boolean }[] = [];
  for (const control of new Set(controls)) {
    if (!(control instanceof HTMLElement) || !ours(control) || !control.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue;
    const box = control.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) continue;
    if (control instanceof HTMLSelectElement || control instanceof HTMLInputElement) {
      if (control instanceof HTMLSelectElement && (control.multiple || control.size > 1)) continue;
      // A date or time field shows its value, or the pattern it wants (`mm/dd/yyyy`), in its own parts.
      const dated = control instanceof HTMLInputElement && !['button', 'submit', 'reset'].includes(control.type);
      const text = control instanceof HTMLSelectElement ? (control.selectedOptions[0]?.label ?? '') : control.value;
      if (!text.trim() && !dated) continue;
      const copy = control.cloneNode(false) as HTMLSelectElement | HTMLInputElement;
      if (copy instanceof HTMLSelectElement) {
        const option = document.createElement('option');
        option.textContent = text;
        copy.append(option);
      }
      copy.removeAttribute('id');
      copy.setAttribute('aria-hidden', 'true');
      copy.tabIndex = -1;
      for (const [property, value] of [['position', 'absolute'], ['visibility', 'hidden'], ['width', 'auto'], ['min-width', '0'], ['max-width', 'none'], ['inline-size', 'auto'], ['max-inline-size', 'none'], ['flex', 'none']]) copy.style.setProperty(property!, value!, 'important');
      copies.push({ control, copy, box, dated });
      continue;
    }
    // A button's label: every run of its text inside its box, and none of it scrolled away. A
    // control whose name is not its text (a map drawn in a button) has no label to cut.
    const name = (control.getAttribute('aria-label') ?? '').trim().toLowerCase();
    const text = (control.textContent ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
    if (!text || (name && !name.includes(text))) continue;
    const cut = control.scrollWidth > control.clientWidth + 1 && styleOf(control).overflowX !== 'visible';
    const outside = (runsIn.get(control) ?? []).filter((run) => run.rects.some((rect) => rect.left < box.left - 1 || rect.right > box.right + 1 || rect.top < box.top - 1 || rect.bottom > box.bottom + 1));
    if (cut || outside.length > 0) problems.push(`${describe(control)} ${cut ? 'cuts its label' : 'lets its label run out of its box'} (${Math.round(box.width)} × ${Math.round(box.height)} px)`);
  }
  for (const { control, copy } of copies) control.after(copy);
  const needs = copies.map(({ copy }) => copy.getBoundingClientRect().width);
  for (const { copy } of copies) copy.remove();
  copies.forEach(({ control, box, dated }, index) => {
    const needed = needs[index]!;
    if (needed > box.width + 1) problems.push(`${describe(control)} cuts its ${control instanceof HTMLSelectElement || dated ? 'value' : 'label'}: ${Math.ceil(needed)} px wide, shown in ${Math.round(box.width)} px`);
  });

  // Text past the window's edge that no box of ours lets the shopper scroll to (the page's own
  // sideways scroll is reported by the width check).
  const width = document.documentElement.clientWidth;
  const past = runs.filter((run) => run.layer === null && run.rects.some((rect) => rect.right > width + 1 || rect.left < -1));
  for (const run of past.slice(0, 5)) problems.push(`text “${short(run.node.textContent ?? '')}” (${run.parent.localName}.${[...run.parent.classList].join('.')}) runs past the window’s edge`);
  return problems;
}
