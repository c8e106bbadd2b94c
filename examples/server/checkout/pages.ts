import type { CatalogProduct } from '../catalog/catalog.ts';
import { personJson, releaseJson, type MemberWaiver } from './waivers.ts';
import { html, type SafeHtml } from '../platform/html.ts';
import { layout, type PageContext } from '../shell/layout.ts';
import { decimalText, fromCents } from '../../../src/core/money.ts';
import type { RentalLocationInput } from '../../../src/api/rental-location-schemas.ts';
import type { Cart } from '../../../src/api/cart-schemas.ts';
import { mediaWithoutScript, paymentWithoutScript, rentalPickupForm, savedSiteLines, waiverDocument } from './fallback-pages.ts';
import { orderSummary, voucherNotices } from '../cart/pages.ts';

export interface CheckoutView {
  /** The cart's rental products (those with pickup sites), each with its sites as the customer sees them. */
  rentals: readonly { product: CatalogProduct; locations: readonly RentalLocationInput[] }[];
  /** The cart, for the store's own order summary (and why its pricing took a discount voucher off it). */
  cart: Cart & { VoucherNotices?: readonly string[] };
  /** The releases the cart's items need, one per member who must have signed it. */
  waivers: readonly MemberWaiver[];
  /** What placing the order needs: the key made for this page load, the cart it shows, what is due now. */
  order: { idempotencyKey: string; cartHash: string; cartVersion: number; itemCount: number; totalCents: number; dueNowCents: number; customerName: string; email: string };
}

const json = (value: unknown) => JSON.stringify(value);

/** A saved site's summary lines on the tag (`saved-lines`): its reserved box is the summary's, not the list's. */
function savedLines(locations: readonly RentalLocationInput[]): SafeHtml | '' {
  const saved = locations.find((location) => location.IsSelected);
  return saved ? html` saved-lines="${savedSiteLines(saved)}"` : '';
}

function rentalStep(ctx: PageContext, view: CheckoutView): SafeHtml {
  if (view.rentals.length === 0) {
    const { t } = ctx.i18n;
    return html`<p class="legacy-empty">${t('checkout.noRentals')} <a href="/ski-rental-package">${t('checkout.rentSkis')}</a> ${t('checkout.noRentalsAfter')}</p>`;
  }
  return html`${view.rentals.map(
    ({ product, locations }) => html`<div class="legacy-checkout-rental" data-product-id="${product.id}">
          <h3 class="legacy-checkout-subtitle">${product.name}</h3>
          <resort-rental-locations product-id="${product.id}"${savedLines(locations)}>${rentalPickupForm(ctx, product, locations)}</resort-rental-locations>
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
  const { t } = ctx.i18n;
  if (view.waivers.length === 0) return html`<p class="legacy-empty">${t('checkout.noWaivers')}</p>${cards}`;
  return html`<p class="legacy-checkout-note">${t('checkout.waiversNote')}</p>
        ${cards}`;
}

/**
 * Billing and payment, with Place order drawn by `<resort-payment-form place-order>`: the library
 * places the order with the idempotency key made for this page load and the version and hash of the
 * cart whose total the page shows. The page's own script (`checkout.js`) only shows the releases a
 * refusal names and loads the page again when the cart changes on it.
 */
