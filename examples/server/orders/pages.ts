/** The order confirmation page, `/checkout/completed/<orderId>`. */
import { html, jsonScriptContent, type SafeHtml } from '../platform/html.ts';
import { layout, type PageContext } from '../shell/layout.ts';
import { formatStoreMoney } from '../shell/store-money.ts';
import { formatScheduleDate } from '../../../widgets/payment-schedule/schedule-table-rules.ts';
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

function attributeLines(info: string): SafeHtml {
  // The cart's AttributeInfo is escaped text joined with <br />: shown as separate lines of text.
  const parts = info.split('<br />').map((part) => part.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'"));
  return html`${parts.filter((part) => part !== '').map((part) => html`<span class="legacy-order-attr">${part}</span>`)}`;
}

export function orderCompletedPage(ctx: PageContext, order: OrderView, schedules: readonly ScheduleResult[] = []): SafeHtml {
  return layout(ctx, {
    title: `Thank you: order ${order.orderNumber}`,
    extraScripts: ['/static/order-completed.js'],
    body: html`<link rel="stylesheet" href="/static/checkout.css">
    <article class="legacy-order legacy-order-completed">
      <h1 class="legacy-page-title">Thank you for your order</h1>
      <p class="legacy-order-number">Your order number is <strong>${order.orderNumber}</strong>, placed on ${formatScheduleDate(order.createdOn, 'en-US')}.</p>
      ${
        order.payment
          ? html`<p class="legacy-order-paid">Paid today: ${formatStoreMoney(order.chargedCents ?? 0)} with ${order.payment.brand === 'VISA' ? 'Visa' : order.payment.brand} ending in ${order.payment.last4}${order.payment.isDigitalWallet ? ' (digital wallet)' : ''}. Order total: ${formatStoreMoney(order.totalCents ?? 0)}.</p>`
          : html`<p class="legacy-order-paid">No payment was due today. Order total: ${formatStoreMoney(order.totalCents ?? 0)}.</p>`
      }
      <h2 class="legacy-checkout-title">What you bought</h2>
      ${linesByMember(order.lines).map(
        (group) => html`<section class="legacy-order-member" aria-label="${group.member ?? 'Not assigned to a member'}">
        <h3 class="legacy-checkout-subtitle">${group.member ?? 'Not assigned to a member'}</h3>
        <ul class="legacy-order-lines">
          ${group.lines.map(
            (line) => html`<li><span class="legacy-order-product">${line.productName}</span> × ${line.quantity} · ${formatStoreMoney(line.unitCents * line.quantity)}${line.onPlan ? ' · payment plan' : ''} ${attributeLines(line.attributeInfo)}</li>`,
          )}
        </ul>
      </section>`,
      )}
      <h2 class="legacy-checkout-title">Payment schedule</h2>
      <resort-payment-schedule mode="order" order-id="${order.orderNumber}">${scheduleTables(schedules)}</resort-payment-schedule>
      <p><a href="/orderdetails/${order.id}">Order details</a> · <a href="/">Continue shopping</a></p>
      <script type="application/json" id="order-analytics">${jsonScriptContent(purchaseOrder(order))}</script>
    </article>`,
  });
}
