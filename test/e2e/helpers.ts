import { readFileSync } from 'node:fs';
import { expect, request, type BrowserContext, type Page, type Locator } from '@playwright/test';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The path of every script the page requests from now on, in order (filled as they are asked for). */
export function scriptPaths(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

export function tile(page: Page, productName: string): Locator {
  return page.locator('article.legacy-tile', { has: page.getByRole('link', { name: productName, exact: true }) });
}

/** Adds a product through its plain legacy tile form, as a shopper on the home page would. */
export async function addFromTile(page: Page, productName: string): Promise<void> {
  const product = tile(page, productName);
  // Date attributes are required; pick the first day the field allows. The tile asks a date with
  // <resort-date-field> (day, month and year in the page's order), over the store's native field.
  for (const field of await product.locator('resort-date-field').all()) {
    const [year, month, day] = ((await field.getAttribute('min')) ?? '2027-06-12').split('-').map(Number) as [number, number, number];
    await field.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
    await field.getByRole('combobox', { name: 'Month' }).selectOption(String(month));
    await field.getByRole('combobox', { name: 'Day' }).selectOption(String(day));
  }
  await product.getByRole('button', { name: 'Add to cart' }).click();
  await expect(product.locator('.legacy-notice')).toContainText(/added/i);
}

export function minicartButton(page: Page, count: number): Locator {
  return page.locator('header resort-minicart').getByRole('button', { name: `Open shopping cart, ${count} ${count === 1 ? 'item' : 'items'}` });
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

let axeCode: string | null = null;
const axeSource = (): string => (axeCode ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/** Runs axe-core in the page (open shadow roots included) and returns every violation, of any impact: the project's bar is zero. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the browser's devtools channel, not as a page script: the store's
  // Content-Security-Policy (rightly) blocks inline scripts.
  await page.evaluate(axeSource());
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations.map((violation) => ({ ...violation, nodes: violation.nodes.map((node) => ({ target: node.target })) }));
}

/**
 * Signs in through `/login` as a shopper would: `<resort-signin-form>`'s Username step, then its
 * Password step; resolves once the browser is back on `returnUrl`. For the tests of signing in.
 */
export async function signInThroughForm(page: Page, returnUrl = '/', email = 'shopper@example.com', password = 'Resort!2026'): Promise<void> {
  await page.goto(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
  const form = page.locator('main resort-signin-form');
  await form.getByRole('textbox', { name: 'Email or username' }).fill(email);
  await form.getByRole('button', { name: 'Continue' }).click();
  // The store's own form inside the tag has a Password field too, hidden once the widget runs.
  await form.getByLabel('Password', { exact: true }).filter({ visible: true }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname + url.search === returnUrl);
}

/** The cookies of a session this worker signed in through the form, by account. */
const sessions = new Map<string, Awaited<ReturnType<BrowserContext['cookies']>>>();

/** Whether the page's data says someone is signed in (every store page carries it). */
function signedInOnPage(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const data = document.getElementById('resort-page-data')?.textContent;
    return data ? (JSON.parse(data) as { user?: { SignedIn?: boolean } }).user?.SignedIn === true : false;
  });
}

/** The store's session cookie (`SESSION_COOKIE` of examples/server/platform/sessions.ts). */
const SESSION_COOKIE = 'resort.sid';
/**
 * What a signed-in session is: the session and its anti-forgery cookie (`ANTIFORGERY_COOKIE`).
 * Only these are kept for the worker's next tests: a test's own choices (the card provider of
 * `useProvider`, the language) stay with that test. Keeping every cookie once carried one test's
 * Braintree into a later test of the same worker that expected Square's card frame.
 */
const SESSION_COOKIES = new Set([SESSION_COOKIE, 'resort.af']);

/**
 * Opens `returnUrl` signed in as `email`, for tests where being signed in is where they start:
 * the first time in a worker through the form (`signInThroughForm`), then with that session's
 * cookies. A visitor who already has a session of their own (a guest's cart, which signing in
 * merges) signs in through the form, and so does one whose stored session has ended since (a test
 * signed it out), which the page shows.
 */
export async function signIn(page: Page, returnUrl = '/', email = 'shopper@example.com', password = 'Resort!2026'): Promise<void> {
  const context = page.context();
  const cookies = sessions.get(email);
  const ownSession = (await context.cookies()).some((cookie) => cookie.name === SESSION_COOKIE);
  if (cookies && !ownSession) {
    await context.addCookies(cookies);
    await page.goto(returnUrl);
    if (new URL(page.url()).pathname !== '/login' && (await signedInOnPage(page))) return;
    sessions.delete(email);
    await context.clearCookies();
  }
  await signInThroughForm(page, returnUrl, email, password);
  sessions.set(email, (await context.cookies()).filter((cookie) => SESSION_COOKIES.has(cookie.name)));
}

/** A call a page's script could send: method, path and, for a write, its JSON body. */
export type PageCall = readonly [method: string, path: string, body?: unknown];

/**
 * What each call answers when the page's own script sends it (its anti-forgery token, an AJAX
 * request, the page's session cookie), as `METHOD path status`: what a signed-in customer who
 * knows the admin API's addresses gets.
 */
export async function answersFromThePage(page: Page, calls: readonly PageCall[]): Promise<string[]> {
  return page.evaluate(async (calls) => {
    const token = document.querySelector<HTMLInputElement>('input[name="__RequestVerificationToken"]')?.value ?? '';
    const results: string[] = [];
    for (const [method, path, body] of calls) {
      const response = await fetch(path, {
        method,
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', RequestVerificationToken: token },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      results.push(`${method} ${path} ${response.status}`);
    }
    return results;
  }, calls);
}

/**
 * Waits until `widget` has taken over from the store's own markup inside it (its children marked
 * `data-resort-fallback` are hidden): before that, what a test clicks or types is the store's form.
 */
export async function tookOver(widget: Locator, options: { timeout?: number } = {}): Promise<void> {
  await expect(widget.locator(':scope > [data-resort-fallback]').first()).toBeHidden(options);
}

/** A date (`YYYY-MM-DD`) as its day, month and year selects hold it (`src/ui/fields/DateField.tsx`). */
function dateParts(date: string): { day: string; month: string; year: string } {
  const [year, month, day] = date.split('-').map(Number);
  return { day: String(day), month: String(month), year: String(year) };
}

/** Chooses `date` in one of our date fields (the group its legend names), as staff do: Day, Month, Year in the order shown. */
export async function chooseDate(field: Locator, date: string): Promise<void> {
  const parts = dateParts(date);
  const shown = await field.locator('.rw-datefield__part').evaluateAll((boxes: Element[]) => boxes.map((box: Element) => /rw-datefield__part--(day|month|year)/.exec(box.className)?.[1] ?? ''));
  for (const part of shown) if (part === 'day' || part === 'month' || part === 'year') await field.locator(`.rw-datefield__part--${part} select`).selectOption(parts[part]);
}

/** Waits until one of our date fields holds `date` (`''`: no part chosen). */
export async function expectDate(field: Locator, date: string): Promise<void> {
  const parts = date === '' ? { day: '', month: '', year: '' } : dateParts(date);
  for (const part of ['day', 'month', 'year'] as const) await expect(field.locator(`.rw-datefield__part--${part} select`)).toHaveValue(parts[part]);
}

/**
 * A new voucher of the store's voucher template `template`, issued behind the shopper's back (the
 * store's test route `POST /__test/vouchers`, as the POS issues a gift's): a test redeems one of
 * its own, since redeeming spends it for every test after it on the same store.
 */
export async function issueVoucher(template: string): Promise<string> {
  // The store playwright.config.ts starts.
  const staff = await request.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}` });
  try {
    const html = await (await staff.get('/cart')).text();
    const token = /name="__RequestVerificationToken" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const answer = await staff.post('/__test/vouchers', { form: { template }, headers: { RequestVerificationToken: token, 'X-Requested-With': 'XMLHttpRequest' } });
    if (!answer.ok()) throw new Error(`No voucher of ${template}: ${answer.status()} ${await answer.text()}`);
    return ((await answer.json()) as { code: string }).code;
  } finally {
    await staff.dispose();
  }
}
