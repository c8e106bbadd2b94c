/**
 * `<resort-product>`'s calls, made by `api.ts`, `members/api.ts` and `dates/api.ts`. Read by
 * `resort-widgets check-host` through `widgets/calls.ts`; no bundle imports this file.
 */
import { hostCall, type CallFamily } from '../../src/api/host-calls.ts';
import { MEMBERS_PATH, cancelAnswerSchema } from './members/api.ts';
import { PRICING_PATH, pricingForm } from './dates/api.ts';
import { pricingAnswerSchema } from './dates/pricing-schemas.ts';
import { assignableMembersSchema } from './members/member-schemas.ts';
import { PRODUCT_PATHS } from './api.ts';
import { addToCartSchema, attributeChangeSchema, productAttributesSchema, productDetailsSchema, type ProductAttribute } from './product-schemas.ts';
import { addDays, resortToday } from '../../src/core/dates.ts';

/**
 * The form of the product's preselected values (`product_attribute_{id}`), as the widget sends it
 * before the shopper chooses anything. Attributes without a preselected value (a date, a text) are
 * left out, as the widget leaves out what is not chosen.
 */
function preselectedForm(attributes: readonly ProductAttribute[]): Record<string, string> {
  const form: Record<string, string> = {};
  for (const attribute of attributes) {
    const value = attribute.Values.find((candidate) => candidate.IsPreSelected);
    if (value) form[`product_attribute_${attribute.Id}`] = String(value.Id);
  }
  return form;
}

/** A day as `YYYY-MM-DD`, `days` from today. */
// UTC's today: ahead of or on the store's today wherever it is, so the days asked are not past.
const dayFromToday = (days: number) => addDays(resortToday(Date.now(), 0), days);

const formOf = (value: unknown): Record<string, string> => (value !== null && typeof value === 'object' ? (value as Record<string, string>) : {});

export const productCalls: CallFamily = {
  family: 'product',
  order: 60,
  tags: ['resort-product'],
  calls: [
    hostCall({
      name: 'product details',
      method: 'GET',
      path: `${PRODUCT_PATHS.details}/{id}`,
      params: { id: 'product' },
      schema: productDetailsSchema,
      sends: 'read',
      who: 'guest',
    }),
    hostCall({
      name: 'product attributes',
      method: 'GET',
      path: `${PRODUCT_PATHS.attributes}/{productId}`,
      params: { productId: 'product' },
      schema: productAttributesSchema,
      sends: 'read',
      who: 'guest',
      provides: (attributes) => ({ 'product-form': preselectedForm(attributes) }),
    }),
    hostCall({
      name: 'attribute change',
      method: 'POST',
      path: PRODUCT_PATHS.attributeChange,
      params: { productId: 'product', form: { answer: 'product-form' } },
      query: (params) => ({ productId: String(params.productId), validateAttributeConditions: 'True', loadPicture: 'True' }),
      body: { kind: 'form', value: (params) => formOf(params.form) },
      schema: attributeChangeSchema,
      sends: 'read',
      note: 'a POST that only prices the chosen values',
      who: 'guest',
    }),
    hostCall({
      name: 'day prices',
      method: 'POST',
      path: PRICING_PATH,
      params: { productId: 'product' },
      // The pricing calendar's month from today, with no value chosen yet.
      body: { kind: 'form', value: (params) => Object.fromEntries(pricingForm({ productId: Number(params.productId), valueIds: [], start: dayFromToday(0), end: dayFromToday(30) })) },
      schema: pricingAnswerSchema,
      sends: 'read',
      note: 'a POST that only prices days',
      who: 'guest',
    }),
    hostCall({
      name: 'assignable members',
      method: 'POST',
      path: MEMBERS_PATH,
      params: { productId: 'product' },
      // No filter: the members as the product's preselected values leave them.
      body: { kind: 'json', value: (params) => ({ ProductId: Number(params.productId), Filters: [], checkIsGuest: true, ExcludeFromHouseholdContacts: true }) },
      schema: assignableMembersSchema,
      sends: 'read',
      note: 'a POST that only lists who the product can be for',
      who: 'customer',
      // A product bought for a person is added for the first member who may have it, as the
      // widget's required "Who is this for?" sends it: the store refuses it for no one.
      provides: (members) => {
        const member = members.find((one) => one.IsAssignable);
        return member ? { 'product-member': member.ContactInfoId } : {};
      },
    }),
    hostCall({
      name: 'add to cart',
      method: 'POST',
      // `PRODUCT_PATHS.addToCart(id)`, written as a template (1 is the shopping cart, not the wishlist).
      path: '/addproducttocart/details/{productId}/1',
      // A guest's add (no household to choose from) goes for no one.
      params: { productId: 'product', form: { answer: 'product-form' }, member: { answer: 'product-member', example: '' } },
      body: {
        kind: 'form',
        value: (params) => ({
          ...formOf(params.form),
          [`addtocart_${String(params.productId)}.EnteredQuantity`]: '1',
          ...(params.member === '' ? {} : { [`addtocart_${String(params.productId)}.LegacyContactId`]: String(params.member) }),
        }),
      },
      schema: addToCartSchema,
      sends: 'write',
      who: 'guest',
      // The item it adds is the one the cart's remove item takes away, when the cart had none.
      provides: (answer) => ({ 'cart-item': answer.shoppingCartItemId }),
    }),
    hostCall({
      name: 'cancel reservation',
      method: 'POST',
      // `cancelPath(productId)`, written as a template.
      path: '/api/entitlement/reservation/cancel/{productId}',
      params: { productId: 'product' },
      schema: cancelAnswerSchema,
      sends: 'never',
      note: "cancels a member's bought reservation, which the command could not make again: it never sends it",
      who: 'customer',
    }),
  ],
};
