import type { CatalogCategory, CatalogProduct } from '../catalog/catalog.ts';
import { SEASON } from '../shell/page-data.ts';
import { html, type SafeHtml } from '../platform/html.ts';
import { layout, type PageContext } from '../shell/layout.ts';
import { addToCartForm, priceLine, productGrid } from '../catalog/product-tile.ts';
import { isForMember } from '../catalog/product-rules.ts';
import { productScheduleViewer, scheduleTables, voucherBanner, type VoucherCheck } from '../vouchers/pages.ts';
import type { ScheduleResult } from '../../../src/api/schedule-schemas.ts';
import type { CartPageSizes } from './cart-sizes.ts';
import type { Cart } from '../../../src/api/cart-schemas.ts';
import { cartTable, discountForm, orderSummary, voucherNotices } from '../cart/pages.ts';
import type { VoucherForProduct } from '../buying/voucher-lookup.ts';
import { widgetWording } from '../shell/widget-wording.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import { productLabels } from '../../../widgets/product/labels.ts';
import { productLabelsFr } from '../../../widgets/product/labels.fr-CA.ts';

export function homePage(ctx: PageContext, products: readonly CatalogProduct[], voucher: VoucherCheck): SafeHtml {
  const { t } = ctx.i18n;
  return layout(ctx, {
    title: t('breadcrumb.home'),
    body: html`<section class="legacy-hero">
      <h1>${t('home.title')}</h1>
      <p>${t('home.intro', { opening: ctx.i18n.dayMonth(SEASON.StartDate) })}</p>
    </section>
    ${voucherBanner(ctx, voucher)}
    ${productGrid(products, ctx)}`,
  });
}

/**
 * A category page: `<resort-category>` lists its subcategories and products. Until it runs (or
 * without script) the same links are the store's own markup inside it.
 */
export function categoryPage(ctx: PageContext, category: CatalogCategory, parent: CatalogCategory | undefined, subCategories: readonly CatalogCategory[], products: readonly CatalogProduct[]): SafeHtml {
  const { t } = ctx.i18n;
  return layout(ctx, {
    title: category.name,
    body: html`<nav class="legacy-breadcrumb" aria-label="${t('breadcrumb.label')}"><a href="/">${t('breadcrumb.home')}</a>${
      parent ? html` / <a href="/s/${parent.seName}">${parent.name}</a>` : ''
    } / <span>${category.name}</span></nav>
    <h1 class="legacy-page-title">${category.name}</h1>
    <resort-category category-id="${category.id}"><div data-resort-fallback>
      ${subCategories.length > 0 ? html`<ul class="legacy-subcategories">${subCategories.map((sub) => html`<li><a href="/s/${sub.seName}">${sub.name}</a></li>`)}</ul>` : ''}
      ${products.length > 0
        ? html`<ul class="legacy-category-products">${products.map((product) => html`<li><a href="/${product.seName}">${product.name}</a> ${priceLine(ctx, product)}</li>`)}</ul>`
        : html`<p class="legacy-empty">${t('category.empty')}</p>`}
    </div></resort-category>`,
  });
}

/**
 * The price line of a product a voucher pays for: nothing to pay, said in words, and the voucher's
 * ID, in the product widget's own wording (the widget says the same once it runs).
 */
function voucherPriceLine(ctx: PageContext, code: string): SafeHtml {
  const words = widgetWording(ctx.i18n.language, productLabels, productLabelsFr);
  return html`<p class="legacy-price">${ctx.i18n.money(0)} <span class="legacy-price-note">${words['product.paidByVoucher']}</span></p>
        <p class="legacy-voucher-id">${formatLabel(words['product.voucherId'], { id: code })}</p>`;
}

/**
 * A product's page. `voucher` is what the store found for the page's `?voucher=`: a product voucher
 * that pays for this product (its form and the tag carry it), or why it cannot (said above the
 * product, which is then sold as without one).
 */
