/**
 * Vitest's order for `npm test`: its own (a file that failed or took longest last time first, from
 * its cache), but on a fresh clone, which has no cache, it starts the largest files first, and the
 * longest files here are small ones (a few property-based suites that mount an island a hundred
 * times). Started last, one of them ran alone for its half minute while the other worker had
 * nothing left. These files, the longest of a run (each file's seconds are in the run's output),
 * go first; the rest keep vitest's order. Longest first is what keeps two workers busy to the end.
 */
import type { TestSpecification } from 'vitest/node';
import { BaseSequencer } from 'vitest/node';

/** The longest files, longest first (seconds of a `npm test` run on two cores, 2026-12-03). */
export const LONG_FILES = [
  'test/hostile/admin-answers.test.tsx', // 34
  'test/hostile/xss.test.tsx', // 33
  'examples/server/several-processes.test.ts', // 30
  'examples/server/db/db.test.ts', // 21
  'widgets/payment-plans-admin/schedules/PaymentSchedules.test.tsx', // 20
  'widgets/profile/Profile.test.tsx', // 19
  'widgets/product/dates/PricingCalendar.test.tsx', // 15
  'test/hostile/form-answers.test.tsx', // 13
  'test/hostile/answers.test.tsx', // 12
  'widgets/payment-plans-admin/enrollments/Enrollments.test.tsx', // 11
  'widgets/subscriptions-admin/SubscriptionsAdmin.test.tsx', // 11
  'widgets/my-payment-plans/MyPaymentPlans.test.tsx', // 11
  'examples/server/payment-plans/ten-thousand-enrollments.test.ts', // 10
] as const;

const rank = (moduleId: string): number => {
  const index = LONG_FILES.findIndex((file) => moduleId.endsWith(`/${file}`));
  return index === -1 ? LONG_FILES.length : index;
};

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // A stable sort: within each project, the long files first, the others in vitest's order.
    const position = new Map(sorted.map((file, index) => [file, index]));
    return [...sorted].sort((a, b) => (a.project.name === b.project.name ? rank(a.moduleId) - rank(b.moduleId) : 0) || position.get(a)! - position.get(b)!);
  }
}
