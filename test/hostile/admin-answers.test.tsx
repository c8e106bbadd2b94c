/**
 * Every answer the admin Payment Plans area reads, broken 100 ways, 20 in `npm test` (seeded, shrinking on failure; `runs.ts` says why; `RUNS=1000` for a deeper look):
 * each screen shows its data or its error with Retry — never a blank box, an endless spinner, a
 * crash of the island or the store's script running.
 *
 * One run is one admin's visit with every answer broken its own way: a payment schedule open over
 * the schedules' list (the list, the schedule and the amount types), the enrollments searched (the
 * statuses and a page of enrollments), and an assignment's attribute pricing over the assignments
 * (the assignments and the prices; when the broken list has no assignment 1 to price, the visit
 * comes back to it with a good list). So each of the seven answers is read 100 times (20 in `npm test`), at the cost
 * of one visit, not seven mounts.
 */
import fc from 'fast-check';
import { hostileRuns } from './runs.ts';
import { http, HttpResponse } from 'msw';
import '../../widgets/payment-plans-admin/elements/resort-payment-plans-admin.ts';
import * as api from '../../src/api/client.ts';
import { startNewPage } from '../../src/api/client.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import { startMswServer } from '../msw.ts';
import { fakeAdminApi, fakeAdminState } from '../../widgets/payment-plans-admin/payment-plans-api.fixtures.ts';
import { amountTypes, assignmentList, assignmentPricing, enrollmentRows, enrollmentStatuses, paymentSchedule } from '../../widgets/payment-plans-admin/payment-plans.fixtures.ts';
import { hostileAnswer, type Json } from './mutate.ts';
import { outcomeIn, settle, wait, type Outcome } from './island.ts';

const RUNS = hostileRuns(100);

// What each screen shows for a broken answer is this file's question, not when a screen reader
// hears a focus move: the pause that lets it (half a second as an overlay turns modal) is a task
// away here, as in `form-answers.test.tsx`.
vi.mock('../../src/ui/after-focus-heard.ts', async (original) => ({
  ...(await original<typeof import('../../src/ui/after-focus-heard.ts')>()),
  afterFocusHeard: (callback: () => void) => {
    const timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  },
}));
const API = '/api/admin/payment-plans';
const BASE = '/Admin/PaymentPlans/Configure';

/**
 * The answers under test: each call, its path and a valid answer to break — small ones (a list of
 * one or two, a schedule of one range), since every kind of value is in them and a broken answer
 * of ten thousand entries is among the mutations anyway.
 */
const oneRange = () => paymentSchedule({ PurchaseDates: [paymentSchedule().PurchaseDates[0]!] });
const calls = {
  schedules: { path: `${API}/payment-schedules`, valid: () => [oneRange()] },
  schedule: { path: `${API}/payment-schedules/7`, valid: oneRange },
  amountTypes: { path: `${API}/payment-schedules/amount-types`, valid: () => amountTypes },
  statuses: { path: `${API}/enrollment-status`, valid: () => enrollmentStatuses },
  enrollments: {
    path: `${API}/enrollments`,
    valid: () => ({ Results: enrollmentRows(2), PageNumber: 1, PageSize: 15, TotalNumberOfPages: 1, TotalNumberOfRecords: 2, Ascending: true }),
  },
  assignments: { path: `${API}/assignments`, valid: () => assignmentList().slice(0, 1) },
  pricing: { path: `${API}/assignments/1/pricing`, valid: () => assignmentPricing().slice(0, 1) },
} as const;
type Call = keyof typeof calls;
const names = Object.keys(calls) as Call[];

/** This run's broken answers, and which calls the area made. */
const answers = new Map<Call, string>();
const asked = new Set<Call>();
/** A broken answer when the run has one; otherwise the fake store below answers. */
const brokenAnswers = names.map((call) =>
  http.get(calls[call].path, () => {
    asked.add(call);
    const body = answers.get(call);
    return body === undefined ? undefined : new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
  }),
);
const handlers = [...brokenAnswers, ...fakeAdminApi(fakeAdminState())];
const server = startMswServer();

