/** The voucher-product page, and the store's own payment schedules every order and cart page shows. */
import type { CatalogProduct } from '../catalog/catalog.ts';
import { buildScheduleTable, hasSchedule } from '../../../widgets/payment-schedule/schedule-table-rules.ts';
import { scheduleLabels } from '../../../widgets/payment-schedule/labels.ts';
import { scheduleLabelsFr } from '../../../widgets/payment-schedule/labels.fr-CA.ts';
import type { ScheduleResult } from '../../../src/api/schedule-schemas.ts';
import { labelLanguage } from '../../../src/core/language.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import { statusText } from '../../../src/ui/status-text.ts';
import { html, type SafeHtml } from '../platform/html.ts';
import { layout, type PageContext } from '../shell/layout.ts';
import { statusWording, widgetWording } from '../shell/widget-wording.ts';
import { priceLine } from '../catalog/product-tile.ts';
import type { VoucherLookup } from '../../../src/api/voucher-schemas.ts';
import { voucherLabels } from '../../../widgets/voucher-box/labels.ts';
import { voucherLabelsFr } from '../../../widgets/voucher-box/labels.fr-CA.ts';

/** A voucher ID a shopper typed into the store's own voucher form, and what the store found for it. */
export interface VoucherCheck {
  code: string;
  result: VoucherLookup | null;
  /** The product a valid product voucher is good for. */
  product: CatalogProduct | undefined;
}

/** The voucher box's wording in the page's language. */
const voucherWords = (ctx: PageContext) => widgetWording(ctx.i18n.language, voucherLabels, voucherLabelsFr);

/** What the store's own form says about the ID it was given. */
function voucherResult(ctx: PageContext, { code, result, product }: VoucherCheck): SafeHtml | '' {
  const labels = voucherWords(ctx);
  if (code === '' || result === null) return '';
  if (result.IsValid && product !== undefined) {
    return html`<p class="legacy-notice-box" role="status">${labels['voucher.productIntro']} <a href="/${product.seName}?voucher=${encodeURIComponent(code.trim())}">${product.name}</a>. ${formatLabel(labels['voucher.voucherId'], { id: code })}</p>`;
  }
  if (result.IsValid && result.DiscountId !== null) return html`<p class="legacy-notice-box" role="status">${labels['voucher.discountMessage']}</p>`;
  return html`<p class="legacy-error" role="alert">${result.Status ?? labels['voucher.invalidId']}</p>`;
}

/**
 * The store's own voucher form inside \`<resort-voucher-box>\`: it asks the page again with the ID
 * (\`?code=\`), and the page says what the store's check found.
 */
export function voucherForm(ctx: PageContext, action: string, check: VoucherCheck): SafeHtml {
  const labels = voucherWords(ctx);
  return html`<div class="legacy-voucher-form" data-resort-fallback>
        <form method="get" action="${action}">
          <p>${labels['voucher.cta']}</p>
          <label for="voucher-code">${labels['voucher.label']}</label>
          <input type="text" id="voucher-code" name="code" value="${check.code}" maxlength="64" autocomplete="off" required>
          <button type="submit" class="legacy-button">${labels['voucher.submit']}</button>
        </form>
        ${voucherResult(ctx, check)}
      </div>`;
}

/**
 * `/voucher-product/<SeName>`: the voucher box; its `code` query parameter opens the modal and
 * validates at once (the widget reads it from the address; the store's own form shows the check).
 */
export function voucherProductPage(ctx: PageContext, product: CatalogProduct, check: VoucherCheck): SafeHtml {
  const { t } = ctx.i18n;
  const productLink = html`<a href="/${product.seName}">${product.name}</a>`;
  return layout(ctx, {
    title: t('voucher.pageTitle', { product: product.name }),
    body: html`<nav class="legacy-breadcrumb" aria-label="${t('breadcrumb.label')}"><a href="/">${t('breadcrumb.home')}</a> / ${productLink} / <span>${t('voucher.redeem')}</span></nav>
    <article class="legacy-product legacy-voucher-product">
      <h1 class="legacy-page-title">${t('voucher.redeem')}</h1>
      <p class="legacy-description">${t('voucher.introBefore')}${productLink}${t('voucher.introAfter')}</p>
      ${priceLine(ctx, product)}
      <resort-voucher-box mode="voucher">${voucherForm(ctx, `/voucher-product/${product.seName}`, check)}</resort-voucher-box>
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
export function scheduleTables(ctx: PageContext, schedules: readonly ScheduleResult[], quantityOf: (result: ScheduleResult) => number | undefined = () => undefined): SafeHtml | '' {
  const plans = schedules.filter(hasSchedule);
  if (plans.length === 0) return '';
  const { language, amount } = ctx.i18n;
  const labels = widgetWording(language, scheduleLabels, scheduleLabelsFr);
  const label = (key: keyof typeof scheduleLabels) => labels[key];
  return html`<div class="legacy-schedules" data-resort-fallback>
        <h2 class="legacy-section-title">${label('schedule.title')}</h2>
        ${plans.map((plan) => {
          const table = buildScheduleTable(plan, { quantity: quantityOf(plan), locale: language, now: Date.now(), timeZoneOffset: null });
          return html`<table class="legacy-admin-table legacy-schedule">
          <caption>${plan.ProductName}${plan.ContactName ? html` · ${plan.ContactName}` : ''}</caption>
          <thead><tr><th scope="col">${label('schedule.date')}</th><th scope="col">${label('schedule.amount')}</th>${table.hasStatus ? html`<th scope="col">${label('schedule.status')}</th>` : ''}</tr></thead>
          <tbody>${table.rows.map((row) => html`<tr><td>${row.date}</td><td>${amount(row.amount)}</td>${table.hasStatus ? html`<td>${statusText(row.status, statusWording(language), labelLanguage(language))}</td>` : ''}</tr>`)}</tbody>
          <tfoot><tr><th scope="row">${label('schedule.total')}</th><td>${amount(table.total)}</td>${table.hasStatus ? html`<td></td>` : ''}</tr></tfoot>
        </table>`;
        })}
      </div>`;
}

/**
 * The schedule viewer under a product's legacy add-to-cart form, for products on a payment plan.
 * It sits under the product's form, below the first screen on a phone and on a desktop: it loads as
 * the shopper nears it (`loading="lazy"`) and then reads the product's current choice from the form.
 */
export function productScheduleViewer(ctx: PageContext, product: CatalogProduct): SafeHtml {
  return html`<section class="legacy-payment-plan" aria-label="${ctx.i18n.t('product.paymentPlan')}">
        <resort-payment-schedule product-id="${product.id}" loading="lazy"></resort-payment-schedule>
      </section>`;
}

/** The home page's voucher banner. */
export function voucherBanner(ctx: PageContext, check: VoucherCheck): SafeHtml {
  return html`<section class="legacy-voucher-banner" aria-label="${ctx.i18n.t('voucher.bannerLabel')}">
      <resort-voucher-box>${voucherForm(ctx, '/', check)}</resort-voucher-box>
    </section>`;
}
