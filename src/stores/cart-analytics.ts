/**
 * The cart's analytics: its items as GA4 items, and the events the cart islands and the payment
 * form push (`view_cart`, `remove_from_cart`, `begin_checkout`, `add_payment_info`).
 */
import type { Cart, CartItem } from '../api/cart-schemas.ts';
import { addPaymentInfo, beginCheckout, ga4Item, removeFromCart, track, viewCart, type Ga4Item } from '../core/analytics.ts';
import { $cart, loadCart } from './cart.ts';
import { $settings } from './settings.ts';

/** A cart line as a GA4 item (the unit price the shopper pays, the line's quantity). */
export function cartItem(item: CartItem): Ga4Item {
  return ga4Item({ productId: item.ProductId, sku: item.ProductSku, name: item.ProductName, price: item.UnitPrice, quantity: item.Quantity });
}

const coupons = (cart: Cart) => cart.AppliedDiscountCodes.join(',');

/** `view_cart` (the full cart page shows the cart); an empty cart sends none, as GA4 needs items. */
export function trackViewCart(cart: Cart): void {
  if (cart.Items.length === 0) return;
  track(viewCart($settings.get().currency, cart.Items.map(cartItem), cart.TotalPrice));
}

/** `remove_from_cart` (the store took the line out). */
export function trackRemoveFromCart(item: CartItem): void {
  track(removeFromCart($settings.get().currency, cartItem(item)));
}

/** `begin_checkout` (the shopper follows the cart's Checkout). */
export function trackBeginCheckout(cart: Cart): void {
  track(beginCheckout($settings.get().currency, cart.Items.map(cartItem), cart.TotalPrice, coupons(cart)));
}

/**
 * `add_payment_info` (the payment form gave the checkout a token): the cart being paid for, loaded
 * first when no island on the page has it yet.
 */
export async function trackAddPaymentInfo(paymentType: string): Promise<void> {
  let cart = $cart.value.cart;
  if (!cart) {
    const loaded = await loadCart();
    cart = loaded.ok ? loaded.data : null;
  }
  if (!cart || cart.Items.length === 0) return;
  track(addPaymentInfo($settings.get().currency, cart.Items.map(cartItem), cart.TotalPrice, paymentType));
}
