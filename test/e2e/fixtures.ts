/**
 * The `test` every real-browser journey is written with: Playwright's, with a clean console made
 * part of passing. A test fails, after its last step, when any page or frame of its browser
 * context logged an error (`console.error`, or one the browser logs itself, such as a resource
 * that failed to load), threw an error nobody caught, left a promise rejection unhandled, or
 * raised a `securitypolicyviolation` — unless the test said it expects that exact message
 * (`consoleErrors.expect`).
 *
 * Spec files import `test` and `expect` from here, never from `@playwright/test` (lint keeps it so).
 */
import { test as base, expect } from '@playwright/test';

export { expect };

/** What a test may tell the watch. */
export interface ConsoleErrors {
  /**
   * The test expects this error: the exact text, or a pattern for a message with a part that
   * changes from run to run (an id, a port). An expected message may appear any number of times.
   */
  expect(message: string | RegExp): void;
}

/**
 * Every frame's `securitypolicyviolation` becomes a console error of its own, so a violation
 * fails the test in any engine, whether or not the browser logs it.
 */
function reportViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile || document.URL}:${event.lineNumber}`);
  });
}

const matches = (expected: string | RegExp, message: string) => (typeof expected === 'string' ? message === expected : expected.test(message));

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ context }, use) => {
      const expected: (string | RegExp)[] = [];
      const problems: string[] = [];
      const note = (kind: string, message: string, where: string) => {
        if (!expected.some((one) => matches(one, message))) problems.push(`${kind}: ${message}${where ? ` (${where})` : ''}`);
      };
      await context.addInitScript(reportViolations);
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url, lineNumber } = message.location();
        note('console.error', message.text(), url ? `${url}:${lineNumber}` : '');
      });
      // Uncaught errors and unhandled rejections, in every page of the context and its frames.
      context.on('weberror', (webError) => {
        const error = webError.error();
        note('uncaught', error.message, webError.page()?.url() ?? '');
      });
      await use({ expect: (message) => expected.push(message) });
      expect(problems, 'the console of every page and frame stays clean (test/e2e/fixtures.ts)').toEqual([]);
    },
    { auto: true },
  ],
});

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  402: 'Payment Required',
  403: 'Forbidden',
  409: 'Conflict',
  404: 'Not Found',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** What Chromium logs for an answer with an error status, which a test that asks for one expects. */
export function loadFailed(status: number): string {
  return `Failed to load resource: the server responded with a status of ${status} (${STATUS_TEXT[status] ?? ''})`;
}

/** What Chromium logs for a request that never got an answer (`ERR_INTERNET_DISCONNECTED`, `ERR_TIMED_OUT`). */
export const networkFailed = (reason: string) => `Failed to load resource: net::${reason}`;

/** What the library logs for a call that failed (`src/api/client.ts`: every failed call is logged). */
export const callFailed = (call: string, kind: string, message: string) => `resort-widgets: ${call} failed (${kind}): ${message}`;
