/**
 * What a rule checker cannot see, measured in the page: target sizes (WCAG 2.5.8), the focused
 * control's indicator and whether our own layers or a sticky host header hide it (2.4.7, 2.4.11),
 * the contrast of boundaries, focus indicators, icons and selected states (1.4.11), what forced
 * colours keep (boundaries, selected, disabled and error states), text clipped under the
 * text-spacing override or at a narrow width (1.4.12, 1.4.4, 1.4.10), motion under reduced motion
 * (2.2.2) and input purposes (1.3.5) and paste (3.3.8). Each returns the problems it found, in
 * words.
 *
 * The checks are handed to `page.evaluate`, which sends a function's source alone: what they share
 * (the walk through shadow roots, colours and contrast, which elements are controls) is installed
 * once in the page as `window.__perceivable` by `inPage`, which runs every check.
 */
import type { Page } from '@playwright/test';

/** 1.4.12's minimum spacing, as the override bookmarklets set it. */
export const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

type Rgba = [number, number, number, number];

/** What every check shares, in the page. */
interface Perceivable {
  /** Every element of the document and of every shadow root in it, in tree order. */
  elements: () => Element[];
  /** `button “Remove Season Pass”`: an element as a problem names it. */
  describe: (element: Element) => string;
  /** The visible controls a person can operate (links, buttons, fields, widgets with a role). */
  controls: () => Element[];
  /** A CSS colour as sRGB 0–255 and alpha 0–1, whatever syntax the browser computed. */
  rgba: (css: string) => Rgba;
  /** The opaque colour of the page behind `element` (its ancestors' backgrounds, over white). */
  behind: (element: Element) => Rgba;
  /** `element`'s own background over what is behind it. */
  fill: (element: Element) => Rgba;
  /** `top` drawn over `bottom` (opaque). */
  over: (top: Rgba, bottom: Rgba) => Rgba;
  /** WCAG's contrast ratio of two opaque colours. */
  contrast: (a: Rgba, b: Rgba) => number;
  /** The colours of an element's focus indicator: its outline and each box-shadow ring. */
  indicator: (element: Element) => string[];
}
type PerceivableWindow = Window & { __perceivable: Perceivable };

/** Installs `window.__perceivable` (again after a reload); a no-op when it is there. */
function install(): void {
  const w = window as unknown as Partial<PerceivableWindow>;
  if (w.__perceivable) return;
  const parentOf = (element: Element): Element | null => element.parentElement ?? ((element.getRootNode() as ShadowRoot).host || null);
  const context = new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true })!;
  const parsed = new Map<string, Rgba>();
  const rgba = (css: string): Rgba => {
    let colour = parsed.get(css);
    if (!colour) {
      // The canvas reads every colour syntax the page can compute (rgb(), color(srgb …), names).
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      colour = [r, g, b, a / 255];
      parsed.set(css, colour);
    }
    return colour;
  };
  const over = ([r, g, b, a]: Rgba, [r2, g2, b2]: Rgba): Rgba => [r * a + r2 * (1 - a), g * a + g2 * (1 - a), b * a + b2 * (1 - a), 1];
  const behind = (element: Element): Rgba => {
    const layers: Rgba[] = [];
    for (let at = parentOf(element); at; at = parentOf(at)) {
      const colour = rgba(getComputedStyle(at).backgroundColor);
      if (colour[3] > 0) layers.push(colour);
      if (colour[3] >= 1) break;
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = ([r, g, b]: Rgba) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  const elements = () => {
    const all: Element[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        all.push(element);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return all;
  };
  const CONTROL =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=menuitem], [role=option], [role=switch], [role=gridcell] > button';
  w.__perceivable = {
    elements,
    describe: (element) => `${element.localName}${element.id ? `#${element.id}` : ''} “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}”`,
    controls: () => elements().filter((element) => element.matches(CONTROL) && element.checkVisibility({ visibilityProperty: true, opacityProperty: false })),
    rgba,
    behind,
    fill: (element) => over(rgba(getComputedStyle(element).backgroundColor), behind(element)),
    over,
    contrast: (a, b) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    },
    indicator: (element) => {
      const style = getComputedStyle(element);
      const colours: string[] = [];
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) colours.push(style.outlineColor);
      // `rgb(255, 255, 255) 0px 0px 0px 2px, rgb(70, 130, 180) 0px 0px 0px 4px`: each ring's colour leads.
      if (style.boxShadow !== 'none') for (const [colour] of style.boxShadow.matchAll(/(?:rgba?|color)\([^)]*\)|#[0-9a-f]+/gi)) colours.push(colour);
      return colours.filter((colour) => rgba(colour)[3] > 0);
    },
  };
}

