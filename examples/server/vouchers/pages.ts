/** The voucher-product page and the order details page of the demo store. */
import type { CatalogProduct } from '../catalog/catalog.ts';
import { buildScheduleTable, formatScheduleDate, hasSchedule } from '../../../widgets/payment-schedule/schedule-table-rules.ts';
import { scheduleLabels } from '../../../widgets/payment-schedule/labels.ts';
import type { ScheduleResult } from '../../../src/api/schedule-schemas.ts';
import { toCents } from '../../../src/core/money.ts';
import { formatStoreMoney } from '../shell/store-money.ts';
import { html, type SafeHtml } from '../platform/html.ts';
import { layout, type PageContext } from '../shell/layout.ts';
import { priceLine } from '../catalog/product-tile.ts';
import type { OrderSummary } from './repo.ts';
import type { VoucherLookup } from '../../../src/api/voucher-schemas.ts';
import { voucherLabels } from '../../../widgets/voucher-box/labels.ts';

/** A voucher ID a shopper typed into the store's own voucher form, and what the store found for it. */
export interface VoucherCheck {
  code: string;
  result: VoucherLookup | null;
  /** The product a valid product voucher is good for. */
  product: CatalogProduct | undefined;
}

/** What the store's own form says about the ID it was given. */
function voucherResult({ code, result, product }: VoucherCheck): SafeHtml | '' {
  if (code === '' || result === null) return '';
  if (result.IsValid && product !== undefined) {
    return html`<p class="legacy-notice-box" role="status">${voucherLabels['voucher.productIntro']} <a href="/${product.seName}">${product.name}</a>. ${voucherLabels['voucher.voucherId'].replace('{id}', code)}</p>`;
  }
  if (result.IsValid && result.DiscountId !== null) return html`<p class="legacy-notice-box" role="status">${voucherLabels['voucher.discountMessage']}</p>`;
  return html`<p class="legacy-error" role="alert">${result.Status ?? voucherLabels['voucher.invalidId']}</p>`;
}

/**
 * The store's own voucher form inside \`<resort-voucher-box>\`: it asks the page again with the ID
 * (\`?code=\`), and the page says what the store's check found.
 */
export function voucherForm(action: string, check: VoucherCheck): SafeHtml {
  return html`<div class="legacy-voucher-form" data-resort-fallback>
        <form method="get" action="${action}">
          <p>${voucherLabels['voucher.cta']}</p>
          <label for="voucher-code">${voucherLabels['voucher.label']}</label>
          <input type="text" id="voucher-code" name="code" value="${check.code}" maxlength="64" autocomplete="off" required>
          <button type="submit" class="legacy-button">${voucherLabels['voucher.submit']}</button>
        </form>
        ${voucherResult(check)}
      </div>`;
}

/**
 * `/voucher-product/<SeName>`: the voucher box; its `code` query parameter opens the modal and
 * validates at once (the widget reads it from the address; the store's own form shows the check).
 */
export function voucherProductPage(ctx: PageContext, product: CatalogProduct, check: VoucherCheck): SafeHtml {
  return layout(ctx, {
    title: `Redeem a voucher: ${product.name}`,
    body: html`<nav class="legacy-breadcrumb" aria-label="Breadcrumb"><a href="/">Home</a> / <a href="/${product.seName}">${product.name}</a> / <span>Redeem a voucher</span></nav>
    <article class="legacy-product legacy-voucher-product">
      <h1 class="legacy-page-title">Redeem a voucher</h1>
      <p class="legacy-description">Vouchers for <a href="/${product.seName}">${product.name}</a> and discount vouchers are redeemed here. Enter the ID printed on your voucher.</p>
      ${priceLine(product)}
      <resort-voucher-box mode="voucher">${voucherForm(`/voucher-product/${product.seName}`, check)}</resort-voucher-box>
    </article>`,
  });
}

/**
 * The store's own payment schedules inside `<resort-payment-schedule mode="cart">` or
 * `mode="order"`: a table of dates and amounts for each product on a payment plan, from the same
 * answer the widget asks for, with the widget's wording and amounts (`buildScheduleTable`). Nothing
 * when no product is on a plan, as the widget shows nothing then.
 * @param quantityOf  a cart item's quantity (the amounts are multiplied by it); 1 for orders
 */
export function scheduleTables(schedules: readonly ScheduleResult[], quantityOf: (result: ScheduleResult) => number | undefined = () => undefined): SafeHtml | '' {
  const plans = schedules.filter(hasSchedule);
  if (plans.length === 0) return '';
  const label = (key: keyof typeof scheduleLabels) => scheduleLabels[key];
  return html`<div class="legacy-schedules" data-resort-fallback>
        <h2 class="legacy-section-title">${label('schedule.title')}</h2>
        ${plans.map((plan) => {
          const table = buildScheduleTable(plan, { quantity: quantityOf(plan), locale: 'en-US', now: Date.now(), timeZoneOffset: null });
          return html`<table class="legacy-admin-table legacy-schedule">
          <caption>${plan.ProductName}${plan.ContactName ? html` · ${plan.ContactName}` : ''}</caption>
          <thead><tr><th scope="col">${label('schedule.date')}</th><th scope="col">${label('schedule.amount')}</th>${table.hasStatus ? html`<th scope="col">${label('schedule.status')}</th>` : ''}</tr></thead>
          <tbody>${table.rows.map((row) => html`<tr><td>${row.date}</td><td>${formatStoreMoney(toCents(row.amount))}</td>${table.hasStatus ? html`<td>${row.status}</td>` : ''}</tr>`)}</tbody>
          <tfoot><tr><th scope="row">${label('schedule.total')}</th><td>${formatStoreMoney(toCents(table.total))}</td>${table.hasStatus ? html`<td></td>` : ''}</tr></tfoot>
        </table>`;
        })}
      </div>`;
}

/** `/orderdetails/<id>`: the signed-in shopper's order, with its payment-plan schedules. */
export function orderDetailsPage(ctx: PageContext, order: OrderSummary, schedules: readonly ScheduleResult[] = []): SafeHtml {
  return layout(ctx, {
    title: `Order ${order.orderNumber}`,
    body: html`<nav class="legacy-breadcrumb" aria-label="Breadcrumb"><a href="/">Home</a> / <span>Order ${order.orderNumber}</span></nav>
    <article class="legacy-product legacy-order">
      <h1 class="legacy-page-title">Order ${order.orderNumber}</h1>
      <p class="legacy-description">Placed on ${formatScheduleDate(order.createdOn, 'en-US')}.</p>
      <resort-payment-schedule mode="order" order-id="${order.orderNumber}">${scheduleTables(schedules)}</resort-payment-schedule>
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
export function voucherBanner(check: VoucherCheck): SafeHtml {
  return html`<section class="legacy-voucher-banner" aria-label="Vouchers">
      <resort-voucher-box>${voucherForm('/', check)}</resort-voucher-box>
    </section>`;
}
