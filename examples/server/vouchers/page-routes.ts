import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import type { Db } from '../platform/db.ts';
import { notFoundPage } from '../catalog/pages.ts';
import { pageContext } from '../platform/page-context.ts';
import { idParam } from '../platform/validation.ts';
import { findOrder } from './repo.ts';
import { orderDetailsPage, voucherProductPage } from './pages.ts';

const SE_NAME = /^[a-z0-9][a-z0-9-]{0,199}$/;
/** Longer codes are passed on (and refused by the validation call) but not beyond this. */
const MAX_CODE_LENGTH = 10_000;

export function voucherPageRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/voucher-product/:seName', async (c) => {
    const catalog = await loadCatalog(db);
    const seName = c.req.param('seName');
    const product = SE_NAME.test(seName) ? catalog.productBySeName.get(seName) : undefined;
    const ctx = await pageContext(c, db, catalog);
    if (!product) return c.html(notFoundPage(ctx).value, 404);
    const code = (c.req.query('code') ?? '').trim().slice(0, MAX_CODE_LENGTH);
    return c.html(voucherProductPage(ctx, product, code).value);
  });

  routes.get('/orderdetails/:id', async (c) => {
    const customer = c.get('customer');
    const url = new URL(c.req.url);
    if (customer === null) return c.redirect(`/login?returnUrl=${encodeURIComponent(url.pathname)}`, 303);
    const catalog = await loadCatalog(db);
    const ctx = await pageContext(c, db, catalog);
    const id = idParam.safeParse(c.req.param('id'));
    // Another customer's order is answered exactly like one that does not exist.
    const order = id.success ? await findOrder(db, id.data, customer.id) : undefined;
    if (!order) return c.html(notFoundPage(ctx).value, 404);
    return c.html(orderDetailsPage(ctx, order).value);
  });

  return routes;
}
