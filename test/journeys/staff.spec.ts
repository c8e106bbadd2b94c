/**
 * A member of staff sets up a payment plan for a lesson package (a payment schedule, then the
 * product's assignment to it), adds a subscription type, and finds a customer's enrollment and its
 * scheduled payments: one test per cell (`cells.ts`), each step looked at by the journey's checks.
 *
 * The cells run one after another: each adds its own schedule and type (named for the cell), and
 * gives the lesson package its assignment and then takes it back, which two cells at once would
 * fight over.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { cellsOf, cellTitle, type Cell } from './cells.ts';
import { wordsOf } from './words.ts';
import { adminLabels } from '../../widgets/payment-plans-admin/labels.ts';
import { adminLabelsFr } from '../../widgets/payment-plans-admin/labels.fr-CA.ts';
import { subscriptionsLabels } from '../../widgets/subscriptions-admin/labels.ts';
import { subscriptionsLabelsFr } from '../../widgets/subscriptions-admin/labels.fr-CA.ts';
import { signInLabels } from '../../widgets/signin/labels.ts';
import { signInLabelsFr } from '../../widgets/signin/labels.fr-CA.ts';
import type { Journey } from './journey.ts';
import { fieldLabels } from '../../src/ui/fields/field-labels.ts';
import { fieldLabelsFr } from '../../src/ui/fields/field-labels.fr-CA.ts';
import { chooseDate } from './date-field.ts';

const PLANS = '/Admin/PaymentPlans/Configure';

/** Signs in through `/login` in the cell's language, as staff do each morning. */
export async function signInAs(journey: Journey, page: Page, email: string, returnUrl: string): Promise<void> {
  const words = wordsOf(signInLabels, signInLabelsFr, journey.cell.language);
  const form = page.locator('main resort-signin-form');
  await journey.step('opens the sign-in page in their language', async () => {
    await journey.speak(`/login?returnUrl=${encodeURIComponent(returnUrl)}`);
    await form.getByRole('textbox', { name: words.exact('signin.username') }).fill(email);
  });
  await journey.step('gives the password', async () => {
    await form.getByRole('button', { name: words.exact('signin.continue') }).click();
    // The store's own form inside the tag has a Password field too, hidden once the widget runs.
    await form.getByLabel(words.exact('signin.password')).filter({ visible: true }).fill('Resort!2026');
  });
  await journey.step('signs in', async () => {
    await form.getByRole('button', { name: words.exact('signin.signIn') }).click();
    await page.waitForURL((url) => url.pathname === new URL(returnUrl, url).pathname);
  });
}

/** `Spring Layaway fr-CA 320 k3x`: a name no other cell or run has. */
const named = (what: string, cell: Cell) => `${what} ${cell.language} ${cell.width} ${Date.now().toString(36).slice(-3)}`;

test.describe.configure({ mode: 'default' });

