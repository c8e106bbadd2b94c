/**
 * The product calls' answers, typed by the widget's schemas (`widgets/product/product-schemas.ts`)
 * so the store and the widget cannot drift apart.
 */
import type { AssignableMemberInput } from '../../../widgets/product/members/member-schemas.ts';
import type {
  AttributeChangeInput,
  ProductAttributeInput,
  ProductDetailsInput,
} from '../../../widgets/product/product-schemas.ts';
import type { CatalogAttribute, CatalogProduct } from '../catalog/catalog.ts';
import { centsToAmount } from '../platform/money.ts';
import { afterItemDiscounts } from '../catalog/item-discounts.ts';
import { formatStoreMoney } from '../shell/store-money.ts';
import { isMultipleDates, renewalIdOf, specification, storeEarliestDate } from '../catalog/product-rules.ts';
import { ageText, type MemberCheck } from './repo.ts';
import type { ProductForm } from './product-form.ts';
import type { StoredSelection } from '../catalog/selections.ts';

export function attributeAnswer(attribute: CatalogAttribute): ProductAttributeInput {
  return {
    Id: attribute.id,
    ProductAttributeId: attribute.id,
    Name: attribute.name,
    TextPrompt: attribute.textPrompt,
    AttributeControlType: attribute.controlType,
    IsRequired: attribute.isRequired,
    HasCondition: attribute.conditionValueId !== null,
    DefaultValue: attribute.defaultValue === '' ? null : attribute.defaultValue,
    Values: attribute.values.map((value) => ({
      Id: value.id,
      Name: value.name,
      IsPreSelected: value.isPreSelected,
      PriceAdjustment: centsToAmount(value.priceAdjustmentCents),
    })),
  };
}

export function productAnswer(
  product: CatalogProduct,
  options: { now: number; dateInventory: Record<string, number> | null; withAttributes: boolean; activityTimes?: ProductDetailsInput['ActivityTimes'] },
): ProductDetailsInput {
  const flag = (name: string) => /^(yes|true|1)$/i.test(specification(product, name) ?? '');
  const maxReservations = specification(product, 'MaxReservations');
  return {
    Id: product.id,
    Name: product.name,
    SeName: product.seName,
    Sku: product.sku,
    ShortDescription: product.shortDescription,
    FullDescription: product.fullDescription,
    // The price the cart will charge: after the product's own discount (the early bird's), so the
    // page's price, its payment schedule's total and the cart's line agree.
    ProductPrice: {
      Price: formatStoreMoney(afterItemDiscounts(product, product.priceCents)),
      PriceValue: centsToAmount(afterItemDiscounts(product, product.priceCents)),
      ReservationPrice: product.reservationPriceCents === null ? null : centsToAmount(product.reservationPriceCents),
    },
    ProductSpecifications: product.specifications.map((spec) => ({ SpecificationAttributeName: spec.name, ValueRaw: spec.value })),
    ProductAttributes: options.withAttributes ? product.attributes.map(attributeAnswer) : null,
    DateInventory: options.dateInventory,
    IsTrackingInventory: product.isTrackingInventory,
    EarliestPurchaseDate: storeEarliestDate(options.now, product),
    CutoffTime: specification(product, '[Cutoff Time]'),
    CutoffDays: Number(specification(product, '[Cutoff Days]') ?? 0),
    IsReservationProduct: flag('IsReservationProduct'),
    MaxReservations: maxReservations === null ? null : Number(maxReservations),
    IsRenewal: flag('IsRenewal'),
    RenewalId: renewalIdOf(product),
    IsRental: product.categoryId === 3,
    IsActivity: product.categoryId === 4,
    ActivityTimes: options.activityTimes ?? null,
    ShowPricingCalendarView: flag('ShowPricingCalendarView'),
    IsDynamicPriceDaysToArrival: flag('IsDynamicPriceDaysToArrival'),
    NumberOfDays: Math.max(1, Number(specification(product, 'NumberOfDays') ?? 1) || 1),
    IsConsecutiveMultiDay: flag('IsConsecutiveMultiDay'),
    IsNonConsecutiveMultiDay: flag('IsNonConsecutiveMultiDay'),
  };
}

/** The unit price of a choice: the product's price plus its values' adjustments, per day for a rental chosen by the day. */
export function choicePriceCents(product: CatalogProduct, selections: readonly StoredSelection[]): number {
  let cents = product.priceCents;
  for (const selection of selections) {
    const value = product.attributes.find((attribute) => attribute.id === selection.attributeId)?.values.find((candidate) => candidate.id === selection.valueId);
    cents += value?.priceAdjustmentCents ?? 0;
  }
  const days = Math.max(1, ...selections.map((selection) => selection.dates?.length ?? 1));
  return Math.max(0, cents) * days;
}

export function attributeChangeAnswer(product: CatalogProduct, form: ProductForm, dates: readonly string[], dateInventory: Record<string, number> | null): AttributeChangeInput {
  const cents = afterItemDiscounts(product, choicePriceCents(product, form.selections));
  const left = dateInventory === null || dates.length === 0 ? null : Math.min(...dates.map((date) => dateInventory[date] ?? 0));
  // Several dates (`[Multiple Dates]`, a non-consecutive multi-day product): how many are chosen.
  const multi = product.attributes.find((attribute) => isMultipleDates(product, attribute));
  const chosenDays = form.selections.find((selection) => selection.attributeId === multi?.id)?.dates?.length ?? null;
  return {
    inventory: left,
    purchasableInventory: left,
    price: formatStoreMoney(cents),
    priceValue: centsToAmount(cents),
    enabledattributemappingids: form.enabledIds,
    disabledattributemappingids: form.disabledIds,
    isRenewal: /^(yes|true|1)$/i.test(specification(product, 'IsRenewal') ?? ''),
    isRenewalLocked: false,
    numberOfDays: chosenDays,
    isNonConsecutiveMultiDay: multi !== undefined,
    sku: product.sku,
    dateInventory,
  };
}

export function memberAnswer(check: MemberCheck, on: string): AssignableMemberInput {
  const { member, reason } = check;
  return {
    ContactInfoId: member.id,
    FirstName: member.firstName,
    LastName: member.lastName,
    Fullname: `${member.firstName} ${member.lastName}`.trim(),
    AgeDescription: ageText(member, on),
    IsAssignable: reason === null,
    InitialIsAssignable: reason === null,
    ReservationDatesInfo: reason,
    LegacyContactId: member.id,
    Me: member.isMe,
  };
}
