/** What the checkout's real-browser tests do as a shopper on the demo store. */
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { signIn as signInAt, tookOver } from './helpers.ts';
import { addDays } from '../../src/core/dates.ts';
import { storeEarliestDate } from '../../examples/server/catalog/product-rules.ts';

export const SHOPPER = { email: 'shopper@example.com', password: 'Resort!2026' };

/** Signs in through the store's `/login` page (its `<resort-signin-form>`) and lands on `returnUrl`. */
export async function signIn(page: Page, returnUrl = '/onepagecheckout', account = SHOPPER): Promise<void> {
  await signInAt(page, returnUrl, account.email, account.password);
}

/** The ski rental package's product page. */
export const RENTAL = '/ski-rental-package';

/**
 * Adds the ski rental package from its product page (`<resort-product>`), on the first day its
 * calendar offers, for `member` (a radio of "Who is this for?" by its name; the signed-in
 * shopper's own member, marked "(you)", when none is given). Already in the cart for them that
 * day, it is left as it is. A page already on the product (signed in there) goes on from where it is.
 */
export async function addRental(page: Page, member?: string | RegExp): Promise<void> {
  if (new URL(page.url()).pathname !== RENTAL) await page.goto(RENTAL);
  const product = page.locator('main resort-product');
  await tookOver(page.locator('main resort-product'));
  // Tests on the other worker add the same rental for the same shopper: one at a time, each reads
  // who already has it after the other's add, or the store rightly refuses the second (a 400 the
  // console check fails on).
  const release = await rentalTurn(new URL(page.url()).port);
  try {
    await addForMember(product, member);
  } finally {
    release();
  }
}

/**
 * Waits for this store's rental turn, across the test workers (a folder made and removed, as
 * `mkdir` is atomic), for at most a minute: a worker that died holding it does not stop the rest.
 */
