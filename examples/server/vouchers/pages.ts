/** The voucher-product page and the order details page of the demo store. */
import type { CatalogProduct } from '../catalog/catalog.ts';
import { formatScheduleDate } from '../../../widgets/payment-schedule/schedule-table-rules.ts';
import { html, type SafeHtml } from '../platform/html.ts';
import { layout, type PageContext } from '../shell/layout.ts';
import { priceLine } from '../catalog/product-tile.ts';
import type { OrderSummary } from './repo.ts';

/**
 * `/voucher-product/<SeName>`: the voucher box; its `code`
 * query parameter opens the modal and validates at once.
 */
export function voucherProductPage(ctx: PageContext, product: CatalogProduct, code: string): SafeHtml {
  return layout(ctx, {
    title: `Redeem a voucher: ${product.name}`,
    body: html`<nav class="legacy-breadcrumb" aria-label="Breadcrumb"><a href="/">Home</a> / <a href="/${product.seName}">${product.name}</a> / <span>Redeem a voucher</span></nav>
    <article class="legacy-product legacy-voucher-product">
      <h1 class="legacy-page-title">Redeem a voucher</h1>
      <p class="legacy-description">Vouchers for <a href="/${product.seName}">${product.name}</a> and discount vouchers are redeemed here. Enter the ID printed on your voucher.</p>
      ${priceLine(product)}
      ${code === '' ? html`<resort-voucher-box mode="voucher"></resort-voucher-box>` : html`<resort-voucher-box mode="voucher" code="${code}"></resort-voucher-box>`}
    </article>`,
  });
}

/** `/orderdetails/<id>`: the signed-in shopper's order, with its payment-plan schedules. */
export function orderDetailsPage(ctx: PageContext, order: OrderSummary): SafeHtml {
  return layout(ctx, {
    title: `Order ${order.orderNumber}`,
    body: html`<nav class="legacy-breadcrumb" aria-label="Breadcrumb"><a href="/">Home</a> / <span>Order ${order.orderNumber}</span></nav>
    <article class="legacy-product legacy-order">
      <h1 class="legacy-page-title">Order ${order.orderNumber}</h1>
      <p class="legacy-description">Placed on ${formatScheduleDate(order.createdOn, 'en-US')}.</p>
      <resort-payment-schedule mode="order" order-id="${order.orderNumber}"></resort-payment-schedule>
    </article>`,
  });
}

/**
 * The schedule viewer under a product's legacy add-to-cart form, for products on a payment plan.
 * It sits under the product's form, below the first screen on a phone and on a desktop: it loads as
 * the shopper nears it (`loading="lazy"`) and then reads the product's current choice from the form.
 */
export function productScheduleViewer(product: CatalogProduct): SafeHtml {
  return html`<section class="legacy-payment-plan" aria-label="Payment plan">
        <resort-payment-schedule product-id="${product.id}" loading="lazy"></resort-payment-schedule>
      </section>`;
}

/** The home page's voucher banner. */
export function voucherBanner(): SafeHtml {
  return html`<section class="legacy-voucher-banner" aria-label="Vouchers">
      <resort-voucher-box></resort-voucher-box>
    </section>`;
}
