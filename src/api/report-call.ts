/**
 * A failed call becomes one error report (`src/core/report.ts`, through `report-on-use.ts`), made here, where every call's
 * failure already passes, so a widget never reports a call again. The client does not know which
 * widget called it, so each widget's calls module claims its paths (`claimCalls`) when it loads;
 * the longest claimed prefix of the path names the widget.
 */
import { reportError } from '../core/report-on-use.ts';
import { shared } from '../core/shared.ts';
import { isRefusal, refused, type ApiError } from './errors.ts';

const claims = shared('api:call-claims', () => new Map<string, string>());

/** Says that calls to these paths (or below them) are made by `widget`. */
export function claimCalls(widget: string, ...paths: readonly string[]): void {
  for (const path of paths) if (!claims.has(path)) claims.set(path, widget);
}

/** The widget that claimed `path` (the longest matching prefix), or `resort-widgets`. */
export function widgetOfPath(path: string): string {
  let best = '';
  let widget = 'resort-widgets';
  for (const [prefix, owner] of claims) {
    if (prefix.length > best.length && path.toLowerCase().startsWith(prefix.toLowerCase())) {
      best = prefix;
      widget = owner;
    }
  }
  return widget;
}

/**
 * The report's sentence: the store's refusal text (it names what was wrong and is scrubbed by the
 * reporter), otherwise ours for the kind of failure. Never the developer message, which may quote
 * an answer's values.
 */
export function reportMessage(error: ApiError): string {
  if (error.serverMessage && isRefusal(error)) return error.serverMessage;
  switch (error.kind) {
    case 'network':
      return 'The request did not reach the store.';
    case 'timeout':
      return 'The request timed out.';
    case 'invalid-response':
      return 'The answer did not have the expected shape.';
    case 'refused':
      return 'The store refused the request.';
    case 'http':
      return error.status !== undefined && error.status >= 500 ? 'The store failed to answer.' : 'The store refused the request.';
  }
}

/** Reports one failed call: `operation` is its method and path, without the query. */
export function reportCallFailure(method: string, path: string, error: ApiError): void {
  const bare = path.split(/[?#]/)[0] ?? path;
  reportError({
    widget: widgetOfPath(bare),
    operation: `${method} ${bare}`,
    ...(error.status === undefined ? {} : { status: error.status }),
    ...(error.reference === undefined ? {} : { reference: error.reference }),
    message: reportMessage(error),
  });
}

/**
 * A call the store answered but refused in its body (`{ success: false, message }`): the client
 * saw a success, so the refusal is built (`refused`) and reported here, once.
 */
export function refusedCall(method: string, path: string, message: string | null | undefined, what: string): ApiError {
  const error = refused(message, what);
  reportCallFailure(method, path, error);
  return error;
}
