/**
 * The global event bus: `CustomEvent`s on `window` named `resort:<noun>:<verb>`.
 * Every event and its detail type is declared here, and README lists them.
 */
import type { Cart } from '../api/cart-schemas.ts';
import type { RentalLocation } from '../api/rental-location-schemas.ts';
import type { SignedWaiverRelease, WaiverPerson } from '../api/waiver-schemas.ts';
import type { Member } from '../api/household-schemas.ts';
import type { CardInfo, PaymentInfo, PaymentType } from '../api/payment-schemas.ts';
import type { Ga4Item } from '../core/analytics.ts';

export interface ResortEvents {
  /** Out: the cart changed (loaded anew, item removed, code applied or removed). */
  'resort:cart:changed': { cart: Cart; reason: CartChangeReason; source: string };
  /** Out: the cart finished loading. */
  'resort:cart:loaded': { cart: Cart; source: string };
  /** Out: the cart has no products any more (or loaded empty). */
  'resort:cart:empty': { source: string };
  /** In: the host changed the cart (legacy add-to-cart) and asks the widgets to reload it. */
  'resort:cart:refresh': Record<string, never> | undefined;
  /** Out: the members that can be assigned to products may have changed (after a removal). */
  'resort:members:refresh': { source: string };
  /**
   * Out (the product widget, or a legacy product form): the shopper changed the product's
   * attributes. `fields` are the form's `product_attribute_*` entries; when absent, listeners
   * read them from the page's form for `productId`. `paymentSchedule`: the store's payment plan for
   * the choice, when its answer carried one (the schedule viewer then shows it without asking).
   */
  'resort:product:attributes-updated': { productId: number; fields?: ReadonlyArray<readonly [string, string]>; paymentSchedule?: { ValidRequest: boolean; PaymentPlan: Readonly<Record<string, unknown>> | null }; renewalId?: number; source?: string };
  /** Out: the voucher box found a valid voucher (for a product or a discount). */
  'resort:voucher:validated': VoucherValidatedDetail;
  /** Out: a pickup location was saved for a rental product (`phone`: `+<country code> <number>` or null). */
  'resort:rental-location:saved': { productId: number; location: RentalLocation; phone: string | null; source: string };
  /** Out: a waiver was signed (and stored): the release with `Signed`, `TypedFullname`, `agreeChecked`, `Signature`. */
  'resort:waiver:signed': { release: SignedWaiverRelease; person: WaiverPerson; source: string };
  /** Out: the sign-in form signed the shopper in (the lightbox then reloads the page). */
  'resort:user:authenticated': { userName: string; source: string };
  /** In: the host asks the sign-in menu to open its lightbox (or go to the sign-in page). */
  'resort:signin:open': Record<string, never> | undefined;
  /** Out: a `<resort-countdown>` reached 0 (`id` is the element's id attribute, if any). */
  'resort:countdown:expired': { id: string | null; seconds: number; source: string };
  /** Out: `<resort-product>` added (or, editing, updated) a cart item; the cart reloads through `resort:cart:refresh`. */
  'resort:cart:item-added': { productId: number; cartItemId: number | null; quantity: number; contactId: number | null; updated: boolean; source: string };
  /**
   * Out: the household changed (a member added, a birthday, a photo or a media card): widgets that
   * list members (the product's assignable members) ask again. `contactId` is the member concerned.
   */
  'resort:members:changed': { members: readonly Member[]; reason: MembersChangeReason; contactId: number | null; source: string };
  /** Out: in selection mode, the members the shopper picked in `<resort-group-members>`. */
  'resort:members:selected': { members: readonly Member[]; source: string };
  /** Out: a media card was added to a member (`mediaId` as sent: the common digits and the number). */
  'resort:media:added': { contactId: number; mediaId: string; source: string };
  /** Out: the add-media form is done with (after a success, or Cancel). */
  'resort:media:cancel': { contactId: number | null; source: string };
  /** Out: the payment form's validity or payment type changed (`required` is false when nothing is to be paid). */
  'resort:payment:changed': { valid: boolean; type: PaymentType; required: boolean; source: string };
  /** Out: the payment form tokenized: the payment info at checkout, the card info on My Account. */
  'resort:payment:token': PaymentTokenDetail;
  /** Out: a tokenize the host asked for gave no token; the form shows why. */
  'resort:payment:failed': { message: string; source: string };
  /**
   * Out: `<resort-category>` showed a category's products: the list a GA4 `view_item_list` is built
   * from (`items` in the order shown, `index` from 0), sent once per category loaded.
   */
  'resort:category:viewed': CategoryViewedDetail;
  /** Out: `<resort-profile>` saved the customer's profile (`profile` as the store answered it). */
  'resort:profile:saved': { profile: SavedProfile; source: string };
  /** In: the checkout asks the payment form to tokenize. */
  'resort:checkout:continue': Record<string, never> | undefined;
  /** Out: the order was placed (`ResortWidgets.placeOrder` or the payment form's Place order); `redirectUrl` is its confirmation. */
  'resort:order:completed': { orderId: number; orderNumber: string; redirectUrl: string; source: string };
  /**
   * Out: the order was not placed: the cart changed since the page showed its total (`cart-changed`),
   * the store refused it (`refused`, with the releases still to sign in `waivers`), or it could not
   * be asked (`failed`). `message` is the store's words, or ours when it gave none.
   */
  'resort:order:failed': { reason: 'cart-changed' | 'refused' | 'failed'; message: string; waivers: readonly UnsignedOrderWaiver[]; source: string };
}

