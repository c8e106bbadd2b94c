import { cartItem, cartWith, emptyCart, seasonPass, teeTime } from '../../../widgets/cart/cart.fixtures.ts';
import { noPlan, seasonPassSchedule } from '../../../widgets/payment-schedule/schedules.fixtures.ts';
import { cartDetailLines, cartPageSizes } from './cart-sizes.ts';

describe('what the cart page writes on its tags so their boxes fit', () => {
  it('counts the detail lines a row draws: attribute lines up to the three shown before Show details, discounts, and a golf row’s three price lines', () => {
    // One attribute line.
    expect(cartDetailLines(cartWith([cartItem()]))).toBe(1);
    // Four attribute lines (three shown) and one discount.
    expect(cartDetailLines(cartWith([seasonPass()]))).toBe(4);
    // Three attribute lines and the three golf price lines.
    expect(cartDetailLines(cartWith([teeTime()]))).toBe(6);
    expect(cartDetailLines(cartWith([cartItem({ Id: 1, AttributeInfo: '' })]))).toBe(0);
    expect(cartDetailLines(cartWith([cartItem({ Id: 1 }), seasonPass({ Id: 2 })]))).toBe(5);
  });

  it('writes no line count for an empty cart, and counts only the schedules that are plans with payments', () => {
    expect(cartPageSizes(emptyCart(), [])).toEqual({ detailLines: null, schedulePlans: 0, schedulePayments: 0 });
    const sizes = cartPageSizes(cartWith([seasonPass()]), [seasonPassSchedule(), noPlan(), seasonPassSchedule({ Payments: [] })]);
    expect(sizes).toEqual({ detailLines: 4, schedulePlans: 1, schedulePayments: 3 });
  });
});
