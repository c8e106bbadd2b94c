import { Hono } from 'hono';
import { answerLanguage } from '../text/languages.ts';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import type { Db } from '../db/db.ts';
import { notFoundPage } from '../shell/pages.ts';
import { pageContext } from '../page/context.ts';
import { readQuery, seName, text } from '../platform/input.ts';
import { lookupVoucher } from './repo.ts';
import { keepValidatedVoucher } from './keep-discount.ts';
import { voucherProductPage, type VoucherCheck } from './pages.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { Context } from 'hono';

/** `?code=` opens the voucher box and validates it; the validation call refuses what is not a code. */
const voucherQuery = z.object({ code: text(10_000).default('') });

/**
 * The voucher ID a page was asked with (`?code=`), checked as the validation call checks it (a
 * valid discount voucher is kept on the shopper's cart), for the store's own voucher form. Asked
 * before the page's context, so the page's cart has it.
 */
export async function voucherCheck(c: Context<AppEnv>, db: Db, catalog: Catalog): Promise<VoucherCheck> {
  const { code } = readQuery(c, voucherQuery);
  if (code.trim() === '') return { code: '', result: null, product: undefined };
  const result = await keepValidatedVoucher(c, db, code, await lookupVoucher(db, code));
  return { code, result, product: result.ProductId === null ? undefined : catalog.productById.get(result.ProductId) };
}

export function voucherPageRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/voucher-product/:seName', async (c) => {
    const catalog = await loadCatalog(db, answerLanguage());
    const name = seName().safeParse(c.req.param('seName')).data;
    const product = name === undefined ? undefined : catalog.productBySeName.get(name);
    if (!product) return c.html(notFoundPage(await pageContext(c, db, catalog)).value, 404);
    const check = await voucherCheck(c, db, catalog);
    return c.html(voucherProductPage(await pageContext(c, db, catalog), product, check).value);
  });

  return routes;
}
