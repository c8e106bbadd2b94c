/**
 * Every `resort:error` report a test makes, for the tests that check a failure was reported once
 * with the right fields (`errorReports()`), and for the check every test gets from `test/setup.ts`:
 * no report carries a secret (`secretsIn`).
 */
import { expect } from 'vitest';
import { ERROR_EVENT, type ErrorReport } from '../src/core/report.ts';
// A failed call's report is built by a chunk of its own, loaded with the page's first failure: here
// at once, so that a test reads its reports as soon as the call has failed.
import '../src/api/report-call-build.ts';

/** What must never be in a report: the test card (both ways it is typed), the password, the session cookie, customers' e-mail addresses. */
export const SECRETS = ['4111111111111111', '4111 1111 1111 1111', 'Resort!2026', 'resort.sid', '@example.com'] as const;

const seen: ErrorReport[] = [];

if (typeof window !== 'undefined') {
  window.addEventListener(ERROR_EVENT, (event) => {
    seen.push((event as CustomEvent<ErrorReport>).detail);
  });
}

/** The reports of the current test, oldest first. */
export function errorReports(): readonly ErrorReport[] {
  return [...seen];
}

export function forgetErrorReports(): void {
  seen.length = 0;
}

/** The secrets (and the page's cookie values) found in `payloads`. */
export function secretsIn(payloads: readonly unknown[]): string[] {
  const cookies = typeof document === 'undefined' ? [] : document.cookie.split(';').map((pair) => pair.split('=').slice(1).join('=').trim()).filter((value) => value.length >= 6);
  const text = JSON.stringify(payloads);
  return [...SECRETS, ...cookies].filter((secret) => text.includes(secret));
}

/** The current test made exactly one report, with these fields. */
export function expectReportedOnce(expected: Partial<ErrorReport>): void {
  expect(errorReports()).toEqual([expect.objectContaining(expected)]);
}
