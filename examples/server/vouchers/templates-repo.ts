/**
 * Voucher templates attached to products and to discounts' voucher requirements. Where a template
 * is attached decides what its vouchers redeem for (`lookupVoucher` in `repo.ts`), so a template
 * is attached to one product or one discount at most.
 */
import type { DiscountVoucher, ProductVoucher } from '../../../widgets/voucher-templates/voucher-templates-schemas.ts';
import type { Sql } from '../db/db.ts';
import { HttpError } from '../platform/http-error.ts';

/**
 * A refusal the admin widget shows as it is: the legacy calls answer it as `ErrorMessage`
 * (see `template-routes.ts`).
 */
export class VoucherRefusal extends HttpError {
  constructor(message: string, status: 400 | 404 = 400) {
    super(status, message);
  }
}

export const TEMPLATE_MESSAGES = {
  required: 'A voucher template is required.',
  unknownTemplate: (code: string) => `There is no voucher template ${code}.`,
  usedByProduct: (code: string, product: string) => `Voucher ID ${code} is already used by ${product}.`,
  usedByDiscount: (code: string, discount: string) => `Voucher ID ${code} is already used by the discount "${discount}".`,
  /** The spec's wording for a template another discount rule has. */
  usedByDiscountRule: 'Voucher Template ID is already being used by another discount rule',
  productNotFound: 'Product not found.',
  discountNotFound: 'Discount not found.',
  requirementNotFound: 'That discount requirement does not exist.',
  templateRowNotFound: 'That voucher template is not on any product.',
} as const;

interface ProductVoucherRow {
  id: number;
  template_code: string;
  show_in_my_account: boolean;
  allow_view_print: boolean;
  allow_redeem: boolean;
  allow_email: boolean;
}

const PRODUCT_VOUCHER_COLUMNS = 'id, template_code, show_in_my_account, allow_view_print, allow_redeem, allow_email';

const toProductVoucher = (row: ProductVoucherRow): ProductVoucher => ({
  Id: row.id,
  VoucherId: row.template_code,
  ShowInMyAccount: row.show_in_my_account,
  AllowViewPrint: row.allow_view_print,
  AllowRedeem: row.allow_redeem,
  AllowEmail: row.allow_email,
});

async function assertProduct(sql: Sql, productId: number): Promise<void> {
  const found = await sql.query('select 1 from products where id = $1', [productId]);
  if (found.rows.length === 0) throw new VoucherRefusal(TEMPLATE_MESSAGES.productNotFound, 404);
}

async function assertTemplate(sql: Sql, code: string): Promise<void> {
  const found = await sql.query('select 1 from voucher_templates where code = $1', [code]);
  if (found.rows.length === 0) throw new VoucherRefusal(TEMPLATE_MESSAGES.unknownTemplate(code));
}

/** Refuses a template already attached somewhere else than `except`. */
async function assertFree(sql: Sql, code: string, except: { discountRequirementId?: number } = {}): Promise<void> {
  const product = await sql.query<{ name: string }>(
    'select p.name from product_voucher_templates t join products p on p.id = t.product_id where t.template_code = $1',
    [code],
  );
  if (product.rows[0]) throw new VoucherRefusal(TEMPLATE_MESSAGES.usedByProduct(code, product.rows[0].name));
  const discount = await sql.query<{ id: number; name: string }>(
    'select r.id, d.name from discount_voucher_requirements r join discounts d on d.id = r.discount_id where r.template_code = $1',
    [code],
  );
  const other = discount.rows[0];
  if (other && other.id !== except.discountRequirementId) {
    throw new VoucherRefusal(except.discountRequirementId === undefined ? TEMPLATE_MESSAGES.usedByDiscount(code, other.name) : TEMPLATE_MESSAGES.usedByDiscountRule);
  }
}

/** `GET /api/vouchers/{productId}`: the product's templates, in the order they were added. */
export async function listProductVouchers(sql: Sql, productId: number): Promise<{ Vouchers: ProductVoucher[] }> {
  await assertProduct(sql, productId);
  const rows = await sql.query<ProductVoucherRow>(`select ${PRODUCT_VOUCHER_COLUMNS} from product_voucher_templates where product_id = $1 order by id`, [productId]);
  return { Vouchers: rows.rows.map(toProductVoucher) };
}

