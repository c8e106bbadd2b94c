// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentPageSchema } from '../../../widgets/payment-plans-admin/admin-schemas.ts';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { Browser, startTestStore, STARTUP_TIMEOUT_MS, type TestStore } from '../test-support/test-support.ts';
import { SHOPPER_PLAN_COUNT } from './customer-plans-seed.ts';

/** The performance check of the enrollments table: ten thousand enrollments, paged by the store. */
const COUNT = 10_000;
let handle: TestStore;
let admin: Browser;

beforeAll(async () => {
  process.env.DEMO_ENROLLMENTS = String(COUNT);
  try {
    handle = await startTestStore();
  } finally {
    delete process.env.DEMO_ENROLLMENTS;
  }
  admin = new Browser(() => handle.store);
  await admin.signIn('admin@example.com', SEED_PASSWORD);
}, STARTUP_TIMEOUT_MS * 2);
afterAll(async () => {
  await handle.dispose();
});

/** One page of the search; how long it takes is for `npm run bench`, never a timed test. */
async function enrollmentsPage(query: string) {
  const response = await admin.get(`/api/admin/payment-plans/enrollments?${query}`);
  expect(response.status).toBe(200);
  return enrollmentPageSchema.parse(await response.json());
}

describe('10,000 enrollments (DEMO_ENROLLMENTS=10000)', () => {
  it('pages through them on the server, 15 at a time', async () => {
    const first = await enrollmentsPage('pageNumber=1&pageSize=15&ascending=true');
    // The demo's 10,000, then the shopper's own plans (My Account's).
    expect(first.TotalNumberOfRecords).toBe(COUNT + SHOPPER_PLAN_COUNT);
    expect(first.TotalNumberOfPages).toBe(667);
    const last = await enrollmentsPage('pageNumber=667&pageSize=15&ascending=true');
    expect(last.Results.map((row) => row.EnrollmentId)).toEqual(Array.from({ length: 10 + SHOPPER_PLAN_COUNT }, (_, index) => 9991 + index));
  });

  it('filters them on the server too', async () => {
    const page = await enrollmentsPage('pageNumber=3&pageSize=15&hasFailedPayment=true&nextPaymentDateBegin=2026-10-01&ascending=true');
    expect(page.TotalNumberOfRecords).toBeGreaterThan(100);
    expect(page.Results).toHaveLength(15);
    expect(page.Results.every((row) => row.HasFailedPayment && row.NextPaymentDate! >= '2026-10-01')).toBe(true);
  });
});
