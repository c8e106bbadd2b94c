/**
 * The cart page as the store renders it itself, inside `<resort-cart>`, `<resort-discount-code>`
 * and `<resort-order-summary>`: what the shopper reads and uses until those widgets have started,
 * and for good where our script cannot run. Plain forms post to the same routes as the widgets'
 * calls, which send the browser back to the cart.
 */
import type { Cart } from '../../../src/api/cart-schemas.ts';
import { groupItemsByMember, lineTotal, memberName, parseAttributeInfo } from '../../../widgets/cart/cart-rules.ts';
import { cartLabels } from '../../../widgets/cart/labels.ts';
import { cartLabelsFr } from '../../../widgets/cart/labels.fr-CA.ts';
import { summaryLines } from '../../../widgets/cart/summary-lines.ts';
import { formatLabel } from '../../../src/core/labels.ts';
import { html, type SafeHtml } from '../platform/html.ts';
import { antiforgeryInput, type PageContext } from '../shell/layout.ts';
import { widgetWording } from '../shell/widget-wording.ts';
import { attributeLineText } from '../shell/attribute-lines.ts';

/** Where the cart page's own forms post. */
export const CART_FORM_PATHS = {
  removeItem: '/ShoppingCart/RemoveShoppingCartItem',
  applyCode: '/ShoppingCart/ApplyDiscountCoupon',
  removeCode: '/ShoppingCart/RemoveDiscountCoupon',
} as const;

/** The cart widgets' wording in the page's language. */
const words = (ctx: PageContext) => widgetWording(ctx.i18n.language, cartLabels, cartLabelsFr);

/** The cart's items as a table, grouped by the member each is for, each with its Remove button. */
export function cartTable(ctx: PageContext, cart: Cart): SafeHtml {
  const labels = words(ctx);
  const { t, amount } = ctx.i18n;
  if (cart.Items.length === 0) {
    return html`<div data-resort-fallback>
        <h1 class="legacy-page-title">${labels['cart.title']}</h1>
        <p class="legacy-empty">${labels['cart.empty']}</p>
        <p><a href="/">${labels['cart.continueShopping']}</a></p>
      </div>`;
  }
  return html`<div data-resort-fallback>
        <h1 class="legacy-page-title">${labels['cart.title']}</h1>
        <table class="legacy-cart-table">
          <caption>${formatLabel(labels['minicart.title'], { count: ctx.i18n.number(cart.TotalProducts) })}</caption>
          <thead><tr><th scope="col">${t('cart.column.item')}</th><th scope="col">${t('cart.column.quantity')}</th><th scope="col">${t('cart.column.total')}</th><th scope="col">${t('cart.column.remove')}</th></tr></thead>
          ${groupItemsByMember(cart).map(
            (group) => html`<tbody>
            <tr><th scope="rowgroup" colspan="4" class="legacy-cart-member">${group.member === null ? labels['minicart.unassigned'] : memberName(group.member)}</th></tr>
            ${group.items.map(
              (item) => html`<tr>
              <td><a href="${item.Url === '' ? '/' : item.Url}">${item.ProductName}</a>${parseAttributeInfo(item.AttributeInfo).map(
                (line) => html`<br><span class="legacy-cart-attribute">${attributeLineText(ctx.i18n, line)}</span>`,
              )}</td>
              <td>${ctx.i18n.number(item.Quantity)}</td>
              <td>${amount(lineTotal(item))}</td>
              <td><form method="post" action="${CART_FORM_PATHS.removeItem}">
                ${antiforgeryInput(ctx)}
                <input type="hidden" name="id" value="${item.Id}">
                <button type="submit" class="legacy-button" aria-label="${formatLabel(labels['minicart.removeItem'], { name: item.ProductName })}">${labels['minicart.remove']}</button>
              </form></td>
            </tr>`,
            )}
          </tbody>`,
          )}
        </table>
        <p><a href="/">${labels['cart.continueShopping']}</a></p>
      </div>`;
}

/** Why the cart's pricing for this page took a discount voucher off it (`cart/repo.ts`), above the cart or the checkout. */
export function voucherNotices(cart: { VoucherNotices?: readonly string[] }): SafeHtml | '' {
  const notices = cart.VoucherNotices ?? [];
  return notices.length === 0 ? '' : html`<p class="legacy-notice-box" role="status">${notices.join(' ')}</p>`;
}

/** The discount code form, and a Remove button for each code already applied. */
export function discountForm(ctx: PageContext, cart: Cart): SafeHtml {
  const labels = words(ctx);
  return html`<div data-resort-fallback>
        <form method="post" action="${CART_FORM_PATHS.applyCode}" class="legacy-discount-form">
          ${antiforgeryInput(ctx)}
          <label for="cart-discount-code">${labels['discount.label']}</label>
          <input type="text" id="cart-discount-code" name="discountcouponcode" maxlength="100" autocomplete="off">
          <button type="submit" class="legacy-button">${labels['discount.apply']}</button>
        </form>
        ${cart.AppliedDiscountCodes.length === 0
          ? ''
          : html`<ul class="legacy-applied-codes" aria-label="${labels['discount.applied']}">${cart.AppliedDiscountCodes.map(
              (code) => html`<li>${code} <form method="post" action="${CART_FORM_PATHS.removeCode}" class="legacy-inline-form">
                ${antiforgeryInput(ctx)}
                <input type="hidden" name="code" value="${code}">
                <button type="submit" class="legacy-button">${formatLabel(labels['discount.remove'], { code })}</button>
              </form></li>`,
            )}</ul>`}
      </div>`;
}

/** The order's totals, and on the cart page the way to checkout. */
export function orderSummary(ctx: PageContext, cart: Cart, { checkoutLink = true }: { checkoutLink?: boolean } = {}): SafeHtml {
  const labels = words(ctx);
  const { amount } = ctx.i18n;
  return html`<div data-resort-fallback>
        <h2>${labels['summary.title']}</h2>
        <dl class="legacy-order-summary">
          ${summaryLines(cart, labels, { hideShipping: false, number: ctx.i18n.number }).map(
            (line) => html`<dt>${line.label}</dt><dd>${line.kind === 'discount' ? `−${amount(line.amount)}` : amount(line.amount)}</dd>`,
          )}
        </dl>
        ${cart.Items.length === 0 || !checkoutLink
          ? ''
          : html`<p><a class="legacy-button" href="/onepagecheckout">${labels['cart.checkout']}</a></p>`}
      </div>`;
}
