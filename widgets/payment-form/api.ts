/**
 * `<resort-payment-form>`'s calls: the payment configuration (from the tag's `config-url` when a
 * page gives one), at checkout the personalization that says whether wallets are allowed, and on a
 * Braintree store's card update the vaulting of the new card.
 */
import * as api from '../../src/api/client.ts';
import {
  BRAINTREE_VAULT_PATH,
  PAYMENT_CONFIGURATION_PATH,
  PERSONALIZATION_PATH,
  braintreeVaultAnswerSchema,
  checkoutPersonalizationSchema,
  paymentConfigurationSchema,
  type BraintreeVaultRequest,
} from '../../src/api/payment-schemas.ts';

export const paymentConfiguration = (path: string = PAYMENT_CONFIGURATION_PATH) => api.get(path, paymentConfigurationSchema);

export const checkoutPersonalization = () => api.get(PERSONALIZATION_PATH, checkoutPersonalizationSchema, { captchaAction: 'checkout/personalization' });

/** Keeps the card of `Nonce` in the customer's Braintree vault; answers its payment token. */
export const vaultBraintreeCard = (request: BraintreeVaultRequest) => api.postJson(BRAINTREE_VAULT_PATH, request, braintreeVaultAnswerSchema);
