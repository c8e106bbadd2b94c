/**
 * How many ways a hostile suite breaks each answer. `RUNS` wins when set (`RUNS=1000` for a deeper
 * look). Otherwise a suite runs its own count (fast-check's default, 100), and a fifth of it in
 * `npm test` (`RESORT_GATE=1`, set by `scripts/test.mjs`): the seeds are fixed, so the gate's runs
 * are the first 20 of the same cases. The three island-mounting suites were a quarter of the unit
 * tests' time (admin 30 s, forms 11 s, storefront 9 s of 246 s), and at half their count still
 * 22 s of 145. The newer suites run 20 everywhere (`household-answers.test.tsx`). `npm run
 * test:unit` runs all 100.
 */
export function hostileRuns(full: number): number {
  if (process.env.RUNS) return Number(process.env.RUNS);
  return process.env.RESORT_GATE === '1' ? Math.ceil(full / 5) : full;
}
