/**
 * The product calls `<resort-product>` makes: the product, its attributes, the attribute-change
 * refresh and the members it can be assigned to. Add-to-cart lives with the cart (`cart/routes.ts`).
 */
import { english } from '../text/store-text.ts';
import { Hono } from 'hono';
import { answerLanguage } from '../text/languages.ts';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../platform/http-error.ts';
import { bool, id, optional, readJson, readParam, readQuery, text } from '../platform/input.ts';
import { readFields } from '../platform/request-body.ts';
import { findCartId, ownerOf } from '../cart/repo.ts';
import { VOUCHER_LINE_UNIT_CENTS } from '../cart/cart.ts';
import { loadCatalog, type CatalogProduct } from '../catalog/catalog.ts';
import { attributeAnswer, attributeChangeAnswer, memberAnswer, productAnswer } from '../buying/product-answers.ts';
import { bookedDates, isListControl, readProductForm } from '../buying/product-form.ts';
import { checkMembers, dayInventory } from '../buying/repo.ts';
import { choiceDayPriceCents } from '../pricing/repo.ts';
import { activityTimesAnswer, memberReservations } from '../buying/reservations-repo.ts';
import { centsToAmount } from '../platform/money.ts';
import { formatStoreMoney } from '../shell/store-money.ts';
import { isMultipleDates, specification } from '../catalog/product-rules.ts';
import { resortNow } from '../shell/resort-date.ts';
import { loadPlans, quoteSchedule, unitPriceCents } from '../vouchers/repo.ts';
import { categoryAnswer, visibleCategory } from '../catalog/category-answer.ts';
import { readPaidByVoucher } from '../buying/cart-input.ts';
import { voucherForProduct, type VoucherForProduct } from '../buying/voucher-lookup.ts';
import type { AttributeChangeInput } from '../../../widgets/product/product-schemas.ts';

export const PRODUCT_MESSAGES = {
  invalidProductId: english('msg.common.invalidProductId'),
  invalidCategoryId: 'Send the category as a positive whole number.',
  unknownCategory: english('msg.product.unknownCategory'),
  unknownProduct: english('msg.common.productNotFound'),
  signIn: english('msg.product.signIn'),
  tooManyFilters: 'Too many filters.',
} as const;

const SE_NAME = /^[a-z0-9][a-z0-9-]{0,199}$/;
const MAX_FILTERS = 64;

const idOrSeName = z.string().transform((value, ctx) => {
  if (/^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647) return { id: Number(value) };
  if (SE_NAME.test(value)) return { seName: value };
  ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.invalidProductId });
  return z.NEVER;
});

const attributeChangeQuery = z.object({
  productId: id(PRODUCT_MESSAGES.invalidProductId),
  validateAttributeConditions: optional(bool()),
  loadPicture: optional(bool()),
});

const assignableBody = z.object({
  ProductId: id(PRODUCT_MESSAGES.invalidProductId),
  Filters: z
    .array(z.object({ ProductAttributeId: id('Invalid product attribute.'), ProductAttributeValue: text(400) }), { error: 'Filters must be a list.' })
    .max(MAX_FILTERS, PRODUCT_MESSAGES.tooManyFilters)
    .default([]),
  checkIsGuest: bool().optional(),
  ExcludeFromHouseholdContacts: bool().optional(),
  /** Edit mode: the cart item being changed does not count against its own member. */
  UpdatedShoppingCartItemId: id('Invalid cart item.').optional().nullable(),
});

const today = (now: number) => resortNow(now).date;

/** Every required attribute that is shown for the choice has a value. */
function completeChoice(product: CatalogProduct, form: ReturnType<typeof readProductForm>): boolean {
  const disabled = new Set(form.disabledIds);
  return product.attributes.every((attribute) => !attribute.isRequired || disabled.has(attribute.id) || form.selections.some((selection) => selection.attributeId === attribute.id));
}

/**
 * What an attribute change asked with a product voucher answers of it: the voucher that pays and
 * the price the cart will hold the item at (a voucher's line: `VOUCHER_LINE_UNIT_CENTS`), or
 * why it cannot pay (the product's own price stands). Nothing without a voucher.
 */
function voucherPrice(voucher: VoucherForProduct | null): Pick<AttributeChangeInput, 'price' | 'priceValue' | 'paidByVoucher' | 'voucherMessage'> {
  if (voucher === null) return {};
  if (!voucher.ok) return { paidByVoucher: null, voucherMessage: voucher.message };
  return { price: formatStoreMoney(VOUCHER_LINE_UNIT_CENTS), priceValue: centsToAmount(VOUCHER_LINE_UNIT_CENTS), paidByVoucher: voucher.code, voucherMessage: null };
}

function productOr404(product: CatalogProduct | undefined): CatalogProduct {
  if (!product) throw new HttpError(404, PRODUCT_MESSAGES.unknownProduct);
  return product;
}

