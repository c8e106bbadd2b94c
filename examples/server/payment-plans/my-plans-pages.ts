/**
 * My Account's Payment Plans section (`<resort-my-payment-plans>`): on the My Account page
 * (`/userinfo`, below the household panel), and alone at `/userinfo/paymentplans`.
 */
import { html, type SafeHtml } from '../platform/html.ts';
import { layout, type PageContext } from '../shell/layout.ts';
import { formatStoreAmount } from '../shell/store-money.ts';
import { myPlansLabels } from '../../../widgets/my-payment-plans/labels.ts';
import type { CustomerPlanAnswer } from './customer-plans.ts';

/**
 * The customer's plans as the store lists them itself, read-only, inside the tag: what the shopper
 * reads until the widget has started, and where our script cannot run. Changing a plan's card or
 * paying now needs the card provider's script, and the list says so.
 */
function plansList(plans: readonly CustomerPlanAnswer[]): SafeHtml {
  return html`<div data-resort-fallback>
        <h2 class="legacy-section-title">${myPlansLabels['plans.title']}</h2>
        ${plans.length === 0
          ? html`<p class="legacy-empty">${myPlansLabels['plans.empty']}</p>`
          : html`<ul class="legacy-plan-list">${plans.map(
              (plan) => html`<li><strong>${plan.ProductName}</strong> for ${plan.ContactName}, order <a href="/orderdetails/${plan.OrderId}">${plan.OrderNumber}</a>: ${plan.PaymentStatus ?? ''}. Left to pay: ${formatStoreAmount(plan.RemainingBalance)}.
              <ul>${plan.Payments.map((payment) => html`<li>${payment.PaymentDate}: ${formatStoreAmount(payment.PaymentAmount)}, ${payment.PaymentStatus}</li>`)}</ul></li>`,
            )}</ul>
        <p>Updating a plan's card or paying a payment now needs JavaScript: the card fields are the card provider's own script.</p>`}
      </div>`;
}

/** A plain block: the widget's own section is the landmark, named by its Payment Plans heading. */
/**
 * The customer's payment plans; `plans` (how many they have) is written on the tag, so its box
 * holds their table before it loads (the host stylesheet reads it: `src/island/boxes.ts`).
 */
export function paymentPlansSection({ lazy = false, plans }: { lazy?: boolean; plans: readonly CustomerPlanAnswer[] }): SafeHtml {
  return html`<div class="legacy-account-section">
      <p class="legacy-account-note">Your plans and what you owe, and when. Update the card of the plans you choose, and pay a failed or due payment yourself.</p>
      <resort-my-payment-plans${lazy ? html` loading="lazy"` : ''} plans="${plans.length}">${plansList(plans)}</resort-my-payment-plans>
    </div>`;
}

export function myPaymentPlansPage(ctx: PageContext, plans: readonly CustomerPlanAnswer[]): SafeHtml {
  return layout(ctx, {
    title: 'My Account: Payment Plans',
    body: html`<h1 class="legacy-page-title">My Account</h1>
    ${paymentPlansSection({ plans })}`,
  });
}
