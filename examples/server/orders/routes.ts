import { Hono, type Context } from 'hono';
import type { AppEnv } from '../platform/app-env.ts';
import type { Db } from '../db/db.ts';
import { answerLanguage } from '../text/languages.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import { notFoundPage } from '../shell/pages.ts';
import { pageContext } from '../page/context.ts';
import { idParam } from '../platform/input.ts';
import { orderView } from './repo.ts';
import { orderCompletedPage, orderDetailsPage } from './pages.ts';
import { orderSchedules } from '../vouchers/repo.ts';

type OrderPage = typeof orderCompletedPage;

/**
 * The confirmation and the order details: the signed-in customer's own order, by its id in the
 * path (`idParam`); a malformed id and another customer's order are answered exactly like one that
 * does not exist.
 */
export function orderPageRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const orderPage = (param: string, page: OrderPage) => async (c: Context<AppEnv>) => {
    const customer = c.get('customer');
    if (customer === null) return c.redirect(`/login?returnUrl=${encodeURIComponent(new URL(c.req.url).pathname)}`, 303);
    const catalog = await loadCatalog(db, answerLanguage());
    const ctx = await pageContext(c, db, catalog);
    const id = idParam.safeParse(c.req.param(param));
    const order = id.success ? await orderView(db, catalog, id.data, customer.id) : undefined;
    if (!order) return c.html(notFoundPage(ctx).value, 404);
    return c.html(page(ctx, order, await orderSchedules(db, order.id, catalog)).value);
  };

  routes.get('/checkout/completed/:orderId', orderPage('orderId', orderCompletedPage));
  routes.get('/orderdetails/:id', orderPage('id', orderDetailsPage));

  return routes;
}
