/**
 * The voucher and payment-plan calls.
 */
import { english } from '../text/store-text.ts';
import { Hono } from 'hono';
import { answerLanguage } from '../text/languages.ts';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env.ts';
import { ownerOf, readCart } from '../cart/repo.ts';
import type { StoredSelection } from '../catalog/selections.ts';
import { loadCatalog, type CatalogProduct } from '../catalog/catalog.ts';
import { renewalIdOf } from '../catalog/product-rules.ts';
import type { Db } from '../db/db.ts';
import { badRequest, HttpError } from '../platform/http-error.ts';
import { readFields, type FormFields } from '../platform/request-body.ts';
import { id, idParam, readForm, readParam, readQuery, requiredText, text } from '../platform/input.ts';
import { issueVoucher } from './redeem.ts';
import { keepValidatedVoucher } from './keep-discount.ts';
import { findOrder, loadPlans, lookupVoucher, orderSchedules, quoteSchedule, unitPriceCents } from './repo.ts';
import { cartItemQuote, cartScheduleResults } from './cart-schedules.ts';

export const VOUCHER_MESSAGES = {
  missingId: english('msg.voucher.missingId'),
  invalidProductId: english('msg.common.invalidProductId'),
  unknownProduct: english('msg.common.productNotFound'),
  unknownAttribute: english('msg.common.unknownAttribute'),
  invalidItemId: english('msg.cart.invalidItemId'),
  itemNotInCart: english('msg.cart.itemNotInCart'),
  invalidOrderId: english('msg.voucher.invalidOrderId'),
  signIn: english('msg.voucher.signIn'),
  unknownOrder: english('msg.voucher.unknownOrder'),
  idTooLong: english('msg.voucher.idTooLong'),
} as const;

/** `?voucherid=`: the code as typed (the lookup says whether it is one); the voucher page passes on at most 10,000 characters. */
const validateQuery = z.object({ voucherid: text(10_000, { required: VOUCHER_MESSAGES.missingId, tooLong: VOUCHER_MESSAGES.idTooLong }, 1) });

/** `template`: the voucher template a test's voucher is issued from. */
const issueForm = z.object({ template: requiredText(50, 'Name a voucher template.') });

const ATTRIBUTE_FIELD = /^product_attribute_(\d+)(?:_(?:day|month|year))?$/;

/**
 * The product's selection for a quote: each list attribute's chosen value (its preselected value
 * when none is sent). Dates do not change the price, so they are not read; a field for another
 * product's attribute or a value the attribute does not have is refused.
 */
export function quoteSelections(product: CatalogProduct, fields: FormFields): StoredSelection[] {
  for (const key of fields.keys()) {
    if (!key.startsWith('product_attribute_')) continue;
    const match = ATTRIBUTE_FIELD.exec(key);
    if (!match || !product.attributes.some((attribute) => String(attribute.id) === match[1])) throw badRequest(VOUCHER_MESSAGES.unknownAttribute);
  }
  const selections: StoredSelection[] = [];
  for (const attribute of product.attributes) {
    if (attribute.controlType !== 'DropdownList') continue;
    const raw = fields.get(`product_attribute_${attribute.id}`)?.trim() ?? '';
    const chosen = raw === '' || raw === '0' ? attribute.values.find((value) => value.isPreSelected)?.id : idParam.safeParse(raw).data;
    if (raw !== '' && raw !== '0' && !attribute.values.some((value) => value.id === chosen)) throw badRequest(`Choose a valid ${attribute.name}.`);
    if (chosen !== undefined) selections.push({ attributeId: attribute.id, valueId: chosen, date: null });
  }
  return selections;
}

export function voucherApiRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // Anti-forgery is checked by the middleware, as for every POST.
  routes.post('/api/vouchers/validate', async (c) => {
    const { voucherid } = readQuery(c, validateQuery);
    // A valid discount voucher is kept on the shopper's cart, as the dialog then says.
    return c.json(await keepValidatedVoucher(c, db, voucherid, await lookupVoucher(db, voucherid)));
  });

  // The store's tests only (`/__test/*` answers nothing otherwise): a voucher of its own to redeem.
  routes.post('/__test/vouchers', async (c) => {
    const { template } = await readForm(c, issueForm);
    const code = await issueVoucher(db, template);
    if (code === null) throw new HttpError(404, 'No such voucher template.');
    return c.json({ code });
  });

  const SCHEDULES = '/api/ui/paymentplans/schedules';

  routes.get(`${SCHEDULES}/cart`, async (c) => {
    const catalog = await loadCatalog(db, answerLanguage());
    const cart = await readCart(db, ownerOf(c.get('session')), catalog);
    return c.json(await cartScheduleResults(db, catalog, cart));
  });

  routes.get(`${SCHEDULES}/cart/:cartItemId`, async (c) => {
    const itemId = readParam(c, 'cartItemId', id(VOUCHER_MESSAGES.invalidItemId));
    const catalog = await loadCatalog(db, answerLanguage());
    const cart = await readCart(db, ownerOf(c.get('session')), catalog);
    const item = cart.Items.find((candidate) => candidate.Id === itemId);
    if (!item) throw new HttpError(404, VOUCHER_MESSAGES.itemNotInCart);
    return c.json(cartItemQuote(catalog, await loadPlans(db), cart, item));
  });

  routes.get(`${SCHEDULES}/orders/:orderId`, async (c) => {
    const orderId = readParam(c, 'orderId', id(VOUCHER_MESSAGES.invalidOrderId));
    const customer = c.get('customer');
    if (customer === null) throw new HttpError(401, VOUCHER_MESSAGES.signIn);
    const order = await findOrder(db, orderId, customer.id);
    if (!order) throw new HttpError(404, VOUCHER_MESSAGES.unknownOrder);
    return c.json(await orderSchedules(db, order.id, await loadCatalog(db, answerLanguage())));
  });

  // `{productId or renewalId}`: a renewal asks by its own id, which no product has.
  routes.post(`${SCHEDULES}/:productId`, async (c) => {
    const productId = readParam(c, 'productId', id(VOUCHER_MESSAGES.invalidProductId));
    const catalog = await loadCatalog(db, answerLanguage());
    const product = catalog.productById.get(productId) ?? [...catalog.productById.values()].find((candidate) => renewalIdOf(candidate) === productId);
    if (!product) throw new HttpError(404, VOUCHER_MESSAGES.unknownProduct);
    const selections = quoteSelections(product, await readFields(c));
    return c.json(quoteSchedule(await loadPlans(db), { product, priceCents: unitPriceCents(catalog, product, selections) }));
  });

  return routes;
}
