/**
 * What changes the cart.
 */
import * as api from '../api/client.ts';
import { okResultSchema, type CartItem } from '../api/cart-schemas.ts';
import { DISCOUNT_PATH, REMOVE_ITEM_PATH } from './cart-action-paths.ts';
import type { ApiResult } from '../api/errors.ts';
import { refusedCall } from '../api/report-call.ts';
import { BUS_SOURCE, emit } from '../events/bus.ts';
import { $cart, loadCart, patchCart } from './cart.ts';

/**
 * Removes one item: it is marked as being removed while the call runs; on failure the mark is
 * cleared and the item marked as failed (until the next try). After removal the cart (and with it
 * the assignable members) is reloaded.
 */
export async function removeItem(item: CartItem): Promise<ApiResult<true>> {
  const state = $cart.value;
  if (state.removing.includes(item.Id)) return { ok: true, data: true };
  patchCart({ removing: [...state.removing, item.Id], removeFailed: state.removeFailed.filter((id) => id !== item.Id) });
  const result = await api.postForm(REMOVE_ITEM_PATH, { id: item.Id }, okResultSchema);
  const done = () => patchCart({ removing: $cart.value.removing.filter((id) => id !== item.Id) });
  if (!result.ok || !result.data.success) {
    done();
    patchCart({ removeFailed: [...$cart.value.removeFailed, item.Id] });
    if (result.ok) console.error(`resort-widgets: removing cart item ${item.Id} failed: ${result.data.message}`);
    return result.ok
      ? { ok: false, error: refusedCall('POST', REMOVE_ITEM_PATH, result.data.message, 'Removal refused') }
      : result;
  }
  // The analytics code loads with the first removal, not with the cart code of every page.
  const { trackRemoveFromCart } = await import('./cart-analytics.ts');
  trackRemoveFromCart(item);
  await loadCart({ fresh: true, reason: 'item-removed' });
  done();
  emit('resort:members:refresh', { source: BUS_SOURCE });
  return { ok: true, data: true };
}

/** `GET /api/discount/apply/{code}`; on success the cart is reloaded. */
export async function applyDiscountCode(code: string): Promise<ApiResult<true>> {
  const result = await api.get(`${DISCOUNT_PATH}apply/${encodeURIComponent(code)}`, okResultSchema, {
    antiForgery: true,
    fresh: true,
  });
  if (!result.ok) return result;
  if (!result.data.success) {
    return { ok: false, error: refusedCall('GET', `${DISCOUNT_PATH}apply/${encodeURIComponent(code)}`, result.data.message, 'Code refused') };
  }
  await loadCart({ fresh: true, reason: 'discount-applied' });
  return { ok: true, data: true };
}

/** `GET /api/discount/remove/{code}`; the code is marked as being removed until done. */
export async function removeDiscountCode(code: string): Promise<ApiResult<true>> {
  patchCart({ removingCodes: [...$cart.value.removingCodes, code] });
  const result = await api.get(`${DISCOUNT_PATH}remove/${encodeURIComponent(code)}`, okResultSchema, {
    antiForgery: true,
    fresh: true,
  });
  const ok = result.ok && result.data.success;
  if (ok) await loadCart({ fresh: true, reason: 'discount-removed' });
  patchCart({ removingCodes: $cart.value.removingCodes.filter((c) => c !== code) });
  if (ok) return { ok: true, data: true };
  if (!result.ok) return result;
  console.error(`resort-widgets: removing discount code "${code}" failed: ${result.data.message}`);
  return { ok: false, error: refusedCall('GET', `${DISCOUNT_PATH}remove/${encodeURIComponent(code)}`, result.data.message, 'Removal refused') };
}
