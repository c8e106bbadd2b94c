/** MSW handlers for `<resort-my-payment-plans>`'s stories. */
import { delay, http, HttpResponse } from 'msw';
import type { CustomerPlanData } from './my-plans-schemas.ts';
import { customerPlan as basePlan } from './customer-plans.fixtures.ts';

/** The story's plans: three payments (the test fixture's with the balance split in two). */
export const customerPlan = (overrides: Partial<CustomerPlanData> = {}): CustomerPlanData =>
  basePlan({
    Payments: [
      { PaymentDate: '2026-10-02', PaymentAmount: 269.7, PaymentStatus: 'Paid' },
      { PaymentDate: '2026-12-15', PaymentAmount: 314.65, PaymentStatus: 'Pending' },
      { PaymentDate: '2027-01-15', PaymentAmount: 314.65, PaymentStatus: 'Pending' },
    ],
    ...overrides,
  });

export const shopperPlans = (): CustomerPlanData[] => [
  customerPlan(),
  customerPlan({
    EnrollmentId: 2,
    ProductName: 'Season Pass - Child',
    ContactName: 'Sam Morgan',
    Amount: 449,
    Payments: [
      { PaymentDate: '2026-10-02', PaymentAmount: 134.7, PaymentStatus: 'Paid' },
      { PaymentDate: '2026-11-15', PaymentAmount: 157.15, PaymentStatus: 'Failed' },
      { PaymentDate: '2027-01-15', PaymentAmount: 157.15, PaymentStatus: 'Pending' },
    ],
  }),
  customerPlan({ EnrollmentId: 3, ProductName: 'Ski Rental Package', PaymentStatus: 'Cancelled' }),
];

const PLANS = '/api/ui/paymentplans/schedules/contacts';
export const plansAnswer = (plans: CustomerPlanData[] = shopperPlans()) => http.get(PLANS, () => HttpResponse.json(plans));
export const plansPending = () =>
  http.get(PLANS, async () => {
    await delay('infinite');
    return HttpResponse.json([]);
  });
export const plansFail = () => http.get(PLANS, () => HttpResponse.json({ message: 'down' }, { status: 500 }));
const CONFIG = '/api/ui/paymentplans/config/';
/** The store's settings for My Account's plans: both actions on unless a story turns one off. */
export const plansConfig = (settings: { AllowCardUpdate?: boolean; AllowPayNow?: boolean } = {}) =>
  http.get(CONFIG, () => HttpResponse.json({ Settings: { PaymentProvider: 'Square', AllowCardUpdate: true, AllowPayNow: true, ...settings } }));
// Back in a few minutes: longer than the client waits, so the story shows the message at once.
export const plansConfigFail = () =>
  http.get(CONFIG, () => HttpResponse.json({ Message: 'Payment plan settings are being updated. Try again in a few minutes.' }, { status: 503, headers: { 'Retry-After': '300' } }));
export const payNowRefused = () => http.get('/api/paymentprocessing/processScheduledPayment/:id', () => HttpResponse.json({ Success: false, Message: 'Your card was declined: the security code (CVV) did not match.' }, { status: 402 }));
export const cardUpdated = () => http.post('/api/ui/paymentplans/paymentmethod/update/', () => HttpResponse.json({ Success: true, PaymentMethod: 'MasterCard ending in 5100' }));
