/**
 * Every dialog of the demo store's pages follows the WAI-ARIA APG dialog pattern, and every form
 * field of every tag has a programmatic label: the checks of `dialog-checks.ts` over a table of
 * page → how to open each dialog → its expected name → where its focus starts. One test per
 * visitor (a guest, the shopper, an admin), so one browser page and one session serve all its
 * pages, and the store the other journeys use serves them all; each page is loaded once for its
 * fields and its dialogs, each dialog opened with Enter on its control, its fields swept while it
 * is open, then closed with Escape. Firefox and WebKit make the same dialog checks of the sign-in
 * lightbox, the calendar and the mini cart's confirmation (`test/engines/journeys.ts`).
 *
 * Three tests plant what the checks must catch, on the store's own pages: a dialog without a name,
 * a dialog that lets the focus escape (a native `<dialog>` opened with `showModal()` and nothing
 * more, which is what the sign-in lightbox was), and fields named by nothing or only by a
 * placeholder.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, loadFailed, type ConsoleErrors } from './fixtures.ts';
import { addFromTile, signIn, tookOver } from './helpers.ts';
import { dialogProblems, unlabelledFields, unnamedDialogs, watchDialogs, type DialogCase } from './dialog-checks.ts';

interface PageCase {
  /** The page, and who opens it (a guest unless told). */
  path: string;
  /** What the row is, where the path alone does not say. */
  title?: string;
  as?: 'shopper' | 'admin';
  /** Steps before the page is looked at (a product in a guest's cart). */
  prepare?: (page: Page) => Promise<void>;
  /** The tags to wait for before the fields are swept (each has drawn itself over the store's markup). */
  tags: string[];
  /** What shows once the page's tags have drawn what they load (an admin list's heading). */
  shown?: (page: Page) => Locator;
  dialogs: DialogCase[];
}

/** A guest's cart with the Guided Snowshoe Tour in it (added once, through the store's own tile). */
async function snowshoeTourInTheCart(page: Page): Promise<void> {
  const cart = (await (await page.request.get('/api/minicart')).json()) as { Items: unknown[] };
  if (cart.Items.length > 0) return;
  if (new URL(page.url()).pathname !== '/') await page.goto('/');
  await addFromTile(page, 'Guided Snowshoe Tour');
}

/** Where the focus starts in most of our dialogs: their first control, the × that closes them. */
const closeButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Close', exact: true });
/** A confirmation starts on Cancel, so Enter never destroys by accident. */
const cancelButton = (dialog: Locator) => dialog.getByRole('button', { name: 'Cancel', exact: true });

const SHOPPER = 'shopper@example.com';
const ADMIN = 'admin@example.com';
const PLANS = 'resort-payment-plans-admin';
const SUBSCRIPTIONS = 'resort-subscriptions-admin';

