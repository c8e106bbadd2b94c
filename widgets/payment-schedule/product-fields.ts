/**
 * The product's current attribute selection, as the schedule call posts it: the
 * `product_attribute_*` entries of the product's form. The form is the host's (a legacy form) or the product widget's, both in light DOM.
 */
import * as z from 'zod/mini';
import { scheduleResultSchema, type ScheduleResult } from '../../src/api/schedule-schemas.ts';

/**
 * The attribute change's `PaymentSchedule` (`POST /shoppingcart/productdetails_attributechange`):
 * `ValidRequest` false while the choice is not complete enough to price, else `PaymentPlan` is the
 * schedule of the choice (`IsPaymentPlan` false for a product paid at once), or null for a choice on
 * no plan at all (a product its voucher pays for costs nothing).
 */
export const productPaymentScheduleSchema = z.object({
  ValidRequest: z._default(z.boolean(), false),
  PaymentPlan: z._default(z.nullable(scheduleResultSchema), null),
});

export type FormEntries = Array<[string, string]>;

const ATTRIBUTE_FIELD = /^product_attribute_\d+(?:_(?:day|month|year))?$/;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function entriesOf(field: Field): FormEntries {
  if (field.disabled || !ATTRIBUTE_FIELD.test(field.name)) return [];
  if (field instanceof HTMLSelectElement) {
    return [...field.selectedOptions].map((option): [string, string] => [field.name, option.value]);
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') && !field.checked) return [];
  return [[field.name, field.value]];
}

/**
 * Reads the attribute fields of the form for `productId` (`form[data-product-id]`), or of the
 * whole page when there is no such form.
 */
export function readProductFields(productId: number, doc: Document = document): FormEntries {
  const scope: ParentNode = doc.querySelector(`form[data-product-id="${productId}"]`) ?? doc;
  const fields = scope.querySelectorAll<Field>('input[name^="product_attribute_"], select[name^="product_attribute_"], textarea[name^="product_attribute_"]');
  return [...fields].flatMap(entriesOf);
}

const isEntry = (value: unknown): value is [string, string] =>
  Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string';

/**
 * What a `resort:product:attributes-updated` event means for the schedule of `productId`. The
 * detail comes from any script on the page, so it is checked rather than trusted:
 * - another product's event is ignored;
 * - well-formed `fields` are used (only `product_attribute_*` entries);
 * - anything else means "read the form again".
 */
export function fieldsFromEvent(detail: unknown, productId: number): { use: FormEntries } | 'ignore' | 'read-page' {
  if (detail === null || typeof detail !== 'object') return 'read-page';
  const record = detail as Record<string, unknown>;
  if (typeof record.productId === 'number' && record.productId !== productId) return 'ignore';
  if (Array.isArray(record.fields) && record.fields.every(isEntry)) {
    return { use: record.fields.filter(([name]) => ATTRIBUTE_FIELD.test(name)).map(([name, value]): [string, string] => [name, value]) };
  }
  return 'read-page';
}

/**
 * The store's schedule for the choice, when the event carries one that reads: the schedule to
 * show, `'incomplete'` while the choice cannot be priced yet, `'none'` for a choice on no plan at
 * all (a product its voucher pays for: asking the schedule call, which knows no voucher, would
 * answer the full price's plan), or null (ask the store).
 */
export function scheduleFromEvent(detail: unknown): ScheduleResult | 'incomplete' | 'none' | null {
  if (detail === null || typeof detail !== 'object' || !('paymentSchedule' in detail)) return null;
  const parsed = productPaymentScheduleSchema.safeParse(detail.paymentSchedule);
  if (!parsed.success) return null;
  if (!parsed.data.ValidRequest) return 'incomplete';
  return parsed.data.PaymentPlan ?? 'none';
}

/**
 * The id the schedule is asked for by (`POST .../schedules/{productId or renewalId}`): a renewal's
 * own id when the product's event names one for this product, else what the viewer had.
 */
export function scheduleIdFromEvent(detail: unknown, productId: number, current: number): number {
  if (detail === null || typeof detail !== 'object') return current;
  const record = detail as Record<string, unknown>;
  if (typeof record.productId === 'number' && record.productId !== productId) return current;
  const renewal = record.renewalId;
  return typeof renewal === 'number' && Number.isInteger(renewal) && renewal > 0 ? renewal : current;
}
