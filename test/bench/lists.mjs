/**
 * Long lists, CPU not throttled (1×), median of 3: a store answer of 10,000 entries for each list a
 * signed-in customer's page draws, from the moment the answer is handed to the page until the list
 * has settled (its first entries and "Show 20 more" on screen, a frame painted). Every list draws a
 * page of entries, so the figure is the answer's parse plus one page, not 10,000 rows.
 *
 * `npm run bench` runs it with the rest; `BENCH_ONLY=lists` runs only this part.
 */
import { customerPlan } from '../../widgets/my-payment-plans/customer-plans.fixtures.ts';

const ENTRIES = 10_000;
const RUNS = 3;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const member = (index) => ({
  ContactInfoId: 10_000 + index,
  FirstName: `Member${index}`,
  LastName: 'Morgan',
  Fullname: `Member${index} Morgan`,
  DateOfBirth: '1990-01-01',
  AgeDescription: 'Adult',
  MediaNumber: `6001${String(index).padStart(8, '0')}`,
});

const plan = (index) =>
  customerPlan({
    EnrollmentId: 10_000 + index,
    OrderId: 20_000 + index,
    OrderNumber: `SR${20_000 + index}`,
    ProductName: `Season Pass ${index}`,
    Payments: [{ PaymentDate: '2099-12-15', PaymentAmount: 629.3, PaymentStatus: 'Pending' }],
  });

/** The lists measured: the page, the answer replaced, the tag that draws it and what "drawn" means. */
const LISTS = [
  { name: 'household on /userinfo', path: '/userinfo', answer: /\/api\/checkout\/guestinfobase/, body: () => Array.from({ length: ENTRIES }, (_, index) => member(index)), tag: 'resort-group-members', drawn: 'li h3' },
  { name: 'My Account payment plans on /userinfo/paymentplans', path: '/userinfo/paymentplans', answer: /\/api\/ui\/paymentplans\/schedules\/contacts/, body: () => Array.from({ length: ENTRIES }, (_, index) => plan(index)), tag: 'resort-my-payment-plans', drawn: 'tbody tr' },
];

async function settleTime(context, list, body) {
  const page = await context.newPage();
  let handedOver = 0;
  await page.route(list.answer, async (route) => {
    handedOver = Date.now();
    await route.fulfill({ status: 200, contentType: 'application/json', body });
  });
  await page.goto(list.path);
  await page.waitForFunction(
    ({ tag, drawn }) => {
      const element = document.querySelector(tag);
      const root = element?.shadowRoot ?? element;
      return Boolean(root?.querySelector(drawn) && root.querySelector('.rw-show-more'));
    },
    { tag: list.tag, drawn: list.drawn },
    { polling: 'raf', timeout: 120_000 },
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const settled = Date.now() - handedOver;
  const rows = await page.evaluate(({ tag, drawn }) => {
    const element = document.querySelector(tag);
    return (element?.shadowRoot ?? element).querySelectorAll(drawn).length;
  }, { tag: list.tag, drawn: list.drawn });
  await page.close();
  return { settled, rows };
}

export async function listBenchRows({ browser, base, cookies }) {
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: base })));
  const rows = [];
  for (const list of LISTS) {
    const body = JSON.stringify(list.body());
    await settleTime(context, list, body); // warm the page's scripts
    const times = [];
    let drawn = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const result = await settleTime(context, list, body);
      times.push(result.settled);
      drawn = result.rows;
    }
    rows.push({ measure: `${list.name}: ${ENTRIES.toLocaleString('en-US')} entries until settled (CPU 1×, median of ${RUNS}; ${drawn} drawn)`, value: `${median(times).toFixed(0)} ms`, aim: '< 1000 ms' });
  }
  await context.close();
  return rows;
}
