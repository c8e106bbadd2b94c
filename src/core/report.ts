/**
 * The one error reporter every widget uses. A failure the shopper saw reaches the resort three
 * ways: a `resort:error` event on `window` (bubbles, composed), `window.ResortWidgets.onError`
 * (or `ResortWidgetsAdmin.onError`) called with the same detail, and, when the page data's
 * `LoggingSettings` gives a project code and an endpoint, a beacon to that endpoint.
 *
 * A report never carries secrets: the fields are short, scrubbed texts (card-like digit runs,
 * e-mail addresses and token-like strings are masked), and callers pass our own sentence or the
 * store's refusal text, never a request body, a header or a cookie.
 *
 * It sits in `core` so the API client (below the bus) and the island boundary can both use it; it
 * dispatches the event on `window` itself rather than through the bus. It loads with the page's
 * first failure: everything reports through `report-on-use.ts`, which keeps what is reported while
 * this module loads.
 */
import { shared } from './shared.ts';
import { ERROR_EVENT, reporter, reportSettings, setReportSettingsSource, type ErrorReport } from './report-on-use.ts';

export { ERROR_EVENT, setReportSettingsSource, type ErrorReport };
export type { ReportSettings } from './report-on-use.ts';

/** Reports sent by beacon per page at most; later ones still reach the event and `onError`. */
export const BEACON_CAP = 20;
/** Reports wait this long to travel together in one beacon. */
export const BEACON_FLUSH_MS = 2000;
const MAX_TEXT = 300;

