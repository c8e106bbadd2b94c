/**
 * The product calls' answers, parsed on arrival (the demo store builds its answers from the same
 * types, so the two cannot drift). Optional fields take the store's usual defaults: an older store
 * that leaves one out still sells.
 */
import * as z from 'zod/mini';

const text = (fallback = '') => z._default(z.string(), fallback);
const flag = (fallback = false) => z._default(z.boolean(), fallback);
const count = z._default(z.nullable(z.number()), null);
const ids = z._default(z.array(z.number()), []);

/** A value of a list attribute; `PriceAdjustment` is added to the product's price when chosen. */
export const attributeValueSchema = z.object({
  Id: z.number(),
  Name: z.string(),
  IsPreSelected: flag(),
  PriceAdjustment: z._default(z.number(), 0),
  /** Values of other attributes this one goes with: when set, it is offered only beside one of them. */
  AssociatedToProductAttributeValueIds: ids,
});
export type AttributeValue = z.infer<typeof attributeValueSchema>;

/**
 * nopCommerce's control types, by name or by number: DropdownList 1, RadioList 2, Checkboxes 3,
 * TextBox 4, MultilineTextbox 10, Datepicker 20, ReadonlyCheckboxes 50.
 */
export const controlTypeSchema = z.union([z.string(), z.number()]);

/** `GET /api/products/productattributes/{productId}`: one entry per attribute of the product. */
export const productAttributeSchema = z.object({
  /** The attribute mapping's id: the form keys are `product_attribute_{Id}`. */
  Id: z.number(),
  ProductAttributeId: count,
  Name: z.string(),
  /** The prompt, with the behaviour tags (`prompt-rules.ts`). */
  TextPrompt: text(),
  AttributeControlType: controlTypeSchema,
  IsRequired: flag(),
  Values: z._default(z.array(attributeValueSchema), []),
  SelectedValueId: count,
  SelectedValue: z._default(z.nullable(z.string()), null),
  DefaultValue: z._default(z.nullable(z.string()), null),
  HasCondition: flag(),
});
export type ProductAttribute = z.infer<typeof productAttributeSchema>;
export type ProductAttributeInput = z.input<typeof productAttributeSchema>;
export const productAttributesSchema = z.array(productAttributeSchema);

export const specificationSchema = z.object({
  /** `[Cutoff Time]`, `[Cutoff Days]`, `IsReservationProduct`, `MaxReservations`, `IsRenewal`, … */
  SpecificationAttributeName: z.string(),
  ValueRaw: z._default(z.nullable(z.union([z.string(), z.number(), z.boolean()])), null),
});
export type Specification = z.infer<typeof specificationSchema>;

/** An activity's time slot on one date. */
export const activityTimeSchema = z.object({
  /** The time as the store writes it (the time pattern: `9:00`, `2:30 PM`). */
  Time: z.string(),
  AvailableInventory: count,
  /** The list value that stands for this time, when the attribute is a list. */
  ValueId: count,
});
export type ActivityTime = z.infer<typeof activityTimeSchema>;

