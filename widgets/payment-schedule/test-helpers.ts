import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import * as api from '../../src/api/client.ts';
import type { PageDataInput } from '../../src/stores/page-data.ts';
import { resetCartStore } from '../../src/stores/cart.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';

/** 2026-11-21 at 11:00 at the resort (UTC−7). */
export const RESORT_NOON = new Date('2026-11-21T18:00:00Z');

/**
 * A clean page for the schedule viewer at a fixed time, with a legacy product form for product
 * 1 (`product_attribute_101`, Unlimited selected) and an anti-forgery token.
 */
export function schedulePage(pageData: PageDataInput = {}): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(RESORT_NOON);
  resetCartStore();
  api.invalidate();
  setPageData({ locale: 'en-US', currency: 'USD', DefaultStoreTimeZoneOffset: -7, ...pageData });
  document.body.innerHTML = `
    <input type="hidden" name="__RequestVerificationToken" value="t0ken">
    <form class="legacy-add-to-cart" data-product-id="1">
      <label for="pt">Pass Type</label>
      <select id="pt" name="product_attribute_101">
        <option value="1011" selected>Unlimited</option>
        <option value="1012">Midweek</option>
      </select>
      <input name="addtocart_1.EnteredQuantity" value="1">
    </form>`;
}

export const productScheduleWith = (resolver: HttpResponseResolver) => http.post('/api/ui/paymentplans/schedules/:productId', resolver);
export const cartSchedulesWith = (resolver: HttpResponseResolver) => http.get('/api/ui/paymentplans/schedules/cart', resolver);
export const cartItemScheduleWith = (resolver: HttpResponseResolver) => http.get('/api/ui/paymentplans/schedules/cart/:id', resolver);
export const orderSchedulesWith = (resolver: HttpResponseResolver) => http.get('/api/ui/paymentplans/schedules/orders/:id', resolver);

export const answer = (body: unknown) => () => HttpResponse.json(body as Record<string, unknown>);
