/**
 * The demo store the screen-reader journeys visit (a process of its own on `SCREEN_READER_PORT`,
 * 8193 by default, with a fresh database), and the setups a journey starts from, done in the
 * page through the store's own plain forms, as a shopper without our script would: they are not
 * what the journey listens to.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { pageSource } from '../engines/in-page.ts';
import { findElement, sendQuery, type Query } from '../engines/page-scripts.ts';

export const SHOPPER = { email: 'shopper@example.com', password: 'Resort!2026', firstName: 'Alex' };
export const ADMIN = { email: 'admin@example.com', password: 'Resort!2026' };

export interface Store {
  baseUrl: string;
  stop(): Promise<void>;
}

export async function startStore(port = Number(process.env.SCREEN_READER_PORT ?? 8193)): Promise<Store> {
  const baseUrl = `http://127.0.0.1:${port}`;
  if (!existsSync('dist/resort-widgets.js')) throw new Error('dist/ is missing: run npm run build first.');
  if (await fetch(`${baseUrl}/`).then(() => true, () => false)) throw new Error(`Port ${port} already answers: set SCREEN_READER_PORT to a free port.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'resort-orca-store-'));
  const doublesPort = port + 1;
  const store: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'examples/server/main.ts', '--reset'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', DOUBLES_PORT: String(doublesPort), RESORT_TEST_ROUTES: '1', REGISTRATIONS_PER_ADDRESS: '100' },
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (store.exitCode !== null) throw new Error(`The demo store stopped (exit ${store.exitCode}); is port ${port} (or ${doublesPort}) free? Set SCREEN_READER_PORT.`);
    if (await fetch(`${baseUrl}/`).then((answer) => answer.ok, () => false)) break;
    if (Date.now() > deadline) throw new Error(`The demo store did not answer at ${baseUrl}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    async stop() {
      store.kill();
      await new Promise((resolve) => (store.exitCode !== null ? resolve(null) : store.once('exit', resolve)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Opens `path` through the driver (no keys: the journey's own steps come after). */
export async function visit(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
}

/** Posts one of the store's plain forms from the page, with the page's anti-forgery token. */
async function postForm(page: Page, action: string, fields: Record<string, string>): Promise<{ status: number; url: string }> {
  return page.evaluate(
    async (target: string, values: Record<string, string>) => {
      const token = document.querySelector<HTMLInputElement>('input[name="__RequestVerificationToken"]')?.value ?? '';
      const body = new URLSearchParams({ ...values, __RequestVerificationToken: token });
      const answer = await fetch(target, { method: 'POST', body, credentials: 'same-origin' });
      return { status: answer.status, url: answer.url };
    },
    action,
    fields,
  );
}

/** Signs in through `/login`'s plain form. */
export async function signIn(page: Page, baseUrl: string, account: { email: string; password: string } = SHOPPER): Promise<void> {
  await visit(page, baseUrl, '/login');
  const { url } = await postForm(page, '/login', { Email: account.email, Password: account.password, returnUrl: '/' });
  if (new URL(url).pathname === '/login') throw new Error(`Setup: ${account.email} could not sign in`);
}

/** Adds products (each named by its page's address, `guided-snowshoe-tour`, or its name) through their tiles' plain forms on the home page, each on the first day its date fields allow. */
export async function addFromTiles(page: Page, baseUrl: string, names: string[]): Promise<void> {
  await visit(page, baseUrl, '/');
  for (const name of names) {
    const added = await page.evaluate(async (productName: string) => {
      // By its page's address (the same in every language), or by its name.
      const tile = [...document.querySelectorAll('article.legacy-tile')].find((article) => {
        const link = article.querySelector('h2 a');
        return link?.getAttribute('href') === `/${productName}` || link?.textContent?.trim() === productName;
      });
      const form = tile?.querySelector<HTMLFormElement>('form.legacy-add-to-cart');
      if (!form) return `no tile for ${productName}`;
      // Set in what is sent, not in the form, which the widget may write over as it loads.
      const body = new FormData(form);
      for (const date of form.querySelectorAll<HTMLInputElement>('input[type="date"]')) body.set(date.name, date.min);
      const token = document.querySelector<HTMLInputElement>('input[name="__RequestVerificationToken"]')?.value ?? '';
      const answer = await fetch(form.action, { method: 'POST', body, headers: { RequestVerificationToken: token, 'X-Requested-With': 'XMLHttpRequest' }, credentials: 'same-origin' });
      return answer.ok ? '' : `${answer.status} ${await answer.text()}`;
    }, name);
    if (added) throw new Error(`Setup: could not add ${name}: ${added}`);
  }
}

