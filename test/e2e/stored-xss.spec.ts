import { test, expect } from './fixtures.ts';
import { signIn } from './helpers.ts';

/**
 * Script stored through the admin API (the names staff type) must never run where it is shown:
 * the admin's schedule list and editor render it as text.
 */
const payloads = [
  '<img src=x onerror="window.__stored=1">',
  '<script>window.__stored=2</script>',
  '"><svg onload="window.__stored=3">',
  'javascript:window.__stored=4',
];

test('schedule names holding script are shown as text and never run', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, '/Admin/PaymentPlans/Configure/Schedules', 'admin@example.com');
  const token = await page.locator('input[name="__RequestVerificationToken"]').first().getAttribute('value');
  for (const [index, name] of payloads.entries()) {
    const response = await page.request.post('/api/admin/payment-plans/payment-schedules', {
      headers: { RequestVerificationToken: token ?? '', 'X-Requested-With': 'XMLHttpRequest' },
      data: {
        PaymentScheduleId: 0,
        PaymentScheduleName: `${name} ${index}`,
        EffectiveDateTypeId: 1,
        PurchaseDates: [
          {
            PurchaseDateId: 0,
            PurchaseEffectiveDate: '2027-03-01',
            PurchaseExpirationDate: '2027-05-31',
            IsDeleted: false,
            ScheduledPayments: [
              { PaymentDateId: 0, PaymentDate: '2027-03-15', Amount: 50, AmountType: 1, IsDeleted: false },
              { PaymentDateId: 0, PaymentDate: '2027-06-15', Amount: 50, AmountType: 3, IsDeleted: false },
            ],
          },
        ],
      },
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
  }
  await page.goto('/Admin/PaymentPlans/Configure/Schedules');
  const admin = page.locator('resort-payment-plans-admin');
  for (const [index, name] of payloads.entries()) await expect(admin.getByText(`${name} ${index}`, { exact: true }).first()).toBeVisible();
  await admin.getByRole('link', { name: `Edit ${payloads[0]} 0` }).first().click();
  await expect(admin.getByRole('region', { name: 'Date range 1' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __stored?: number }).__stored)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
