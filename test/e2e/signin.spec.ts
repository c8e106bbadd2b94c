import type { Page } from '@playwright/test';
import { test, expect, callFailed, loadFailed, networkFailed } from './fixtures.ts';
import { axeViolations, signInThroughForm } from './helpers.ts';

const PASSWORD = 'Resort!2026';
const WRONG_PASSWORD_TEXT = "Your account or password is incorrect. If you don't remember your password, reset it now.";

const menu = (page: Page) => page.locator('header resort-signin-menu');
const signInButton = (page: Page) => menu(page).getByRole('button', { name: 'Sign In' });
const lightbox = (page: Page) => menu(page).getByRole('dialog');
const usernameField = (page: Page) => page.getByRole('textbox', { name: 'Email or username' });
/** The widget's field (on /login the store's own form inside the tag has one too, hidden once the widget runs). */
const passwordField = (page: Page) => page.getByLabel('Password', { exact: true }).filter({ visible: true });
/** The widget's greeting (the plain fallback links inside the tag are hidden once it runs). */
const greeting = (page: Page, text: string) => menu(page).getByText(text, { exact: true }).filter({ visible: true });

async function openLightbox(page: Page): Promise<void> {
  await page.goto('/');
  await signInButton(page).click();
  await expect(usernameField(page)).toBeFocused();
}

async function toPassword(page: Page, login: string): Promise<void> {
  await usernameField(page).fill(login);
  await page.keyboard.press('Enter');
  await expect(passwordField(page)).toBeFocused();
}

async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((entry) => entry.event ?? ''));
}

test.describe('sign-in lightbox on the demo store', () => {
  test('hovering opens it after 500 ms; after closing, hover cannot reopen it for 1500 ms', async ({ page }) => {
    await page.goto('/');
    await expect(signInButton(page)).toBeVisible();
    const box = await signInButton(page).boundingBox();
    if (!box) throw new Error('no Sign In button');
    const on = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const off = { x: 5, y: 400 };
    // Times are taken in the page: when the pointer is about to move, and (each frame) when the
    // dialog is seen open or closed. The pointer moves right after its time is taken, so each
    // "at least" below holds however slow the machine is.
    await page.evaluate(() => {
      const probe = { opened: [] as number[], closed: [] as number[] };
      (window as unknown as { probe: typeof probe }).probe = probe;
      let wasOpen = false;
      const watch = () => {
        const open = Boolean(document.querySelector('resort-signin-menu')?.shadowRoot?.querySelector('dialog[open]'));
        if (open !== wasOpen) (open ? probe.opened : probe.closed).push(performance.now());
        wasOpen = open;
        requestAnimationFrame(watch);
      };
      watch();
    });
    const now = () => page.evaluate(() => performance.now());
    const probe = () => page.evaluate(() => (window as unknown as { probe: { opened: number[]; closed: number[] } }).probe);
    await page.mouse.move(off.x, off.y);

    const entered = await now();
    await page.mouse.move(on.x, on.y);
    await expect(lightbox(page)).toBeVisible();
    expect((await probe()).opened[0]! - entered).toBeGreaterThanOrEqual(500);

    await page.keyboard.press('Escape');
    await expect(lightbox(page)).toBeHidden();
    await page.mouse.move(off.x, off.y);
    const reentered = await now();
    await page.mouse.move(on.x, on.y);
    const closedAt = (await probe()).closed[0]!;
    expect(reentered - closedAt, 'the pointer came back within the 1500 ms block').toBeLessThan(1300);
    // It rests on the button past the end of the block, and still nothing opens.
    await page.waitForTimeout(Math.max(0, closedAt + 1800 - (await now())));
    expect((await probe()).opened).toHaveLength(1);
    await expect(lightbox(page)).toBeHidden();

    // Out and in again after the block: it opens, 500 ms later.
    await page.mouse.move(off.x, off.y);
    const later = await now();
    await page.mouse.move(on.x, on.y);
    await expect(lightbox(page)).toBeVisible();
    expect((await probe()).opened[1]! - later).toBeGreaterThanOrEqual(500);
  });

  test('the shopper signs in from the lightbox: the page reloads and greets Alex', async ({ page }) => {
    await openLightbox(page);
    await expect(lightbox(page)).toHaveAccessibleName('Sign in to your account');
    await toPassword(page, 'Shopper@Example.com');
    await expect(menu(page).getByRole('button', { name: /shopper@example\.com/ })).toBeVisible();
    await passwordField(page).fill(PASSWORD);
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await expect(greeting(page, 'Hi, Alex')).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/userinfo');
    // The store's own header markup can greet Alex before the menu's island starts and pushes the event.
    await expect.poll(() => dataLayerEvents(page)).toContain('successful_login');
    // The visit cookie counted both pages: signed out first, now signed in as Alex, on the same path.
    const cookie = (await page.context().cookies()).find((candidate) => candidate.name === 'resort_visit');
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', expires: -1 });
    const visit = JSON.parse(decodeURIComponent(cookie!.value)) as Record<string, unknown>;
    expect(visit).toEqual({ count: 2, lastPage: new URL(page.url()).pathname, loggedIn: true, name: 'Alex', lastPageName: await page.title() });
  });

  test('a wrong password says so under the field and keeps it', async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(400));
    consoleErrors.expect(callFailed('POST /api/user/login', 'http', 'HTTP 400'));
    await openLightbox(page);
    await toPassword(page, 'shopper@example.com');
    await passwordField(page).fill('not-the-password');
    await page.keyboard.press('Enter');
    await expect(lightbox(page).getByRole('alert')).toHaveText(WRONG_PASSWORD_TEXT);
    await expect(lightbox(page).getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(passwordField(page)).toHaveValue('not-the-password');
  });

  test('the locked account shows the store\'s text under the password field', async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(400));
    consoleErrors.expect(callFailed('POST /api/user/login', 'http', 'HTTP 400'));
    await openLightbox(page);
    await toPassword(page, 'locked@example.com');
    await passwordField(page).fill(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(lightbox(page).getByRole('alert')).toHaveText('This account is locked. Please contact the resort to unlock it.');
  });

  test('an unknown login is told to check it or create an account', async ({ page }) => {
    await openLightbox(page);
    await usernameField(page).fill('nobody@example.com');
    await page.keyboard.press('Enter');
    await expect(lightbox(page).getByRole('alert')).toHaveText('Check your login or create a new account.');
    await expect(usernameField(page)).toHaveValue('nobody@example.com');
  });

  test('a customer without a password goes to password recovery', async ({ page }) => {
    await openLightbox(page);
    await usernameField(page).fill('nopass@example.com');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/passwordrecovery\?resetemail=nopass%40example\.com$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('nopass@example.com');
  });

  test('signs out', async ({ page }) => {
    await openLightbox(page);
    await toPassword(page, 'shopper@example.com');
    await passwordField(page).fill(PASSWORD);
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    // The widgets start after the page's first paint; until then the tag shows the store's own
    // links ("Sign Out"), which the widget hides once it greets. A click aimed at those waits on a
    // hidden link for good, so the widget's greeting comes first.
    await expect(greeting(page, 'Hi, Alex')).toBeVisible();
    await menu(page).getByRole('link', { name: 'Sign Out', exact: true }).click();
    await expect(signInButton(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Help With Sign In and back', async ({ page }) => {
    await openLightbox(page);
    await lightbox(page).getByRole('button', { name: 'Signing in with a pass or media card?' }).click();
    await expect(lightbox(page)).toHaveAccessibleName('Help With Sign In');
    await lightbox(page).getByRole('button', { name: 'Return To Sign In' }).click();
    await expect(lightbox(page)).toHaveAccessibleName('Sign in to your account');
    await expect(usernameField(page)).toBeFocused();
  });

  test('the host can open it with resort:signin:open', async ({ page }) => {
    await page.goto('/');
    await expect(signInButton(page)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('resort:signin:open')));
    await expect(lightbox(page)).toBeVisible();
  });
});