/** Makes a new customer through `/register`'s plain form (a household of one, nothing signed yet), signed in after. */
export async function registerCustomer(page: Page, baseUrl: string, firstName: string): Promise<void> {
  await visit(page, baseUrl, '/register');
  const email = `orca-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { url } = await postForm(page, '/register', { FirstName: firstName, LastName: 'Buyer', Email: email, Password: SHOPPER.password, ConfirmPassword: SHOPPER.password, returnUrl: '/cart' });
  if (new URL(url).pathname === '/register') throw new Error(`Setup: ${email} could not register`);
}

/** Adds the product of `path` through its page's plain form, on the first day its date fields allow, for the household's first member. */
export async function addFromProductPage(page: Page, baseUrl: string, path: string): Promise<void> {
  await visit(page, baseUrl, path);
  const added = await page.evaluate(async () => {
    const form = document.querySelector<HTMLFormElement>('form.legacy-add-to-cart');
    if (!form) return 'no add-to-cart form';
    // Set in what is sent, not in the form, which the widget may write over as it loads.
    const body = new FormData(form);
    for (const date of form.querySelectorAll<HTMLInputElement>('input[type="date"]')) body.set(date.name, date.min);
    // A person's product is for a member of the household (the store refuses it for no one): the first.
    for (const member of form.querySelectorAll<HTMLSelectElement>('select[name$=".LegacyContactId"]')) body.set(member.name, member.options[1]?.value ?? '');
    const token = document.querySelector<HTMLInputElement>('input[name="__RequestVerificationToken"]')?.value ?? '';
    const answer = await fetch(form.action, { method: 'POST', body, headers: { RequestVerificationToken: token, 'X-Requested-With': 'XMLHttpRequest' }, credentials: 'same-origin' });
    return answer.ok ? '' : `${answer.status} ${await answer.text()}`;
  });
  if (added) throw new Error(`Setup: could not add the product of ${path}: ${added}`);
}

/** Empties the signed-in shopper's cart through the cart page's own Remove form (what an earlier run left). */
export async function emptyCart(page: Page, baseUrl: string): Promise<void> {
  await visit(page, baseUrl, '/cart');
  const left = await page.evaluate(async () => {
    const cart = (await (await fetch('/api/minicart', { credentials: 'same-origin' })).json()) as { Items: { Id: number }[] };
    const token = document.querySelector<HTMLInputElement>('input[name="__RequestVerificationToken"]')?.value ?? '';
    for (const item of cart.Items) {
      await fetch('/ShoppingCart/RemoveShoppingCartItem', { method: 'POST', body: new URLSearchParams({ id: String(item.Id), __RequestVerificationToken: token }), headers: { 'X-Requested-With': 'XMLHttpRequest' }, credentials: 'same-origin' });
    }
    return ((await (await fetch('/api/minicart', { credentials: 'same-origin' })).json()) as { Items: unknown[] }).Items.length;
  });
  if (left > 0) throw new Error(`Setup: ${left} items stayed in the cart`);
}

/**
 * A new voucher of the store's voucher template `template`, issued by its test route
 * (`POST /__test/vouchers`): a walk validates one of its own, since the store keeps a valid
 * discount voucher on the cart of the first shopper who validates it (another engine's walk, or
 * another language's, would be told it is in another cart).
 */
export async function issueVoucher(page: Page, baseUrl: string, template: string): Promise<string> {
  await visit(page, baseUrl, '/cart');
  const answer = await page.evaluate(async (name: string) => {
    const token = document.querySelector<HTMLInputElement>('input[name="__RequestVerificationToken"]')?.value ?? '';
    const issued = await fetch('/__test/vouchers', { method: 'POST', body: new URLSearchParams({ template: name, __RequestVerificationToken: token }), headers: { 'X-Requested-With': 'XMLHttpRequest' }, credentials: 'same-origin' });
    return issued.ok ? { code: ((await issued.json()) as { code: string }).code } : { error: `${issued.status} ${await issued.text()}` };
  }, template);
  if (!('code' in answer)) throw new Error(`Setup: no voucher of ${template}: ${answer.error}`);
  return answer.code;
}

/** Chooses the shopper's language through the store's header link route. */
export async function chooseLanguage(page: Page, baseUrl: string, language: 'en-US' | 'fr-CA'): Promise<void> {
  await visit(page, baseUrl, `/language?to=${language}&returnUrl=/`);
}

/** Waits until `query` finds an element, then runs `act` on it in the page (`click`, `focus`). */
export async function onElement(page: Page, query: Query, act: 'click' | 'focus'): Promise<void> {
  const deadline = Date.now() + 20_000;
  const script = `((query, act) => { const element = ${pageSource(findElement)}(query); if (!element) return false; if (act === 'click') element.click(); else element.focus(); return true; })(${JSON.stringify(sendQuery(query))}, ${JSON.stringify(act)})`;
  while (!(await page.evaluate(script).catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`Setup: nothing found for ${JSON.stringify(sendQuery(query))}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
