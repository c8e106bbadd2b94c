/**
 * What every island and the client use to report a failure (`reportError`), and what the settings
 * store hands the reporter (`setReportSettingsSource`). The reporter itself (`report.ts`: the
 * scrubber, the event, `onError`, the beacon) is a chunk of its own, loaded with the page's first
 * failure: most pages never have one, and a report made while it loads waits for it, in order.
 */
import { onFirstUse } from './on-first-use.ts';
import { shared } from './shared.ts';

export const ERROR_EVENT = 'resort:error';

export interface ErrorReport {
  /** The tag whose control was used (or that failed), e.g. `resort-cart`. */
  widget: string;
  /**
   * That tag's element, when it is known: two copies of a tag on one page are told apart by it.
   * It goes to the `resort:error` event and `onError` (not enumerable, so never serialised), never
   * into the beacon, which says `copy` instead.
   */
  element?: Element;
  /** Which copy of the tag it was, 1 for the first in the page's order, when the page has several. */
  copy?: number;
  /** What it was doing: a call (`POST /api/cart/remove`) or a step (`render`, `tokenize card`). */
  operation: string;
  /** The HTTP status the store answered, when a call failed with one. */
  status?: number;
  /** The store's `X-Request-Id` for the failed call: the same reference its log line carries. */
  reference?: string;
  /** Our sentence, or the store's refusal text, scrubbed. */
  message: string;
}

/** What the page data's `LoggingSettings` says about the beacon. */
export interface ReportSettings {
  projectCode: string;
  endpoint: string;
}

/** Where the reporter reads `LoggingSettings`: here, so the settings store need not load it. */
export const reportSettings = shared('core:report-settings', () => ({ read: (): ReportSettings | null => null }));

/**
 * The reporter sits below the stores, so the settings store hands it a getter for `LoggingSettings`
 * (as it does the client's captcha settings).
 */
export function setReportSettingsSource(read: () => ReportSettings | null): void {
  reportSettings.read = read;
}

export const reporter = onFirstUse<[ErrorReport]>('error reporter', () => import('./report.ts'));

/** Reports one failure: the event, the host's `onError`, and the beacon when it is configured. */
export function reportError(report: ErrorReport): void {
  reporter.call(report);
}
