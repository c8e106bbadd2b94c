/**
 * Where a removed cart item goes. A module of its own, imported by `cart-actions.ts` alone, so the
 * path stays in the chunk of the widgets that change the cart, and `check-host` reads it without
 * loading a store.
 */
export const REMOVE_ITEM_PATH = '/ShoppingCart/RemoveShoppingCartItem';
/** Applying and removing a discount code: the code follows (`apply/<code>`, `remove/<code>`). */
export const DISCOUNT_PATH = '/api/discount/';
