import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env.ts';
import { ownerOf, readCart } from '../cart/repo.ts';
import { menuCategories, type Catalog } from '../catalog/catalog.ts';
import type { Db } from '../db/db.ts';
import { loadHousehold } from '../household/repo.ts';
import type { PageContext } from '../shell/layout.ts';
import { buildPageData, categoryEntries } from '../shell/page-data.ts';
import { pageToken } from '../platform/sessions.ts';
import { pageLanguage } from '../shell/language.ts';
import { storeLocale } from '../shell/store-locale.ts';

/** `?embedCart=1` puts the whole cart into the page data; any other value leaves it out. */
const pageQuery = z.object({ embedCart: z.string().optional().transform((value) => value === '1') });

/** What a page is rendered with; `catalog` is read in the page's language (`loadCatalog(db, pageLanguage(c))`). */
export async function pageContext(c: Context<AppEnv>, db: Db, catalog: Catalog): Promise<PageContext> {
  const customer = c.get('customer');
  const session = c.get('session');
  // The host may inline the cart so the widgets need no first request; its
  // count and the categories always go in, so the header's widgets start as they end.
  const fullCart = await readCart(db, ownerOf(session), catalog);
  const cart = pageQuery.parse(c.req.query()).embedCart ? fullCart : undefined;
  const url = new URL(c.req.url);
  const language = pageLanguage(c);
  return {
    customer,
    csrfToken: pageToken(c),
    menu: menuCategories(catalog),
    household: customer === null ? [] : await loadHousehold(db, customer.id),
    pageData: buildPageData(customer, cart, { cartCount: fullCart.TotalProducts, categories: categoryEntries(catalog) }, language),
    currentUrl: `${url.pathname}${url.search}`,
    i18n: storeLocale(language),
  };
}