/** `POST /api/vouchers`: attaches a template to a product with every switch on. */
export async function addProductVoucher(sql: Sql, productId: number, code: string): Promise<ProductVoucher> {
  await assertProduct(sql, productId);
  await assertTemplate(sql, code);
  await assertFree(sql, code);
  const created = await sql.query<ProductVoucherRow>(
    `insert into product_voucher_templates (product_id, template_code) values ($1, $2) returning ${PRODUCT_VOUCHER_COLUMNS}`,
    [productId, code],
  );
  return toProductVoucher(created.rows[0]!);
}

export type VoucherSwitches = Pick<ProductVoucher, 'ShowInMyAccount' | 'AllowViewPrint' | 'AllowRedeem' | 'AllowEmail'>;

/** `PUT /api/vouchers/`: saves a product template's switches (its template and product stay). */
export async function updateProductVoucher(sql: Sql, id: number, switches: VoucherSwitches): Promise<ProductVoucher> {
  const updated = await sql.query<ProductVoucherRow>(
    `update product_voucher_templates set show_in_my_account = $2, allow_view_print = $3, allow_redeem = $4, allow_email = $5
      where id = $1 returning ${PRODUCT_VOUCHER_COLUMNS}`,
    [id, switches.ShowInMyAccount, switches.AllowViewPrint, switches.AllowRedeem, switches.AllowEmail],
  );
  const row = updated.rows[0];
  if (!row) throw new VoucherRefusal(TEMPLATE_MESSAGES.templateRowNotFound, 404);
  return toProductVoucher(row);
}

/** `DELETE /api/vouchers/{id}`: detaches the template; its vouchers no longer redeem. */
export async function removeProductVoucher(sql: Sql, id: number): Promise<void> {
  const removed = await sql.query('delete from product_voucher_templates where id = $1', [id]);
  if ((removed.affectedRows ?? 0) === 0) throw new VoucherRefusal(TEMPLATE_MESSAGES.templateRowNotFound, 404);
}

async function assertDiscount(sql: Sql, discountId: number): Promise<void> {
  const found = await sql.query('select 1 from discounts where id = $1', [discountId]);
  if (found.rows.length === 0) throw new VoucherRefusal(TEMPLATE_MESSAGES.discountNotFound, 404);
}

/**
 * `GET /api/discountrules/vouchers/discount/{discountId}/{discountRequirementId}`: the
 * requirement's template; requirement 0 is one not saved yet (no template).
 */
export async function getDiscountVoucher(sql: Sql, discountId: number, requirementId: number): Promise<DiscountVoucher> {
  await assertDiscount(sql, discountId);
  if (requirementId === 0) return { DiscountId: discountId, DiscountRequirementId: 0, VoucherTemplateId: null };
  const found = await sql.query<{ template_code: string | null }>('select template_code from discount_voucher_requirements where id = $1 and discount_id = $2', [
    requirementId,
    discountId,
  ]);
  const row = found.rows[0];
  if (!row) throw new VoucherRefusal(TEMPLATE_MESSAGES.requirementNotFound, 404);
  return { DiscountId: discountId, DiscountRequirementId: requirementId, VoucherTemplateId: row.template_code };
}

/**
 * `POST /api/discountrules/vouchers/discount`: sets (or, with no template, clears) the
 * requirement's template; requirement 0 creates the requirement. Answers it as saved.
 */
export async function saveDiscountVoucher(sql: Sql, discountId: number, requirementId: number, code: string | null): Promise<DiscountVoucher> {
  await assertDiscount(sql, discountId);
  if (requirementId !== 0) await getDiscountVoucher(sql, discountId, requirementId);
  if (code !== null) {
    await assertTemplate(sql, code);
    await assertFree(sql, code, { discountRequirementId: requirementId });
  }
  const saved =
    requirementId === 0
      ? await sql.query<{ id: number }>('insert into discount_voucher_requirements (discount_id, template_code) values ($1, $2) returning id', [discountId, code])
      : await sql.query<{ id: number }>('update discount_voucher_requirements set template_code = $2 where id = $1 returning id', [requirementId, code]);
  return { DiscountId: discountId, DiscountRequirementId: saved.rows[0]!.id, VoucherTemplateId: code };
}

/** The discount's voucher requirement the edit page shows, or 0 when it has none yet. */
export async function discountRequirementIdOf(sql: Sql, discountId: number): Promise<number> {
  const found = await sql.query<{ id: number }>('select id from discount_voucher_requirements where discount_id = $1 order by id limit 1', [discountId]);
  return found.rows[0]?.id ?? 0;
}
