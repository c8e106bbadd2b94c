/**
 * Cart answers.
 * Money is sent as numbers and formatted on the client in the store's locale.
 */
import * as z from 'zod/mini';

export const MINICART_PATH = '/api/minicart';

const money = z.number();
const optionalMoney = z._default(z.nullable(z.number()), null);

export const cartAttributeSchema = z.object({
  ProductAttributeId: z.number(),
  ProductAttributeName: z.string(),
  ProductAttributeValueId: z._default(z.nullable(z.number()), null),
  ProductAttributeValueName: z._default(z.string(), ''),
});

export const itemDiscountSchema = z.object({
  Id: z.number(),
  UsePercentage: z._default(z.boolean(), false),
  DiscountPercentage: z._default(z.number(), 0),
  DiscountAmount: z._default(z.number(), 0),
});
export type ItemDiscount = z.infer<typeof itemDiscountSchema>;

export const cartItemSchema = z.object({
  Id: z.number(),
  ProductId: z.number(),
  ProductName: z.string(),
  ProductSku: z._default(z.string(), ''),
  Quantity: z.number(),
  Url: z._default(z.string(), ''),
  UnitPrice: money,
  OriginalPrice: optionalMoney,
  CustomerEnteredPrice: optionalMoney,
  /** Line-break separated `Name: value` text; `|` separates sub-values. */
  AttributeInfo: z._default(z.string(), ''),
  ProductAttributes: z._default(z.array(cartAttributeSchema), []),
  AssignedToContactInfo: z._default(z.nullable(z.object({ Id: z.number() })), null),
  DiscountInfo: z._default(
    z.object({ Discounts: z._default(z.array(itemDiscountSchema), []) }),
    { Discounts: [] },
  ),
  IsGolfProduct: z._default(z.boolean(), false),
  IsEnhancedCartEnabled: z._default(z.boolean(), false),
  /** Golf: the part of the per-player price paid online. */
  ReservationPrice: optionalMoney,
  Currency: z._default(z.string(), 'usd'),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartMemberSchema = z.object({
  Id: z.number(),
  FirstName: z._default(z.string(), ''),
  LastName: z._default(z.string(), ''),
});
export type CartMember = z.infer<typeof cartMemberSchema>;

export const taxRateSchema = z.object({ Rate: z.number(), Value: z.number() });

export const cartSchema = z.object({
  TotalProducts: z.number(),
  Items: z.array(cartItemSchema),
  AppliedDiscountCodes: z._default(z.array(z.string()), []),
  AssignedMembers: z._default(z.array(cartMemberSchema), []),
  HasUnassigned: z._default(z.boolean(), false),
  SubTotal: money,
  SubTotalDiscount: z._default(z.number(), 0),
  Shipping: optionalMoney,
  HideShipping: z._default(z.boolean(), false),
  TaxRates: z._default(z.array(taxRateSchema), []),
  TaxAmount: z._default(z.number(), 0),
  DisplayTaxes: z._default(z.boolean(), false),
  OrderTotalDiscount: z._default(z.number(), 0),
  TotalPrice: money,
  /** Changes whenever the cart's content changes; a new hash means "reload". */
  CartHash: z._default(z.string(), ''),
});
export type Cart = z.infer<typeof cartSchema>;
export type CartInput = z.input<typeof cartSchema>;

/** Discount apply/remove and item removal: the spec reads nothing but success. */
export const okResultSchema = z.object({
  success: z.boolean(),
  message: z._default(z.string(), ''),
});
