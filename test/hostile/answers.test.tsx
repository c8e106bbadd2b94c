/**
 * Every answer a storefront widget reads on load, broken 100 ways, 20 in `npm test` (seeded, shrinking on failure;
 * fast-check's default count, as the other hostile suites, and `RUNS=1000` for a deeper look):
 * the widget shows its data or its error with Retry — never a blank box, an endless spinner, a
 * crash of the island or a script of the store's running.
 */
import fc from 'fast-check';
import { hostileRuns } from './runs.ts';
import '../../widgets/cart/elements/resort-minicart.ts';
import '../../widgets/cart/elements/resort-cart.ts';
import '../../widgets/cart/elements/resort-order-summary.ts';
import '../../widgets/category-nav/elements/resort-category-nav.ts';
import '../../widgets/category/elements/resort-category.ts';
import '../../widgets/payment-schedule/elements/resort-payment-schedule.ts';
import '../../widgets/rental-locations/elements/resort-rental-locations.ts';
import { startMswServer } from '../msw.ts';
import { familyCart } from '../../widgets/cart/cart.fixtures.ts';
import { resortCategories } from '../../widgets/category-nav/categories.fixtures.ts';
import { categoryAnswer } from '../../widgets/category/category.fixtures.ts';
import { orderSchedule, seasonPassSchedule } from '../../widgets/payment-schedule/schedules.fixtures.ts';
import { pickupSites } from '../../widgets/rental-locations/rental-locations.fixtures.ts';
import { hostileAnswer, type Json } from './mutate.ts';
import { mountAllAndSettle, rawAnswer, type Outcome } from './island.ts';

const server = startMswServer();
const RUNS = hostileRuns(100);

beforeEach(() => {
  // The widgets log each answer they could not use; that is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

/** An answer that parses to an empty list: showing nothing is then the right answer. */
const emptyList = (body: string) => {
  try {
    const value = JSON.parse(body) as unknown;
    return Array.isArray(value) && value.length === 0;
  } catch {
    return false;
  }
};

/**
 * Schedules with nothing to pay (an empty list, or plans without payments): the viewer shows
 * nothing, as for a cart with no product on a plan.
 */
const noPaymentsToShow = (body: string) => {
  try {
    const value = JSON.parse(body) as unknown;
    return Array.isArray(value) && value.every((entry) => !Array.isArray((entry as { Payments?: unknown } | null)?.Payments) || (entry as { Payments: unknown[] }).Payments.length === 0);
  } catch {
    return false;
  }
};

interface Case {
  /** The tags on the page: several when they read one answer, as the cart page's three islands do. */
  tag: string;
  html: string;
  method: 'get' | 'post';
  path: string;
  valid: () => unknown;
  /** Answers for which an empty box is what the widget should show. */
  blankIsRight?: (body: string) => boolean;
}

const cases: Case[] = [
  // The three cart islands share one request and one parse of its answer, as on the cart page:
  // each broken answer is read by all three at once.
  {
    tag: 'resort-minicart>, <resort-cart> and <resort-order-summary',
    html: '<resort-minicart mode="full"></resort-minicart><resort-cart></resort-cart><resort-order-summary></resort-order-summary>',
    method: 'get',
    path: '/api/minicart',
    valid: familyCart,
  },
  { tag: 'resort-category-nav', html: '<resort-category-nav open></resort-category-nav>', method: 'get', path: '/api/categories', valid: resortCategories, blankIsRight: emptyList },
  { tag: 'resort-category', html: '<resort-category category-id="2"></resort-category>', method: 'get', path: '/api/category/2', valid: categoryAnswer },
  {
    tag: 'resort-payment-schedule',
    html: '<resort-payment-schedule mode="order" order-id="SR1001"></resort-payment-schedule>',
    method: 'get',
    path: '/api/ui/paymentplans/schedules/orders/1001',
    valid: () => [orderSchedule()],
    blankIsRight: noPaymentsToShow,
  },
  {
    tag: 'resort-payment-schedule',
    html: '<resort-payment-schedule mode="cart"></resort-payment-schedule>',
    method: 'get',
    path: '/api/ui/paymentplans/schedules/cart',
    valid: () => [seasonPassSchedule()],
    blankIsRight: noPaymentsToShow,
  },
  { tag: 'resort-rental-locations', html: '<resort-rental-locations product-id="7"></resort-rental-locations>', method: 'get', path: '/api/product/rentallocations/7', valid: pickupSites, blankIsRight: emptyList },
];

describe.each(cases)('a malformed answer to $path', ({ tag, html, method, path, valid, blankIsRight }) => {
  it(`<${tag}>: each island shows its data or its error with Retry, never a blank box, a spinner, a crash or the store's script`, async () => {
    await fc.assert(
      fc.asyncProperty(hostileAnswer(valid() as Json), async ({ body }) => {
        const handlers = [rawAnswer(method, path, body)];
        // The cart islands beside a schedule read the cart too; give them a good one.
        if (path !== '/api/minicart') handlers.push(rawAnswer('get', '/api/minicart', JSON.stringify(familyCart())));
        const outcomes = await mountAllAndSettle(server, handlers, { html, hasData: () => false });
        const allowed: Outcome[] = ['data', 'error with retry', ...(blankIsRight?.(body) ? (['blank'] as const) : [])];
        for (const outcome of outcomes) expect(allowed).toContain(outcome);
      }),
      { seed: 20261123, numRuns: RUNS },
    );
  }, 180_000);
});
