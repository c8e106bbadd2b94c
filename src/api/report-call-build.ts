/**
 * A failed call's report, built (`report-call.ts` hands it the call and who sent it): the path with
 * its personal parts masked and our sentence for the failure. A chunk of its own, loaded with the
 * page's first failure.
 */
import { reportError } from '../core/report-on-use.ts';
import { isRefusal, type ApiError } from './errors.ts';
import { callReports, templates, type Caller } from './report-call.ts';

/**
 * The report's sentence: for a refusal in an answer's body (`success: false`), what the call did
 * not do and the store's text (`Could not add item to cart: Sold out for that day.`); for a 4xx,
 * the store's refusal text (it names what was wrong and is scrubbed by the reporter); otherwise ours
 * for the kind of failure. Never the developer message of any other kind, which may quote an
 * answer's values.
 */
export function reportMessage(error: ApiError): string {
  if (error.kind !== 'refused' && error.serverMessage && isRefusal(error)) return error.serverMessage;
  switch (error.kind) {
    case 'network':
      return 'The request did not reach the store.';
    case 'timeout':
      return 'The request timed out.';
    case 'invalid-response':
      return 'The answer did not have the expected shape.';
    case 'refused':
      // `refused()` builds a body refusal's message from our own words and the store's text only.
      return error.message;
    case 'http':
      return error.status !== undefined && error.status >= 500 ? 'The store failed to answer.' : 'The store refused the request.';
  }
}

const isPlaceholder = (segment: string) => /^\{\w+\}$/.test(segment);

/**
 * The path as a report may carry it: a segment a claimed path marks `{name}` becomes `{name}`, and
 * any other segment holding a digit (an order's or a member's id, a code, a date) becomes
 * `{value}`. Which order, card or member a shopper had never leaves the page; the call still reads.
 */
export function maskedPath(path: string): string {
  const segments = path.split('/');
  const template = templates.find(
    (candidate) => candidate.length === segments.length && candidate.every((segment, index) => isPlaceholder(segment) || segment.toLowerCase() === segments[index]?.toLowerCase()),
  );
  return segments.map((segment, index) => (template && isPlaceholder(template[index] ?? '') ? (template[index] as string) : /\d/.test(segment) ? '{value}' : segment)).join('/');
}

function buildReport(method: string, path: string, error: ApiError, caller: Caller): void {
  const bare = path.split(/[?#]/)[0] ?? path;
  reportError({
    widget: caller.widget,
    ...(caller.element === undefined ? {} : { element: caller.element }),
    operation: `${method} ${maskedPath(bare)}`,
    ...(error.status === undefined ? {} : { status: error.status }),
    ...(error.reference === undefined ? {} : { reference: error.reference }),
    message: reportMessage(error),
  });
}

callReports.provide(buildReport);
