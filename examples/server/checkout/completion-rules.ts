/**
 * What checkout completion checks again on the server before charging, as plain functions over
 * facts the route gathers: the cart is not empty and is the one whose total the page showed
 * (its version, which goes up with every change, even one undone since, and its hash); a cart
 * changed meanwhile, in this tab or another, is named as it is now so the shopper sees what changed; every rental has a saved pickup site that serves it, with a contact phone when the
 * site requires one; every member an item is for has signed the release its product needs (the
 * buyer's own member for an item assigned to no one: `release-rules.ts`); every dated
 * item can still be bought (`dated-items.ts`); a payment comes with the order when one is due.
 */
import { english, say, sayCount } from '../text/store-text.ts';
export const COMPLETION_MESSAGES = {
  emptyCart: english('msg.completion.emptyCart'),
  cartChanged: english('msg.completion.cartChanged'),
  cartNow: (items: number, total: string) => sayCount('msg.completion.cartNow', items, { total }),
  pickup: (product: string) => say('msg.completion.pickup', { product }),
  pickupPhone: (site: string) => say('msg.completion.pickupPhone', { site }),
  waiver: (name: string, title: string) => say('msg.completion.waiver', { name, title }),
  noSigner: (product: string, title: string) => say('msg.completion.noSigner', { product, title }),
  paymentMissing: english('msg.completion.paymentMissing'),
  signIn: english('msg.completion.signIn'),
  keyUsedElsewhere: english('msg.completion.keyUsedElsewhere'),
} as const;

export interface PickupFacts {
  /** The rental products in the cart. */
  rentals: readonly { productId: number; productName: string }[];
  /** The customer's saved site: which products it serves, whether it needs a phone and has one. */
  saved: { name: string; servesProductIds: readonly number[]; requiresPhone: boolean; hasPhone: boolean } | null;
}

export interface WaiverFacts {
  name: string;
  releaseTitle: string;
  signed: boolean;
}

export interface CompletionFacts {
  itemCount: number;
  /** The cart's total now, as the shopper reads it. */
  totalText: string;
  cartVersion: number;
  expectedVersion: number;
  cartHash: string;
  expectedHash: string;
  pickup: PickupFacts;
  /** The releases the cart's items need, one per member who must have signed it. */
  waivers: readonly WaiverFacts[];
  /** Items for no one that need a release the buyer has no member of their own to sign. */
  withoutSigner: readonly { productName: string; releaseTitle: string }[];
  datedProblems: readonly string[];
  paymentDue: boolean;
  hasPayment: boolean;
}

/** Every reason the order cannot be placed, in the order the shopper fixes them; empty when it can. */
export function completionProblems(facts: CompletionFacts): string[] {
  if (facts.itemCount === 0) return [COMPLETION_MESSAGES.emptyCart];
  if (facts.cartVersion !== facts.expectedVersion) return [COMPLETION_MESSAGES.cartNow(facts.itemCount, facts.totalText)];
  if (facts.cartHash !== facts.expectedHash) return [COMPLETION_MESSAGES.cartChanged];
  const problems: string[] = [];
  const { rentals, saved } = facts.pickup;
  for (const rental of rentals) {
    if (!saved || !saved.servesProductIds.includes(rental.productId)) problems.push(COMPLETION_MESSAGES.pickup(rental.productName));
  }
  if (rentals.length > 0 && saved && saved.requiresPhone && !saved.hasPhone) problems.push(COMPLETION_MESSAGES.pickupPhone(saved.name));
  for (const waiver of facts.waivers) if (!waiver.signed) problems.push(COMPLETION_MESSAGES.waiver(waiver.name, waiver.releaseTitle));
  for (const item of facts.withoutSigner) problems.push(COMPLETION_MESSAGES.noSigner(item.productName, item.releaseTitle));
  problems.push(...facts.datedProblems);
  if (facts.paymentDue && !facts.hasPayment) problems.push(COMPLETION_MESSAGES.paymentMissing);
  return problems;
}
