/**
 * The cart family's calls (`<resort-minicart>`, `<resort-cart>`, `<resort-order-summary>`,
 * `<resort-discount-code>`), made by `src/stores/cart.ts` and `cart-actions.ts`. Read by
 * `resort-widgets check-host` through `widgets/calls.ts`; no bundle imports this file.
 */
import { MINICART_PATH, cartSchema, okResultSchema } from '../../src/api/cart-schemas.ts';
import { REMOVE_ITEM_PATH } from '../../src/stores/cart-action-paths.ts';
import { hostCall, type CallFamily } from '../../src/api/host-calls.ts';

export const cartCalls: CallFamily = {
  family: 'cart',
  order: 20,
  tags: ['resort-minicart', 'resort-cart', 'resort-order-summary', 'resort-discount-code'],
  calls: [
    hostCall({
      name: 'cart',
      method: 'GET',
      path: MINICART_PATH,
      schema: cartSchema,
      sends: 'read',
      who: 'guest',
      provides: (cart) => ({
        'cart-item': cart.Items[0]?.Id,
        product: cart.Items[0]?.ProductId,
      }),
    }),
    hostCall({
      name: 'apply discount code',
      method: 'GET',
      // Written out in `cart-actions.ts` (a constant there would cost every cart page bytes).
      path: '/api/discount/apply/{code}',
      params: { code: { id: 'discount-code', example: 'CHECKHOST' } },
      schema: okResultSchema,
      sends: 'write',
      who: 'guest',
      antiForgery: true,
      // What the command applied, it removes again (a code the shopper applied stays).
      provides: (result, params) => (result.success ? { 'applied-code': params.code } : {}),
    }),
    hostCall({
      name: 'remove discount code',
      method: 'GET',
      path: '/api/discount/remove/{code}',
      params: { code: { answer: 'applied-code', example: 'CHECKHOST' } },
      schema: okResultSchema,
      sends: 'write',
      who: 'guest',
      antiForgery: true,
    }),
    hostCall({
      name: 'remove item',
      method: 'POST',
      path: REMOVE_ITEM_PATH,
      params: { id: 'cart-item' },
      body: { kind: 'form', value: (params) => ({ id: params.id }) },
      schema: okResultSchema,
      sends: 'write',
      who: 'guest',
    }),
  ],
};
