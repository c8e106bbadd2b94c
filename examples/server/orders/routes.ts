import { Hono } from 'hono';
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

export function orderPageRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/checkout/completed/:orderId', async (c) => {
    const customer = c.get('customer');
    if (customer === null) return c.redirect(`/login?returnUrl=${encodeURIComponent(new URL(c.req.url).pathname)}`, 303);
    const catalog = await loadCatalog(db, answerLanguage());
    const ctx = await pageContext(c, db, catalog);
    const id = idParam.safeParse(c.req.param('orderId'));
    // Another customer's order is answered exactly like one that does not exist.
    const order = id.success ? await orderView(db, catalog, id.data, customer.id) : undefined;
    if (!order) return c.html(notFoundPage(ctx).value, 404);
    return c.html(orderCompletedPage(ctx, order, await orderSchedules(db, order.id, catalog)).value);
  });

  routes.get('/orderdetails/:id', async (c) => {
    const customer = c.get('customer');
    if (customer === null) return c.redirect(`/login?returnUrl=${encodeURIComponent(new URL(c.req.url).pathname)}`, 303);
    const catalog = await loadCatalog(db, answerLanguage());
    const ctx = await pageContext(c, db, catalog);
    // A malformed id, and another customer's order, are answered exactly like one that does not exist.
    const id = idParam.safeParse(c.req.param('id'));
    const order = id.success ? await orderView(db, catalog, id.data, customer.id) : undefined;
    if (!order) return c.html(notFoundPage(ctx).value, 404);
    return c.html(orderDetailsPage(ctx, order, await orderSchedules(db, order.id, catalog)).value);
  });

  return routes;
}
