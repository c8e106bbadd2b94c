/** `<resort-my-payment-plans>` as the element needs it at run time; descriptions live in `docs.ts`. */
import type { ElementSpec } from '../../src/island/widget-meta.ts';

export const myPaymentPlansElement = {
  tag: 'resort-my-payment-plans',
  attributes: [{ prop: 'headingLevel', type: 'number', default: 2 }],
} as const satisfies ElementSpec;
