import type { StoredSelection } from './cart.ts';
import type { CatalogAttribute, CatalogProduct } from '../catalog/catalog.ts';
import { fromParts } from '../platform/dates.ts';
import { badRequest } from '../platform/http-error.ts';
import type { FormFields } from '../platform/request-body.ts';
import { datePartField, firstMessage, idParam, isoDateField, quantityField } from '../platform/input.ts';

export interface AddToCartRequest {
  selections: StoredSelection[];
  quantity: number;
  contactId: number | null;
  /** Edit mode: the cart item being replaced. */
  updatedItemId: number | null;
}

const ATTRIBUTE_FIELD = /^product_attribute_(\d+)(?:_(day|month|year))?$/;

function optionalId(fields: FormFields, key: string, message: string): number | null {
  const raw = fields.get(key)?.trim() ?? '';
  if (raw === '' || raw === '0') return null;
  const parsed = idParam.safeParse(raw);
  if (!parsed.success) throw badRequest(message);
  return parsed.data;
}

function dateSelection(attribute: CatalogAttribute, fields: FormFields): string | null {
  const base = `product_attribute_${attribute.id}`;
  const whole = fields.get(base)?.trim() ?? '';
  if (whole !== '') {
    const parsed = isoDateField.safeParse(whole);
    if (!parsed.success) throw badRequest(`Enter a valid date for ${attribute.name}.`);
    return parsed.data;
  }
  const parts = (['year', 'month', 'day'] as const).map((part) => fields.get(`${base}_${part}`)?.trim() ?? '');
  if (parts.every((part) => part === '')) return null;
  const numbers = parts.map((part) => datePartField.safeParse(part));
  const [year, month, day] = numbers.map((n) => (n.success ? n.data : Number.NaN));
  const date = fromParts(year ?? Number.NaN, month ?? Number.NaN, day ?? Number.NaN);
  if (date === null) throw badRequest(`Enter a valid date for ${attribute.name}.`);
  return date;
}

function valueSelection(attribute: CatalogAttribute, fields: FormFields): number | null {
  const raw = fields.get(`product_attribute_${attribute.id}`)?.trim() ?? '';
  if (raw === '' || raw === '0') return attribute.values.find((value) => value.isPreSelected)?.id ?? null;
  const parsed = idParam.safeParse(raw);
  if (!parsed.success || !attribute.values.some((value) => value.id === parsed.data)) {
    throw badRequest(`Choose a valid ${attribute.name}.`);
  }
  return parsed.data;
}

/** Reads the legacy add-to-cart form (`product_attribute_{id}`, `addtocart_{productId}.*`). */
export function parseAddToCartForm(product: CatalogProduct, fields: FormFields): AddToCartRequest {
  for (const key of fields.keys()) {
    const match = ATTRIBUTE_FIELD.exec(key);
    if (key.startsWith('product_attribute_') && !match) throw badRequest('Unknown product attribute.');
    if (match && !product.attributes.some((attribute) => String(attribute.id) === match[1])) {
      throw badRequest('Unknown product attribute.');
    }
  }

  const selections: StoredSelection[] = [];
  for (const attribute of product.attributes) {
    if (attribute.controlType === 'Datepicker') {
      const date = dateSelection(attribute, fields);
      if (date === null) {
        if (attribute.isRequired) throw badRequest(`Please enter ${attribute.name}.`);
        continue;
      }
      selections.push({ attributeId: attribute.id, valueId: null, date });
    } else {
      const valueId = valueSelection(attribute, fields);
      if (valueId === null) {
        if (attribute.isRequired) throw badRequest(`Please select ${attribute.name}.`);
        continue;
      }
      selections.push({ attributeId: attribute.id, valueId, date: null });
    }
  }

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
