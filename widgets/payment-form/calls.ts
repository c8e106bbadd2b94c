/**
 * `<resort-payment-form>`'s calls, made by `api.ts`. Read by `resort-widgets check-host`
 * through `widgets/calls.ts`; no bundle imports this file. (The order itself is posted by the
 * host's checkout page, not by the tag.) A Braintree store's card update vaults the card first.
 */
import { hostCall, type CallFamily } from '../../src/api/host-calls.ts';
import { BRAINTREE_VAULT_PATH, PAYMENT_CONFIGURATION_PATH, PERSONALIZATION_PATH, braintreeVaultAnswerSchema, checkoutPersonalizationSchema, paymentConfigurationSchema } from '../../src/api/payment-schemas.ts';

export const paymentFormCalls: CallFamily = {
  family: 'payment-form',
  order: 100,
  tags: ['resort-payment-form'],
  calls: [
    hostCall({
      name: 'payment configuration',
      method: 'GET',
      // The default of the tag's `config-url` attribute.
      path: PAYMENT_CONFIGURATION_PATH,
      schema: paymentConfigurationSchema,
      sends: 'read',
      who: 'guest',
    }),
    hostCall({
      name: 'checkout personalization',
      method: 'GET',
      path: PERSONALIZATION_PATH,
      schema: checkoutPersonalizationSchema,
      sends: 'read',
      who: 'guest',
      captcha: 'checkout/personalization',
    }),
    hostCall({
      name: 'vault a Braintree card',
      method: 'POST',
      path: BRAINTREE_VAULT_PATH,
      schema: braintreeVaultAnswerSchema,
      sends: 'never',
      note: "needs a nonce, which only Braintree's hosted fields make (a Braintree store's card update)",
      who: 'customer',
    }),
  ],
};
