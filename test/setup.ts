import { afterEach, beforeEach, expect, vi } from 'vitest';
import { resetShared } from '../src/core/shared.ts';
import { pageBudget } from '../src/api/request-budget.ts';

// vi.waitFor gives up after one second unless told otherwise, as Testing Library's waitFor did
// before the line below: on a busy 2-core machine a failed load and its answer can take longer
// (the cart store's "back online" test failed so in a run of its own). Five seconds, as there.
const waitForOnce = vi.waitFor;
vi.waitFor = (callback, options) => waitForOnce(callback, typeof options === 'number' ? options : { timeout: 5000, ...options });

// A VM context's globals are the happy-dom window's, which has no BroadcastChannel; MSW reads it as it
// loads, and the cart store's other tabs talk through it. Node's is the same API, but its channels
// reach every worker thread of the process, where other files run at the same time: a file's
// channel names are its own, so one file's cart never reaches another file's "other tab".
if (typeof BroadcastChannel === 'undefined') {
  const { BroadcastChannel: NodeChannel } = await import('node:worker_threads');
  const file = `${process.pid}-${Math.random()}`;
  class FileChannel extends NodeChannel {
    constructor(name: string) {
      super(`${file}:${name}`);
    }
  }
  (globalThis as unknown as { BroadcastChannel: unknown }).BroadcastChannel = FileChannel;
}
// Testing Library, its matchers and react-dom are for files with a DOM (happy-dom); a file in
// Node's environment (the demo store's, the command's) does without loading them.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  const { errorReports, forgetErrorReports, secretsIn } = await import('./error-reports.ts');
  // findBy… and waitFor give up after this long: a busy 2-core machine can take more than the
  // default second to render, and a test must never fail only because the machine is slow.
  configure({ asyncUtilTimeout: 5000 });
  const { startNewPage } = await import('../src/api/client.ts');
  beforeEach(() => forgetErrorReports());
  // A test is a page of its own: a retry the test before left waiting gives up instead of
  // asking (and reporting) during this one.
  afterEach(() => startNewPage());
  afterEach(() => {
    // Every failure a test provokes is reported; none of those reports may carry a secret.
    expect(secretsIn(errorReports()), 'secrets in resort:error reports').toEqual([]);
    cleanup();
    window.dataLayer = [];
  });
}

// Stores live under one global; each test file starts from a clean page.
resetShared();
// Each test is a page of its own as far as the client's requests per minute go.
beforeEach(() => pageBudget().clear());
