/**
 * `fetch` with the two things the client needs of a fetch library: a time limit and a thrown error
 * for an answer that is not 2xx. Retries, budgets and the error vocabulary are ours
 * (`retry-rules.ts`, `request-budget.ts`, `errors.ts`), so a general client (ky was one) cost every
 * page about 7 KiB for code it never ran.
 */

/** The store answered, with a status outside 200–299; the answer is kept for its message. */
export class HttpStatusError extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`);
  }
}

/** No answer came within the time limit; the request was aborted. */
export class RequestTimeoutError extends Error {
  constructor() {
    super('The request timed out');
  }
}

export interface TimedRequest extends RequestInit {
  /** Milliseconds until the request is aborted when no answer's headers have come. */
  timeout: number;
}

/**
 * Sends one request. Rejects with `HttpStatusError` for a non-2xx answer, `RequestTimeoutError`
 * when the time limit passes first, and the browser's own error for a dropped connection or a
 * request the caller's `signal` aborted.
 */
export async function fetchWithTimeout(url: string, { timeout, signal, ...init }: TimedRequest): Promise<Response> {
  const controller = new AbortController();
  // The caller's signal still ends the request (and the reading of its body) after the answer came.
  if (signal?.aborted) controller.abort(signal.reason);
  else signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: controller.signal });
  } catch (error) {
    throw timedOut ? new RequestTimeoutError() : error;
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) throw new HttpStatusError(response);
  return response;
}
