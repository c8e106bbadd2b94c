/**
 * GA4's ecommerce events as Google's "Measure ecommerce" guide documents them, written out here on
 * their own (not imported from the library) so a test holds the library to Google's shape, not to
 * itself. Used by the builders' unit tests and the real-browser purchase journey.
 */
import * as z from 'zod';

const money = z.number().finite().refine((amount) => Number.isInteger(Math.round(amount * 100 * 1e6) / 1e6), 'a whole number of cents');
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ga4ItemSchema = z
  .object({
    item_id: z.string().min(1),
    item_name: z.string().min(1),
    affiliation: z.string().optional(),
    coupon: z.string().optional(),
    discount: money.optional(),
    index: z.number().int().nonnegative().optional(),
    item_brand: z.string().optional(),
    item_category: z.string().optional(),
    item_list_id: z.string().optional(),
    item_list_name: z.string().optional(),
    item_variant: z.string().optional(),
    price: money,
    quantity: z.number().int().positive(),
    // Custom item parameters of ours: the day an item is for, and whom it is for as a role only.
    item_date: date.optional(),
    item_member_role: z.enum(['account_holder', 'household_member', 'unassigned']).optional(),
  })
  .strict();

const withValue = { currency: z.string().regex(/^[A-Z]{3}$/), value: money, items: z.array(ga4ItemSchema).min(1) };

/** Each GA4 event's parameters (`ecommerce`), by event name. */
export const ga4EcommerceSchemas = {
  view_item_list: z.object({ item_list_id: z.string().optional(), item_list_name: z.string().optional(), items: z.array(ga4ItemSchema).min(1) }).strict(),
  select_item: z.object({ item_list_id: z.string().optional(), item_list_name: z.string().optional(), items: z.array(ga4ItemSchema).length(1) }).strict(),
  view_item: z.object(withValue).strict(),
  add_to_cart: z.object(withValue).strict(),
  remove_from_cart: z.object(withValue).strict(),
  view_cart: z.object(withValue).strict(),
  begin_checkout: z.object({ ...withValue, coupon: z.string().optional() }).strict(),
  add_payment_info: z.object({ ...withValue, coupon: z.string().optional(), payment_type: z.string().min(1) }).strict(),
  purchase: z.object({ ...withValue, transaction_id: z.string().min(1), tax: money.optional(), shipping: money.optional(), coupon: z.string().optional() }).strict(),
} as const;

export type Ga4EcommerceEventName = keyof typeof ga4EcommerceSchemas;

/** One entry of the data layer as a GA4 tag reads it: an ecommerce event, `login`/`sign_up`, or the clearing `{ ecommerce: null }`. */
export function ga4Problems(entry: unknown): string[] {
  const parsed = z.object({ event: z.string().optional(), ecommerce: z.unknown().optional() }).passthrough().safeParse(entry);
  if (!parsed.success) return ['not an object'];
  const { event, ecommerce } = parsed.data;
  if (event === undefined) return ecommerce === null ? [] : ['no event name'];
  if (event === 'login' || event === 'sign_up') {
    const method = z.object({ method: z.string().min(1) }).safeParse(entry);
    return method.success ? [] : [`${event}: ${method.error.message}`];
  }
  const schema = (ga4EcommerceSchemas as Record<string, z.ZodType | undefined>)[event];
  if (!schema) return [];
  const checked = schema.safeParse(ecommerce);
  return checked.success ? [] : checked.error.issues.map((issue) => `${event}: ${issue.path.join('.')} ${issue.message}`);
}
