/**
 * What a rule checker cannot see, measured in the page (functions handed to `page.evaluate`, so
 * each carries its own helpers): target sizes (WCAG 2.5.8), the focused control's indicator and
 * whether our own layers hide it (2.4.7, 2.4.11), text clipped under the text-spacing override or
 * at a narrow width (1.4.12, 1.4.4, 1.4.10), motion under reduced motion (2.3.3's AA cousin in
 * 2.2.2), input purposes (1.3.5) and paste (3.3.8). Each returns the problems it found, in words.
 */
import type { Page } from '@playwright/test';

/** 1.4.12's minimum spacing, as the override bookmarklets set it. */
export const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;


/** 2.5.8: each target at least 24 × 24 CSS px, or its 24 px circle clear of every other target. */
export function undersizedTargets(): string[] {
  const describe = (element: Element) => `${element.localName}${element.id ? `#${element.id}` : ''} “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}”`;
  const elements: Element[] = [];
  const walk = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      elements.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  const selector =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=menuitem], [role=option], [role=switch]';
  const targets = elements
    .filter((element) => element.matches(selector) && element.checkVisibility({ visibilityProperty: true, opacityProperty: false }))
    // A link inside a sentence takes the line's height (the criterion's inline exception).
    .filter((element) => !(element.localName === 'a' && getComputedStyle(element).display === 'inline' && (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length))
    .map((element) => {
      // A radio's or checkbox's label takes its clicks: the label is the target.
      const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
      const rects = [element, ...labels].map((part) => part.getBoundingClientRect()).filter((rect) => rect.width > 0 && rect.height > 0);
      const rect = rects.sort((a, b) => b.width * b.height - a.width * a.height)[0];
      return rect ? { element, rect, parts: [element, ...labels] } : null;
    })
    .filter((target) => target !== null);
  const small = (rect: DOMRect) => rect.width < 23.5 || rect.height < 23.5;
  const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
  const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) => Math.hypot(Math.max(rect.left - point.x, 0, point.x - rect.right), Math.max(rect.top - point.y, 0, point.y - rect.bottom));
  const problems: string[] = [];
  for (const target of targets) {
    if (!small(target.rect)) continue;
    const c = centre(target.rect);
    const crowded = targets.find((other) => {
      if (other === target || other.parts.some((part) => target.parts.includes(part) || part.contains(target.element) || target.element.contains(part))) return false;
      return small(other.rect) ? Math.hypot(c.x - centre(other.rect).x, c.y - centre(other.rect).y) < 24 : distanceToRect(c, other.rect) < 12;
    });
    if (crowded) problems.push(`${describe(target.element)} is ${Math.round(target.rect.width)} × ${Math.round(target.rect.height)} px, within 24 px of ${describe(crowded.element)}`);
  }
  return problems;
}

/**
 * 2.4.7 and 2.4.11 for the focused control: it shows an outline or a ring (an outline alone under
 * forced colours, which drop box shadows), and some of it is on screen and not under another layer.
 */
export function focusProblem(forcedColors: boolean): { where: string; problem: string | null } | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!active || active === document.body || active.localName === 'iframe') return null;
  // The wallets' buttons are the card provider's own, drawn into our box by its script.
  if (active.closest('[slot^="rw-payment-"], .rw-payment__wallets') || /^Buy with /.test(active.getAttribute('aria-label') ?? active.textContent ?? '')) return { where: 'the provider’s wallet button', problem: null };
  const where = `${active.localName} “${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}”`;
  const shows = (element: Element) => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && (forcedColors || !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(style.outlineColor));
    return outline || (!forcedColors && style.boxShadow !== 'none');
  };
  const label = active instanceof HTMLInputElement ? active.labels?.[0] : undefined;
  if (!shows(active) && !(label && shows(label))) return { where, problem: 'shows no focus indicator' };
  const rect = active.getBoundingClientRect();
  const points = [
    [rect.left + rect.width / 2, rect.top + rect.height / 2],
    [rect.left + 2, rect.top + 2],
    [rect.right - 2, rect.bottom - 2],
  ].filter(([x = -1, y = -1]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
  if (points.length === 0) return { where, problem: 'is off screen' };
  const hit = (x: number, y: number) => {
    let element: Element | null = document.elementFromPoint(x, y);
    while (element?.shadowRoot) {
      const inner = element.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === element) break;
      element = inner;
    }
    return element;
  };
  const own = (element: Element | null) => !!element && (element === active || active.contains(element) || (label?.contains(element) ?? false) || element.contains(active));
  if (!points.some(([x = 0, y = 0]) => own(hit(x, y)))) return { where, problem: `is hidden under ${hit(points[0]![0]!, points[0]![1]!)?.localName ?? 'something'}` };
  return { where, problem: null };
}

