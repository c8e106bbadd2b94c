import type { StoredSelection } from '../catalog/selections.ts';
import type { CatalogProduct } from '../catalog/catalog.ts';
import { readProductForm } from './product-form.ts';
import { badRequest } from '../platform/http-error.ts';
import type { FormFields } from '../platform/request-body.ts';
import { firstMessage, idParam, quantityField, text } from '../platform/input.ts';
import { english } from '../text/store-text.ts';

export interface AddToCartRequest {
  selections: StoredSelection[];
  quantity: number;
  contactId: number | null;
  /** Edit mode: the cart item being replaced. */
  updatedItemId: number | null;
  /** `addtocart_{productId}.VoucherId`: the product voucher that pays for the item, as sent (checked by `vouchers/redeem.ts`). */
  voucherId: string | null;
}

/** The field naming a product voucher: as long as a voucher ID may be (longer is never one). */
const voucherField = text(64, { tooLong: english('msg.voucher.idTooLong') });

function optionalId(fields: FormFields, key: string, message: string): number | null {
  const raw = fields.get(key)?.trim() ?? '';
  if (raw === '' || raw === '0') return null;
  const parsed = idParam.safeParse(raw);
  if (!parsed.success) throw badRequest(message);
  return parsed.data;
}

function readVoucherId(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const parsed = voucherField.safeParse(raw);
  if (!parsed.success) throw badRequest(firstMessage(parsed.error, english('msg.voucher.idTooLong')));
  return parsed.data === '' ? null : parsed.data;
}

/** Reads the legacy add-to-cart form (`product_attribute_{id}`, `rental_start_date_{id}`, `addtocart_{productId}.*`). */
export function parseAddToCartForm(product: CatalogProduct, fields: FormFields): AddToCartRequest {
  const { selections } = readProductForm(product, fields, true);
  const prefix = `addtocart_${product.id}.`;
  const rawQuantity = fields.get(`${prefix}EnteredQuantity`)?.trim() ?? '';
  const quantity = rawQuantity === '' ? { success: true as const, data: 1 } : quantityField.safeParse(rawQuantity);
  if (!quantity.success) throw badRequest(firstMessage(quantity.error, 'Quantity must be between 1 and 99.'));

  return {
    selections,
    quantity: quantity.data,
    contactId: optionalId(fields, `${prefix}LegacyContactId`, 'Choose a valid group member.'),
    ...readPaidByVoucher(product, fields),
  };
}

/** The product voucher a page is paid by, as its add-to-cart form names it, and the line an edit replaces. */
export interface PaidByVoucher {
  voucherId: string | null;
  updatedItemId: number | null;
}

/**
 * The `addtocart_{productId}.VoucherId` and `.UpdatedShoppingCartItemId` fields: one reading for
 * Add to cart and for the attribute change, which `<resort-product voucher>` sends them with too.
 */
export function readPaidByVoucher(product: CatalogProduct, fields: FormFields): PaidByVoucher {
  const prefix = `addtocart_${product.id}.`;
  return {
    voucherId: readVoucherId(fields.get(`${prefix}VoucherId`)),
    updatedItemId: optionalId(fields, `${prefix}UpdatedShoppingCartItemId`, 'Invalid cart item.'),
  };
}
