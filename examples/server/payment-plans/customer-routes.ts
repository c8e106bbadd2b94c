/** My Account's payment-plan calls, for signed-in customers on their own plans only. */
import { inAnswerLanguage } from '../text/store-text.ts';
import { Hono } from 'hono';
import { answerLanguage } from '../text/languages.ts';
import * as z from 'zod';
import type { AppEnv, Customer } from '../platform/app-env.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../platform/http-error.ts';
import { id, readJson, readParam, text } from '../platform/input.ts';
import { customerPlans, processDuePayments, shownCustomerPlans, updatePlanCard } from './customer-plans.ts';
import { myPaymentPlansPage } from './my-plans-pages.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import { pageContext } from '../page/context.ts';
import { requestPaymentSettings } from '../payments/settings.ts';
import { BRAINTREE_PAYMENT_TOKEN, nonceProvider } from '../payments/card-tokens.ts';

export const MY_PLANS_PATHS = {
  plans: '/api/ui/paymentplans/schedules/contacts',
  config: '/api/ui/paymentplans/config/',
  updateCard: '/api/ui/paymentplans/paymentmethod/update/',
  process: '/api/paymentprocessing/processScheduledPayment/',
} as const;

const SIGN_IN = 'Sign in to see your payment plans.';
const BAD_CARD = 'The card details are not valid. Enter the card again.';

const cardUpdateSchema = z.object({
  EnrollmentIds: z.array(id('Choose valid payment plans.'), { error: 'Select at least one payment plan.' }).min(1, 'Select at least one payment plan.').max(100),
  Token: z.string({ error: BAD_CARD }).refine((token) => nonceProvider(token) !== null, BAD_CARD),
  PaymentKey: z.string({ error: BAD_CARD }).regex(BRAINTREE_PAYMENT_TOKEN, BAD_CARD).optional(),
  LastFour: z.string({ error: BAD_CARD }).regex(/^\d{4}$/, BAD_CARD),
  CardType: text(40),
  ExpirationYear: z.union([z.string(), z.number()]).optional(),
  ExpirationMonth: z.union([z.string(), z.number()]).optional(),
  Name: text(100, { tooLong: 'The name on the card is too long.' }, 1),
});

function signedIn(customer: Customer | null): Customer {
  if (customer === null) throw new HttpError(401, SIGN_IN);
  return customer;
}

export function customerPlanRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/userinfo/paymentplans', async (c) => {
    const customer = c.get('customer');
    if (customer === null) return c.redirect(`/login?returnUrl=${encodeURIComponent('/userinfo/paymentplans')}`, 303);
    return c.html(myPaymentPlansPage(await pageContext(c, db, await loadCatalog(db, answerLanguage())), await shownCustomerPlans(db, customer.id)).value);
  });

  routes.get(MY_PLANS_PATHS.plans, async (c) => c.json(await customerPlans(db, signedIn(c.get('customer')).id)));

  routes.get(MY_PLANS_PATHS.config, async (c) => {
    signedIn(c.get('customer'));
    const { AllowCardUpdate, AllowPayNow, PaymentProvider } = await requestPaymentSettings(c, db);
    return c.json({ Settings: { PaymentProvider, AllowCardUpdate, AllowPayNow } });
  });

  routes.post(MY_PLANS_PATHS.updateCard, async (c) => {
    const customer = signedIn(c.get('customer'));
    const update = await readJson(c, cardUpdateSchema, BAD_CARD);
    const { PaymentProvider } = await requestPaymentSettings(c, db);
    if (PaymentProvider !== 'Square' && PaymentProvider !== 'Braintree') throw new HttpError(409, `The store's card provider, ${PaymentProvider}, is not supported by this version: the card cannot be updated.`);
    const method = await db.transaction((tx) => updatePlanCard(tx, customer.id, update, PaymentProvider));
    return c.json({ Success: true, PaymentMethod: method });
  });

  // A state-changing GET, as the legacy store has it: the anti-forgery token is checked too.
  routes.get(`${MY_PLANS_PATHS.process}:id`, async (c) => {
    const customer = signedIn(c.get('customer'));
    const enrollmentId = readParam(c, 'id', id('Invalid payment plan id.'));
    const result = await db.transaction((tx) => processDuePayments(tx, customer.id, enrollmentId));
    if (!result.ok) return c.json({ Success: false, Message: inAnswerLanguage(result.message) }, 402);
    return c.json({ Success: true, Paid: result.paid });
  });

  return routes;
}