/** Runs `check` in the page, with `window.__perceivable` installed. */
export async function inPage<Result, Arg>(page: Page, check: (arg: Arg) => Result, arg: Arg): Promise<Result>;
export async function inPage<Result>(page: Page, check: () => Result): Promise<Result>;
export async function inPage<Result, Arg>(page: Page, check: (arg?: Arg) => Result, arg?: Arg): Promise<Result> {
  await page.evaluate(install);
  return page.evaluate(check as (arg: unknown) => Result, arg);
}

/** 2.5.8: each target at least 24 × 24 CSS px, or its 24 px circle clear of every other target. */
export function undersizedTargets(): string[] {
  const { controls, describe } = (window as unknown as PerceivableWindow).__perceivable;
  const targets = controls()
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
 * forced colours, which drop box shadows), and some of it is on screen and not under another layer
 * (ours, or the host's sticky header).
 */
export function focusProblem(forcedColors: boolean): { where: string; problem: string | null } | null {
  const { describe, indicator } = (window as unknown as PerceivableWindow).__perceivable;
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!active || active === document.body || active.localName === 'iframe') return null;
  // The wallets' buttons are the card provider's own, drawn into our box by its script.
  if (active.closest('[slot^="rw-payment-"], .rw-payment__wallets') || /^Buy with /.test(active.getAttribute('aria-label') ?? active.textContent ?? '')) return { where: 'the provider’s wallet button', problem: null };
  const where = describe(active);
  const shows = (element: Element) => {
    const style = getComputedStyle(element);
    // Forced colours draw even a transparent outline in the system's colour, and drop shadows.
    if (forcedColors) return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return indicator(element).length > 0;
  };
  const label = active instanceof HTMLInputElement ? active.labels?.[0] : undefined;
  if (!shows(active) && !(label && shows(label))) return { where, problem: 'shows no focus indicator' };
  // A grid of points over the part of the control inside the window: one of them must be the
  // control's own (2.4.11 asks that it is not entirely hidden; a tall panel may be mostly off screen).
  const rect = active.getBoundingClientRect();
  const [left, top, right, bottom] = [Math.max(rect.left, 0), Math.max(rect.top, 0), Math.min(rect.right, innerWidth), Math.min(rect.bottom, innerHeight)];
  if (right - left < 1 || bottom - top < 1) return { where, problem: 'is off screen' };
  const points = [0.5, 0, 0.25, 0.75, 1].flatMap((fx) => [0.5, 0, 0.25, 0.75, 1].map((fy) => [left + 1 + (right - left - 2) * fx, top + 1 + (bottom - top - 2) * fy]));
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
  if (!points.some(([x = 0, y = 0]) => own(hit(x, y)))) {
    const cover = hit(points[0]![0]!, points[0]![1]!);
    return { where, problem: `is hidden under ${cover ? `${cover.localName}${cover.id ? `#${cover.id}` : ''}` : 'something'}` };
  }
  return { where, problem: null };
}