const pages: PageCase[] = [
  {
    path: '/',
    tags: ['header resort-signin-menu', 'header resort-minicart'],
    dialogs: [
      { focuses: (dialog) => dialog.getByRole('textbox', { name: 'Email or username' }), name: 'Sign in to your account', within: 'header resort-signin-menu', opener: (page) => page.locator('header resort-signin-menu').getByRole('button', { name: 'Sign In' }) },
      {
        title: "the mini cart's Remove item",
        focuses: cancelButton,
        name: 'Remove item',
        within: 'header resort-minicart',
        // A tour in the cart (through the store's own tile on this page), then the mini cart opened with the keyboard.
        before: async (page) => {
          await snowshoeTourInTheCart(page);
          const open = page.locator('header resort-minicart').getByRole('button', { name: 'Open shopping cart, 1 item' });
          await open.focus();
          await page.keyboard.press('Enter');
          await expect(page.locator('header resort-minicart').getByRole('button', { name: 'Remove Guided Snowshoe Tour' })).toBeVisible();
        },
        opener: (page) => page.locator('header resort-minicart').getByRole('button', { name: 'Remove Guided Snowshoe Tour' }),
      },
    ],
  },
  {
    path: '/cart',
    prepare: snowshoeTourInTheCart,
    tags: ['resort-cart', 'resort-discount-code', 'resort-order-summary'],
    dialogs: [{ focuses: cancelButton, name: 'Remove item', within: 'resort-cart', opener: (page) => page.locator('resort-cart').getByRole('button', { name: 'Remove Guided Snowshoe Tour' }) }],
  },
  {
    path: '/lift-ticket-1-day',
    tags: ['main resort-product'],
    dialogs: [
      {
        focuses: (dialog) => dialog.locator('[role=grid] button[tabindex="0"]'), name: 'Start Date: calendar',
        within: 'main resort-product',
        opener: (page) => page.locator('main resort-product').getByRole('button', { name: 'Choose a date: Start Date' }),
        ready: (dialog) => expect(dialog.getByRole('grid')).toBeVisible(),
      },
    ],
  },
  {
    path: '/season-pass-adult',
    tags: ['main resort-product', 'resort-payment-schedule'],
    dialogs: [{ focuses: closeButton, name: 'Payment Schedule', within: 'resort-payment-schedule', opener: (page) => page.locator('resort-payment-schedule').getByRole('button', { name: 'View Payment Schedule' }), ready: (dialog) => expect(dialog.getByRole('table')).toBeVisible() }],
  },
  {
    path: '/voucher-product/season-pass-adult',
    tags: ['resort-voucher-box'],
    dialogs: [
      {
        focuses: closeButton, name: 'Voucher',
        within: 'resort-voucher-box',
        before: async (page) => {
          await tookOver(page.locator('resort-voucher-box'));
          await page.locator('resort-voucher-box').getByRole('textbox', { name: 'Voucher ID' }).fill('VCH-PRODUCT-1');
        },
        opener: (page) => page.locator('resort-voucher-box').getByRole('button', { name: 'Redeem' }),
        ready: (dialog) => expect(dialog.getByRole('link', { name: 'Continue' })).toBeVisible(),
      },
    ],
  },
  { path: '/login', tags: ['main resort-signin-form'], dialogs: [] },
  { path: '/register', tags: ['resort-date-field', 'resort-country-select', 'resort-state-field'], dialogs: [] },
  { path: '/s/lift-tickets', tags: ['resort-category'], dialogs: [] },
  {
    path: '/userinfo',
    as: 'shopper',
    tags: ['resort-group-members', 'resort-profile'],
    dialogs: [
      { focuses: closeButton, name: 'New Photo for Alex Morgan', within: 'resort-group-members', opener: (page) => page.locator('resort-group-members').getByRole('button', { name: 'New Photo, Alex Morgan' }) },
      { focuses: closeButton, name: 'Add Media for Sam Morgan', within: 'resort-group-members', opener: (page) => page.locator('resort-group-members').getByRole('button', { name: 'Add Media, Sam Morgan' }) },
      { focuses: closeButton, name: 'Add BirthDate for Jordan Morgan', within: 'resort-group-members', opener: (page) => page.locator('resort-group-members').getByRole('button', { name: 'Add BirthDate, Jordan Morgan' }) },
      {
        title: "the phone's country list (intl-tel-input's dialog)",
        name: 'Countries for the phone number',
        within: 'resort-profile',
        focuses: (dialog) => dialog.getByRole('combobox', { name: 'Search' }),
        // The phone field's country button arrives when the shopper reaches the field.
        before: (page) => page.locator('resort-profile').getByRole('textbox', { name: 'Phone' }).focus(),
        opener: (page) => page.locator('resort-profile').getByRole('button', { name: /change the country of the phone number$/ }),
      },
    ],
  },
  {
    path: '/userinfo/paymentplans',
    as: 'shopper',
    tags: ['resort-my-payment-plans'],
    dialogs: [
      { focuses: closeButton, name: 'Payment Schedule', within: 'resort-my-payment-plans', opener: (page) => page.locator('resort-my-payment-plans').getByRole('button', { name: 'View the payment schedule of Season Pass - Adult for Alex Morgan' }) },
      {
        title: 'Update Your Credit Card (the card form shown through a slot)',
        focuses: closeButton, name: 'Update Your Credit Card',
        within: 'resort-my-payment-plans',
        before: (page) => page.locator('resort-my-payment-plans').getByRole('checkbox', { name: 'Select Season Pass - Adult for Alex Morgan' }).check(),
        opener: (page) => page.locator('resort-my-payment-plans').getByRole('button', { name: 'Update Credit Card' }),
        // Square's frame is attached once its script has loaded: the Tab stops are all there then.
        ready: (dialog) => expect(dialog.page().frameLocator('resort-my-payment-plans resort-payment-form iframe').first().locator('input').first()).toBeVisible(),
      },
    ],
  },
  {
    path: '/userinfo/resortcharge',
    as: 'shopper',
    tags: ['resort-waiver'],
    dialogs: [{ focuses: closeButton, name: 'Resort Charge Authorization', within: 'resort-waiver', opener: (page) => page.locator('resort-waiver').getByRole('button', { name: 'Read and Sign' }) }],
  },
  {
    path: `/Admin/PaymentPlans/Configure/Schedules`,
    as: 'admin',
    tags: [PLANS],
    shown: (page) => page.locator(PLANS).getByRole('searchbox', { name: 'Filter' }),
    dialogs: [
      { title: 'a new payment schedule', focuses: (dialog) => dialog.getByRole('textbox', { name: 'Payment Schedule Name' }), name: 'Add Payment Schedule', within: PLANS, opener: (page) => page.locator(PLANS).getByRole('link', { name: 'Add Payment Schedule' }) },
      { title: 'a payment schedule', focuses: closeButton, name: 'Season Pass 3-Pay', within: PLANS, opener: (page) => page.locator(PLANS).getByRole('link', { name: 'Edit Season Pass 3-Pay' }) },
      { focuses: cancelButton, name: 'Delete Payment Schedule', within: PLANS, opener: (page) => page.locator(PLANS).getByRole('button', { name: 'Delete Season Pass 3-Pay' }) },
    ],
  },
  {
    path: `/Admin/PaymentPlans/Configure/Pricing`,
    as: 'admin',
    tags: [PLANS],
    shown: (page) => page.locator(PLANS).getByRole('searchbox', { name: 'Filter' }),
    dialogs: [
      // The overlay and the confirmation of the payment schedules, with a pricing schedule's fields.
      { title: 'a pricing schedule', focuses: closeButton, name: 'Winter Rentals', within: PLANS, opener: (page) => page.locator(PLANS).getByRole('link', { name: 'Edit Winter Rentals' }) },
    ],
  },
  {
    path: `/Admin/PaymentPlans/Configure/Assignments`,
    as: 'admin',
    tags: [PLANS],
    shown: (page) => page.locator(PLANS).getByRole('searchbox', { name: 'Filter' }),
    dialogs: [
      { focuses: closeButton, name: 'Add Product Assignment', within: PLANS, opener: (page) => page.locator(PLANS).getByRole('link', { name: 'Add Assignment' }) },
      ...(['Edit Assignment', 'Attribute Pricing', 'Delete Assignment'] as const).map((item): DialogCase => ({
        title: `a row's ${item}`,
        name: { 'Edit Assignment': 'Product Assignment', 'Attribute Pricing': 'Attribute Pricing Season Pass - Adult', 'Delete Assignment': 'Delete Assignment' }[item],
        within: PLANS,
        focuses: item === 'Delete Assignment' ? cancelButton : closeButton,
        before: async (page) => {
          await page.locator(PLANS).getByRole('button', { name: 'Actions for Season Pass - Adult' }).focus();
          await page.keyboard.press('Enter');
        },
        opener: (page) => page.locator(PLANS).getByRole('menuitem', { name: item }),
        // The menu is gone with its item: the focus goes back to the row's menu button.
        returnsTo: (page) => page.locator(PLANS).getByRole('button', { name: 'Actions for Season Pass - Adult' }),
      })),
    ],
  },
  { path: `/Admin/PaymentPlans/Configure/Enrollments`, as: 'admin', tags: [PLANS], shown: (page) => page.locator(PLANS).getByRole('textbox', { name: 'Order ID', exact: true }), dialogs: [] },
  {
    path: '/Admin/Subscriptions?tab=types',
    as: 'admin',
    tags: [SUBSCRIPTIONS],
    shown: (page) => page.locator(SUBSCRIPTIONS).getByRole('button', { name: 'Edit Fitness Center Weekly' }),
    dialogs: [
      { focuses: (dialog) => dialog.getByRole('textbox', { name: 'Name', exact: true }), name: 'CREATE SUBSCRIPTION', within: SUBSCRIPTIONS, opener: (page) => page.locator(SUBSCRIPTIONS).getByRole('button', { name: 'Create New' }) },
      { focuses: cancelButton, name: 'Delete Subscription', within: SUBSCRIPTIONS, opener: (page) => page.locator(SUBSCRIPTIONS).getByRole('button', { name: 'Delete Fitness Center Weekly' }) },
      {
        title: "a failed save's alert",
        role: 'alertdialog',
        name: 'The subscription could not be saved',
        within: SUBSCRIPTIONS,
        focuses: (dialog) => dialog.getByRole('button', { name: 'OK' }),
        before: async (page) => {
          await page.route('**/api/subscriptions/basic', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The store is busy.' }) }));
          await page.locator(SUBSCRIPTIONS).getByRole('button', { name: 'Create New' }).click();
          await page.locator(SUBSCRIPTIONS).getByRole('dialog', { name: 'CREATE SUBSCRIPTION' }).getByRole('textbox', { name: 'Name', exact: true }).fill('Alert check');
        },
        // Save, answered 500: the alert over the form, the focus back on Save once it is read.
        opener: (page) => page.locator(SUBSCRIPTIONS).getByRole('dialog', { name: 'CREATE SUBSCRIPTION' }).getByRole('button', { name: 'Save' }),
        console: [loadFailed(500), /^resort-widgets: POST \/api\/subscriptions\/basic failed/],
        after: async (page) => {
          await page.unroute('**/api/subscriptions/basic');
          await page.keyboard.press('Escape');
        },
      },
    ],
  },
  { path: '/Admin/Subscriptions', as: 'admin', tags: [SUBSCRIPTIONS], shown: (page) => page.locator(SUBSCRIPTIONS).getByRole('radio').first(), dialogs: [] },
  {
    path: '/Admin/Product/Edit/1',
    as: 'admin',
    tags: ['resort-voucher-templates'],
    shown: (page) => page.locator('resort-voucher-templates').getByRole('textbox', { name: 'Voucher Template ID' }),
    dialogs: [{ focuses: cancelButton, name: 'Remove Voucher Template', within: 'resort-voucher-templates', opener: (page) => page.locator('resort-voucher-templates').getByRole('button', { name: 'Remove SEASON-PASS-ADULT' }) }],
  },
  { path: '/Admin/Discount/Edit/1', as: 'admin', tags: ['resort-voucher-templates'], shown: (page) => page.locator('resort-voucher-templates').getByRole('textbox', { name: 'Voucher Template ID' }), dialogs: [] },
];

/**
 * Opens the page of `entry` for its visitor: signed in (the first of a visitor's pages; its session
 * then serves the rest, which are opened as they are, not through the sign-in form again), or as a
 * guest once its steps are done.
 */
async function visit(page: Page, entry: PageCase, signedIn: boolean): Promise<void> {
  if (entry.as && !signedIn) await signIn(page, entry.path, entry.as === 'admin' ? ADMIN : SHOPPER);
  else {
    await entry.prepare?.(page);
    await page.goto(entry.path);
  }
  for (const tag of entry.tags) await tookOver(page.locator(tag).first(), { timeout: 15_000 });
  if (entry.shown) await expect(entry.shown(page)).toBeVisible({ timeout: 15_000 });
}

/**
 * Every page of `pages` that `who` opens, in one browser page and one signed-in session: its fields,
 * then each dialog and its fields while it is open. Every page is checked whatever the one before
 * found; the problems of all are reported together.
 */
async function checkPagesOf(page: Page, consoleErrors: ConsoleErrors, who: 'guest' | 'shopper' | 'admin'): Promise<void> {
  await watchDialogs(page);
  const problems: string[] = [];
  let signedIn = false;
  for (const entry of pages.filter((each) => (each.as ?? 'guest') === who)) {
    const where = `${entry.path}${entry.title ? ` (${entry.title})` : ''}`;
    await visit(page, entry, signedIn);
    signedIn = entry.as !== undefined;
    problems.push(...(await unlabelledFields(page)).map((problem) => `${where}: ${problem}`));
    for (const dialog of entry.dialogs) {
      for (const message of dialog.console ?? []) consoleErrors.expect(message);
      const found = await dialogProblems(page, {
        ...dialog,
        // Its fields, swept while it is open.
        ready: async (open) => {
          await dialog.ready?.(open);
          problems.push(...(await unlabelledFields(page)).map((problem) => `${where}, in ${dialog.title ?? String(dialog.name)}: ${problem}`));
        },
      });
      problems.push(...found.map((problem) => `${where}: ${problem}`));
      await dialog.after?.(page);
      // A dialog left open cannot hide the next one: the page starts again.
      if (found.length > 0) await visit(page, { ...entry, dialogs: [] }, signedIn);
    }
  }
  expect(problems).toEqual([]);
}

// One test per visitor: a browser page and a session serve all its pages.
test.describe('every dialog and every field of the demo store', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a guest’s pages: the sign-in lightbox, both remove confirmations, the calendar, the payment schedule and the voucher dialog keep the keyboard; every field is labelled', async ({ page, consoleErrors }) => {
    await checkPagesOf(page, consoleErrors, 'guest');
  });

  test('the shopper’s My Account: the household’s dialogs, the phone’s country list, a plan’s schedule and card update, the resort charge release keep the keyboard; every field is labelled', async ({ page, consoleErrors }) => {
    await checkPagesOf(page, consoleErrors, 'shopper');
  });

  test('the admin’s pages: the schedules’ overlays, an assignment’s panels, a subscription type, a failed save’s alert and every confirmation keep the keyboard; every field is labelled', async ({ page, consoleErrors }) => {
    await checkPagesOf(page, consoleErrors, 'admin');
  });
});