/** Text cut off by a box that hides its overflow, or the page scrolling sideways. */
export function clippedText(): string[] {
  const problems: string[] = [];
  const all: Element[] = [];
  const walk = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      all.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  for (const element of all) {
    if (!(element instanceof HTMLElement) || !element.checkVisibility()) continue;
    if (element.matches('.rw-visually-hidden, input, select, textarea, img, svg, iframe, canvas, dialog:not([open])') || element.clientWidth <= 1) continue;
    const style = getComputedStyle(element);
    const hidesX = /hidden|clip/.test(style.overflowX) || style.textOverflow === 'ellipsis';
    const hidesY = /hidden|clip/.test(style.overflowY);
    if (!hidesX && !hidesY) continue;
    if (!(element.textContent ?? '').trim()) continue;
    const cutX = hidesX && element.scrollWidth > element.clientWidth + 1;
    const cutY = hidesY && element.scrollHeight > element.clientHeight + 1;
    if (cutX || cutY) problems.push(`${element.localName}.${[...element.classList].join('.')} “${(element.textContent ?? '').trim().slice(0, 40)}” is cut off (${element.scrollWidth} × ${element.scrollHeight} in ${element.clientWidth} × ${element.clientHeight})`);
  }
  const page = document.scrollingElement;
  if (page && page.scrollWidth > innerWidth + 1) problems.push(`the page scrolls sideways: ${page.scrollWidth} px wide at ${innerWidth} px`);
  return problems;
}

/** Adds (or, with `css` null, removes) a stylesheet in the document and every shadow root. */
export function overrideStyles(css: string | null): void {
  const key = '__perceivableSheet';
  const w = window as unknown as Record<string, CSSStyleSheet | undefined>;
  const sheet = (w[key] ??= new CSSStyleSheet());
  sheet.replaceSync(css ?? '');
  const roots: (Document | ShadowRoot)[] = [document];
  const walk = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) {
        roots.push(element.shadowRoot);
        walk(element.shadowRoot);
      }
    }
  };
  walk(document);
  for (const root of roots) if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Animations still running (reduced motion asked for none), through shadow roots. */
export function runningAnimations(): string[] {
  return document
    .getAnimations()
    .filter((animation) => animation.playState === 'running')
    .map((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return `${animation instanceof CSSTransition ? 'transition' : 'animation'} on ${target?.localName ?? '?'}.${target ? [...target.classList].join('.') : ''}`;
    });
}

/** 1.3.5 and 3.3.8: fields about the shopper name their purpose; no field refuses a paste. */
export function inputPurposeProblems(): string[] {
  const PERSONAL = /\b(first name|last name|full name|name on card|cardholder|e-?mail|username|password|phone|birth|address|city|postal|zip|country|state|province|prénom|nom|courriel|téléphone|naissance|adresse|ville|code postal|pays)\b/i;
  const problems: string[] = [];
  const all: Element[] = [];
  const walk = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      all.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(document);
  for (const field of all) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement) || !field.checkVisibility()) continue;
    if (field instanceof HTMLInputElement && !['text', 'email', 'tel', 'password', 'search', ''].includes(field.type)) continue;
    const label = (field.labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? '').trim();
    const purpose = field.getAttribute('autocomplete') ?? '';
    if (PERSONAL.test(label) && (purpose === '' || purpose === 'off')) problems.push(`“${label}” has no autocomplete purpose`);
    if (field instanceof HTMLInputElement) {
      const paste = new ClipboardEvent('paste', { bubbles: true, cancelable: true, composed: true, clipboardData: new DataTransfer() });
      if (!field.dispatchEvent(paste)) problems.push(`“${label}” refuses a paste`);
    }
  }
  return problems;
}

/** Tabs through the page from its start and returns each stop's focus problem (at most `stops`). */
export async function focusWalk(page: Page, forcedColors: boolean, stops = 40): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const problems: string[] = [];
  let first: string | null = null;
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(focusProblem, forcedColors);
    // Past the story's last control the focus leaves the page, or comes round to its first one.
    if (!found || found.where === first) break;
    first ??= found.where;
    if (found.problem) problems.push(`${found.where} ${found.problem}`);
  }
  return problems;
}
