/**
 * What the engines run inside the page. Each function is sent to the browser as its source, so it
 * uses nothing from outside its own body.
 */

/** What a journey looks for: an element inside `within` (open shadow roots crossed), by CSS and accessible name. */
export interface Query {
  /** The host to look inside (a tag, e.g. `header resort-minicart`); the whole page when absent. */
  within?: string;
  /** CSS the element matches (inside whichever shadow root it lives in). */
  css: string;
  /** Its accessible name: the exact text, or a pattern (sent as its source and flags). */
  name?: string | RegExp;
  /** Hidden elements count too (a field the widget hides until asked). */
  hidden?: boolean;
}

/** A query as it travels to the page: patterns become their source. */
export interface SentQuery {
  within?: string;
  css: string;
  name?: string;
  pattern?: [string, string];
  hidden?: boolean;
}

export const sendQuery = (query: Query): SentQuery => ({
  css: query.css,
  ...(query.within ? { within: query.within } : {}),
  ...(query.hidden ? { hidden: true } : {}),
  ...(typeof query.name === 'string' ? { name: query.name } : query.name ? { pattern: [query.name.source, query.name.flags] as [string, string] } : {}),
});

/**
 * The first element matching `query` that a user can see (or null), found through every open
 * shadow root, with its accessible name worked out as assistive technology mostly does: a label
 * by `aria-labelledby`, `aria-label`, a field's `<label>`, then its text.
 */
export function findElement(query: SentQuery): Element | null {
  const roots = (root: Document | ShadowRoot | Element): (Document | ShadowRoot | Element)[] => {
    const found: (Document | ShadowRoot | Element)[] = [root];
    if (root instanceof Element && root.shadowRoot) found.push(...roots(root.shadowRoot));
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot) found.push(...roots(element.shadowRoot));
    return found;
  };
  const all = (root: Document | ShadowRoot | Element, css: string) => roots(root).flatMap((each) => [...each.querySelectorAll(css)]);
  const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element): string => {
    const rootNode = element.getRootNode() as Document | ShadowRoot;
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return labelledBy.split(/\s+/).map((id) => { const label = rootNode.getElementById(id); return label ? text(label) : ''; }).join(' ').trim();
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return [...labels].map(text).join(' ');
    if (element instanceof HTMLInputElement && (element.type === 'submit' || element.type === 'button')) return element.value;
    return text(element) || (element.getAttribute('title') ?? '');
  };
  const visible = (element: Element) => {
    if (element.getClientRects().length === 0) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden';
  };
  const hosts = query.within ? all(document, query.within) : [document];
  for (const host of hosts) {
    for (const element of all(host, query.css)) {
      if (!query.hidden && !visible(element)) continue;
      if (query.name !== undefined && nameOf(element) !== query.name) continue;
      if (query.pattern && !new RegExp(query.pattern[0], query.pattern[1]).test(nameOf(element))) continue;
      return element;
    }
  }
  return null;
}

/** The element that has the keyboard focus, through shadow roots (null at the body). */
export function focusedElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active === document.body ? null : active;
}

/**
 * The clean-console watch, run first in every document (and frame) of an engine whose driver has no
 * console events (WebKit): a console error, an uncaught error, an unhandled rejection or a
 * `securitypolicyviolation` is sent to `/__engines/console` of the document's own origin, which the
 * engine's proxy answers and keeps. A beacon, so a message sent as the page leaves still arrives.
 */
export function watchConsole(): void {
  const send = (kind: string, message: string) => {
    try {
      navigator.sendBeacon('/__engines/console', JSON.stringify({ kind, message, where: location.href }));
    } catch {
      // A document that cannot send (about:blank) has nothing of ours in it.
    }
  };
  const error = console.error.bind(console);
  console.error = (...parts: unknown[]) => {
    send('console.error', parts.map((part) => (part instanceof Error ? part.message : typeof part === 'string' ? part : JSON.stringify(part) ?? String(part))).join(' '));
    error(...parts);
  };
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) send('uncaught', event.error instanceof Error ? event.error.message : event.message);
  });
  addEventListener('unhandledrejection', (event) => send('uncaught', event.reason instanceof Error ? event.reason.message : String(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) =>
    send('console.error', `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile || document.URL}:${event.lineNumber}`),
  );
}

