/** The order confirmation page, `/checkout/completed/<orderId>`, and the order details page, `/orderdetails/<id>`. */
import { html, jsonScriptContent, type SafeHtml } from '../platform/html.ts';
import { layout, type PageContext } from '../shell/layout.ts';
import { attributeLinesText } from '../shell/attribute-lines.ts';
import type { OrderLineView, OrderView } from './repo.ts';
import { fromCents } from '../../../src/core/money.ts';
import type { ScheduleResult } from '../../../src/api/schedule-schemas.ts';
import { scheduleTables } from '../vouchers/pages.ts';
import { widgetWording } from '../shell/widget-wording.ts';
import { cartLabels } from '../../../widgets/cart/labels.ts';
import { cartLabelsFr } from '../../../widgets/cart/labels.fr-CA.ts';
import { formatLabel } from '../../../src/core/labels.ts';

/** The lines per member, members in the order they first appear, lines for nobody last. */
export function linesByMember(lines: readonly OrderLineView[]): { member: string | null; lines: OrderLineView[] }[] {
  const groups = new Map<string | null, OrderLineView[]>();
  for (const line of lines) groups.set(line.member, [...(groups.get(line.member) ?? []), line]);
  const named = [...groups.entries()].filter(([member]) => member !== null);
  const unassigned = groups.get(null);
  return [...named.map(([member, group]) => ({ member, lines: group })), ...(unassigned ? [{ member: null, lines: unassigned }] : [])];
}

/**
 * The order as GA4's purchase parameters, for `order-completed.js` to hand to the library's
 * `trackPurchase` (which sends it once per order and adds the store's currency).
 */
export function purchaseOrder(order: OrderView) {
  return {
    transaction_id: order.orderNumber,
    value: fromCents(order.totalCents ?? order.lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0)),
    items: order.lines.map((line) => ({ item_id: line.sku, item_name: line.productName, price: fromCents(line.unitCents), quantity: line.quantity })),
  };
}

function attributeLines(ctx: PageContext, info: string): SafeHtml {
  return html`${attributeLinesText(ctx.i18n, info).map((part) => html`<span class="legacy-order-attr">${part}</span>`)}`;
}

/** "Visa ending in 1111": the card's brand as people write it. */
const brandName = (brand: string) => (brand === 'VISA' ? 'Visa' : brand);

/** What was paid today and the order's total, in the page's language. */
function paymentLine(ctx: PageContext, order: OrderView): SafeHtml {
  const { t, money } = ctx.i18n;
  const total = money(order.totalCents ?? 0);
  return order.payment
    ? html`<p class="legacy-order-paid">${t(order.payment.isDigitalWallet ? 'order.paidWallet' : 'order.paid', {
        amount: money(order.chargedCents ?? 0),
        brand: brandName(order.payment.brand),
        last4: order.payment.last4,
        total,
      })}</p>`
    : html`<p class="legacy-order-paid">${t('order.nothingDue', { total })}</p>`;
}

/**
 * The order-total discount, named by the codes and discount vouchers that gave it in the words of
 * the cart's and the checkout's summary ("Order Total Discount (VCH-…)"); nothing without one.
 */
function discountLine(ctx: PageContext, order: OrderView): SafeHtml | '' {
  if (order.discount.cents <= 0) return '';
  const labels = widgetWording(ctx.i18n.language, cartLabels, cartLabelsFr);
  const codes = order.discount.codes.join(', ');
  const label = codes === '' ? labels['summary.orderTotalDiscount'] : formatLabel(labels['summary.orderTotalDiscountCodes'], { codes });
  return html`<dl class="legacy-order-summary legacy-order-discount"><dt>${label}</dt><dd>−${ctx.i18n.money(order.discount.cents)}</dd></dl>`;
}

/**
 * The order's lines under "What you bought", one section per member they are for (lines for
 * nobody last): each line's product, quantity, price (the line's, quantity included), whether it
 * is on a payment plan, and its attributes as the page's language writes them.
 */
function orderLines(ctx: PageContext, order: OrderView): SafeHtml {
  const { t, money, number } = ctx.i18n;
  const nobody = t('order.unassigned');
  return html`<h2 class="legacy-checkout-title">${t('order.bought')}</h2>
      ${linesByMember(order.lines).map(
        (group) => html`<section class="legacy-order-member" aria-label="${group.member ?? nobody}">
        <h3 class="legacy-checkout-subtitle">${group.member ?? nobody}</h3>
        <ul class="legacy-order-lines">
          ${group.lines.map(
            (line) => html`<li><span class="legacy-order-product">${line.productName}</span> × ${number(line.quantity)} · ${money(line.unitCents * line.quantity)}${line.onPlan ? ` · ${t('order.onPlan')}` : ''} ${attributeLines(ctx, line.attributeInfo)}</li>`,
          )}
        </ul>
      </section>`,
      )}`;
}

export function orderCompletedPage(ctx: PageContext, order: OrderView, schedules: readonly ScheduleResult[] = []): SafeHtml {
  const { t } = ctx.i18n;
  return layout(ctx, {
    title: t('order.thanksTitle', { number: order.orderNumber }),
    extraScripts: ['/static/order-completed.js'],
    body: html`<link rel="stylesheet" href="/static/checkout.css">
    <article class="legacy-order legacy-order-completed">
      <h1 class="legacy-page-title">${t('order.thanks')}</h1>
      <p class="legacy-order-number">${t('order.numberBefore')}<strong>${order.orderNumber}</strong>${t('order.numberAfter', { date: ctx.i18n.date(order.createdOn) })}</p>
      ${paymentLine(ctx, order)}
      ${discountLine(ctx, order)}
      ${orderLines(ctx, order)}
      <resort-payment-schedule mode="order" order-id="${order.orderNumber}">${scheduleTables(ctx, schedules)}</resort-payment-schedule>
      <p><a href="/orderdetails/${order.id}">${t('order.details')}</a> · <a href="/">${t('order.continueShopping')}</a></p>
      <script type="application/json" id="order-analytics">${jsonScriptContent(purchaseOrder(order))}</script>
    </article>`,
  });
}

/**
 * `/orderdetails/<id>`: the signed-in shopper's order (reached from My Account and from the
 * confirmation): when it was placed, what was paid, every line with the member it is for, and its
 * payment-plan schedules.
 */
export function orderDetailsPage(ctx: PageContext, order: OrderView, schedules: readonly ScheduleResult[] = []): SafeHtml {
  const { t } = ctx.i18n;
  const title = t('order.title', { number: order.orderNumber });
  return layout(ctx, {
    title,
    body: html`<link rel="stylesheet" href="/static/checkout.css">
    <nav class="legacy-breadcrumb" aria-label="${t('breadcrumb.label')}"><a href="/">${t('breadcrumb.home')}</a> / <span>${title}</span></nav>
    <article class="legacy-order legacy-order-details">
      <h1 class="legacy-page-title">${title}</h1>
      <p class="legacy-order-number">${t('order.placedOn', { date: ctx.i18n.date(order.createdOn) })}</p>
      ${paymentLine(ctx, order)}
      ${discountLine(ctx, order)}
      ${orderLines(ctx, order)}
      <resort-payment-schedule mode="order" order-id="${order.orderNumber}">${scheduleTables(ctx, schedules)}</resort-payment-schedule>
    </article>`,
  });
}