test.describe('the whole sign-in with the keyboard alone', () => {
  test('in the lightbox: Tab to Sign In, Enter, type, Enter, type, Enter', async ({ page }) => {
    await page.goto('/');
    await expect(signInButton(page)).toBeVisible();
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      if (await signInButton(page).evaluate((button) => button.matches(':focus'))) break;
    }
    await expect(signInButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(usernameField(page)).toBeFocused();
    await page.keyboard.type('shopper@example.com');
    await page.keyboard.press('Enter');
    await expect(passwordField(page)).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await expect(greeting(page, 'Hi, Alex')).toBeVisible();
  });

  test('on /login: back, show password, then sign in and return to the page asked for', async ({ page }) => {
    await page.goto('/login?returnUrl=%2Fcart');
    const form = page.locator('main resort-signin-form');
    await expect(form.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    await form.getByRole('textbox', { name: 'Email or username' }).focus();
    await page.keyboard.type('Shopper@Example.com');
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Password', { exact: true }).filter({ visible: true })).toBeFocused();
    // Shift+Tab back to the login button, Enter: Username again, the login kept.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('textbox', { name: 'Email or username' })).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Email or username' })).toHaveValue('Shopper@Example.com');
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Password', { exact: true }).filter({ visible: true })).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Show password' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Password', { exact: true }).filter({ visible: true })).toHaveAttribute('type', 'text');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(greeting(page, 'Hi, Alex')).toBeVisible();
  });
});

test.describe('sign-in accessibility', () => {
  test('no axe violation of any impact in any step', async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(400));
    consoleErrors.expect(callFailed('POST /api/user/login', 'http', 'HTTP 400'));
    await openLightbox(page);
    expect(await axeViolations(page), 'Username step').toEqual([]);

    await lightbox(page).getByRole('button', { name: 'Signing in with a pass or media card?' }).click();
    expect(await axeViolations(page), 'Help step').toEqual([]);
    await lightbox(page).getByRole('button', { name: 'Return To Sign In' }).click();

    await usernameField(page).fill('nobody@example.com');
    await page.keyboard.press('Enter');
    await expect(lightbox(page).getByRole('alert')).toBeVisible();
    expect(await axeViolations(page), 'unknown login').toEqual([]);

    await toPassword(page, 'shopper@example.com');
    expect(await axeViolations(page), 'Password step').toEqual([]);
    await passwordField(page).fill('not-the-password');
    await page.keyboard.press('Enter');
    await expect(lightbox(page).getByRole('alert')).toBeVisible();
    expect(await axeViolations(page), 'wrong password').toEqual([]);

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    expect(await axeViolations(page), '/login').toEqual([]);
  });

  test('signed in (through /login), the header has no axe violation of any impact', async ({ page }) => {
    await signInThroughForm(page, '/cart');
    await expect(greeting(page, 'Hi, Alex')).toBeVisible();
    // The page's heading is the cart's own: axe runs once that island has started too.
    await expect(page.locator('resort-cart').getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('sign-in with a bad network or bad answers', () => {
  test.beforeEach(({ page }) => {
    page.on('pageerror', (error) => {
      throw error;
    });
  });

  test('a lookup that fails shows a clear error, keeps the login and re-enables Continue', async ({ page, consoleErrors }) => {
    consoleErrors.expect(networkFailed('ERR_INTERNET_DISCONNECTED'));
    consoleErrors.expect(loadFailed(500));
    consoleErrors.expect(callFailed('GET /api/customer/exists', 'network', 'Failed to fetch'));
    consoleErrors.expect(callFailed('GET /api/customer/exists', 'invalid-response', 'GET /api/customer/exists: unexpected answer — UserName: expected string'));
    consoleErrors.expect(callFailed('GET /api/customer/exists', 'http', 'HTTP 500: down'));
    await openLightbox(page);
    await page.route('**/api/customer/exists*', (route) => route.abort('internetdisconnected'));
    await usernameField(page).fill('shopper@example.com');
    await page.keyboard.press('Enter');
    await expect(lightbox(page).getByRole('alert')).toHaveText('We could not look up your account. We could not reach the store. Check your connection and try again.');
    await expect(usernameField(page)).toHaveValue('shopper@example.com');
    await expect.poll(() => dataLayerEvents(page)).toContain('username_error');

    await page.route('**/api/customer/exists*', (route) => route.fulfill({ json: { UserName: 7 } }));
    await lightbox(page).getByRole('button', { name: 'Continue' }).click();
    await expect(lightbox(page).getByRole('alert')).toContainText('The store sent an answer we could not read.');

    await page.route('**/api/customer/exists*', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await lightbox(page).getByRole('button', { name: 'Continue' }).click();
    await expect(lightbox(page).getByRole('alert')).toContainText('The store could not complete this request.');

    await page.unroute('**/api/customer/exists*');
    await lightbox(page).getByRole('button', { name: 'Continue' }).click();
    await expect(passwordField(page)).toBeFocused();
  });

  test('a login that fails shows a clear error and keeps the password', async ({ page, consoleErrors }) => {
    consoleErrors.expect(loadFailed(500));
    consoleErrors.expect(callFailed('POST /api/user/login', 'http', 'HTTP 500: down'));
    await openLightbox(page);
    await toPassword(page, 'shopper@example.com');
    await page.route('**/api/user/login', (route) => route.fulfill({ status: 500, json: { message: 'down' } }));
    await passwordField(page).fill(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(lightbox(page).getByRole('alert')).toHaveText('We could not sign you in. The store could not complete this request. Please try again.');
    await expect(passwordField(page)).toHaveValue(PASSWORD);
    await expect.poll(() => dataLayerEvents(page)).toContain('login_error');
    await page.unroute('**/api/user/login');
    await Promise.all([page.waitForEvent('load'), lightbox(page).getByRole('button', { name: 'Sign in' }).click()]);
    await expect(greeting(page, 'Hi, Alex')).toBeVisible();
  });
});

test.describe('account pages', () => {
  test('Create An Account registers a customer who is then signed in', async ({ page }) => {
    await openLightbox(page);
    await lightbox(page).getByRole('link', { name: 'Create An Account' }).click();
    await expect(page).toHaveURL(/\/register\?returnUrl=%2F$/);
    const email = `skier-${Date.now()}@example.com`;
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Vale');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Powder-Day-42');
    await page.getByLabel('Confirm password').fill('Powder-Day-42');
    await page.getByRole('button', { name: 'Create An Account' }).click();
    await expect(greeting(page, 'Hi, Robin')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('password recovery shows the e-mail it would send', async ({ page }) => {
    await page.goto('/passwordrecovery?resetemail=shopper%40example.com');
    await page.getByRole('button', { name: 'Send recovery email' }).click();
    const email = page.getByRole('article', { name: 'The recovery email' });
    await expect(email).toContainText('Reset your Summit Peak Resort password');
    await expect(email.getByRole('link')).toHaveAttribute('href', /\/passwordrecovery\/confirm\?email=shopper%40example\.com&token=/);
  });
});
