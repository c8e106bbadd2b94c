/** `<resort-product>` as the element needs it at run time; descriptions live in `docs.ts`. */
import type { ElementSpec } from '../../src/island/widget-meta.ts';

export const productElement = {
  tag: 'resort-product',
  attributes: [
    { prop: 'productId', type: 'number' },
    { prop: 'seName', type: 'string' },
    { prop: 'cartUrl', type: 'string', default: '/cart' },
    { prop: 'listName', type: 'string' },
    { prop: 'listId', type: 'string' },
    { prop: 'addToCartUrl', type: 'string', default: '' },
    { prop: 'voucher', type: 'string' },
  ],
} as const satisfies ElementSpec;
