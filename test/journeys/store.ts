/**
 * What the journeys ask of the demo store behind the shopper's back: what time or staff would do
 * between two visits.
 */
import type { Page } from '@playwright/test';
import { issueVoucher, signIn } from '../e2e/helpers.ts';

const API = '/api/admin/payment-plans';

/**
 * The next scheduled instalment of `product`'s plan in order `orderId` fails, as a refused card's charge would
 * (staff record it through the admin's calls, in a browser of their own).
 */
export async function failNextInstalment(page: Page, orderId: number, product: string): Promise<void> {
  const staff = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const admin = await staff.newPage();
    await signIn(admin, '/', 'admin@example.com');
    const token = await admin.locator('input[name="__RequestVerificationToken"]').first().inputValue();
    const headers = { RequestVerificationToken: token, 'X-Requested-With': 'XMLHttpRequest' };
    const enrollments = (await (await admin.request.get(`${API}/enrollments?orderId=${orderId}`)).json()) as { Results: { EnrollmentId: number; Product: string }[] };
    const enrollment = enrollments.Results.find((row) => row.Product.startsWith(product));
    if (!enrollment) throw new Error(`No enrollment for ${product} in order ${orderId}`);
    const payments = (await (await admin.request.get(`${API}/enrollments/${enrollment.EnrollmentId}/payments`)).json()) as { Id: number; PaymentStatus: string }[];
    const next = payments.find((payment) => payment.PaymentStatus === 'Pending');
    if (!next) throw new Error(`No pending payment on enrollment ${enrollment.EnrollmentId}`);
    const answer = await admin.request.get(`/paymentplan/updateScheduledPaymentPaymentStatus/${next.Id}/3`, { headers });
    if (!answer.ok()) throw new Error(`The instalment could not be marked failed: ${answer.status()} ${await answer.text()}`);
  } finally {
    await staff.close();
  }
}

/** A voucher of the store's template `template` that someone bought the family as a gift: its ID, as the gift card says it. */
export function giftVoucher(template: string): Promise<string> {
  return issueVoucher(template);
}
