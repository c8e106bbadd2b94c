/**
 * `<resort-voucher-templates>` as the element needs it at run time. Its descriptions live in
 * `docs.ts`, which only the custom elements manifest, `docs/tags/` and Storybook read.
 */
import type { ElementSpec } from '../../src/island/widget-meta.ts';

export const voucherTemplatesElement = {
  tag: 'resort-voucher-templates',
  attributes: [
    { prop: 'kind', type: 'string', default: 'product' },
    { prop: 'productId', type: 'number' },
    { prop: 'discountId', type: 'number' },
    { prop: 'discountRequirementId', type: 'number', default: 0 },
  ],
} as const satisfies ElementSpec;