/** Text cut off by a box that hides its overflow, or the page scrolling sideways. */
export function clippedText(): string[] {
  const { elements } = (window as unknown as PerceivableWindow).__perceivable;
  const problems: string[] = [];
  for (const element of elements()) {
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
  const { elements } = (window as unknown as PerceivableWindow).__perceivable;
  const key = '__perceivableSheet';
  const w = window as unknown as Record<string, CSSStyleSheet | undefined>;
  const sheet = (w[key] ??= new CSSStyleSheet());
  sheet.replaceSync(css ?? '');
  const roots = [document, ...elements().flatMap((element) => (element.shadowRoot ? [element.shadowRoot] : []))];
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
  const { elements } = (window as unknown as PerceivableWindow).__perceivable;
  const PERSONAL = /\b(first name|last name|full name|name on card|cardholder|e-?mail|username|password|phone|birth|address|city|postal|zip|country|state|province|prénom|nom|courriel|téléphone|naissance|adresse|ville|code postal|pays)\b/i;
  const problems: string[] = [];
  for (const field of elements()) {
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

/** The lowest ratio of each kind a contrast check measured, and what fell short of 3:1. */
export interface ContrastFindings {
  problems: string[];
  lowest: Partial<Record<'boundary' | 'focus' | 'icon' | 'state', { ratio: number; of: string }>>;
}

/**
 * 1.4.11 Non-text Contrast, at least 3:1 against the adjacent colours:
 *
 * - a field's boundary: its border (or its fill) against the page around it; a native checkbox or
 *   radio is drawn by the browser, and a disabled control is exempt;
 * - each control's focus indicator (its outline or box-shadow ring, each colour over the page
 *   around it), read by focusing the controls in turn after a key press, so `:focus-visible` holds;
 * - an icon that is a control's only content, against the control's fill;
 * - a selected, pressed, checked or current control against a peer that is not: its fill or a
 *   border differs by 3:1.
 *
 * Ratios are not rounded: 2.99 falls short.
 */
export function nonTextContrast(): ContrastFindings {
  const { controls, describe, rgba, behind, fill, over, contrast, indicator } = (window as unknown as PerceivableWindow).__perceivable;
  const findings: ContrastFindings = { problems: [], lowest: {} };
  // The same shortfall on many controls (every day of a calendar) is one problem, with a count.
  const short = new Map<string, string[]>();
  const note = (kind: keyof ContrastFindings['lowest'], element: Element, ratio: number, what: string) => {
    const lowest = findings.lowest[kind];
    if (!lowest || ratio < lowest.ratio) findings.lowest[kind] = { ratio: Math.round(ratio * 100) / 100, of: describe(element) };
    if (ratio < 3) short.set(`${what} is ${ratio.toFixed(2)}:1`, [...(short.get(`${what} is ${ratio.toFixed(2)}:1`) ?? []), describe(element)]);
  };
  const disabled = (element: Element) => element.matches(':disabled, [aria-disabled="true"]');
  const all = controls().filter((element) => !disabled(element) && !element.closest('[slot^="rw-payment-"], .rw-payment__wallets'));
  const FIELD = 'input:not([type=checkbox], [type=radio], [type=range], [type=color], [type=file], [type=submit], [type=button], [type=image]), select, textarea, input[type=checkbox], input[type=radio]';
  for (const element of all.filter((control) => control.matches(FIELD))) {
    const style = getComputedStyle(element);
    // Chromium draws a native box in its own grey (#767676, 4.5:1 on white).
    if (style.appearance !== 'none' && element.matches('[type=checkbox], [type=radio]')) continue;
    const outside = behind(element);
    const sides = (['Top', 'Right', 'Bottom', 'Left'] as const).filter((side) => style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' && parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1);
    const border = sides.length === 0 ? 1 : Math.min(...sides.map((side) => contrast(over(rgba(style.getPropertyValue(`border-${side.toLowerCase()}-color`)), outside), outside)));
    note('boundary', element, Math.max(border, contrast(fill(element), outside)), 'its boundary against the page');
  }
  for (const element of all) {
    const icon = element.querySelector('svg');
    if (icon && !(element.textContent ?? '').trim() && icon.checkVisibility()) {
      const shape = [...icon.querySelectorAll('path, circle, rect, line, polyline, polygon, ellipse')].find((part) => getComputedStyle(part).display !== 'none');
      if (shape) {
        const paint = getComputedStyle(shape);
        const colour = paint.fill !== 'none' && rgba(paint.fill)[3] > 0 ? paint.fill : paint.stroke;
        note('icon', element, contrast(over(rgba(colour), fill(element)), fill(element)), 'its icon against its fill');
      }
    }
  }
  for (const element of all) {
    if (!(element instanceof HTMLElement || element instanceof SVGElement) || element.matches('iframe')) continue;
    element.focus({ preventScroll: true });
    let focused: Element | null = document.activeElement;
    while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
    if (focused !== element) continue;
    const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
    const shown = [element, ...(label ? [label] : [])].find((part) => indicator(part).length > 0);
    if (!shown) continue; // The focus check reports a control without an indicator.
    const outside = behind(shown);
    note('focus', element, Math.max(...indicator(shown).map((colour) => contrast(over(rgba(colour), outside), outside))), 'its focus indicator against the page');
  }
  let focused: Element | null = document.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  (focused as HTMLElement | null)?.blur();
  const SELECTED = '[aria-selected="true"], [aria-pressed="true"], [aria-checked="true"]:not(input), [aria-current]:not([aria-current="false"])';
  for (const element of controls().filter((control) => control.matches(SELECTED))) {
    const peer = statePeer(element, SELECTED);
    if (!peer) continue;
    const [a, b] = [getComputedStyle(element), getComputedStyle(peer)];
    const borders = ['top', 'right', 'bottom', 'left'].map((side) => {
      const colour = (style: CSSStyleDeclaration, of: Element) => (style.getPropertyValue(`border-${side}-style`) === 'none' ? fill(of) : over(rgba(style.getPropertyValue(`border-${side}-color`)), behind(of)));
      return contrast(colour(a, element), colour(b, peer));
    });
    note('state', element, Math.max(contrast(fill(element), fill(peer)), ...borders), `its ${element.getAttribute('aria-current') ? 'current' : 'selected'} state against ${describe(peer)}`);
  }
  findings.problems = [...short].map(([what, where]) => `${where[0]}${where.length > 1 ? ` (and ${where.length - 1} more)` : ''}: ${what}`);
  return findings;

  /** A control of the same kind beside `element` that is not in its state, and not disabled. */
  function statePeer(element: Element, selected: string): Element | null {
    const group = element.closest('[role=grid], [role=tablist], [role=listbox], [role=radiogroup], [role=group], [role=menu], table, ul, ol, fieldset, nav') ?? element.parentElement;
    const role = element.getAttribute('role');
    return [...(group?.querySelectorAll(element.localName) ?? [])].find((other) => other !== element && other.getAttribute('role') === role && !other.matches(selected) && !disabled(other) && other.checkVisibility()) ?? null;
  }
}

/**
 * Under `forced-colors: active` (the browser replaces our colours with the system's): every field
 * and every control drawn as a box keeps a border, a selected control still differs from its peer,
 * a disabled one from an enabled one of its kind, and a field in error from a valid one or names
 * its error in visible text. `boxed` lists the controls drawn as a box in normal colours
 * (`boxedControls`), since forced colours remove fills.
 */
export function forcedColorsProblems(): string[] {
  const { controls, describe } = (window as unknown as PerceivableWindow).__perceivable;
  const boxed = (window as unknown as { __perceivableBoxed?: WeakSet<Element> }).__perceivableBoxed ?? new WeakSet();
  const problems: string[] = [];
  const looks = (element: Element) => {
    const style = getComputedStyle(element);
    const sides = ['top', 'right', 'bottom', 'left'].map((side) => `${style.getPropertyValue(`border-${side}-style`)} ${style.getPropertyValue(`border-${side}-width`)} ${style.getPropertyValue(`border-${side}-color`)}`);
    return [...sides, style.backgroundColor, style.color, style.opacity, style.outlineStyle, style.outlineColor, style.textDecorationLine, style.fontWeight, style.backgroundImage].join('|');
  };
  const hasBorder = (element: Element) => {
    const style = getComputedStyle(element);
    return ['top', 'right', 'bottom', 'left'].some((side) => style.getPropertyValue(`border-${side}-style`) !== 'none' && parseFloat(style.getPropertyValue(`border-${side}-width`)) >= 1);
  };
  const all = controls().filter((element) => !element.closest('[slot^="rw-payment-"], .rw-payment__wallets'));
  for (const element of all) {
    const native = element.matches('[type=checkbox], [type=radio]') && getComputedStyle(element).appearance !== 'none';
    const field = element.matches('input:not([type=checkbox], [type=radio], [type=range], [type=color], [type=file]), select, textarea');
    // A segment of a bordered group (Map | Photos) takes its edges from the group and its divider.
    const inBorderedGroup = !!element.parentElement && element.parentElement.matches('[role=group], [role=tablist], [role=radiogroup]') && hasBorder(element.parentElement);
    if (!native && (field || boxed.has(element)) && !hasBorder(element) && !inBorderedGroup) problems.push(`${describe(element)} has no boundary`);
  }
  const kind = (element: Element) => `${element.localName}|${element.getAttribute('role') ?? ''}|${element.getAttribute('type') ?? ''}`;
  const SELECTED = '[aria-selected="true"], [aria-pressed="true"], [aria-checked="true"]:not(input), [aria-current]:not([aria-current="false"])';
  for (const element of all.filter((control) => control.matches(SELECTED))) {
    const group = element.closest('[role=grid], [role=tablist], [role=listbox], [role=radiogroup], [role=group], [role=menu], table, ul, ol, fieldset, nav') ?? element.parentElement;
    const peer = [...(group?.querySelectorAll(element.localName) ?? [])].find((other) => other !== element && kind(other) === kind(element) && !other.matches(`${SELECTED}, :disabled, [aria-disabled="true"]`) && other.checkVisibility());
    if (peer && looks(peer) === looks(element)) problems.push(`${describe(element)} looks the same as ${describe(peer)}: its selected state is lost`);
  }
  for (const element of all.filter((control) => control.matches(':disabled, [aria-disabled="true"]'))) {
    const peer = all.find((other) => kind(other) === kind(element) && !other.matches(':disabled, [aria-disabled="true"]') && other.className === element.className);
    if (peer && looks(peer) === looks(element)) problems.push(`${describe(element)} looks the same as ${describe(peer)}: its disabled state is lost`);
  }
  for (const element of all.filter((control) => control.matches('[aria-invalid="true"]'))) {
    const peer = all.find((other) => kind(other) === kind(element) && !other.matches('[aria-invalid="true"]'));
    const root = element.getRootNode() as Document | ShadowRoot;
    const named = (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .concat(element.getAttribute('aria-errormessage') ?? '')
      .some((id) => {
        const message = id ? root.getElementById(id) : null;
        return !!message && message.checkVisibility() && (message.textContent ?? '').trim().length > 0;
      });
    if (!named && (!peer || looks(peer) === looks(element))) problems.push(`${describe(element)} is in error, which shows neither in its look nor in visible text`);
  }
  return problems;
}

/** Records which controls are drawn as a box (a fill or border unlike the page), before forced colours. */
export function boxedControls(): number {
  const { controls, fill, behind, contrast, rgba } = (window as unknown as PerceivableWindow).__perceivable;
  const boxed = new WeakSet<Element>();
  let count = 0;
  for (const element of controls()) {
    const style = getComputedStyle(element);
    const outside = behind(element);
    const border = style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) >= 1 && rgba(style.borderTopColor)[3] > 0;
    if (border || contrast(fill(element), outside) > 1.1) {
      boxed.add(element);
      count++;
    }
  }
  (window as unknown as { __perceivableBoxed: WeakSet<Element> }).__perceivableBoxed = boxed;
  return count;
}

/** Where `focusWalk` starts and which way it goes. */
export interface WalkOptions {
  forcedColors?: boolean;
  /** Shift+Tab from the end of the page: what comes into view arrives at the top edge. */
  backward?: boolean;
  stops?: number;
}

/** Tabs through the page from its start (or end) and returns each stop's focus problem. */
export async function focusWalk(page: Page, { forcedColors = false, backward = false, stops = 40 }: WalkOptions = {}): Promise<string[]> {
  await page.evaluate(install);
  await page.evaluate((backward) => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, backward ? document.documentElement.scrollHeight : 0);
  }, backward);
  const problems: string[] = [];
  let first: string | null = null;
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press(backward ? 'Shift+Tab' : 'Tab');
    const found = await page.evaluate(focusProblem, forcedColors);
    // Past the story's last control the focus leaves the page, or comes round to its first one.
    if (!found || found.where === first) break;
    first ??= found.where;
    if (found.problem) problems.push(`${found.where} ${found.problem}`);
  }
  return problems;
}

/**
 * A host's sticky header, as a store's template has it: first in the body, 64 px tall, edge to
 * edge, above the page's content. With `padded`, the page also sets `scroll-padding-top` to its height (what
 * `docs/host-page.md` asks of a host), so the browser scrolls a focused control out from under it.
 */
export function plantStickyHeader(padded: boolean | null): void {
  document.querySelector('#host-sticky-header')?.remove();
  document.documentElement.style.removeProperty('scroll-padding-top');
  if (padded === null) return;
  const header = document.createElement('header');
  header.id = 'host-sticky-header';
  header.textContent = 'Resort store';
  // Edge to edge, whatever the page's own padding (Storybook's body has 1 rem).
  header.style.cssText = 'position: sticky; top: 0; z-index: 100; height: 64px; width: 100vw; margin: 0 0 0 calc(50% - 50vw); background: #20303f; color: #fff;';
  document.body.prepend(header);
  if (padded) document.documentElement.style.setProperty('scroll-padding-top', '72px');
}