/** `GET /api/productdetails/{id}`: the product. */
export const productDetailsSchema = z.object({
  Id: z.number(),
  Name: z.string(),
  SeName: z.string(),
  Sku: text(),
  ShortDescription: text(),
  /** HTML from the store: sanitised before it is shown. */
  FullDescription: text(),
  ProductPrice: z.object({
    Price: text(),
    PriceValue: z.number(),
    /** Golf: the part of the per-player price due online. */
    ReservationPrice: count,
    CustomerEntersPrice: flag(),
  }),
  ProductSpecifications: z._default(z.array(specificationSchema), []),
  /** Attributes, when the answer carries them (page data does); else they are asked for. */
  ProductAttributes: z._default(z.nullable(productAttributesSchema), null),
  ShowPricingCalendarView: flag(),
  /** Inventory per date (`YYYY-MM-DD`) for products that track it by day. */
  DateInventory: z._default(z.nullable(z.record(z.string(), z.nullable(z.number()))), null),
  Inventory: count,
  PricingInventory: count,
  PurchasableInventory: count,
  IsTrackingInventory: flag(),
  EarliestPurchaseDate: z._default(z.nullable(z.string()), null),
  CutoffTime: z._default(z.nullable(z.string()), null),
  CutoffDays: count,
  IsReservationProduct: flag(),
  MaxReservations: count,
  IsRenewal: flag(),
  /** The renewal's own id, for a renewal (`IsRenewal`): its payment schedule is asked for by this id. */
  RenewalId: count,
  IsActivity: flag(),
  ActivityQuantityAvailable: count,
  /** Time slots keyed by date (`YYYY-MM-DD`). */
  ActivityTimes: z._default(z.nullable(z.record(z.string(), z.array(activityTimeSchema))), null),
  NumberOfDays: z._default(z.number(), 1),
  IsConsecutiveMultiDay: flag(),
  IsNonConsecutiveMultiDay: flag(),
  IsDynamicPriceDaysToArrival: flag(),
  IsRental: flag(),
  /** The member the product is for, when the store already knows (a renewal). */
  AssignedMemberId: count,
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;
export type ProductDetailsInput = z.input<typeof productDetailsSchema>;

/**
 * `POST /shoppingcart/productdetails_attributechange?productId={id}&validateAttributeConditions=True&loadPicture=True`.
 * The store writes these keys in camelCase.
 */
export const attributeChangeSchema = z.object({
  inventory: count,
  pricingInventory: count,
  purchasableInventory: count,
  /** The price for the current choice, formatted by the store. */
  price: z._default(z.nullable(z.string()), null),
  /** The same as a number, when the store sends it. */
  priceValue: count,
  enabledattributemappingids: ids,
  disabledattributemappingids: ids,
  isRenewalLocked: flag(),
  isRenewal: flag(),
  numberOfDays: count,
  isConsecutiveMultiDay: flag(),
  isNonConsecutiveMultiDay: flag(),
  sku: z._default(z.nullable(z.string()), null),
  productVariantName: z._default(z.nullable(z.string()), null),
  productHeaderCode: z._default(z.nullable(z.string()), null),
  /** Inventory per date after the change (date radios), when the store sends it. */
  dateInventory: z._default(z.nullable(z.record(z.string(), z.nullable(z.number()))), null),
  /** A message for the shopper about the choice (a pricing problem). */
  message: z._default(z.nullable(z.string()), null),
  /**
   * Asked with a product voucher (`addtocart_{id}.VoucherId`): the voucher that pays for the
   * choice, as the store checked it (Add to cart's check), when it does — `price` is then what the
   * cart will hold it at — or null when it cannot, `voucherMessage` saying why and `price` the
   * product's own. Left out when no voucher was asked with, or by a store that does not check one
   * here (the product then shows the host's word: the tag's `voucher`, at no cost).
   */
  paidByVoucher: z.optional(z.nullable(z.string())),
  /** Why the voucher asked with cannot pay for the choice, in the shopper's language. */
  voucherMessage: z._default(z.nullable(z.string()), null),
  /**
   * The payment plan of the choice as it stands (`productScheduleSchema`): read on its own, so a
   * malformed one is left out while the price still applies.
   */
  PaymentSchedule: z._default(z.unknown(), null),
});

/**
 * The attribute change's `PaymentSchedule`: `ValidRequest` false while the choice is not complete
 * enough to price; `PaymentPlan` the schedule (`IsPaymentPlan` false for a product paid at once),
 * which the schedule viewer, showing it, reads in full. Without one the viewer asks the store.
 */
export const productScheduleSchema = z.object({
  ValidRequest: z._default(z.boolean(), false),
  PaymentPlan: z._default(z.nullable(z.record(z.string(), z.unknown())), null),
});
export type AttributeChange = z.infer<typeof attributeChangeSchema>;
export type AttributeChangeInput = z.input<typeof attributeChangeSchema>;

/** `POST /addproducttocart/details/{productId}/1`. */
export const addToCartSchema = z.object({
  success: z.boolean(),
  message: z._default(z.nullable(z.string()), null),
  shoppingCartItemId: count,
});
export type AddToCartAnswer = z.infer<typeof addToCartSchema>;
