/** `<resort-payment-form>` as the element needs it at run time; descriptions live in `docs.ts`. */
import type { ElementSpec, ResortElement } from '../../src/island/widget-meta.ts';
import type { PaymentTokenDetail } from '../../src/events/bus.ts';

export const paymentFormElement = {
  tag: 'resort-payment-form',
  attributes: [
    { prop: 'amount', type: 'number' },
    { prop: 'cardRequired', type: 'boolean', default: false },
    { prop: 'tokenHash', type: 'string' },
    { prop: 'updateCard', type: 'boolean', default: false },
    { prop: 'configUrl', type: 'string', default: '/api/payment/configuration' },
    { prop: 'placeOrder', type: 'boolean', default: false },
    { prop: 'cartVersion', type: 'number' },
    { prop: 'cartHash', type: 'string' },
    { prop: 'idempotencyKey', type: 'string' },
  ],
} as const satisfies ElementSpec;

/** The payment form as TypeScript sees it (`widgets/tag-types.ts` extends this). */
export interface TagTypes {
  'resort-payment-form': ResortElement<typeof paymentFormElement> & {
    /** Tokenizes the card (or uses the wallet's token): the detail of `resort:payment:token`, or null when it failed. */
    tokenize(): Promise<PaymentTokenDetail | null>;
  };
}