test.describe('what the dialog and field checks must catch, planted on the store’s pages', () => {
  test('a dialog without a name: the sign-in lightbox with its title unlinked', async ({ page }) => {
    await page.goto('/');
    await watchDialogs(page);
    const menu = page.locator('header resort-signin-menu');
    const signInButton = menu.getByRole('button', { name: 'Sign In' });
    // Opened once, the lightbox stays on the page (closed): its name is unlinked there.
    await signInButton.click();
    await expect(menu.getByRole('dialog', { name: 'Sign in to your account' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('dialog')).toBeHidden();
    // A modal titled in words is named by its own aria-label, and by its title's id otherwise: both go.
    await menu.evaluate((host) => {
      const dialog = host.shadowRoot!.querySelector('dialog')!;
      dialog.removeAttribute('aria-labelledby');
      dialog.removeAttribute('aria-label');
    });

    const problems = await dialogProblems(page, { focuses: (dialog) => dialog.getByRole('textbox', { name: 'Email or username' }), name: 'Sign in to your account', within: 'header resort-signin-menu', opener: () => signInButton }, { wait: 2_000 });
    expect(problems).toContainEqual(expect.stringMatching(/^Sign in to your account: no dialog named Sign in to your account opened \(found: - dialog:?\)$/));
    expect(await unnamedDialogs(page)).toEqual(['a dialog has no accessible name']);
  });

  test('focus escaping: a native <dialog> opened with showModal() and nothing more lets Tab leave for the browser', async ({ page }) => {
    await watchDialogs(page);
    await page.goto('/');
    const minicart = page.locator('header resort-minicart');
    await expect(minicart.getByRole('button', { name: /^Open shopping cart/ })).toBeVisible();
    // What every modal of ours was before it kept the focus: named, opened as a modal, no more.
    await minicart.evaluate((host) => {
      const root = host.shadowRoot!;
      const opener = document.createElement('button');
      opener.textContent = 'Planted opener';
      const dialog = document.createElement('dialog');
      dialog.setAttribute('aria-label', 'Planted dialog');
      // Built with DOM calls: the store's policy refuses a string written as HTML (Trusted Types).
      const text = document.createElement('p');
      text.textContent = 'Nothing keeps the focus here.';
      const first = document.createElement('button');
      first.textContent = 'First';
      const last = document.createElement('button');
      last.textContent = 'Last';
      dialog.append(text, first, last);
      opener.addEventListener('click', () => dialog.showModal());
      root.append(opener, dialog);
    });
    const problems = await dialogProblems(page, { name: 'Planted dialog', within: 'header resort-minicart', opener: () => minicart.getByRole('button', { name: 'Planted opener' }), focuses: (dialog) => dialog.getByRole('button', { name: 'First' }) });
    expect(problems).toContainEqual(expect.stringMatching(/^Planted dialog: Tab pressed 2 times \(of 2 stops\) took the focus out, to the page itself/));
    expect(problems).toContainEqual(expect.stringMatching(/^Planted dialog: Shift\+Tab pressed \d+ times \(of 2 stops\) took the focus out/));
  });

  test('fields without a label: one named by nothing, one only by its placeholder, in a tag’s shadow root', async ({ page }) => {
    await watchDialogs(page);
    await page.goto('/voucher-product/season-pass-adult');
    const box = page.locator('resort-voucher-box');
    await tookOver(box);
    expect(await unlabelledFields(page)).toEqual([]);
    await box.evaluate((host) => {
      const field = document.createElement('input');
      field.placeholder = 'Schedule name';
      const bare = document.createElement('select');
      bare.append(new Option('Monthly'));
      host.shadowRoot!.append(field, bare);
    });
    expect(await unlabelledFields(page)).toEqual([
      'textbox input[type=text] “Schedule name” in resort-voucher-box: named only by its placeholder “Schedule name”',
      'combobox select “Monthly” in resort-voucher-box: no accessible name',
    ]);
  });
});