export function productPage(ctx: PageContext, product: CatalogProduct, category: CatalogCategory | undefined, voucher: VoucherForProduct | null = null): SafeHtml {
  const { t } = ctx.i18n;
  const code = voucher?.ok ? voucher.code : null;
  return layout(ctx, {
    title: product.name,
    body: html`<nav class="legacy-breadcrumb" aria-label="${t('breadcrumb.label')}"><a href="/">${t('breadcrumb.home')}</a>${
      category ? html` / <a href="/s/${category.seName}">${category.name}</a>` : ''
    } / <span>${product.name}</span></nav>
    <article class="legacy-product" id="product-${product.id}">
      <h1 class="legacy-page-title">${product.name}</h1>
      <p class="legacy-description">${product.shortDescription}</p>
      ${voucher !== null && !voucher.ok ? html`<p class="legacy-error" role="alert">${voucher.message}</p>` : ''}
      <resort-product product-id="${product.id}"${code === null ? '' : html` voucher="${code}"`}${ctx.customer !== null && isForMember(product) ? html` data-signed-in members="${ctx.household.length}"` : ''}>
        <div data-resort-fallback>${code === null ? priceLine(ctx, product) : voucherPriceLine(ctx, code)}${addToCartForm(product, ctx, `product-${product.id}`, { voucher: code })}</div>
      </resort-product>
      ${code === null ? productScheduleViewer(ctx, product) : ''}
    </article>`,
  });
}

/** The cart page: the cart widgets, each over the store's own rendering of the same cart (`cart/pages.ts`). */
export function cartPage(ctx: PageContext, cart: Cart & { VoucherNotices?: readonly string[] }, sizes: CartPageSizes = { detailLines: null, schedulePlans: 0, schedulePayments: 0 }, schedules: readonly ScheduleResult[] = []): SafeHtml {
  const quantityOf = (result: ScheduleResult) => cart.Items.find((item) => String(item.Id) === String(result.ReservationId))?.Quantity;
  // The counts the boxes are sized by, as attributes the host stylesheet reads: no `style` attribute,
  // which this store's `style-src` refuses.
  const cartCounts = html` items="${ctx.pageData.cartCount ?? 0}"${sizes.detailLines === null ? '' : html` lines="${sizes.detailLines}"`}`;
  const scheduleCounts = sizes.schedulePlans > 0 ? html` plans="${sizes.schedulePlans}" payments="${sizes.schedulePayments}"` : '';
  const { t } = ctx.i18n;
  return layout(ctx, {
    title: t('cart.pageTitle'),
    body: html`${voucherNotices(cart)}<div class="legacy-cart-layout">
      <section class="legacy-cart-main" aria-label="${t('cart.region')}">
        <resort-cart${cartCounts}>${cartTable(ctx, cart)}</resort-cart>
        <resort-payment-schedule mode="cart"${scheduleCounts}>${scheduleTables(ctx, schedules, quantityOf)}</resort-payment-schedule>
      </section>
      <aside class="legacy-cart-sidebar" aria-label="${t('cart.summaryRegion')}">
        <resort-discount-code>${discountForm(ctx, cart)}</resort-discount-code>
        <resort-order-summary>${orderSummary(ctx, cart)}</resort-order-summary>
      </aside>
    </div>`,
  });
}

/** Island isolation checks: one failing widget must not take the others down. */
export function islandsTestPage(ctx: PageContext): SafeHtml {
  return layout(ctx, {
    title: 'Island test page',
    headerMinicart: false,
    extraScripts: ['/static/test-throws.js'],
    body: html`<h1 class="legacy-page-title">Island test page</h1>
    <section class="legacy-test-island" data-island="minicart"><resort-minicart></resort-minicart></section>
    <section class="legacy-test-island" data-island="order-summary"><resort-order-summary></resort-order-summary></section>
    <section class="legacy-test-island" data-island="throws"><resort-test-throws></resort-test-throws></section>`,
  });
}
