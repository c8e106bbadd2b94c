/** `<resort-voucher-box>` as the element needs it at run time; descriptions live in `docs.ts`. */
import type { ElementSpec } from '../../src/island/widget-meta.ts';

export const voucherBoxElement = {
  tag: 'resort-voucher-box',
  attributes: [
    { prop: 'code', type: 'string' },
    { prop: 'mode', type: 'string' },
  ],
} as const satisfies ElementSpec;
