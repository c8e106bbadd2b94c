/**
 * `<resort-payment-form>`'s calls: the payment configuration (from the tag's `config-url` when a
 * page gives one) and, at checkout, the personalization that says whether wallets are allowed.
 */
import * as api from '../../src/api/client.ts';
import { PAYMENT_CONFIGURATION_PATH, PERSONALIZATION_PATH, checkoutPersonalizationSchema, paymentConfigurationSchema } from '../../src/api/payment-schemas.ts';

export const paymentConfiguration = (path: string = PAYMENT_CONFIGURATION_PATH) => api.get(path, paymentConfigurationSchema);

export const checkoutPersonalization = () => api.get(PERSONALIZATION_PATH, checkoutPersonalizationSchema, { captchaAction: 'checkout/personalization' });
