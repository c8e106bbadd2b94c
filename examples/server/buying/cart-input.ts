import type { StoredSelection } from '../catalog/selections.ts';
import type { CatalogProduct } from '../catalog/catalog.ts';
import { readProductForm } from './product-form.ts';
import { badRequest } from '../platform/http-error.ts';
import type { FormFields } from '../platform/request-body.ts';
import { firstMessage, idParam, quantityField } from '../platform/input.ts';

export interface AddToCartRequest {
  selections: StoredSelection[];
  quantity: number;
  contactId: number | null;
  /** Edit mode: the cart item being replaced. */
  updatedItemId: number | null;
}

function optionalId(fields: FormFields, key: string, message: string): number | null {
  const raw = fields.get(key)?.trim() ?? '';
  if (raw === '' || raw === '0') return null;
  const parsed = idParam.safeParse(raw);
  if (!parsed.success) throw badRequest(message);
  return parsed.data;
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
    updatedItemId: optionalId(fields, `${prefix}UpdatedShoppingCartItemId`, 'Invalid cart item.'),
  };
}