for (const cell of cellsOf('staff')) {
  test.describe(() => {
    test.use({ cell });
    test(cellTitle(cell), async ({ page, journey }) => {
      test.setTimeout(Number(process.env.JOURNEY_TIMEOUT ?? 180_000));
      const words = wordsOf(adminLabels, adminLabelsFr, cell.language);
      const types = wordsOf(subscriptionsLabels, subscriptionsLabelsFr, cell.language);
      const dates = wordsOf(fieldLabels, fieldLabelsFr, cell.language);
      const admin = page.locator('resort-payment-plans-admin');
      const scheduleName = named('Lesson Layaway', cell);

      await signInAs(journey, page, 'admin@example.com', `${PLANS}/Schedules`);

      // A payment schedule: one purchase window, two payments.
      await journey.step('opens Add Payment Schedule', async () => {
        await admin.getByRole('link', { name: words.exact('schedules.add') }).click();
        await expect(admin.getByRole('dialog').getByRole('textbox', { name: words.exact('schedules.nameLabel') })).toBeVisible();
      });
      const dialog = admin.getByRole('dialog');
      const range = dialog.getByRole('region', { name: words.exact('schedules.range', { number: 1 }) });
      await journey.step('names the schedule and gives its purchase window and two payments', async () => {
        await dialog.getByRole('textbox', { name: words.exact('schedules.nameLabel') }).fill(scheduleName);
        const date = (name: RegExp) => range.getByRole('group', { name });
        await chooseDate(date(words.exact('schedules.rangeStart')), dates, { day: 1, month: 1, year: 2027 });
        await chooseDate(date(words.exact('schedules.rangeEnd')), dates, { day: 31, month: 1, year: 2027 });
        await chooseDate(date(words.exact('schedules.paymentDateOf', { payment: 1, range: 1 })), dates, { day: 1, month: 2, year: 2027 });
        await range.getByRole('textbox', { name: words.exact('schedules.amountOf', { payment: 1, range: 1 }) }).fill('50');
        await chooseDate(date(words.exact('schedules.paymentDateOf', { payment: 2, range: 1 })), dates, { day: 1, month: 3, year: 2027 });
      });
      await journey.step('applies the schedule and finds it in the list', async () => {
        await dialog.getByRole('button', { name: words.exact('schedules.apply') }).click();
        await expect(page).toHaveURL(`${PLANS}/Schedules`);
        await expect(admin.getByRole('row').filter({ hasText: scheduleName })).toBeVisible();
      });

      // The lesson package on that schedule.
      const product = 'Beginner Lesson Package';
      await journey.step('opens Product Assignments', async () => {
        await page.goto(`${PLANS}/Assignments`);
        await expect(admin.getByRole('link', { name: words.exact('assignments.add') })).toBeVisible();
      });
      await journey.step('opens Add Assignment', async () => {
        await admin.getByRole('link', { name: words.exact('assignments.add') }).click();
        await expect(admin.getByRole('dialog').getByRole('combobox', { name: words.exact('assignments.productName') })).toBeVisible();
      });
      const panel = admin.getByRole('dialog');
      await journey.step('chooses the lesson package, its discipline, the new schedule and a pricing schedule', async () => {
        await panel.getByRole('combobox', { name: words.exact('assignments.productName') }).selectOption({ label: product });
        await panel.getByRole('checkbox', { name: /: Ski$/ }).check();
        await panel.getByRole('combobox', { name: words.exact('assignments.paymentSchedule') }).selectOption({ label: scheduleName });
        await panel.getByRole('combobox', { name: words.exact('assignments.pricingSchedule') }).selectOption({ index: 1 });
        const paymentProduct = panel.getByRole('combobox', { name: words.exact('assignments.paymentProduct') });
        await paymentProduct.selectOption({ index: 1 });
      });
      await journey.step('applies the assignment and finds it in the list', async () => {
        await panel.getByRole('button', { name: words.exact('assignments.applyChanges') }).click();
        await expect(page).toHaveURL(`${PLANS}/Assignments`);
        await expect(admin.getByRole('row').filter({ hasText: product })).toContainText(scheduleName);
      });

      // A subscription type.
      const subscriptions = page.locator('resort-subscriptions-admin');
      const typeName = named('Night Skiing', cell);
      await journey.step('opens Subscription Types', async () => {
        await page.goto('/Admin/Subscriptions?tab=types');
        await expect(subscriptions.getByRole('button', { name: types.exact('types.create') })).toBeVisible({ timeout: 20_000 });
      });
      const create = subscriptions.getByRole('dialog', { name: types.exact('types.createTitle') });
      await journey.step('opens Create New', async () => {
        await subscriptions.getByRole('button', { name: types.exact('types.create') }).click();
        await expect(create.getByRole('textbox', { name: types.exact('types.fieldName') })).toBeVisible();
      });
      await journey.step('names the type and its amount', async () => {
        await create.getByRole('textbox', { name: types.exact('types.fieldName') }).fill(typeName);
        await create.getByRole('textbox', { name: types.exact('types.fieldAmount') }).fill('39.50');
      });
      await journey.step('saves the type and finds it in the list', async () => {
        await create.getByRole('button', { name: types.exact('common.save') }).click();
        await expect(create).toBeHidden();
        await expect(subscriptions.getByRole('table', { name: types.exact('types.table') }).getByRole('row').filter({ hasText: typeName })).toBeVisible();
      });

      // A customer's enrollment, found by its order.
      const filters = admin.getByRole('search', { name: words.exact('enrollments.filters') });
      await journey.step('opens Plan Enrollments', async () => {
        await page.goto(`${PLANS}/Enrollments`);
        await expect(filters).toBeVisible();
      });
      await journey.step('searches for order 1001', async () => {
        await filters.getByRole('textbox', { name: words.exact('enrollments.orderId') }).fill('1001');
        await filters.getByRole('button', { name: words.exact('enrollments.apply') }).click();
        await expect(admin.getByRole('table', { name: words.exact('enrollments.table') }).locator('tbody > tr').first()).toContainText('1001');
      });
      await journey.step('opens the first enrollment’s scheduled payments', async () => {
        const table = admin.getByRole('table', { name: words.exact('enrollments.table') });
        await table.getByRole('button', { name: words.exact('enrollments.showPayments') }).first().click();
        await expect(admin.getByRole('table', { name: words.exact('enrollments.payments') })).toBeVisible();
      });

      // The trial over, the lesson package goes back to being paid at once.
      await journey.step('removes the lesson package’s assignment', async () => {
        await page.goto(`${PLANS}/Assignments`);
        const row = admin.getByRole('row').filter({ hasText: product });
        await row.getByRole('button', { name: words.exact('common.actionsFor', { name: product }) }).click();
        await admin.getByRole('menuitem', { name: words.exact('assignments.delete') }).click();
        await admin.getByRole('dialog', { name: words.exact('assignments.deleteTitle') }).getByRole('button', { name: words.exact('common.delete') }).click();
        await expect(row).toHaveCount(0);
      });
    });
  });
}
