/**
 * The voucher template admin calls: a product's templates (`/api/vouchers/…`) and a discount's
 * voucher requirement (`/api/discountrules/vouchers/discount…`). Admins only (401 for a guest,
 * 403 for anybody else); every value goes through the input layer. A refusal answers 400 (or 404)
 * with the legacy `ErrorMessage` beside our `message`, which the widget shows.
 */
import { Hono, type Context, type Next } from 'hono';
import * as z from 'zod';
import { requireAdmin } from '../platform/admin-access.ts';
import type { AppEnv } from '../platform/app-env.ts';
import type { Db } from '../db/db.ts';
import { bool, id, readJson, readParam, text, wholeNumber } from '../platform/input.ts';
import {
  addProductVoucher,
  getDiscountVoucher,
  listProductVouchers,
  removeProductVoucher,
  saveDiscountVoucher,
  TEMPLATE_MESSAGES,
  updateProductVoucher,
} from './templates-repo.ts';
import { HttpError } from '../platform/http-error.ts';

const INPUT_MESSAGES = {
  templateFormat: 'A voucher template id is at most 50 letters, digits, dashes or underscores.',
  productId: 'Invalid product id.',
  discountId: 'Invalid discount id.',
  requirementId: 'Invalid discount requirement id.',
} as const;

/** A template id as typed: trimmed, upper-cased (templates are stored so), letters, digits, `-` and `_`. */
const templateCode = text(50, { tooLong: INPUT_MESSAGES.templateFormat })
  .refine((value) => value === '' || /^[A-Za-z0-9_-]+$/.test(value), INPUT_MESSAGES.templateFormat)
  .transform((value) => value.toUpperCase());

const requiredTemplate = templateCode.refine((value) => value !== '', TEMPLATE_MESSAGES.required);

const addBody = z.object({ ProductId: id(INPUT_MESSAGES.productId), VoucherId: z.string({ error: TEMPLATE_MESSAGES.required }).pipe(requiredTemplate) });

/** The template row as the widget sends it back; only its switches change. */
const updateBody = z.object({
  Id: id(),
  ShowInMyAccount: bool(),
  AllowViewPrint: bool(),
  AllowRedeem: bool(),
  AllowEmail: bool(),
});

const requirementId = wholeNumber(0, undefined, INPUT_MESSAGES.requirementId);

/** A blank or missing template clears the requirement. */
const discountBody = z.object({
  DiscountId: id(INPUT_MESSAGES.discountId),
  DiscountRequirementId: requirementId,
  VoucherTemplateId: z
    .union([z.null(), z.undefined(), templateCode])
    .transform((value) => (value === null || value === undefined || value === '' ? null : value)),
});

/**
 * Adds the legacy `ErrorMessage` the widget reads to a refusal (a 4xx with a message), beside our
 * `message`. The error was already answered by the store's error handler; this rewrites the body.
 */
async function legacyErrors(c: Context<AppEnv>, next: Next) {
  await next();
  const error = c.error;
  if (error instanceof HttpError && error.status < 500) {
    c.res = new Response(JSON.stringify({ success: false, message: error.message, ErrorMessage: error.message }), {
      status: error.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }
}

export function voucherTemplateRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const admin = requireAdmin();

  routes.get('/api/vouchers/:productId', admin, legacyErrors, async (c) => {
    const productId = readParam(c, 'productId', id(INPUT_MESSAGES.productId));
    return c.json(await listProductVouchers(db, productId));
  });

  routes.post('/api/vouchers', admin, legacyErrors, async (c) => {
    const body = await readJson(c, addBody);
    return c.json(await db.transaction((tx) => addProductVoucher(tx, body.ProductId, body.VoucherId)));
  });

  routes.put('/api/vouchers/', admin, legacyErrors, async (c) => {
    const { Id, ...switches } = await readJson(c, updateBody);
    return c.json(await db.transaction((tx) => updateProductVoucher(tx, Id, switches)));
  });

  routes.delete('/api/vouchers/:id', admin, legacyErrors, async (c) => {
    const templateRowId = readParam(c, 'id', id());
    await db.transaction((tx) => removeProductVoucher(tx, templateRowId));
    return c.body(null, 204);
  });

  routes.get('/api/discountrules/vouchers/discount/:discountId/:discountRequirementId', admin, legacyErrors, async (c) => {
    const discountId = readParam(c, 'discountId', id(INPUT_MESSAGES.discountId));
    const requirement = readParam(c, 'discountRequirementId', requirementId);
    return c.json(await getDiscountVoucher(db, discountId, requirement));
  });

  routes.post('/api/discountrules/vouchers/discount', admin, legacyErrors, async (c) => {
    const body = await readJson(c, discountBody);
    return c.json(await db.transaction((tx) => saveDiscountVoucher(tx, body.DiscountId, body.DiscountRequirementId, body.VoucherTemplateId)));
  });

  return routes;
}
