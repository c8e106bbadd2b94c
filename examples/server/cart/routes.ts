import { english } from '../text/store-text.ts';
import { setTimeout as delay } from 'node:timers/promises';
import { answerLanguage } from '../text/languages.ts';
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env.ts';
import { parseAddToCartForm } from '../buying/cart-input.ts';
import { addItem, applyCode, applyVoucher, ensureCartId, findCartId, ownerOf, readCart, removeCode, removeItem } from './repo.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import type { Db } from '../db/db.ts';
import { checkPurchase } from '../buying/purchase-checks.ts';
import { choiceDayPriceCents, fixDayPrice } from '../pricing/repo.ts';
import { badRequest } from '../platform/http-error.ts';
import { readFields } from '../platform/request-body.ts';
import { ensureSession } from '../platform/sessions.ts';
import { couponCode, id, readForm, readParam } from '../platform/input.ts';
import { isPageForm } from '../platform/page-forms.ts';
import { resortNow } from '../shell/resort-date.ts';
import { lookupVoucher, voucherForProduct } from '../buying/voucher-lookup.ts';

export const CART_MESSAGES = {
  invalidProductId: english('msg.common.invalidProductId'),
  unknownProduct: english('msg.cart.unknownProduct'),
  cartTypeOnly: english('msg.cart.cartTypeOnly'),
  guestAssign: english('msg.member.guestAssign'),
  notInHousehold: english('msg.member.notInHousehold'),
  invalidItemId: english('msg.cart.invalidItemId'),
  itemNotInCart: english('msg.cart.itemNotInCart'),
  applyFailed: english('msg.cart.applyFailed'),
  removeFailed: english('msg.cart.removeFailed'),
  codeRequired: english('msg.cart.codeRequired'),
} as const;

const SLOW_MS = 15_000;

/** The legacy add-to-cart call names the cart type; only the shopping cart (1) exists here. */
const shoppingCart = z.literal('1', { error: CART_MESSAGES.cartTypeOnly });
const removeForm = z.object({ id: id(CART_MESSAGES.invalidItemId) });
/** A code as the catalog keeps it: upper case. */
const codeParam = (message: string) => couponCode(message).transform((code) => code.toUpperCase());
/** The cart page's own discount forms (`cart/pages.ts`): a code left empty is named as missing. */
const applyCodeForm = z.object({
  discountcouponcode: z.string({ error: CART_MESSAGES.codeRequired }).trim().min(1, CART_MESSAGES.codeRequired).pipe(codeParam(CART_MESSAGES.applyFailed)),
});
const removeCodeForm = z.object({ code: codeParam(CART_MESSAGES.removeFailed) });
/** Where the cart page's own forms send the browser back to. */
const CART_PAGE = '/cart';

/**
 * `X-Demo-Fail` lets the store's tests reach the cart's failure states (and is ignored otherwise):
 *   500       → HTTP 500 with a JSON error
 *   malformed → HTTP 200 with a body that does not match the cart schema
 *   slow      → the normal answer after 15 seconds
 */
async function demoFailure(c: Context<AppEnv>): Promise<Response | null> {
  if (!c.get('store').testRoutes) return null;
  const mode = c.req.header('x-demo-fail');
  if (mode === '500') return c.json({ success: false, message: 'Simulated server error.' }, 500);
  if (mode === 'malformed') return c.json({ Items: 'nope' });
  if (mode === 'slow') await delay(SLOW_MS);
  return null;
}

