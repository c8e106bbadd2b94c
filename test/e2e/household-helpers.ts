import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
let axeCode: string | null = null;

/** axe-core's violations of any impact on the page (open shadow roots included), with their targets. */
export async function axeViolations(page: Page): Promise<{ id: string; impact: string | null; targets: unknown[] }[]> {
  // Through the devtools channel: the store's Content-Security-Policy blocks injected inline scripts.
  await page.evaluate((axeCode ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')));
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<Result> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, targets: violation.nodes.map((node) => node.target) }));
  });
}
