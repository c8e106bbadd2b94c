/**
 * The payment schedule editor with 50 ranges of 12 payments (the admin issue's performance case):
 *
 * - the rules' check of the whole schedule (what the editor runs on every change), in Node and in
 *   Chromium with the CPU throttled 4×, median and 95th percentile of 200 runs;
 * - the same schedule through the zod schema the demo store validates with;
 * - with the demo store running, a keystroke in the editor until the next frame is painted.
 *
 * `npm run bench` runs it with the rest; `node --import tsx test/bench/schedule-validation.mjs`
 * runs the validation figures alone.
 */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { largePaymentSchedule } from '../../widgets/payment-plans-admin/payment-plans.fixtures.ts';
import { toPaymentDraft } from '../../widgets/payment-plans-admin/schedules/schedule-draft.ts';
import { checkPaymentSchedule, paymentScheduleRules } from '../../widgets/payment-plans-admin/schedules/schedule-validation.ts';

const RANGES = 50;
const PAYMENTS = 12;
const RUNS = 200;
const THROTTLE = 4;
const BALANCE_DUE = 3;
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const label = `${RANGES} ranges × ${PAYMENTS} payments`;
const ms = (value) => `${value.toFixed(2)} ms`;

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], p95: sorted[Math.floor(sorted.length * 0.95)] };
}

function timeIt(run, runs = RUNS) {
  for (let warm = 0; warm < 20; warm += 1) run();
  const times = [];
  for (let index = 0; index < runs; index += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return stats(times);
}

/** The figures measured in this Node process. */
export function validationInNode() {
  const dto = largePaymentSchedule(RANGES, PAYMENTS);
  const draft = toPaymentDraft(dto, BALANCE_DUE);
  if (!checkPaymentSchedule(draft, BALANCE_DUE).valid) throw new Error('bench: the large schedule should be valid');
  const check = timeIt(() => checkPaymentSchedule(draft, BALANCE_DUE));
  const schema = paymentScheduleRules(BALANCE_DUE);
  const parse = timeIt(() => schema.safeParse(dto));
  return [
    { measure: `schedule check, ${label} (Node, median / p95 of ${RUNS})`, value: `${ms(check.median)} / ${ms(check.p95)}`, aim: '< 16.7 ms' },
    { measure: `schedule zod schema as the store runs it, ${label} (Node)`, value: `${ms(parse.median)} / ${ms(parse.p95)}`, aim: '' },
  ];
}

/** The rules bundled for a page, exposing `window.__scheduleBench()`. */
async function browserBundle() {
  const result = await build({
    stdin: {
      contents: `
        import { largePaymentSchedule } from './widgets/payment-plans-admin/payment-plans.fixtures.ts';
        import { toPaymentDraft } from './widgets/payment-plans-admin/schedules/schedule-draft.ts';
        import { checkPaymentSchedule } from './widgets/payment-plans-admin/schedules/schedule-validation.ts';
        window.__scheduleBench = (runs) => {
          const draft = toPaymentDraft(largePaymentSchedule(${RANGES}, ${PAYMENTS}), ${BALANCE_DUE});
          for (let warm = 0; warm < 20; warm += 1) checkPaymentSchedule(draft, ${BALANCE_DUE});
          const times = [];
          for (let index = 0; index < runs; index += 1) {
            const start = performance.now();
            checkPaymentSchedule(draft, ${BALANCE_DUE});
            times.push(performance.now() - start);
          }
          return times;
        };`,
      resolveDir: repoRoot,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/** The check in Chromium with the CPU throttled, on a blank page. */
export async function validationInBrowser(browser) {
  const page = await browser.newPage();
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.addScriptTag({ content: await browserBundle() });
    const times = await page.evaluate((runs) => window.__scheduleBench(runs), RUNS);
    const { median, p95 } = stats(times);
    return [{ measure: `schedule check, ${label} (Chromium, CPU ${THROTTLE}×)`, value: `${ms(median)} / ${ms(p95)}`, aim: '< 16.7 ms' }];
  } finally {
    await page.close();
  }
}

/**
 * On the demo store: the admin stores the large schedule, opens it, and types into the first
 * payment's amount; from the input event to the next painted frame, median of 15 keystrokes.
 */
export async function editorKeystroke(browser, base) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  try {
    await page.goto('/login');
    const form = page.locator('main resort-signin-form');
    await form.getByRole('textbox', { name: 'Email or username' }).fill('admin@example.com');
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByLabel('Password', { exact: true }).fill('Resort!2026');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const schedule = { ...largePaymentSchedule(RANGES, PAYMENTS), PaymentScheduleId: 0, PaymentScheduleName: `Bench ${label}` };
    for (const range of schedule.PurchaseDates) {
      range.PurchaseDateId = 0;
      for (const payment of range.ScheduledPayments) payment.PaymentDateId = 0;
    }
    const id = await page.evaluate(async (body) => {
      const token = document.querySelector('input[name="__RequestVerificationToken"]').value;
      const response = await fetch('/api/admin/payment-plans/payment-schedules', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', RequestVerificationToken: token },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`bench: storing the schedule failed with ${response.status}`);
      return response.json();
    }, schedule);

    await page.goto(`/Admin/PaymentPlans/Configure/Schedules/${id}`);
    const editor = page.locator('resort-payment-plans-admin').getByRole('dialog');
    await editor.getByRole('region', { name: `Date range ${RANGES}` }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const amount = editor.getByRole('textbox', { name: 'Payment 1 amount in percent, date range 1', exact: true });
    const times = await amount.evaluate(async (input, count) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const results = [];
      for (let index = 0; index < count; index += 1) {
        await frame();
        const start = performance.now();
        setValue.call(input, String(index % 2 === 0 ? 9 : 8.33));
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await frame();
        results.push(performance.now() - start);
      }
      return results;
    }, 15);
    const { median } = stats(times);
    return [{ measure: `editor keystroke to next frame, ${label} (Chromium, CPU ${THROTTLE}×, median of 15)`, value: ms(median), aim: '< 100 ms' }];
  } finally {
    await context.close();
  }
}

/** Every row of this benchmark, for `test/bench/run.mjs`. */
export async function scheduleBenchRows({ browser, base }) {
  return [...validationInNode(), ...(await validationInBrowser(browser)), ...(await editorKeystroke(browser, base))];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const row of validationInNode()) console.log(`${row.measure}: ${row.value} (aim ${row.aim || '-'})`);
}