/** The member filters as the fields of the product's form. */
function filterFields(product: CatalogProduct, filters: z.output<typeof assignableBody>['Filters']): Map<string, string> {
  const grouped = new Map<number, string[]>();
  for (const filter of filters) grouped.set(filter.ProductAttributeId, [...(grouped.get(filter.ProductAttributeId) ?? []), filter.ProductAttributeValue]);
  const fields = new Map<string, string>();
  for (const [attributeId, values] of grouped) {
    const attribute = product.attributes.find((candidate) => candidate.id === attributeId);
    if (!attribute) throw new HttpError(400, 'Unknown product attribute.');
    if (isMultipleDates(product, attribute)) fields.set(`rental_start_date_${attributeId}`, values.join('|'));
    else fields.set(`product_attribute_${attributeId}`, isListControl(attribute) ? values.join(',') : (values[0] ?? ''));
  }
  return fields;
}

export function productApiRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // By id, as the spec has it, or by SeName (`<resort-product se-name="…">`).
  routes.get('/api/productdetails/:id', async (c) => {
    const key = readParam(c, 'id', idOrSeName);
    const catalog = await loadCatalog(db, answerLanguage());
    const product = productOr404('id' in key ? catalog.productById.get(key.id) : catalog.productBySeName.get(key.seName));
    return c.json(productAnswer(product, { now: Date.now(), dateInventory: await dayInventory(db, product), withAttributes: false, activityTimes: await activityTimesAnswer(db, product) }));
  });

  // A category page's products and subcategories; a hidden category is no page.
  routes.get('/api/category/:id', async (c) => {
    const categoryId = readParam(c, 'id', id(PRODUCT_MESSAGES.invalidCategoryId));
    const catalog = await loadCatalog(db, answerLanguage());
    const category = visibleCategory(catalog, categoryId);
    if (!category) throw new HttpError(404, PRODUCT_MESSAGES.unknownCategory);
    return c.json(categoryAnswer(catalog, category));
  });

  routes.get('/api/products/productattributes/:productId', async (c) => {
    const productId = readParam(c, 'productId', id(PRODUCT_MESSAGES.invalidProductId));
    const product = productOr404((await loadCatalog(db, answerLanguage())).productById.get(productId));
    return c.json(product.attributes.map(attributeAnswer));
  });

  routes.post('/shoppingcart/productdetails_attributechange', async (c) => {
    const query = readQuery(c, attributeChangeQuery);
    const catalog = await loadCatalog(db, answerLanguage());
    const product = productOr404(catalog.productById.get(query.productId));
    const fields = await readFields(c);
    const form = readProductForm(product, fields, false);
    const paidBy = readPaidByVoucher(product, fields);
    const inventory = await dayInventory(db, product);
    const answer = attributeChangeAnswer(product, form, bookedDates(product, form.selections), inventory);
    // A day-priced product costs what its chosen days cost today.
    const dayCents = await choiceDayPriceCents(db, product, form.selections, today(Date.now()));
    const priced = dayCents === null ? answer : { ...answer, price: formatStoreMoney(dayCents), priceValue: centsToAmount(dayCents) };
    // The schedule of the choice as it stands, so the page needs no second call for it; a choice
    // with a required attribute still open has none yet (ValidRequest false).
    const complete = completeChoice(product, form);
    // A product its voucher pays for costs what the cart holds it at, nothing, and nothing is on no
    // payment plan. The voucher is checked as Add to cart checks it; one that cannot pay gets the
    // answer of the product without it, and why.
    const voucher =
      paidBy.voucherId === null
        ? null
        : await voucherForProduct(db, paidBy.voucherId, product, await findCartId(db, ownerOf(c.get('session'))), { today: today(Date.now()), editedItemId: paidBy.updatedItemId });
    const plan = complete && voucher?.ok !== true ? quoteSchedule(await loadPlans(db), { product, priceCents: dayCents ?? unitPriceCents(catalog, product, form.selections) }) : null;
    return c.json({ ...priced, ...voucherPrice(voucher), PaymentSchedule: { ValidRequest: complete, PaymentPlan: plan } });
  });

  routes.post('/api/product/assignablecontact', async (c) => {
    const customer = c.get('customer');
    // Guests count as signed out: they have no household to choose from.
    if (customer === null) throw new HttpError(401, PRODUCT_MESSAGES.signIn);
    const body = await readJson(c, assignableBody);
    const product = productOr404((await loadCatalog(db, answerLanguage())).productById.get(body.ProductId));
    const form = readProductForm(product, filterFields(product, body.Filters), false);
    const now = Date.now();
    const checks = await checkMembers(db, customer.id, product, form.selections, {
      cartId: await findCartId(db, ownerOf(c.get('session'))),
      exceptItemId: body.UpdatedShoppingCartItemId ?? null,
      today: today(now),
    });
    const on = bookedDates(product, form.selections)[0] ?? today(now);
    if (!/^(yes|true|1)$/i.test(specification(product, 'IsReservationProduct') ?? '')) return c.json(checks.map((check) => memberAnswer(check, on)));
    // A reservation product lists each member's reservations, which count against its maximum.
    const held = await memberReservations(db, customer.id, product, await findCartId(db, ownerOf(c.get('session'))), body.UpdatedShoppingCartItemId ?? null);
    const max = Number(specification(product, 'MaxReservations'));
    return c.json(
      checks.map((check) => {
        const reservations = held.get(check.member.id) ?? [];
        const answer = memberAnswer(check, on);
        const full = Number.isInteger(max) && reservations.length >= max;
        return { ...answer, IsAssignable: answer.IsAssignable && !full, ReservationDatesInfo: check.reason ?? reservations };
      }),
    );
  });

  return routes;
}
