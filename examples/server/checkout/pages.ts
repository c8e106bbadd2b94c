import type { CatalogProduct } from '../catalog/catalog.ts';
import { personJson, releaseJson, type MemberWaiver } from './waivers.ts';
import { html, type SafeHtml } from '../platform/html.ts';
import { layout, type PageContext } from '../shell/layout.ts';
import { formatStoreMoney } from '../shell/store-money.ts';
import { decimalText, fromCents } from '../../../src/core/money.ts';
import type { RentalLocationInput } from '../../../src/api/rental-location-schemas.ts';
import type { Cart } from '../../../src/api/cart-schemas.ts';
import { mediaWithoutScript, paymentWithoutScript, rentalPickupForm, waiverDocument } from './fallback-pages.ts';
import { orderSummary } from '../cart/pages.ts';

export interface CheckoutView {
  /** The cart's rental products (those with pickup sites), each with its sites as the customer sees them. */
  rentals: readonly { product: CatalogProduct; locations: readonly RentalLocationInput[] }[];
  /** The cart, for the store's own order summary. */
  cart: Cart;
  /** The releases the cart's items need, one per member who must have signed it. */
  waivers: readonly MemberWaiver[];
  /** What placing the order needs: the key made for this page load, the cart it shows, what is due now. */
  order: { idempotencyKey: string; cartHash: string; cartVersion: number; itemCount: number; totalCents: number; dueNowCents: number; customerName: string; email: string };
}

const json = (value: unknown) => JSON.stringify(value);

function rentalStep(ctx: PageContext, view: CheckoutView): SafeHtml {
  if (view.rentals.length === 0) {
    return html`<p class="legacy-empty">Your cart has no rentals. <a href="/ski-rental-package">Rent skis for your trip</a> and choose where to pick them up here.</p>`;
  }
  return html`${view.rentals.map(
    ({ product, locations }) => html`<div class="legacy-checkout-rental" data-product-id="${product.id}">
          <h3 class="legacy-checkout-subtitle">${product.name}</h3>
          <resort-rental-locations product-id="${product.id}">${rentalPickupForm(ctx, product, locations)}</resort-rental-locations>
        </div>`,
  )}`;
}

function waiverStep(ctx: PageContext, view: CheckoutView): SafeHtml {
  // The list is there even when empty: a refused order can add the cards it names.
  const cards = html`<div class="legacy-checkout-waivers">
          ${view.waivers.map(
            (waiver) =>
              html`<resort-waiver loading="lazy" data-member="${waiver.firstName}" data-contact-id="${waiver.memberId}" data-release-id="${waiver.release.id}" release="${json(releaseJson(waiver))}" person="${json(personJson(waiver))}">${waiverDocument(ctx, waiver)}</resort-waiver>`,
          )}
        </div>`;
  if (view.waivers.length === 0) return html`<p class="legacy-empty">Nothing in your cart needs a signed release.</p>${cards}`;
  return html`<p class="legacy-checkout-note">Every rental needs its release signed by the member it is for before you can pay. You sign for items assigned to no one, for minors, and for members whose release is consolidated with yours.</p>
        ${cards}`;
}

/**
 * Billing and payment, with Place order drawn by `<resort-payment-form place-order>`: the library
 * places the order with the idempotency key made for this page load and the version and hash of the
 * cart whose total the page shows. The page's own script (`checkout.js`) only shows the releases a
 * refusal names and loads the page again when the cart changes on it.
 */
function paymentSteps(view: CheckoutView): SafeHtml {
  const { order } = view;
  if (order.itemCount === 0) return html`<p class="legacy-empty">Your cart is empty. <a href="/">Continue shopping</a>.</p>`;
  const amount = decimalText(fromCents(order.dueNowCents));
  return html`<section class="legacy-checkout-step" aria-labelledby="step-billing">
          <h2 id="step-billing" class="legacy-checkout-title">4. Billing</h2>
          <p class="legacy-checkout-billing">Billed to ${order.customerName} (${order.email}). The billing postal code is asked for with the card.</p>
        </section>
        <section class="legacy-checkout-step" aria-labelledby="step-payment">
          <h2 id="step-payment" class="legacy-checkout-title">5. Payment</h2>
          <p class="legacy-checkout-due">Due today: <strong>${formatStoreMoney(order.dueNowCents)}</strong>${order.dueNowCents === order.totalCents ? '' : html` of ${formatStoreMoney(order.totalCents)}; the rest follows your payment plan`}.</p>
          <resort-payment-form amount="${amount}" loading="lazy" place-order cart-version="${order.cartVersion}" cart-hash="${order.cartHash}" idempotency-key="${order.idempotencyKey}">${paymentWithoutScript()}</resort-payment-form>
        </section>`;
}