function paymentSteps(ctx: PageContext, view: CheckoutView): SafeHtml {
  const { order } = view;
  const { t, money } = ctx.i18n;
  if (order.itemCount === 0) return html`<p class="legacy-empty">${t('checkout.emptyCart')} <a href="/">${t('order.continueShopping')}</a></p>`;
  const amount = decimalText(fromCents(order.dueNowCents));
  return html`<section class="legacy-checkout-step" aria-labelledby="step-billing">
          <h2 id="step-billing" class="legacy-checkout-title">${t('checkout.step.billing')}</h2>
          <p class="legacy-checkout-billing">${t('checkout.billedTo', { name: order.customerName, email: order.email })}</p>
        </section>
        <section class="legacy-checkout-step" aria-labelledby="step-payment">
          <h2 id="step-payment" class="legacy-checkout-title">${t('checkout.step.payment')}</h2>
          <p class="legacy-checkout-due">${t('checkout.dueToday')} <strong>${money(order.dueNowCents)}</strong>${order.dueNowCents === order.totalCents ? t('checkout.dueEnd') : t('checkout.dueOfTotal', { total: money(order.totalCents) })}</p>
          <resort-payment-form amount="${amount}" loading="lazy" place-order cart-version="${order.cartVersion}" cart-hash="${order.cartHash}" idempotency-key="${order.idempotencyKey}">${paymentWithoutScript(ctx)}</resort-payment-form>
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
  const { t } = ctx.i18n;
  return layout(ctx, {
    title: t('checkout.title'),
    extraScripts: ['/static/checkout.js'],
    body: html`<link rel="stylesheet" href="/static/checkout.css">
    <h1 class="legacy-page-title">${t('checkout.title')}</h1>
    ${voucherNotices(view.cart)}<div class="legacy-cart-layout">
      <div class="legacy-cart-main legacy-checkout">
        <section class="legacy-checkout-step" aria-labelledby="step-pickup">
          <h2 id="step-pickup" class="legacy-checkout-title">${t('checkout.step.pickup')}</h2>
          ${rentalStep(ctx, view)}
        </section>
        <section class="legacy-checkout-step" aria-labelledby="step-waivers">
          <h2 id="step-waivers" class="legacy-checkout-title">${t('checkout.step.waivers')}</h2>
          ${waiverStep(ctx, view)}
        </section>
        <section class="legacy-checkout-step" aria-labelledby="step-media">
          <h2 id="step-media" class="legacy-checkout-title">${t('checkout.step.media')}</h2>
          <resort-add-media mode="checkout" loading="lazy">${mediaWithoutScript(ctx)}</resort-add-media>
        </section>
        ${paymentSteps(ctx, view)}
      </div>
      <aside class="legacy-cart-sidebar" aria-label="${t('cart.summaryRegion')}">
        <resort-order-summary>${orderSummary(ctx, view.cart, { checkoutLink: false })}</resort-order-summary>
      </aside>
    </div>`,
  });
}

/** A waiver whose HTML tries everything (the real-browser sanitising test). */
export function hostileWaiverPage(ctx: PageContext, release: unknown, person: unknown): SafeHtml {
  return layout(ctx, {
    title: 'Hostile waiver test page',
    body: html`<h1 class="legacy-page-title">Hostile waiver test page</h1>
    <section class="legacy-test-island" aria-labelledby="hostile-waiver-step"><h2 id="hostile-waiver-step" class="legacy-checkout-subtitle">${ctx.i18n.t('checkout.waivers')}</h2><resort-waiver release="${json(release)}" person="${json(person)}" sign-url=""></resort-waiver></section>`,
  });
}

/**
 * `/userinfo/resortcharge`, My Account's resort charge: the account holder's charge
 * authorisation, and once it is signed the card purchases at the resort go on.
 */
export function resortChargePage(ctx: PageContext, waiver: MemberWaiver | null, card: { LastFour: string; CardType: string } | null): SafeHtml {
  const { t } = ctx.i18n;
  return layout(ctx, {
    title: t('charge.title'),
    body: html`<h1 class="legacy-page-title">${t('charge.title')}</h1>
    <p class="legacy-account-note">${t('charge.intro')}</p>
    ${
      waiver
        ? html`<resort-waiver resort-charge release="${json(releaseJson(waiver))}" person="${json(personJson(waiver))}"${card ? html` charge-card="${json(card)}"` : html``}>${waiverDocument(ctx, waiver, {
            after: card ? t('charge.cardOnFile', { brand: card.CardType, last4: card.LastFour }) : t('charge.noCard'),
          })}</resort-waiver>`
        : html`<p class="legacy-empty">${t('charge.notOffered')}</p>`
    }
    <p><a href="/userinfo">${t('account.back')}</a></p>`,
  });
}