export function cartApiRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/api/minicart', async (c) => {
    const failure = await demoFailure(c);
    if (failure) return failure;
    const catalog = await loadCatalog(db, answerLanguage());
    return c.json(await readCart(db, ownerOf(c.get('session')), catalog));
  });

  routes.post('/addproducttocart/details/:productId/:cartType', async (c) => {
    const productId = readParam(c, 'productId', id(CART_MESSAGES.invalidProductId));
    readParam(c, 'cartType', shoppingCart);
    const fields = await readFields(c);
    const catalog = await loadCatalog(db, answerLanguage());
    const product = catalog.productById.get(productId);
    if (!product) throw badRequest(CART_MESSAGES.unknownProduct);
    const asked = parseAddToCartForm(product, fields);
    if (asked.contactId !== null && c.get('customer') === null) throw badRequest(CART_MESSAGES.guestAssign);

    const now = Date.now();
    // Checked and added in one transaction: two shoppers cannot both take a day's last ticket.
    // The first item is what a guest needs a stored session for.
    const itemId = await db.transaction(async (tx) => {
      await ensureSession(tx, c);
      const cartId = await ensureCartId(tx, ownerOf(c.get('session')));
      // A product voucher pays for one, on a line of its own, checked again here whatever the page showed.
      let voucherCode: string | null = null;
      if (asked.voucherId !== null) {
        const voucher = await voucherForProduct(tx, asked.voucherId, product, cartId, { today: resortNow(now).date, editedItemId: asked.updatedItemId });
        if (!voucher.ok) throw badRequest(voucher.message);
        voucherCode = voucher.code;
      }
      const request = voucherCode === null ? asked : { ...asked, quantity: 1 };
      await checkPurchase(tx, product, request, {
        now,
        customerId: c.get('customer')?.id ?? null,
        cartId,
        today: resortNow(now).date,
      });
      // A day-priced item costs what its days cost before it took its tickets.
      const dayPrice = await choiceDayPriceCents(tx, product, request.selections, resortNow(now).date);
      const itemId = await addItem(tx, cartId, product.id, request, voucherCode);
      await fixDayPrice(tx, itemId, dayPrice);
      return itemId;
    });
    if (c.req.header('x-requested-with') === 'XMLHttpRequest') {
      // As nopCommerce answers it: the header's count, for the store's own script to show when ours does not run.
      const count = (await readCart(db, ownerOf(c.get('session')), catalog)).TotalProducts;
      return c.json({ success: true, shoppingCartItemId: itemId, updatetopcartsectionhtml: `(${count})` });
    }
    return c.redirect('/cart', 303);
  });

  /** One item out of the shopper's own cart; refused when it is not there. */
  const removeFromCart = async (c: Context<AppEnv>, itemId: number): Promise<void> => {
    const removed = await db.transaction(async (tx) => {
      const cartId = await findCartId(tx, ownerOf(c.get('session')));
      return cartId !== null && (await removeItem(tx, cartId, itemId));
    });
    if (!removed) throw badRequest(CART_MESSAGES.itemNotInCart);
  };

  /**
   * A code the catalog knows, or a discount voucher's ID (kept as the voucher box keeps it, or
   * refused saying why), put on the shopper's cart.
   */
  const applyToCart = async (c: Context<AppEnv>, code: string): Promise<void> => {
    const catalog = await loadCatalog(db, answerLanguage());
    const coupon = catalog.couponByCode.get(code);
    if (!coupon && (await lookupVoucher(db, code)).DiscountId === null) throw badRequest(CART_MESSAGES.applyFailed);
    const refused = await db.transaction(async (tx) => {
      await ensureSession(tx, c);
      const cartId = await ensureCartId(tx, ownerOf(c.get('session')));
      if (coupon) return void (await applyCode(tx, cartId, coupon.code));
      const voucher = await applyVoucher(tx, cartId, code);
      return voucher.ok ? undefined : voucher.message;
    });
    if (refused !== undefined) throw badRequest(refused);
  };

  /** A code taken off the shopper's cart; refused when it was not on it. */
  const removeCodeFromCart = async (c: Context<AppEnv>, code: string): Promise<void> => {
    const removed = await db.transaction(async (tx) => {
      const cartId = await findCartId(tx, ownerOf(c.get('session')));
      return cartId !== null && (await removeCode(tx, cartId, code));
    });
    if (!removed) throw badRequest(CART_MESSAGES.removeFailed);
  };

  const removeHandler = async (c: Context<AppEnv>): Promise<Response> => {
    const { id: itemId } = await readForm(c, removeForm, CART_MESSAGES.invalidItemId);
    await removeFromCart(c, itemId);
    // The cart page's own Remove buttons post here too, and go back to the cart.
    return isPageForm(c) ? c.redirect(CART_PAGE, 303) : c.json({ success: true });
  };
  // nopCommerce routes are case-insensitive; the spec writes this one in PascalCase.
  routes.post('/ShoppingCart/RemoveShoppingCartItem', removeHandler);
  routes.post('/shoppingcart/removeshoppingcartitem', removeHandler);

  routes.get('/api/discount/apply/:code', async (c) => {
    await applyToCart(c, readParam(c, 'code', codeParam(CART_MESSAGES.applyFailed)));
    return c.json({ success: true });
  });

  routes.get('/api/discount/remove/:code', async (c) => {
    await removeCodeFromCart(c, readParam(c, 'code', codeParam(CART_MESSAGES.removeFailed)));
    return c.json({ success: true });
  });

  // The cart page's own discount forms, for a browser that runs none of our script.
  routes.post('/ShoppingCart/ApplyDiscountCoupon', async (c) => {
    const { discountcouponcode } = await readForm(c, applyCodeForm, CART_MESSAGES.codeRequired);
    await applyToCart(c, discountcouponcode);
    return c.redirect(CART_PAGE, 303);
  });

  routes.post('/ShoppingCart/RemoveDiscountCoupon', async (c) => {
    const { code } = await readForm(c, removeCodeForm, CART_MESSAGES.removeFailed);
    await removeCodeFromCart(c, code);
    return c.redirect(CART_PAGE, 303);
  });

  return routes;
}
