/** The order confirmation page, `/checkout/completed/<orderId>`. */
import { html, jsonScriptContent, type SafeHtml } from '../platform/html.ts';
import { layout, type PageContext } from '../shell/layout.ts';
import { attributeLinesText } from '../shell/attribute-lines.ts';
import type { OrderLineView, OrderView } from './repo.ts';
import { fromCents } from '../../../src/core/money.ts';
import type { ScheduleResult } from '../../../src/api/schedule-schemas.ts';
import { scheduleTables } from '../vouchers/pages.ts';

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

export function orderCompletedPage(ctx: PageContext, order: OrderView, schedules: readonly ScheduleResult[] = []): SafeHtml {
  const { t, money, number } = ctx.i18n;
  const total = money(order.totalCents ?? 0);
  const nobody = t('order.unassigned');
  return layout(ctx, {
    title: t('order.thanksTitle', { number: order.orderNumber }),
    extraScripts: ['/static/order-completed.js'],
    body: html`<link rel="stylesheet" href="/static/checkout.css">
    <article class="legacy-order legacy-order-completed">
      <h1 class="legacy-page-title">${t('order.thanks')}</h1>
      <p class="legacy-order-number">${t('order.numberBefore')}<strong>${order.orderNumber}</strong>${t('order.numberAfter', { date: ctx.i18n.date(order.createdOn) })}</p>
      ${
        order.payment
          ? html`<p class="legacy-order-paid">${t(order.payment.isDigitalWallet ? 'order.paidWallet' : 'order.paid', {
              amount: money(order.chargedCents ?? 0),
              brand: brandName(order.payment.brand),
              last4: order.payment.last4,
              total,
            })}</p>`
          : html`<p class="legacy-order-paid">${t('order.nothingDue', { total })}</p>`
      }
      <h2 class="legacy-checkout-title">${t('order.bought')}</h2>
      ${linesByMember(order.lines).map(
        (group) => html`<section class="legacy-order-member" aria-label="${group.member ?? nobody}">
        <h3 class="legacy-checkout-subtitle">${group.member ?? nobody}</h3>
        <ul class="legacy-order-lines">
          ${group.lines.map(
            (line) => html`<li><span class="legacy-order-product">${line.productName}</span> × ${number(line.quantity)} · ${money(line.unitCents * line.quantity)}${line.onPlan ? ` · ${t('order.onPlan')}` : ''} ${attributeLines(ctx, line.attributeInfo)}</li>`,
          )}
        </ul>
      </section>`,
      )}
      <resort-payment-schedule mode="order" order-id="${order.orderNumber}">${scheduleTables(ctx, schedules)}</resort-payment-schedule>
      <p><a href="/orderdetails/${order.id}">${t('order.details')}</a> · <a href="/">${t('order.continueShopping')}</a></p>
      <script type="application/json" id="order-analytics">${jsonScriptContent(purchaseOrder(order))}</script>
    </article>`,
  });
}
