/**
 * My Account's Payment Plans section (`<resort-my-payment-plans>`): on the My Account page
 * (`/userinfo`, below the household panel), and alone at `/userinfo/paymentplans`.
 */
import { html, type SafeHtml } from '../platform/html.ts';
import { layout, type PageContext } from '../shell/layout.ts';
import { widgetWording } from '../shell/widget-wording.ts';
import { myPlansLabels } from '../../../widgets/my-payment-plans/labels.ts';
import { myPlansLabelsFr } from '../../../widgets/my-payment-plans/labels.fr-CA.ts';
import { statusText } from '../../../src/ui/status-text.ts';
import { statusWording } from '../shell/widget-wording.ts';
import { labelLanguage } from '../../../src/core/language.ts';
import type { CustomerPlanAnswer } from './customer-plans.ts';
import { offersPayNow } from '../../../widgets/my-payment-plans/plan-rules.ts';
import { resortDate } from '../shell/resort-date.ts';

/**
 * The customer's plans as the store lists them itself, read-only, inside the tag: what the shopper
 * reads until the widget has started, and where our script cannot run. Changing a plan's card or
 * paying now needs the card provider's script, and the list says so.
 */
function plansList(ctx: PageContext, plans: readonly CustomerPlanAnswer[]): SafeHtml {
  const { t, amount, longDate, language } = ctx.i18n;
  const labels = widgetWording(language, myPlansLabels, myPlansLabelsFr);
  const status = (value: string | null) => statusText(value, statusWording(language), labelLanguage(language));
  return html`<div data-resort-fallback>
        <h2 class="legacy-section-title">${labels['plans.title']}</h2>
        ${plans.length === 0
          ? html`<p class="legacy-empty">${labels['plans.empty']}</p>`
          : html`<ul class="legacy-plan-list">${plans.map(
              (plan) => html`<li>${t('plans.planBefore')}<strong>${plan.ProductName}</strong>${t('plans.planFor', { contact: plan.ContactName })}<a href="/orderdetails/${plan.OrderId}">${plan.OrderNumber}</a>${t('plans.planAfter', { status: status(plan.PaymentStatus), left: amount(plan.RemainingBalance) })}
              <ul>${plan.Payments.map((payment) => html`<li>${t('plans.payment', { date: longDate(payment.PaymentDate), amount: amount(payment.PaymentAmount), status: status(payment.PaymentStatus) })}</li>`)}</ul></li>`,
            )}</ul>
        <p>${t('plans.needsScript')}</p>`}
      </div>`;
}

/** A plain block: the widget's own section is the landmark, named by its Payment Plans heading. */
/**
 * The customer's payment plans; `plans` (how many they have) and `due` (how many offer Pay now)
 * are written on the tag, so its box holds their table before it loads (the host stylesheet reads it: `src/island/boxes.ts`).
 */
export function paymentPlansSection(ctx: PageContext, { lazy = false, plans }: { lazy?: boolean; plans: readonly CustomerPlanAnswer[] }): SafeHtml {
  // The plans that show Pay now, by the widget's own rule on the resort's day: each takes a line more.
  const today = resortDate();
  const due = plans.filter((plan) => offersPayNow(plan, today)).length;
  return html`<div class="legacy-account-section">
      <p class="legacy-account-note">${ctx.i18n.t('plans.note')}</p>
      <resort-my-payment-plans${lazy ? html` loading="lazy"` : ''} plans="${plans.length}" due="${due}">${plansList(ctx, plans)}</resort-my-payment-plans>
    </div>`;
}

export function myPaymentPlansPage(ctx: PageContext, plans: readonly CustomerPlanAnswer[]): SafeHtml {
  const { t } = ctx.i18n;
  return layout(ctx, {
    title: t('plans.pageTitle'),
    body: html`<h1 class="legacy-page-title">${t('header.myAccount')}</h1>
    ${paymentPlansSection(ctx, { plans })}`,
  });
}