// A card number is 12–19 digits, often grouped by spaces or dashes; shorter numbers (ids,
// statuses, quantities) say where it happened and stay.
const CARD_LIKE = /\d(?:[ -]?\d){11,18}/g;
const EMAIL = /[^\s@<>"'(),;:]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// A long run of letters, digits and token punctuation with at least one digit: session ids,
// anti-forgery and card tokens, JWTs. Words and sentences are never this long without a space.
const TOKEN_LIKE = /[A-Za-z0-9_\-+/=.]{24,}/g;
// A call's path is not a secret: its steps are words (`paymentplans`, `v2`) and its ids are short
// numbers (`/schedules/1`), where a token's pieces mix letters and digits. Eleven digits at most: a
// twelfth could begin a card number.
const PATH_STEP = /^(?:[A-Za-z_.-]*|[A-Za-z]+\d{1,2}|\d{1,11})$/;
const isPath = (run: string): boolean => run.includes('/') && run.split('/').every((step) => PATH_STEP.test(step));
// Whatever follows a secret's name ("password: …", "CVV 911", "token=…") is the secret itself.
const NAMED_SECRET = /\b(password|passwd|pwd|cvv|cvc|pin|token|cookie)(\s*[:=]\s*|\s+)(?!\[)\S+/gi;

/** Masks what must never leave the page in a report and shortens the text. */
export function scrub(text: string): string {
  const masked = text
    .replace(NAMED_SECRET, '$1$2[hidden]')
    .replace(EMAIL, '[email]')
    .replace(TOKEN_LIKE, (run) => (/\d/.test(run) && !isPath(run) ? '[token]' : run))
    .replace(CARD_LIKE, '[number]')
    .replace(/\s+/g, ' ')
    .trim();
  return masked.length > MAX_TEXT ? `${masked.slice(0, MAX_TEXT - 1)}…` : masked;
}

interface ReporterState {
  queue: Array<ErrorReport & { page: string; at: string }>;
  /** Reports handed to the beacon (or queued for it) on this page. */
  counted: number;
  timer: ReturnType<typeof setTimeout> | null;
  listening: boolean;
}

const state = shared<ReporterState>('core:error-reporter', () => ({ queue: [], counted: 0, timer: null, listening: false }));

type OnError = (detail: ErrorReport) => void;

function hostHandlers(): OnError[] {
  if (typeof window === 'undefined') return [];
  const globals = window as unknown as Record<string, { onError?: unknown } | undefined>;
  const handlers = [globals.ResortWidgets?.onError, globals.ResortWidgetsAdmin?.onError].filter((fn): fn is OnError => typeof fn === 'function');
  return [...new Set(handlers)];
}

/** Which copy of its tag `element` is, counted in its document or shadow root, when there are several. */
function copyOf(element: Element): number | undefined {
  const root = element.getRootNode();
  if (!('querySelectorAll' in root)) return undefined;
  const copies = [...(root as ParentNode).querySelectorAll(element.localName)];
  return copies.length > 1 && copies.includes(element) ? copies.indexOf(element) + 1 : undefined;
}

/** The element rides along unenumerated: spreads, JSON and the beacon leave it out. */
function withElement(detail: ErrorReport, element: Element | undefined): ErrorReport {
  if (element !== undefined) Object.defineProperty(detail, 'element', { value: element, enumerable: false });
  return detail;
}

function clean(report: ErrorReport): ErrorReport {
  const copy = report.element === undefined ? undefined : copyOf(report.element);
  return withElement(
    {
      widget: scrub(report.widget) || 'unknown',
      ...(copy === undefined ? {} : { copy }),
      operation: scrub(report.operation) || 'unknown',
      ...(report.status === undefined || !Number.isInteger(report.status) ? {} : { status: report.status }),
      ...(report.reference === undefined || scrub(report.reference) === '' ? {} : { reference: scrub(report.reference).slice(0, 64) }),
      message: scrub(report.message),
    },
    report.element,
  );
}

/** Sends what is queued in one beacon; never waits, never throws. */
export function flushReports(): void {
  if (state.timer !== null) {
    clearTimeout(state.timer);
    state.timer = null;
  }
  const settings = reportSettings.read();
  const reports = state.queue.splice(0);
  if (reports.length === 0 || !settings || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const payload = JSON.stringify({ project: settings.projectCode, reports });
  try {
    // text/plain keeps the beacon a simple request (no preflight) wherever the endpoint lives.
    navigator.sendBeacon(settings.endpoint, new Blob([payload], { type: 'text/plain;charset=UTF-8' }));
  } catch {
    // A refused beacon (too large, bad address) costs the page nothing.
  }
}

function listenForLeaving(): void {
  if (state.listening || typeof window === 'undefined') return;
  state.listening = true;
  window.addEventListener('pagehide', flushReports);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushReports();
  });
}

function enqueue(report: ErrorReport): void {
  const settings = reportSettings.read();
  if (!settings || settings.endpoint === '' || settings.projectCode === '') return;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  if (state.counted >= BEACON_CAP) return;
  state.counted += 1;
  // The path only: a query string may hold an e-mail address or a recovery token.
  const page = typeof window === 'undefined' ? '' : scrub(window.location.pathname);
  state.queue.push({ ...report, page, at: new Date().toISOString() });
  listenForLeaving();
  state.timer ??= setTimeout(flushReports, BEACON_FLUSH_MS);
}

/** Reports one failure: the event, the host's `onError`, and the beacon when it is configured. */
export function reportError(report: ErrorReport): ErrorReport {
  const detail = clean(report);
  if (typeof window !== 'undefined') {
    try {
      window.dispatchEvent(new CustomEvent(ERROR_EVENT, { detail, bubbles: true, composed: true }));
    } catch (error) {
      console.error('resort-widgets: a resort:error listener failed', error);
    }
    for (const handler of hostHandlers()) {
      try {
        handler(withElement({ ...detail }, detail.element));
      } catch (error) {
        console.error('resort-widgets: ResortWidgets.onError failed', error);
      }
    }
  }
  enqueue(detail);
  return detail;
}

/** Test helper: forget the queue, the page's count and the settings. */
export function resetReporter(): void {
  if (state.timer !== null) clearTimeout(state.timer);
  state.queue = [];
  state.counted = 0;
  state.timer = null;
  setReportSettingsSource(() => null);
}

reporter.provide((report) => void reportError(report));
