/**
 * What the store checks before an item goes into the cart (and what checkout checks again for the
 * items that sat in it): its dates can still be bought (the earliest purchase date, the season), a
 * tracked day has enough left, a signed-in customer's item of a product for a member names one
 * (`needsMember`: every renter is a member), and the member can be assigned. Each refusal names
 * the product.
 */
import { english, say, sayDate, sayNumber, sayTime } from '../text/store-text.ts';
import type { AddToCartRequest } from './cart-input.ts';
import type { Sql } from '../db/db.ts';
import { badRequest } from '../platform/http-error.ts';
import type { CatalogProduct } from '../catalog/catalog.ts';
import { bookedDates } from './product-form.ts';
import { checkMembers, dayInventory } from './repo.ts';
import { canStillBuy, needsMember, specification, storeEarliestDate } from '../catalog/product-rules.ts';
import { activitySlotsLeft, memberReservations } from './reservations-repo.ts';

export const PURCHASE_MESSAGES = {
  tooLate: (product: string, date: string, earliest: string) => say('msg.purchase.tooLate', { product, date: sayDate(date), earliest: sayDate(earliest) }),
  notSold: (product: string, date: string) => say('msg.purchase.notSold', { product, date: sayDate(date) }),
  soldOut: (product: string, date: string) => say('msg.purchase.soldOut', { product, date: sayDate(date) }),
  tooFew: (product: string, date: string, left: number) => say('msg.purchase.tooFew', { product, date: sayDate(date), left: sayNumber(left) }),
  notInHousehold: english('msg.member.notInHousehold'),
  maxReservations: (member: string, count: number, max: number, product: string) => say('msg.purchase.maxReservations', { member, count: sayNumber(count), max: sayNumber(max), product }),
  slotSoldOut: (product: string, time: string, date: string) => say('msg.purchase.slotSoldOut', { product, time: sayTime(time), date: sayDate(date) }),
  guestAssign: english('msg.member.guestAssign'),
  memberMissing: (product: string) => say('msg.member.missing', { product }),
  renterMissing: (product: string, release: string) => say('msg.member.renterMissing', { product, release }),
} as const;

export interface PurchaseContext {
  now: number;
  customerId: number | null;
  cartId: number | null;
  today: string;
}

export async function checkPurchase(sql: Sql, product: CatalogProduct, request: Pick<AddToCartRequest, 'selections' | 'quantity' | 'contactId' | 'updatedItemId'>, context: PurchaseContext): Promise<void> {
  const dates = bookedDates(product, request.selections);
  for (const date of dates) {
    if (!canStillBuy(context.now, product, date)) throw badRequest(PURCHASE_MESSAGES.tooLate(product.name, date, storeEarliestDate(context.now, product)));
  }
  const left = await dayInventory(sql, product, request.updatedItemId);
  if (left !== null) {
    for (const date of dates) {
      const count = left[date];
      if (count === undefined) throw badRequest(PURCHASE_MESSAGES.notSold(product.name, date));
      if (count === 0) throw badRequest(PURCHASE_MESSAGES.soldOut(product.name, date));
      if (count < request.quantity) throw badRequest(PURCHASE_MESSAGES.tooFew(product.name, date, count));
    }
  }
  // Signed in, an item of a product for a member (or one whose buyers sign a release) names the member.
  if (request.contactId === null && context.customerId !== null && needsMember(product)) {
    throw badRequest(product.releaseTitle === null ? PURCHASE_MESSAGES.memberMissing(product.name) : PURCHASE_MESSAGES.renterMissing(product.name, product.releaseTitle));
  }
  if (request.contactId !== null) {
    if (context.customerId === null) throw badRequest(PURCHASE_MESSAGES.guestAssign);
    const checks = await checkMembers(sql, context.customerId, product, request.selections, {
      cartId: context.cartId,
      exceptItemId: request.updatedItemId,
      today: context.today,
    });
    const check = checks.find((candidate) => candidate.member.id === request.contactId);
    if (!check) throw badRequest(PURCHASE_MESSAGES.notInHousehold);
    if (check.reason) throw badRequest(check.reason);
    // A reservation product: the member's reservations (bought and in the cart) count against its maximum.
    const max = Number(specification(product, 'MaxReservations'));
    if (/^(yes|true|1)$/i.test(specification(product, 'IsReservationProduct') ?? '') && Number.isInteger(max) && max >= 0) {
      const held = (await memberReservations(sql, context.customerId, product, context.cartId, request.updatedItemId)).get(request.contactId) ?? [];
      if (held.length >= max) throw badRequest(PURCHASE_MESSAGES.maxReservations(check.member.firstName, held.length, max, product.name));
    }
  }
  // An activity's time slot must still have room for the quantity.
  const slots = await activitySlotsLeft(sql, product);
  if (slots.size > 0) {
    for (const date of dates) {
      for (const slot of slots.get(date) ?? []) {
        if (!request.selections.some((selection) => selection.valueId === slot.valueId)) continue;
        const time = product.attributes.flatMap((attribute) => attribute.values).find((value) => value.id === slot.valueId)?.name ?? '';
        if (slot.left < request.quantity) throw badRequest(slot.left === 0 ? PURCHASE_MESSAGES.slotSoldOut(product.name, time, date) : PURCHASE_MESSAGES.tooFew(product.name, date, slot.left));
      }
    }
  }
}
