/**
 * `<resort-my-payment-plans>`'s calls, made by `api.ts` (the card form in its modal is
 * `<resort-payment-form>`, whose calls are that family's). Read by `resort-widgets check-host`
 * through `widgets/calls.ts`; no bundle imports this file.
 */
import { hostCall, type CallFamily } from '../../src/api/host-calls.ts';
import { CARD_UPDATE_PATH, MY_PLANS_PATH, PLANS_CONFIG_PATH, PROCESS_PATH, cardUpdateAnswerSchema, customerPlansSchema, plansConfigSchema, processAnswerSchema } from './my-plans-schemas.ts';

export const myPaymentPlansCalls: CallFamily = {
  family: 'my-payment-plans',
  order: 130,
  tags: ['resort-my-payment-plans'],
  calls: [
    hostCall({
      name: 'my payment plans',
      method: 'GET',
      path: MY_PLANS_PATH,
      schema: customerPlansSchema,
      sends: 'read',
      who: 'customer',
      provides: (plans) => ({ enrollment: plans[0]?.EnrollmentId }),
    }),
    hostCall({
      name: 'payment plan settings',
      method: 'GET',
      path: PLANS_CONFIG_PATH,
      schema: plansConfigSchema,
      sends: 'read',
      who: 'customer',
    }),
    hostCall({
      name: 'update card',
      method: 'POST',
      path: CARD_UPDATE_PATH,
      schema: cardUpdateAnswerSchema,
      sends: 'never',
      note: "needs a card token, which only the payment provider's card fields make",
      who: 'customer',
    }),
    hostCall({
      name: 'pay now',
      method: 'GET',
      path: `${PROCESS_PATH}{enrollmentId}`,
      params: { enrollmentId: 'enrollment' },
      schema: processAnswerSchema,
      sends: 'never',
      antiForgery: true,
      note: "charges the customer's card: the command never sends it",
      who: 'customer',
    }),
  ],
};
