import { http, HttpResponse } from 'msw';
import * as api from '../../src/api/client.ts';
import { resetCartStore } from '../../src/stores/cart.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import type { Cart } from '../../src/api/cart-schemas.ts';
import type { PageDataInput } from '../../src/stores/page-data.ts';

/** A clean page for each component test: empty stores, no cached answers, the given page data. */
export function freshPage(pageData: PageDataInput = {}): void {
  resetCartStore();
  api.invalidate();
  setPageData(pageData);
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
}

export const serveCart = (cart: Cart) => http.get('/api/minicart', () => HttpResponse.json(cart));