/** A release the store still needs signed before it places the order, as `<resort-waiver>` takes it. */
export interface UnsignedOrderWaiver {
  Message: string;
  Release: unknown;
  Person: unknown;
}

export interface PaymentTokenDetail {
  /** False when no payment is required (amount 0): then `payment` and `card` are null. */
  required: boolean;
  payment: PaymentInfo | null;
  card: CardInfo | null;
  type: PaymentType;
  source: string;
}

export interface CategoryViewedDetail {
  categoryId: number;
  categoryName: string;
  items: ReadonlyArray<Ga4Item & { index: number }>;
  source: string;
}

/** The profile as `POST /api/customer/saveprofile` answers it (`widgets/profile/profile-schemas.ts`). */
export interface SavedProfile {
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
  DateOfBirth: string | null;
  StreetAddress: string;
  StreetAddress2: string;
  City: string;
  ZipPostalCode: string;
  CountryCode: string;
  StateProvince: string;
}

export type MembersChangeReason = 'member-added' | 'birthdate-set' | 'photo-changed' | 'media-added';

export interface VoucherValidatedDetail {
  voucherId: string;
  kind: 'product' | 'discount';
  productId: number | null;
  discountId: number | null;
  source: string;
}

export type CartChangeReason = 'loaded' | 'item-removed' | 'discount-applied' | 'discount-removed' | 'refreshed';
export type ResortEventName = keyof ResortEvents;

/** Every event as `addEventListener` on `window` delivers it. */
export type ResortEventMap = { [N in ResortEventName]: CustomEvent<ResortEvents[N]> };

// A host's `window.addEventListener('resort:cart:changed', (event) => event.detail.cart)` is typed.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merging the map is the point
  interface WindowEventMap extends ResortEventMap {}
}

/** Identifies this copy of the library in events it sends, so a copy can ignore its own echo. */
export const BUS_SOURCE = `resort-widgets:${Math.random().toString(36).slice(2, 10)}`;

export function emit<N extends ResortEventName>(name: N, detail: ResortEvents[N]): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(name, { detail, bubbles: false }));
}

/** Listens on `window`; returns the function that stops listening. */
export function on<N extends ResortEventName>(
  name: N,
  listener: (detail: ResortEvents[N]) => void,
): () => void {
  if (typeof window === 'undefined') return () => {};
  const handler = (event: Event) => {
    // A throwing listener must not stop the others (nanostores' rule).
    try {
      listener((event as CustomEvent<ResortEvents[N]>).detail);
    } catch (error) {
      console.error(`resort-widgets: a listener of "${name}" threw`, error);
    }
  };
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}
