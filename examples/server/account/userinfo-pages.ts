/**
 * `/userinfo`, My Account: the shopper's profile, household (photos, birthdays, media cards),
 * payment plans and orders. The household and the plans start below the first screen on a phone (320×640)
 * and on a desktop (1280×720) alike, under the profile: they load as the shopper nears them
 * (`loading="lazy"`).
 */
import { html, type SafeHtml } from '../platform/html.ts';
import { layout, type PageContext } from '../shell/layout.ts';
import { paymentPlansSection } from '../payment-plans/my-plans-pages.ts';
import type { ProfileRow } from './profile-repo.ts';
import type { CustomerPlanAnswer } from '../payment-plans/customer-plans.ts';
import type { OrderListing } from '../orders/repo.ts';
import { isMinor } from '../../../widgets/waiver/waiver-rules.ts';

/** The profile as the store shows it itself, read-only (changing it needs the widget). */
function profileDetails(ctx: PageContext, profile: ProfileRow | null): SafeHtml {
  if (profile === null) return html``;
  const { t, date } = ctx.i18n;
  const address = [profile.StreetAddress, profile.StreetAddress2, profile.City, profile.StateProvince, profile.ZipPostalCode, profile.CountryCode].filter((part) => part !== '').join(', ');
  return html`<dl class="legacy-profile-details" data-resort-fallback>
        <dt>${t('account.name')}</dt><dd>${profile.FirstName} ${profile.LastName}</dd>
        <dt>${t('account.email')}</dt><dd>${profile.Email}</dd>
        ${profile.Phone === '' ? '' : html`<dt>${t('account.phone')}</dt><dd>${profile.Phone}</dd>`}
        ${profile.DateOfBirth === null ? '' : html`<dt>${t('account.dateOfBirth')}</dt><dd>${date(profile.DateOfBirth)}</dd>`}
        ${address === '' ? '' : html`<dt>${t('account.address')}</dt><dd>${address}</dd>`}
      </dl>`;
}

/** The household as the store lists it itself, read-only: who is in it, and who still needs a birthday. */
function householdList(ctx: PageContext): SafeHtml {
  const { t, date } = ctx.i18n;
  return html`<ul class="legacy-household-list" data-resort-fallback>${ctx.household.map(
    (member) => html`<li><strong>${member.firstName} ${member.lastName}</strong>${member.isMe ? ` ${t('household.you')}` : ''}${t('household.separator')}${
      member.dateOfBirth === null ? t('household.noBirthday') : t(isMinor(member.dateOfBirth, new Date()) ? 'household.minor' : 'household.adult', { date: date(member.dateOfBirth) })
    }</li>`,
  )}</ul>`;
}

/** The customer's orders, newest first, each leading to its details: a returning shopper finds an order again here. */
function ordersSection(ctx: PageContext, orders: readonly OrderListing[]): SafeHtml {
  const { t, date, money } = ctx.i18n;
  return html`<section class="legacy-account-section" aria-labelledby="account-orders">
      <h2 id="account-orders" class="legacy-section-title">${t('account.orders')}</h2>
      ${
        orders.length === 0
          ? html`<p class="legacy-account-note">${t('account.noOrders')}</p>`
          : html`<ul class="legacy-order-list">${orders.map(
              (order) =>
                html`<li><a href="/orderdetails/${order.id}">${t('order.title', { number: order.orderNumber })}</a> ${t('order.placedOn', { date: date(order.createdOn) })}${
                  order.totalCents === null ? '' : html` ${t('account.orderTotal', { total: money(order.totalCents) })}`
                }</li>`,
            )}</ul>`
      }
    </section>`;
}

/**
 * `plans`: how many payment plans the customer has. It and the household's size
 * (`ctx.household`) are written on their tags, so each box holds the list before it loads.
 */
export function userInfoPage(ctx: PageContext, profile: ProfileRow | null, plans: readonly CustomerPlanAnswer[], orders: readonly OrderListing[]): SafeHtml {
  const { t } = ctx.i18n;
  return layout(ctx, {
    title: t('header.myAccount'),
    body: html`<h1 class="legacy-page-title">${t('header.myAccount')}</h1>
    <section class="legacy-account-section" aria-labelledby="account-profile">
      <h2 id="account-profile" class="legacy-section-title">${t('account.profile')}</h2>
      <resort-profile profile="${JSON.stringify(profile)}">${profileDetails(ctx, profile)}</resort-profile>
    </section>
    <section class="legacy-account-section" aria-labelledby="account-household">
      <h2 id="account-household" class="legacy-section-title">${t('account.household')}</h2>
      <p class="legacy-account-note">${t('account.householdNote')}</p>
      <resort-group-members edit-photos add-media edit-members loading="lazy" members="${ctx.household.length}">${householdList(ctx)}</resort-group-members>
    </section>
    ${paymentPlansSection(ctx, { lazy: true, plans })}
    ${ordersSection(ctx, orders)}
    <p class="legacy-account-note"><a href="/userinfo/resortcharge">${t('account.resortCharge')}</a>${t('account.resortChargeNote')}</p>`,
  });
}