async function rentalTurn(port: string): Promise<() => void> {
  const lock = join(tmpdir(), `resort-e2e-rental-turn-${port}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      mkdirSync(lock);
      return () => rmSync(lock, { recursive: true, force: true });
    } catch {
      if (Date.now() > deadline) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function addForMember(product: Locator, member?: string | RegExp): Promise<void> {
  const page = product.page();
  await product.getByRole('button', { name: 'Choose a date: Start Date' }).click();
  // The members are loaded again for the day chosen, with what each already has in the cart: the
  // answer to the call the choice sends, not only a list that is not loading (its load may not
  // have begun yet).
  const forTheDay = page.waitForRequest((request) => request.url().includes('/api/product/assignablecontact'));
  await product.getByRole('grid').locator('button:not([disabled])').first().click();
  await (await forTheDay).response();
  const members = product.getByRole('group', { name: 'Who is this for?' });
  const radio = members.getByRole('radio', { name: member ?? /\(you\)/ });
  await expect(radio).toBeVisible();
  await expect(members).not.toHaveAttribute('aria-busy', 'true');
  // Another test of the shared shopper put it in the cart for them that day already: the store
  // allows one a day each, and the cart holds what the caller needs.
  if (await radio.isDisabled()) {
    await expect(radio).toHaveAccessibleName(/already has Ski Rental Package for .* in the cart/);
    return;
  }
  await radio.check();
  await product.getByRole('button', { name: 'Add to cart' }).click();
  await expect(product.getByRole('status').filter({ hasText: 'was added to your cart' })).toBeVisible();
}

/**
 * Puts skis in the signed-in shopper's cart for everyone in the household, through the store's
 * add-to-cart call: the checkout asks each of them to sign the release.
 */
export async function rentForTheHousehold(page: Page): Promise<void> {
  const household = (await (await page.request.get('/api/checkout/guestinfobase')).json()) as { ContactInfoId: number }[];
  await page.goto('/cart');
  const token = await page.locator('input[name="__RequestVerificationToken"]').first().inputValue();
  const day = addDays(storeEarliestDate(Date.now(), {}), 9);
  const rentedFor = async () => {
    const cart = (await (await page.request.get('/api/minicart')).json()) as { Items: { ProductId: number; AssignedToContactInfo: { Id: number } | null }[] };
    return new Set(cart.Items.filter((item) => item.ProductId === 4).map((item) => item.AssignedToContactInfo?.Id ?? null));
  };
  const before = await rentedFor();
  for (const member of household) {
    const contactId = member.ContactInfoId;
    if (before.has(contactId)) continue;
    const form: Record<string, string> = { product_attribute_401: day, product_attribute_402: '4021', 'addtocart_4.LegacyContactId': String(contactId) };
    const response = await page.request.post('/addproducttocart/details/4/1', { form, headers: { RequestVerificationToken: token, 'X-Requested-With': 'XMLHttpRequest' } });
    // Another test of the shared shopper may have rented the same day for them meanwhile.
    if (response.status() !== 200) expect((await rentedFor()).has(contactId)).toBe(true);
  }
}

/** Adds a member to the signed-in customer's household through the store's call (My Account's Add New Group Member). */
export async function addHouseholdMember(page: Page, member: { FirstName: string; LastName: string; DateOfBirth: string }): Promise<void> {
  await page.goto('/cart');
  const token = await page.locator('input[name="__RequestVerificationToken"]').first().inputValue();
  const response = await page.request.post('/api/checkout/guestinfo/add', { data: member, headers: { RequestVerificationToken: token, 'X-Requested-With': 'XMLHttpRequest' } });
  expect(response.status()).toBe(200);
}

/** The `<resort-waiver>` card of a household member on /onepagecheckout. */
export function waiverOf(page: Page, firstName: string): Locator {
  return page.locator(`resort-waiver[data-member="${firstName}"]`);
}

/**
 * Scrolls the waiver document with the mouse wheel until at least 90% of it has been read. `names`
 * are the document's and the progress bar's names in the page's language (English by default).
 */
export async function readToTheEnd(dialog: Locator, names: { document: string | RegExp; progress: string | RegExp } = { document: 'Waiver document', progress: 'Read so far' }): Promise<void> {
  const documentBox = dialog.getByRole('region', { name: names.document });
  const progress = dialog.getByRole('progressbar', { name: names.progress });
  await expect(documentBox.locator('p').first()).toBeVisible();
  await documentBox.hover();
  for (let i = 0; i < 30 && Number(await progress.getAttribute('aria-valuenow')) < 90; i++) {
    await pageOf(dialog).mouse.wheel(0, 300);
    await pageOf(dialog).waitForTimeout(50);
  }
  await expect(progress).toHaveAttribute('aria-valuenow', /^(9\d|100)$/);
}

const pageOf = (locator: Locator): Page => locator.page();

/** Draws a signature with the mouse across the pad. */
export async function drawWithMouse(pad: Locator): Promise<void> {
  await expect(pad).toHaveAttribute('data-ready', 'true');
  // On a loaded machine the dialog could still be scrolling to the pad when the stroke began, and
  // it landed beside the canvas (Sign stayed disabled): the stroke starts once the pad has stopped
  // moving, and is drawn again if no ink landed.
  for (let attempt = 1; ; attempt++) {
    await pad.scrollIntoViewIfNeeded();
    const box = await steadyBox(pad);
    const mouse = pageOf(pad).mouse;
    await mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
    await mouse.down();
    for (let step = 1; step <= 12; step++) {
      await mouse.move(box.x + box.width * (0.15 + step * 0.05), box.y + box.height * (0.6 - 0.3 * Math.sin(step / 2)), { steps: 2 });
    }
    await mouse.up();
    if (attempt === 3 || (await inkedPixels(pad)) > 0) return;
  }
}

/** `element`'s box once two reads a frame apart agree (a smooth scroll or a transition has ended). */
async function steadyBox(element: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let last = await element.boundingBox();
  for (let read = 0; read < 50; read++) {
    await element.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const now = await element.boundingBox();
    if (now && last && now.x === last.x && now.y === last.y && now.width === last.width && now.height === last.height) return now;
    last = now;
  }
  if (!last) throw new Error('the signature pad has no box');
  return last;
}

/** The number of inked pixels on the pad's canvas. */
export function inkedPixels(pad: Locator): Promise<number> {
  return pad.evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) inked++;
    return inked;
  });
}
