/**
 * A failed call becomes one error report (`src/core/report.ts`, through `report-on-use.ts`), made here, where every call's
 * failure already passes, so a widget never reports a call again. The client does not know which
 * widget called it, so each element module claims its paths (`claimCalls`) when it loads, and the
 * page's controls say which island the shopper used last: a call names the island whose control
 * was used just before it started, when that island's tag claims the call's path (a Remove pressed
 * in `<resort-cart>` is the cart's, though `<resort-minicart>` sends the same call), else the
 * first tag that claimed the path (the longest claimed prefix) and has a copy on the page.
 */
import { onFirstUse } from '../core/on-first-use.ts';
import { shared } from '../core/shared.ts';
import { refused, type ApiError } from './errors.ts';

/** Each claimed path prefix and the tags that make calls below it, in the order they claimed it. */
const claims = shared('api:call-claims', () => new Map<string, string[]>());
/** The claimed paths with personal parts, as segments: `{code}` in `/api/discount/apply/{code}`. */
export const templates = shared('api:call-templates', () => [] as string[][]);

/** A control used this long before a call started still names the call's island. */
export const CONTROL_USE_MS = 3000;

interface ControlUse {
  element: Element;
  at: number;
}

const use = shared('api:control-use', () => ({ last: null as ControlUse | null, listening: false }));

// What a shopper does to a control; every one of them is composed, so it reaches the document from
// inside a shadow root (`change` and `submit` are not, and each follows one of these).
const CONTROL_EVENTS = ['pointerdown', 'click', 'keydown', 'input'] as const;

function claimedTags(): Set<string> {
  const tags = new Set<string>();
  for (const owners of claims.values()) for (const tag of owners) tags.add(tag);
  return tags;
}

function noteControlUse(event: Event): void {
  const tags = claimedTags();
  // The innermost island: a tag drawn inside another (add media in the household's dialog) is the one used.
  const island = event.composedPath().find((node): node is Element => node instanceof Element && tags.has(node.localName));
  if (island) use.last = { element: island, at: Date.now() };
}

function listenForControls(): void {
  if (use.listening || typeof document === 'undefined') return;
  use.listening = true;
  for (const type of CONTROL_EVENTS) document.addEventListener(type, noteControlUse, { capture: true, passive: true });
}

/** Says that calls to these paths (or below them) are made by `widget`. */
export function claimCalls(widget: string, ...paths: readonly string[]): void {
  for (const claimed of paths) {
    // A `{name}` segment is a personal part of the path (an id, a code); the path before it names the widget.
    const brace = claimed.indexOf('{');
    const path = brace === -1 ? claimed : claimed.slice(0, brace);
    if (brace !== -1 && !templates.some((template) => template.join('/') === claimed)) templates.push(claimed.split('/'));
    const owners = claims.get(path) ?? [];
    if (!owners.includes(widget)) claims.set(path, [...owners, widget]);
  }
  listenForControls();
}

/** The tags that claimed `path` (by its longest claimed prefix), in the order they claimed it. */
function claimersOf(path: string): readonly string[] {
  let best = '';
  let owners: readonly string[] = [];
  for (const [prefix, tags] of claims) {
    if (prefix.length > best.length && path.toLowerCase().startsWith(prefix.toLowerCase())) {
      best = prefix;
      owners = tags;
    }
  }
  return owners;
}

/** The widget that first claimed `path` (the longest matching prefix), or `resort-widgets`. */
export function widgetOfPath(path: string): string {
  return claimersOf(path)[0] ?? 'resort-widgets';
}

/** Who sent a call: its tag and, when it is known, the element (one copy of the tag on the page). */
export interface Caller {
  widget: string;
  element?: Element;
}

function copiesOf(tag: string): Element[] {
  return typeof document === 'undefined' ? [] : [...document.querySelectorAll(tag)];
}

/**
 * The island a call to `path` starting now belongs to (read when it starts, as the shopper may
 * use another control before it fails).
 */
export function callerOf(path: string): Caller {
  const bare = path.split(/[?#]/)[0] ?? path;
  const owners = claimersOf(bare);
  const last = use.last;
  if (last && Date.now() - last.at <= CONTROL_USE_MS && last.element.isConnected && owners.includes(last.element.localName)) {
    return { widget: last.element.localName, element: last.element };
  }
  for (const tag of owners) {
    const copies = copiesOf(tag);
    if (copies.length === 1 && copies[0]) return { widget: tag, element: copies[0] };
    if (copies.length > 1) return { widget: tag };
  }
  return { widget: owners[0] ?? 'resort-widgets' };
}

/**
 * What a failed call's report says (its masked path, its sentence) is built by
 * `report-call-build.ts`, a chunk of its own loaded with the page's first failure, as the reporter
 * is: most pages never have one. Who sent the call is read here, when it fails.
 */
export const callReports = onFirstUse<[method: string, path: string, error: ApiError, caller: Caller]>('call report', () => import('./report-call-build.ts'));

/**
 * Reports one failed call: `operation` is its method and path, without the query; `caller` is who
 * sent it (`callerOf`, read when the call started), else the path's first claimer on the page.
 */
export function reportCallFailure(method: string, path: string, error: ApiError, caller: Caller = callerOf(path)): void {
  callReports.call(method, path, error, caller);
}

/**
 * A call the store answered but refused in its body (`{ success: false, message }`): the client
 * saw a success, so the refusal is built (`refused`) and reported here, once.
 */
export function refusedCall(method: string, path: string, message: string | null | undefined, what: string, caller?: Caller): ApiError {
  const error = refused(message, what);
  reportCallFailure(method, path, error, caller);
  return error;
}
