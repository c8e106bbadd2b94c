/**
 * `<resort-product>`'s pricing calendar on the demo store's 3-day ticket (calendar in the page),
 * CPU throttled 4×:
 *
 * - a season month with prices: from the end of its answer to its prices on screen (median of the
 *   months moved to);
 * - the requests switching months sends: one per month not seen before, none for one seen before.
 *
 * `npm run bench` runs it with the rest.
 */
const THROTTLE = 4;
const MONTHS = 3;
const PRICING = '/DynamicPricingCalendar/GetProductVariants';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function pricingCalendarBenchRows({ browser, base }) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().includes(PRICING)) requests += 1;
  });
  await page.goto('/lift-ticket-3-day');
  await page.waitForFunction(() => document.querySelector('resort-product')?.shadowRoot?.querySelector('.rw-day__price'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const renders = [];
  const move = (direction) =>
    page.evaluate(
      ({ direction, path }) =>
        new Promise((resolve) => {
          const root = document.querySelector('resort-product').shadowRoot;
          const caption = () => root.querySelector('.rdp-month_caption')?.textContent;
          const before = caption();
          performance.clearResourceTimings();
          root.querySelector(direction === 'next' ? '.rdp-button_next' : '.rdp-button_previous').click();
          const watch = () => {
            const priced = caption() !== before && root.querySelector('.rw-day__price') && !root.querySelector('.rw-calendar__status[role="status"]')?.textContent;
            if (!priced) return requestAnimationFrame(watch);
            const shown = performance.now();
            const answer = performance.getEntriesByType('resource').find((entry) => entry.name.includes(path));
            resolve(answer ? shown - answer.responseEnd : null);
          };
          requestAnimationFrame(watch);
        }),
      { direction, path: PRICING },
    );
  const first = requests;
  for (let month = 0; month < MONTHS; month += 1) {
    const render = await move('next');
    if (render !== null) renders.push(render);
  }
  const forward = requests - first;
  for (let month = 0; month < MONTHS; month += 1) await move('previous');
  for (let month = 0; month < MONTHS; month += 1) await move('next');
  const again = requests - first - forward;
  await context.close();
  return [
    { measure: `/lift-ticket-3-day a season month with prices, from its answer to on screen (CPU ${THROTTLE}×, median of ${renders.length})`, value: `${median(renders).toFixed(1)} ms`, aim: '< 100 ms' },
    { measure: `pricing requests moving to ${MONTHS} new months`, value: String(forward), aim: String(MONTHS) },
    { measure: 'pricing requests moving back and forth over months seen before', value: String(again), aim: '0' },
  ];
}
