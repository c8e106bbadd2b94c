/**
 * Where the keyboard focus is and where Tab can take it, across shadow roots: the rules a dialog
 * keeps focus inside with (`use-dialog.ts`). Plain DOM, no React.
 *
 * Our tags render in open shadow roots and some show light-DOM content through a `<slot>` (the
 * card form in a modal), so "inside" and "in Tab order" follow the composed (flat) tree, as the
 * browser's own Tab does: a host's shadow content in place of its children, a slot's assigned
 * nodes in place of the slot.
 */

/** The node's parent in the composed tree: a slotted node's slot, a shadow root's host. */
function composedParent(node: Node): Node | null {
  if (node instanceof Element && node.assignedSlot) return node.assignedSlot;
  return node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentNode;
}

import { deepActiveElement } from './active-element.ts';

/** Whether `node` is `container` or lies inside it, through shadow roots and slots. */
export function composedContains(container: Node, node: Node | null): boolean {
  for (let at: Node | null = node; at; at = composedParent(at)) if (at === container) return true;
  return false;
}

/** Marks the elements a dialog adds only to catch Tab at its edges: never a place to land. */
export const FOCUS_GUARD = 'data-focus-guard';

/** The nodes the browser renders in `node`'s place: its shadow root's, a slot's assigned ones, else its children. */
function renderedChildren(node: Node): Node[] {
  if (node instanceof Element && node.shadowRoot) return [...node.shadowRoot.childNodes];
  if (node instanceof HTMLSlotElement) {
    const assigned = node.assignedNodes();
    return assigned.length > 0 ? assigned : [...node.childNodes];
  }
  return [...node.childNodes];
}

/** Whether the element is rendered and visible (a pop-up waiting for its place is `visibility: hidden`). */
export function shown(element: Element): boolean {
  // Engines without checkVisibility (and test DOMs): hidden by a style of its own or the attribute.
  return element.checkVisibility?.({ visibilityProperty: true }) ?? (getComputedStyle(element).visibility !== 'hidden' && !element.closest('[hidden]'));
}

/** Whether Tab stops at this element itself (its contents are looked at apart). */
function tabStop(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || element.hasAttribute(FOCUS_GUARD)) return false;
  if (element.tabIndex < 0 || element.inert) return false;
  if (element.matches(':disabled') || (element instanceof HTMLInputElement && element.type === 'hidden')) return false;
  // An `<a>` without href has tabIndex 0 yet takes no focus; a host that delegates its focus is skipped for its contents.
  if (element instanceof HTMLAnchorElement && !element.hasAttribute('href') && !element.hasAttribute('tabindex')) return false;
  if (element.shadowRoot?.delegatesFocus) return false;
  return true;
}

/**
 * The elements inside `container` that Tab stops at, in the order Tab reaches them (no element of
 * ours sets a positive tabindex): shown, enabled, not inert, a radio group by its checked radio.
 * A keyboard-focusable scroller or a frame's own contents are the browser's to order; the guards a
 * dialog puts at its edges catch Tab wherever it goes.
 */
export function tabbables(container: Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  const walk = (node: Node) => {
    for (const child of renderedChildren(node)) {
      if (!(child instanceof Element)) continue;
      if (child instanceof HTMLElement && (child.inert || child.hidden)) continue;
      if (!(child instanceof HTMLSlotElement) && getComputedStyle(child).display === 'none') continue;
      if (tabStop(child) && shown(child)) found.push(child);
      walk(child);
    }
  };
  walk(container);
  // Of a radio group (a name in one form, or in one root outside forms), Tab stops at the checked
  // radio, or at the first one when none is.
  const radio = (element: HTMLElement): element is HTMLInputElement => element instanceof HTMLInputElement && element.type === 'radio' && element.name !== '';
  const sameGroup = (a: HTMLInputElement, b: HTMLInputElement) => a.name === b.name && (a.form ?? a.getRootNode()) === (b.form ?? b.getRootNode());
  const skipped = new Set<HTMLElement>();
  for (const element of found) {
    if (!radio(element) || skipped.has(element)) continue;
    const group = found.filter((other): other is HTMLInputElement => radio(other) && sameGroup(element, other));
    const stop = group.find((each) => each.checked) ?? element;
    for (const each of group) if (each !== stop) skipped.add(each);
  }
  return found.filter((element) => !skipped.has(element));
}

/**
 * Tab from the last stop of `container` to its first, Shift+Tab from its first (or the container
 * itself) to its last, and nowhere when it has none: the key's default is prevented only there,
 * the browser moves the focus everywhere else. How every dialog keeps the keyboard inside.
 */
export function wrapTab(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const stops = tabbables(container);
  const active = deepActiveElement();
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) {
    event.preventDefault();
    container.focus();
  } else if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
