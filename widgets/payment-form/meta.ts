/** `<resort-payment-form>` as the element needs it at run time; descriptions live in `docs.ts`. */
import type { ElementSpec } from '../../src/island/widget-meta.ts';

export const paymentFormElement = {
  tag: 'resort-payment-form',
  attributes: [
    { prop: 'amount', type: 'number' },
    { prop: 'cardRequired', type: 'boolean', default: false },
    { prop: 'tokenHash', type: 'string' },
    { prop: 'updateCard', type: 'boolean', default: false },
    { prop: 'configUrl', type: 'string', default: '/api/payment/configuration' },
  ],
} as const satisfies ElementSpec;
