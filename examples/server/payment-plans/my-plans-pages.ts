/**
 * My Account's Payment Plans section (`<resort-my-payment-plans>`): on the My Account page
 * (`/userinfo`, below the household panel), and alone at `/userinfo/paymentplans`.
 */
import { html, type SafeHtml } from '../platform/html.ts';
import { layout, type PageContext } from '../shell/layout.ts';

/** A plain block: the widget's own section is the landmark, named by its Payment Plans heading. */
/**
 * The customer's payment plans; `plans` (how many they have) is written on the tag, so its box
 * holds their table before it loads (`--resort-payment-plans`, `src/island/boxes.ts`).
 */
export function paymentPlansSection({ lazy = false, plans }: { lazy?: boolean; plans: number }): SafeHtml {
  return html`<div class="legacy-account-section">
      <p class="legacy-account-note">Your plans and what you owe, and when. Update the card of the plans you choose, and pay a failed or due payment yourself.</p>
      <resort-my-payment-plans${lazy ? html` loading="lazy"` : ''} style="--resort-payment-plans: ${plans}"></resort-my-payment-plans>
    </div>`;
}

export function myPaymentPlansPage(ctx: PageContext, plans: number): SafeHtml {
  return layout(ctx, {
    title: 'My Account: Payment Plans',
    body: html`<h1 class="legacy-page-title">My Account</h1>
    ${paymentPlansSection({ plans })}`,
  });
}
