import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import type { Db } from '../db/db.ts';
import { notFoundPage } from '../shell/pages.ts';
import { pageContext } from '../page/context.ts';
import { idParam, readQuery, seName, text } from '../platform/input.ts';
import { findOrder } from './repo.ts';
import { orderDetailsPage, voucherProductPage } from './pages.ts';

/** `?code=` opens the voucher box and validates it; the validation call refuses what is not a code. */
const voucherQuery = z.object({ code: text(10_000).default('') });

export function voucherPageRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/voucher-product/:seName', async (c) => {
    const catalog = await loadCatalog(db);
    const name = seName().safeParse(c.req.param('seName')).data;
    const product = name === undefined ? undefined : catalog.productBySeName.get(name);
    const { code } = readQuery(c, voucherQuery);
    const ctx = await pageContext(c, db, catalog);
    if (!product) return c.html(notFoundPage(ctx).value, 404);
    return c.html(voucherProductPage(ctx, product, code).value);
  });

  routes.get('/orderdetails/:id', async (c) => {
    const customer = c.get('customer');
    const url = new URL(c.req.url);
    if (customer === null) return c.redirect(`/login?returnUrl=${encodeURIComponent(url.pathname)}`, 303);
    const catalog = await loadCatalog(db);
    const ctx = await pageContext(c, db, catalog);
    // A malformed id, and another customer's order, are answered exactly like one that does not exist.
    const id = idParam.safeParse(c.req.param('id'));
    const order = id.success ? await findOrder(db, id.data, customer.id) : undefined;
    if (!order) return c.html(notFoundPage(ctx).value, 404);
    return c.html(orderDetailsPage(ctx, order).value);
  });

  return routes;
}