/** What a journey reads of an element: what a user sees of it, or hears of it from a screen reader. */
export interface ElementState {
  name: string;
  text: string;
  value: string | null;
  checked: boolean | null;
  disabled: boolean;
  focused: boolean;
  attributes: Record<string, string>;
}

/** The state of the first element `query` finds now (null when none); uses `findElement` and `focusedElement`. */
export function readElement(query: SentQuery): ElementState | null {
  const element = findElement(query);
  if (!element) return null;
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const labelledBy = element.getAttribute('aria-labelledby');
  const rootNode = element.getRootNode() as Document | ShadowRoot;
  const labels = (element as HTMLInputElement).labels;
  const name = labelledBy
    ? labelledBy.split(/\s+/).map((id) => (rootNode.getElementById(id)?.textContent ?? '').replace(/\s+/g, ' ').trim()).join(' ').trim()
    : (element.getAttribute('aria-label') ?? (labels && labels.length > 0 ? [...labels].map((label) => (label.textContent ?? '').trim()).join(' ') : text));
  return {
    name,
    text,
    value: 'value' in element ? String((element as HTMLInputElement).value) : null,
    checked: element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio') ? element.checked : element.hasAttribute('aria-checked') ? element.getAttribute('aria-checked') === 'true' : null,
    disabled: (element as HTMLButtonElement).disabled === true || element.getAttribute('aria-disabled') === 'true',
    focused: focusedElement() === element,
    attributes: Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value])),
  };
}

/** Where the keyboard focus is, for a dialog open in `within`: what a journey reads of the APG dialog pattern. */
export interface DialogFocus {
  /** A dialog is open and shown in `within`. */
  open: boolean;
  /** The focus is inside it (through shadow roots and slots). */
  inside: boolean;
  /** Its Tab stops (shown, enabled, tabindex ≥ 0, not the dialog's own edge guards). */
  stops: number;
  /** The focused element, the same number for the same element while the page lives. */
  focusId: number;
  /** The focused element, as a problem names it. */
  focused: string;
}

/** The open dialog in `within` (the first shown `<dialog open>`, `[role=dialog]` or `[role=alertdialog]`) and the focus. Self-contained: sent as its source. */
export function dialogFocus(within: string): DialogFocus {
  const w = window as unknown as { __focusIds?: WeakMap<Element, number>; __focusNext?: number };
  const parent = (node: Node): Node | null => {
    if (node instanceof Element && node.assignedSlot) return node.assignedSlot;
    return node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentNode;
  };
  let focused: Element | null = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  const host = document.querySelector(within);
  const candidates = host ? [...(host.shadowRoot?.querySelectorAll('*') ?? []), ...host.querySelectorAll('*')] : [];
  const dialog = candidates.find((element) => element.matches('dialog[open], [role="dialog"], [role="alertdialog"]') && element.getClientRects().length > 0) ?? null;
  let inside = false;
  for (let at: Node | null = focused; at && dialog; at = parent(at)) if (at === dialog) inside = true;
  let stops = 0;
  const walk = (node: Node) => {
    const children = node instanceof Element && node.shadowRoot ? [...node.shadowRoot.childNodes] : node instanceof HTMLSlotElement && node.assignedNodes().length > 0 ? node.assignedNodes() : [...node.childNodes];
    for (const child of children) {
      if (!(child instanceof HTMLElement)) continue;
      if (child.tabIndex >= 0 && !child.hasAttribute('data-focus-guard') && !child.matches(':disabled') && child.getClientRects().length > 0 && getComputedStyle(child).visibility !== 'hidden' && !(child.localName === 'a' && !child.hasAttribute('href'))) stops++;
      walk(child);
    }
  };
  if (dialog) walk(dialog);
  w.__focusIds ??= new WeakMap();
  w.__focusNext ??= 1;
  let focusId = 0;
  if (focused) {
    focusId = w.__focusIds.get(focused) ?? w.__focusNext++;
    w.__focusIds.set(focused, focusId);
  }
  const name = focused ? (focused.getAttribute('aria-label') ?? focused.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40) : '';
  const described = !focused || focused === document.body ? 'the page itself (the focus left for the browser)' : `${focused.localName}${name ? ` “${name}”` : ''}`;
  return { open: dialog !== null, inside, stops, focusId, focused: described };
}
