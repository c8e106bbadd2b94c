// @vitest-environment node
/** My Account's payment-plan calls: the customer's own plans only, the card update and Pay now. */
import { describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { Browser, json, testStoreForFile } from '../test-support/test-support.ts';
import { CHARGE_MESSAGES } from '../payments/charge.ts';
import { MY_PLANS_MESSAGES } from './customer-plans.ts';
import { MY_PLANS_PATHS } from './customer-routes.ts';
import { SQUARE_DOUBLE_NONCES } from '../checkout/payment-config.ts';

const handle = testStoreForFile();

interface Plan {
  EnrollmentId: number;
  ProductName: string;
  ContactName: string;
  PaymentStatus: string;
  PaymentMethod: string;
  Payments: { PaymentDate: string; PaymentAmount: number; PaymentStatus: string }[];
}

async function signedIn(email: string): Promise<Browser> {
  const visitor = new Browser(() => handle.store);
  await visitor.signIn(email, SEED_PASSWORD);
  return visitor;
}

const plans = async (visitor: Browser) => (await (await visitor.get(MY_PLANS_PATHS.plans)).json()) as Plan[];

async function nonce(visitor: Browser, outcome = 'OK'): Promise<string> {
  const response = await visitor.request(SQUARE_DOUBLE_NONCES, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ brand: 'MASTERCARD', last4: '5100', expMonth: 4, expYear: 2031, postalCode: '80435', outcome }) });
  return (await json(response)).token as string;
}

async function updateCard(visitor: Browser, body: Record<string, unknown>): Promise<Response> {
  return visitor.request(MY_PLANS_PATHS.updateCard, { method: 'POST', headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', RequestVerificationToken: await visitor.token() }, body: JSON.stringify(body) });
}

async function payNow(visitor: Browser, enrollmentId: number): Promise<Response> {
  return visitor.get(`${MY_PLANS_PATHS.process}${enrollmentId}`, { RequestVerificationToken: await visitor.token(), 'x-requested-with': 'XMLHttpRequest' });
}

describe("a customer's payment plans", () => {
  it('lists the shopper’s plans: one in good standing, one with a failed payment, one cancelled', async () => {
    const list = await plans(await signedIn('shopper@example.com'));
    expect(list.map((plan) => [plan.ProductName, plan.ContactName, plan.PaymentStatus])).toEqual(
      expect.arrayContaining([
        ['Season Pass - Adult', 'Alex Morgan', 'Active'],
        ['Season Pass - Child', 'Sam Morgan', 'Active'],
        ['Ski Rental Package', 'Alex Morgan', 'Cancelled'],
      ]),
    );
    expect(list.find((plan) => plan.ContactName === 'Sam Morgan')?.Payments.map((p) => p.PaymentStatus)).toEqual(['Paid', 'Failed', 'Pending']);
    expect((await plans(await signedIn('admin@example.com'))).some((plan) => plan.ContactName === 'Sam Morgan')).toBe(false);
  });

  it('recovers a failed payment: Pay now with the refused card fails, the card is updated, Pay now then pays', async () => {
    const shopper = await signedIn('shopper@example.com');
    const sam = (await plans(shopper)).find((plan) => plan.ContactName === 'Sam Morgan')!;
    const refused = await payNow(shopper, sam.EnrollmentId);
    expect(refused.status).toBe(402);
    expect(await json(refused)).toEqual({ Success: false, Message: CHARGE_MESSAGES.CVV_FAILURE });

    const update = await updateCard(shopper, { EnrollmentIds: [sam.EnrollmentId], Token: await nonce(shopper), LastFour: '5100', CardType: 'MASTERCARD', ExpirationYear: '2031', ExpirationMonth: '04', Name: 'Alex Morgan' });
    expect(await json(update)).toEqual({ Success: true, PaymentMethod: 'MasterCard ending in 5100' });
    const paid = await payNow(shopper, sam.EnrollmentId);
    expect(paid.status).toBe(200);
    const after = (await plans(shopper)).find((plan) => plan.EnrollmentId === sam.EnrollmentId)!;
    expect(after.Payments.map((p) => p.PaymentStatus)).toEqual(['Paid', 'Paid', 'Pending']);
    expect(after.PaymentMethod).toBe('MasterCard ending in 5100');
    expect(await json(await payNow(shopper, sam.EnrollmentId))).toEqual({ Success: false, Message: MY_PLANS_MESSAGES.nothingDue });
  });

  it("refuses another customer's plan: nothing changes", async () => {
    const shopper = await signedIn('shopper@example.com');
    const alex = (await plans(shopper)).find((plan) => plan.ContactName === 'Alex Morgan' && plan.PaymentStatus === 'Active')!;
    const admin = await signedIn('admin@example.com');
    const stolen = await updateCard(admin, { EnrollmentIds: [alex.EnrollmentId], Token: await nonce(admin), LastFour: '5100', CardType: 'MASTERCARD', Name: 'Mallory' });
    expect(stolen.status).toBe(403);
    expect((await payNow(admin, alex.EnrollmentId)).status).toBe(404);
    expect((await plans(shopper)).find((plan) => plan.EnrollmentId === alex.EnrollmentId)?.PaymentMethod).toBe('Visa ending in 1111');
  });
});