beforeEach(() => {
  // The area logs each answer it could not use; that is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const has = (selector: string) => (root: ParentNode) => root.querySelector(selector) !== null;
const section = (root: ParentNode) => root.querySelector<HTMLElement>('.rw-ppa__section');
const dialog = (root: ParentNode) => root.querySelector<HTMLElement>('dialog[open]');

async function go(path: string): Promise<void> {
  window.history.pushState(null, '', `${BASE}${path}`);
  await wait(1);
}

/** What `part` shows once it has settled (a part that never appeared is blank). */
async function shown(root: ParentNode, part: (root: ParentNode) => HTMLElement | null, hasData: (root: ParentNode) => boolean): Promise<Outcome> {
  const settled = await settle(root, () => part(root) !== null);
  const element = part(root);
  if (!element) return 'blank';
  return settled ? outcomeIn(element, hasData) : 'spinner';
}

const FINE: readonly Outcome[] = ['data', 'error with retry'];

async function visit(broken: Record<Call, string>): Promise<string[]> {
  api.invalidate();
  // Each run is a page of its own: the client's requests-per-minute budget starts empty.
  startNewPage();
  setPageData({});
  answers.clear();
  for (const call of names) answers.set(call, broken[call]);
  asked.clear();
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
  delete window.__hostile;
  server.resetHandlers(...handlers);
  window.history.replaceState(null, '', `${BASE}/Schedules/7`);
  const holder = document.createElement('div');
  document.body.append(holder);
  holder.innerHTML = '<resort-payment-plans-admin></resort-payment-plans-admin>';
  const root = (holder.firstElementChild as HTMLElement).shadowRoot!;
  const seen: string[] = [];
  const expectFine = (what: string, outcome: Outcome) => {
    if (!FINE.includes(outcome)) seen.push(`${what}: ${outcome}`);
  };
  try {
    // A payment schedule open over the schedules' list.
    expectFine('schedules list', await shown(root, section, has('tbody tr, .rw-ppa__empty')));
    expectFine('schedule editor', await shown(root, dialog, has('.rw-ppa__range, .rw-ppa__hint')));

    // The enrollments, searched.
    await go('/Enrollments');
    expectFine('enrollment statuses', await shown(root, (r) => r.querySelector('[role="search"]')?.closest('section') ?? null, has('[role="search"]')));
    const apply = [...root.querySelectorAll('button')].find((button) => button.textContent === 'Apply');
    apply?.click();
    await wait(1);
    const results = (r: ParentNode) => (r.querySelector('.rw-ppa__empty, table, .rw-alert') ? (section(r)?.lastElementChild as HTMLElement | null) : null);
    expectFine('enrollments', await shown(root, results, has('tbody tr, .rw-ppa__empty')));

    // An assignment's attribute pricing over the assignments.
    await go('/Assignments/1/editProductPricing');
    expectFine('assignments', await shown(root, section, has('tbody tr, .rw-ppa__empty')));
    if (!asked.has('pricing')) {
      // The broken list had no assignment 1 to price: come back to it with a good list.
      answers.delete('assignments');
      await go('/Schedules');
      await go('/Assignments/1/editProductPricing');
      await settle(root, () => asked.has('pricing'));
    }
    expectFine('attribute pricing', await shown(root, dialog, has('.rw-ppa__accordion, .rw-ppa__muted')));
    const missed = names.filter((call) => !asked.has(call));
    if (missed.length > 0) seen.push(`never asked for: ${missed.join(', ')}`);
    if (window.__hostile !== undefined) seen.push("the store's script ran");
  } finally {
    holder.remove();
    await wait(1);
  }
  return seen;
}

const brokenVisit = fc.record(Object.fromEntries(names.map((call) => [call, hostileAnswer(calls[call].valid() as unknown as Json).map(({ body }) => body)])) as Record<Call, fc.Arbitrary<string>>);

describe('<resort-payment-plans-admin> with broken answers', () => {
  it('shows each screen’s data or its error with Retry, never a blank box, a spinner, a crash or the store’s script', async () => {
    await fc.assert(
      fc.asyncProperty(brokenVisit, async (broken) => {
        expect(await visit(broken)).toEqual([]);
      }),
      { seed: 20261124, numRuns: RUNS },
    );
  }, 300_000);
});
