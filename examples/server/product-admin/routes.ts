/**
 * The legacy admin's product and discount pages (`/Admin/Product/...`, `/Admin/Discount/...`):
 * lists, create forms and edit pages, which host `<resort-voucher-templates>`. Admins only;
 * everybody else gets the sign-in page. A create form that does not validate is shown again with
 * what was typed and the first problem.
 */
import { Hono, type Context } from 'hono';
import { answerLanguage } from '../text/languages.ts';
import * as z from 'zod';
import { adminPageGuard } from '../platform/admin-access.ts';
import type { AppEnv } from '../platform/app-env.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../platform/http-error.ts';
import { bool, id, money, percent, readForm, requiredText } from '../platform/input.ts';
import { pageContext } from '../page/context.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import { notFoundPage } from '../shell/pages.ts';
import { discountRequirementIdOf } from '../vouchers/templates-repo.ts';
import {
  DISCOUNT_TYPES,
  discountCreatePage,
  discountEditPage,
  discountListPage,
  productCreatePage,
  productEditPage,
  productListPage,
  type DiscountForm,
  type ProductForm,
} from './pages.ts';
import {
  createCatalogProduct,
  createDiscount,
  findAdminCatalogProduct,
  findAdminDiscount,
  listAdminCatalogProducts,
  listAdminDiscounts,
  listCategories,
} from './repo.ts';
import { toCents, toHundredths } from '../../../src/core/money.ts';

const MESSAGES = {
  name: 'Enter the product name.',
  nameTooLong: 'Product name: use at most 200 characters.',
  sku: 'Enter the SKU.',
  skuTooLong: 'SKU: use at most 64 characters.',
  price: 'Price must be from 0 to 1,000,000 with at most 2 decimals.',
  category: 'Choose a category.',
  discountName: 'Enter the discount name.',
  discountNameTooLong: 'Name: use at most 200 characters.',
  discountType: 'Choose a discount type.',
  percentage: 'Discount percentage must be from 0 to 100 with at most 2 decimals.',
} as const;

const productForm = z.object({
  Name: requiredText(200, MESSAGES.name, MESSAGES.nameTooLong),
  Sku: requiredText(64, MESSAGES.sku, MESSAGES.skuTooLong),
  Price: money(MESSAGES.price),
  CategoryId: id(MESSAGES.category),
  // An unticked checkbox is not sent at all.
  Published: bool().optional().transform((value) => value === true),
});

const discountForm = z.object({
  Name: requiredText(200, MESSAGES.discountName, MESSAGES.discountNameTooLong),
  DiscountType: z.enum(DISCOUNT_TYPES.map((type) => type.value) as [string, ...string[]], { error: MESSAGES.discountType }),
  Percentage: percent(MESSAGES.percentage),
});

const fieldOf = (c: Context<AppEnv>, name: string) => (c.get('fields') as AppEnv['Variables']['fields'] | undefined)?.get(name) ?? '';

export function catalogAdminRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const guard = adminPageGuard();
  const context = async (c: Context<AppEnv>) => pageContext(c, db, await loadCatalog(db, answerLanguage()));
  const notFound = async (c: Context<AppEnv>) => c.html(notFoundPage(await context(c)).value, 404);

  routes.get('/Admin/Product/List', guard, async (c) => c.html(productListPage(await context(c), await listAdminCatalogProducts(db)).value));

  const emptyProduct: ProductForm = { name: '', sku: '', price: '', categoryId: '', published: true };
  routes.get('/Admin/Product/Create', guard, async (c) => c.html(productCreatePage(await context(c), await listCategories(db), emptyProduct, null).value));

  routes.post('/Admin/Product/Create', guard, async (c) => {
    try {
      const form = await readForm(c, productForm);
      const categories = await listCategories(db);
      if (!categories.some((category) => category.id === form.CategoryId)) throw new HttpError(400, MESSAGES.category);
      const productId = await db.transaction((tx) =>
        createCatalogProduct(tx, { name: form.Name, sku: form.Sku, priceCents: toCents(form.Price), categoryId: form.CategoryId, published: form.Published }),
      );
      return c.redirect(`/Admin/Product/Edit/${productId}`, 303);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const typed: ProductForm = {
        name: fieldOf(c, 'Name'),
        sku: fieldOf(c, 'Sku'),
        price: fieldOf(c, 'Price'),
        categoryId: fieldOf(c, 'CategoryId'),
        published: fieldOf(c, 'Published') === 'true',
      };
      return c.html(productCreatePage(await context(c), await listCategories(db), typed, error.message).value, 400);
    }
  });

  routes.get('/Admin/Product/Edit/:id', guard, async (c) => {
    const productId = id().safeParse(c.req.param('id'));
    const product = productId.success ? await findAdminCatalogProduct(db, productId.data) : undefined;
    if (!product) return notFound(c);
    return c.html(productEditPage(await context(c), product).value);
  });

  routes.get('/Admin/Discount/List', guard, async (c) => c.html(discountListPage(await context(c), await listAdminDiscounts(db)).value));

  const emptyDiscount: DiscountForm = { name: '', type: DISCOUNT_TYPES[0].value, percentage: '' };
  routes.get('/Admin/Discount/Create', guard, async (c) => c.html(discountCreatePage(await context(c), emptyDiscount, null).value));

  routes.post('/Admin/Discount/Create', guard, async (c) => {
    try {
      const form = await readForm(c, discountForm);
      const discountId = await db.transaction((tx) => createDiscount(tx, { name: form.Name, type: form.DiscountType, percentageBp: toHundredths(form.Percentage) }));
      return c.redirect(`/Admin/Discount/Edit/${discountId}`, 303);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const typed: DiscountForm = { name: fieldOf(c, 'Name'), type: fieldOf(c, 'DiscountType'), percentage: fieldOf(c, 'Percentage') };
      return c.html(discountCreatePage(await context(c), typed, error.message).value, 400);
    }
  });

  routes.get('/Admin/Discount/Edit/:id', guard, async (c) => {
    const discountId = id().safeParse(c.req.param('id'));
    const discount = discountId.success ? await findAdminDiscount(db, discountId.data) : undefined;
    if (!discount) return notFound(c);
    return c.html(discountEditPage(await context(c), discount, await discountRequirementIdOf(db, discount.id)).value);
  });

  return routes;
}