/**
 * `/onepagecheckout`: the rental's pickup site, the releases the cart's items need, the media cards,
 * billing, payment and the order summary. Every step the shopper answers or is offered comes before
 * Place order, which ends the payment step: nothing to choose sits below the control that finishes
 * the order. The waivers, the media cards and the payment form start below the first
 * screen on a phone (320×640) and on a desktop (1280×720) alike, under the pickup sites: they load
 * as the shopper nears them (`loading="lazy"`). The header's tags, the pickup sites and the order
 * summary (beside the steps on a desktop) load at once.
 */
export function checkoutPage(ctx: PageContext, view: CheckoutView): SafeHtml {
  return layout(ctx, {
    title: 'Checkout',
    extraScripts: ['/static/checkout.js'],
    body: html`<link rel="stylesheet" href="/static/checkout.css">
    <h1 class="legacy-page-title">Checkout</h1>
    <div class="legacy-cart-layout">
      <div class="legacy-cart-main legacy-checkout">
        <section class="legacy-checkout-step" aria-labelledby="step-pickup">
          <h2 id="step-pickup" class="legacy-checkout-title">1. Rental pickup</h2>
          ${rentalStep(ctx, view)}
        </section>
        <section class="legacy-checkout-step" aria-labelledby="step-waivers">
          <h2 id="step-waivers" class="legacy-checkout-title">2. Waivers</h2>
          ${waiverStep(ctx, view)}
        </section>
        <section class="legacy-checkout-step" aria-labelledby="step-media">
          <h2 id="step-media" class="legacy-checkout-title">3. Media cards</h2>
          <resort-add-media mode="checkout" loading="lazy">${mediaWithoutScript()}</resort-add-media>
        </section>
        ${paymentSteps(view)}
      </div>
      <aside class="legacy-cart-sidebar" aria-label="Order summary">
        <resort-order-summary>${orderSummary(view.cart, { checkoutLink: false })}</resort-order-summary>
      </aside>
    </div>`,
  });
}

/** A waiver whose HTML tries everything (the real-browser sanitising test). */
export function hostileWaiverPage(ctx: PageContext, release: unknown, person: unknown): SafeHtml {
  return layout(ctx, {
    title: 'Hostile waiver test page',
    body: html`<h1 class="legacy-page-title">Hostile waiver test page</h1>
    <section class="legacy-test-island" aria-labelledby="hostile-waiver-step"><h2 id="hostile-waiver-step" class="legacy-checkout-subtitle">Waivers</h2><resort-waiver release="${json(release)}" person="${json(person)}" sign-url=""></resort-waiver></section>`,
  });
}

/**
 * `/userinfo/resortcharge`, My Account's resort charge: the account holder's charge
 * authorisation, and once it is signed the card purchases at the resort go on.
 */
export function resortChargePage(ctx: PageContext, waiver: MemberWaiver | null, card: { LastFour: string; CardType: string } | null): SafeHtml {
  return layout(ctx, {
    title: 'Resort Charge',
    body: html`<h1 class="legacy-page-title">Resort Charge</h1>
    <p class="legacy-account-note">Charge food, rentals and lessons on the mountain to your pass: sign the authorization, then keep a card on file.</p>
    ${
      waiver
        ? html`<resort-waiver resort-charge release="${json(releaseJson(waiver))}" person="${json(personJson(waiver))}"${card ? html` charge-card="${json(card)}"` : html``}>${waiverDocument(ctx, waiver, {
            after: card
              ? `Card on file: ${card.CardType} ending in ${card.LastFour}. Changing it needs JavaScript: the card fields are the card provider's own script.`
              : "Keeping a card on file needs JavaScript: the card fields are the card provider's own script.",
          })}</resort-waiver>`
        : html`<p class="legacy-empty">Resort charge is not offered at this resort.</p>`
    }
    <p><a href="/userinfo">Back to My Account</a></p>`,
  });
}
