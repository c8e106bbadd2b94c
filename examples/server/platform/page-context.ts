import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';
import { ownerOf, readCart } from '../cart/repo.ts';
import { menuCategories, type Catalog } from '../catalog/catalog.ts';
import type { Db } from './db.ts';
import { loadHousehold } from '../account/household.ts';
import type { PageContext } from './layout.ts';
import { buildPageData } from './page-data.ts';

export async function pageContext(c: Context<AppEnv>, db: Db, catalog: Catalog): Promise<PageContext> {
  const customer = c.get('customer');
  const session = c.get('session');
  // The host may inline the cart so the widgets need no first request (spec §4 "Startup").
  const cart = c.req.query('embedCart') === '1' ? await readCart(db, ownerOf(session), catalog) : undefined;
  const url = new URL(c.req.url);
  return {
    customer,
    csrfToken: session.csrfToken,
    menu: menuCategories(catalog),
    household: customer === null ? [] : await loadHousehold(db, customer.id),
    pageData: buildPageData(customer, cart),
    currentUrl: `${url.pathname}${url.search}`,
  };
}
