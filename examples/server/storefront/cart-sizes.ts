/**
 * What the cart page writes on its tags so their reserved boxes fit what they will draw
 * (`docs/host-page.md`, "Nothing moves while the widgets start").
 */
import type { Cart } from '../../../src/api/cart-schemas.ts';
import type { ScheduleResult } from '../../../src/api/schedule-schemas.ts';
import { MAX_COLLAPSED_ATTRIBUTES, parseAttributeInfo } from '../../../widgets/cart/cart-rules.ts';
import { hasSchedule } from '../../../widgets/payment-schedule/schedule-table-rules.ts';

/** The golf rows' price lines: per player, due online, due at the course. */
const GOLF_LINES = 3;

export interface CartPageSizes {
  /** `lines` (`--resort-cart-lines`): the rows' detail lines; null writes none (one line an item). */
  detailLines: number | null;
  /** `plans` and `payments` (`--resort-schedule-plans`, `--resort-schedule-payments`); none written without a plan. */
  schedulePlans: number;
  schedulePayments: number;
}

/**
 * The detail lines `<resort-cart>` draws under the items' names, as its rows draw them: the
 * attribute lines shown before Show details, the discount lines and a golf item's price lines.
 */
export function cartDetailLines(cart: Cart): number {
  return cart.Items.reduce(
    (sum, item) =>
      sum +
      Math.min(parseAttributeInfo(item.AttributeInfo).length, MAX_COLLAPSED_ATTRIBUTES) +
      item.DiscountInfo.Discounts.length +
      (item.IsGolfProduct ? GOLF_LINES : 0),
    0,
  );
}

/** The sizes for a cart and its schedules (the `GET .../schedules/cart` answer). */
export function cartPageSizes(cart: Cart, schedules: readonly ScheduleResult[]): CartPageSizes {
  const plans = schedules.filter(hasSchedule);
  return {
    detailLines: cart.Items.length > 0 ? cartDetailLines(cart) : null,
    schedulePlans: plans.length,
    schedulePayments: plans.reduce((sum, plan) => sum + plan.Payments.length, 0),
  };
}
