/**
 * Carts the stories show beyond the shared builders of `cart.fixtures.ts`. Each one is
 * built with `cartWith` or parsed with `cartSchema`, like every other fixture, so it cannot drift
 * from the API contract.
 */
import { cartSchema, type Cart } from '../../src/api/cart-schemas.ts';
import { cartItem, cartWith, familyCart, members, seasonPass } from './cart.fixtures.ts';

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The family cart once the unassigned snowshoe tour (item 4) has been removed. */
export function familyCartAfterRemoval(): Cart {
  const items = familyCart().Items.filter((item) => item.Id !== 4);
  const taxes = [
    { Rate: 4.5, Value: 83.48 },
    { Rate: 2, Value: 37.1 },
  ];
  const subTotal = round(items.reduce((sum, item) => sum + item.UnitPrice * item.Quantity, 0));
  const tax = round(taxes.reduce((sum, rate) => sum + rate.Value, 0));
  return cartWith(items, { TaxRates: taxes, DisplayTaxes: true, TaxAmount: tax, TotalPrice: round(subTotal + tax) });
}

/** Two items and one tax line: the store does not itemise taxes (`DisplayTaxes` off). */
export function singleTaxCart(): Cart {
  const items = [seasonPass({ Id: 21 }), cartItem({ Id: 22 })];
  const subTotal = round(854.05 + 129);
  return cartWith(items, { DisplayTaxes: false, TaxAmount: 63.9, TotalPrice: round(subTotal + 63.9) });
}

/** A cart with a shipping charge (a gift card mailed to the buyer). */
export function shippingCart(): Cart {
  const items = [cartItem({ Id: 31, ProductName: 'Gift Card - $100', Url: '/gift-card', UnitPrice: 100, AttributeInfo: '', ProductAttributes: [] })];
  return cartWith(items, { Shipping: 7.5, TaxAmount: 0, TotalPrice: 107.5 });
}

/** Both kinds of order discount: one on the sub-total and one on the order total. */
export function summaryDiscountCart(): Cart {
  const cart = familyCart();
  const subTotalDiscount = 50;
  const orderDiscount = round((cart.SubTotal - subTotalDiscount) * 0.1);
  return cartSchema.parse({
    ...cart,
    AppliedDiscountCodes: ['SPRING50', 'WELCOME10'],
    SubTotalDiscount: subTotalDiscount,
    OrderTotalDiscount: orderDiscount,
    TotalPrice: round(cart.TotalPrice - subTotalDiscount - orderDiscount),
  });
}

/**
 * Item discounts of both kinds (a percentage on the passes, an amount off the lift ticket, each
 * with the original price struck through) and WELCOME10 applied to the order.
 */
export function itemDiscountsCart(): Cart {
  const items = [
    seasonPass({ Id: 51, AssignedToContactInfo: { Id: members.alex.Id } }),
    seasonPass({ Id: 52, AssignedToContactInfo: { Id: members.jordan.Id } }),
    cartItem({
      Id: 53,
      AssignedToContactInfo: { Id: members.sam.Id },
      UnitPrice: 119,
      OriginalPrice: 129,
      DiscountInfo: { Discounts: [{ Id: 8, UsePercentage: false, DiscountAmount: 10 }] },
    }),
  ];
  const subTotal = round(854.05 * 2 + 119);
  const orderDiscount = round(subTotal * 0.1);
  return cartWith(items, { AppliedDiscountCodes: ['WELCOME10'], OrderTotalDiscount: orderDiscount, TotalPrice: round(subTotal - orderDiscount) });
}
