import { Hono } from 'hono';
import { answerLanguage } from '../text/languages.ts';
import type { AppEnv } from '../platform/app-env.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import type { Db } from '../db/db.ts';
import { cartPage, categoryPage, homePage, islandsTestPage, productPage } from './pages.ts';
import { cartPageSizes } from './cart-sizes.ts';
import { ownerOf, readCart } from '../cart/repo.ts';
import { cartScheduleResults } from '../vouchers/cart-schedules.ts';
import { notFoundPage } from '../shell/pages.ts';
import { pageContext } from '../page/context.ts';
import { voucherCheck } from '../vouchers/page-routes.ts';
import type { CatalogProduct } from '../catalog/catalog.ts';
import { productAnswer } from '../buying/product-answers.ts';
import { dayInventory } from '../buying/repo.ts';
import { activityTimesAnswer } from '../buying/reservations-repo.ts';
import * as z from 'zod';
import { idParam, readQuery, seName, text } from '../platform/input.ts';
import { findCartId } from '../cart/repo.ts';
import { voucherForProduct, voucherOfLine } from '../buying/voucher-lookup.ts';

/**
 * `?voucher=`: the product voucher the voucher box's Continue carries (the store checks it; anything
 * else is no voucher). `updatecartitemid`: the cart's edit link of a line, whose voucher the page
 * carries when it has one.
 */
const productQuery = z.object({ voucher: text(10_000).default(''), updatecartitemid: text(10_000).default('') });

/** The products a page shows, for `<resort-product>` to start from without a request. */
async function productsForPage(db: Db, products: readonly CatalogProduct[]): Promise<unknown[]> {
  const now = Date.now();
  return Promise.all(products.map(async (product) => productAnswer(product, { now, dateInventory: await dayInventory(db, product), withAttributes: true, activityTimes: await activityTimesAnswer(db, product) })));
}

export function pageRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const catalog = await loadCatalog(db, answerLanguage());
    // The voucher first: a discount voucher it keeps is then on the page's cart.
    const check = await voucherCheck(c, db, catalog);
    return c.html(homePage(await pageContext(c, db, catalog), catalog.products, check).value);
  });

  routes.get('/cart', async (c) => {
    const catalog = await loadCatalog(db, answerLanguage());
    const cart = await readCart(db, ownerOf(c.get('session')), catalog);
    const schedules = await cartScheduleResults(db, catalog, cart);
    return c.html(cartPage(await pageContext(c, db, catalog), cart, cartPageSizes(cart, schedules), schedules).value);
  });

  routes.get('/__test/islands', async (c) => {
    const catalog = await loadCatalog(db, answerLanguage());
    return c.html(islandsTestPage(await pageContext(c, db, catalog)).value);
  });

  routes.get('/s/:category', async (c) => {
    const catalog = await loadCatalog(db, answerLanguage());
    // A name that cannot be a page's is a page that does not exist.
    const name = seName().safeParse(c.req.param('category')).data;
    const category = catalog.categories.find((candidate) => candidate.seName === name && !candidate.hidden);
    const ctx = await pageContext(c, db, catalog);
    if (!category) return c.html(notFoundPage(ctx).value, 404);
    const products = catalog.products.filter((product) => product.categoryId === category.id);
    const parent = catalog.categories.find((candidate) => candidate.id === category.parentId && !candidate.hidden);
    const subCategories = catalog.categories.filter((candidate) => candidate.parentId === category.id && !candidate.hidden);
    return c.html(categoryPage(ctx, category, parent, subCategories, products).value);
  });

  // Product pages live at the site root, like nopCommerce's SeName routes; keep this route last.
  routes.get('/:seName', async (c) => {
    const catalog = await loadCatalog(db, answerLanguage());
    const name = seName().safeParse(c.req.param('seName')).data;
    const product = name === undefined ? undefined : catalog.productBySeName.get(name);
    const ctx = await pageContext(c, db, catalog);
    if (!product) return c.html(notFoundPage(ctx).value, 404);
    const category = catalog.categories.find((candidate) => candidate.id === product.categoryId);
    ctx.pageData.products = await productsForPage(db, [product]);
    const query = readQuery(c, productQuery);
    const cartId = await findCartId(db, ownerOf(c.get('session')));
    const edited = idParam.safeParse(query.updatecartitemid).data ?? null;
    const voucher = query.voucher !== '' ? query.voucher : edited === null ? null : await voucherOfLine(db, cartId, edited);
    const offer = voucher === null ? null : await voucherForProduct(db, voucher, product, cartId, { editedItemId: edited });
    return c.html(productPage(ctx, product, category, offer).value);
  });

  return routes;
}
