/**
 * The cart page as the store renders it itself, inside `<resort-cart>`, `<resort-discount-code>`
 * and `<resort-order-summary>`: what the shopper reads and uses until those widgets have started,
 * and for good where our script cannot run. Plain forms post to the same routes as the widgets'
 * calls, which send the browser back to the cart.
 */
import type { Cart } from '../../../src/api/cart-schemas.ts';
import { groupItemsByMember, lineTotal, memberName, parseAttributeInfo } from '../../../widgets/cart/cart-rules.ts';
import { cartLabels } from '../../../widgets/cart/labels.ts';
import { summaryLines } from '../../../widgets/cart/summary-lines.ts';
import { html, type SafeHtml } from '../platform/html.ts';
import { antiforgeryInput, type PageContext } from '../shell/layout.ts';
import { formatStoreAmount } from '../shell/store-money.ts';

/** Where the cart page's own forms post. */
export const CART_FORM_PATHS = {
  removeItem: '/ShoppingCart/RemoveShoppingCartItem',
  applyCode: '/ShoppingCart/ApplyDiscountCoupon',
  removeCode: '/ShoppingCart/RemoveDiscountCoupon',
} as const;

/** The cart's items as a table, grouped by the member each is for, each with its Remove button. */
export function cartTable(ctx: PageContext, cart: Cart): SafeHtml {
  if (cart.Items.length === 0) {
    return html`<div data-resort-fallback>
        <h1 class="legacy-page-title">${cartLabels['cart.title']}</h1>
        <p class="legacy-empty">${cartLabels['cart.empty']}</p>
        <p><a href="/">${cartLabels['cart.continueShopping']}</a></p>
      </div>`;
  }
  return html`<div data-resort-fallback>
        <h1 class="legacy-page-title">${cartLabels['cart.title']}</h1>
        <table class="legacy-cart-table">
          <caption>${cartLabels['minicart.title'].replace('{count}', String(cart.TotalProducts))}</caption>
          <thead><tr><th scope="col">Item</th><th scope="col">Qty</th><th scope="col">Total</th><th scope="col">Remove</th></tr></thead>
          ${groupItemsByMember(cart).map(
            (group) => html`<tbody>
            <tr><th scope="rowgroup" colspan="4" class="legacy-cart-member">${group.member === null ? cartLabels['minicart.unassigned'] : memberName(group.member)}</th></tr>
            ${group.items.map(
              (item) => html`<tr>
              <td><a href="${item.Url === '' ? '/' : item.Url}">${item.ProductName}</a>${parseAttributeInfo(item.AttributeInfo).map(
                (line) => html`<br><span class="legacy-cart-attribute">${line.name === '' ? line.value : `${line.name}: ${line.value}`}</span>`,
              )}</td>
              <td>${item.Quantity}</td>
              <td>${formatStoreAmount(lineTotal(item))}</td>
              <td><form method="post" action="${CART_FORM_PATHS.removeItem}">
                ${antiforgeryInput(ctx)}
                <input type="hidden" name="id" value="${item.Id}">
                <button type="submit" class="legacy-button" aria-label="${cartLabels['minicart.removeItem'].replace('{name}', item.ProductName)}">${cartLabels['minicart.remove']}</button>
              </form></td>
            </tr>`,
            )}
          </tbody>`,
          )}
        </table>
        <p><a href="/">${cartLabels['cart.continueShopping']}</a></p>
      </div>`;
}

/** The discount code form, and a Remove button for each code already applied. */
export function discountForm(ctx: PageContext, cart: Cart): SafeHtml {
  return html`<div data-resort-fallback>
        <form method="post" action="${CART_FORM_PATHS.applyCode}" class="legacy-discount-form">
          ${antiforgeryInput(ctx)}
          <label for="cart-discount-code">${cartLabels['discount.label']}</label>
          <input type="text" id="cart-discount-code" name="discountcouponcode" maxlength="100" autocomplete="off">
          <button type="submit" class="legacy-button">${cartLabels['discount.apply']}</button>
        </form>
        ${cart.AppliedDiscountCodes.length === 0
          ? ''
          : html`<ul class="legacy-applied-codes" aria-label="${cartLabels['discount.applied']}">${cart.AppliedDiscountCodes.map(
              (code) => html`<li>${code} <form method="post" action="${CART_FORM_PATHS.removeCode}" class="legacy-inline-form">
                ${antiforgeryInput(ctx)}
                <input type="hidden" name="code" value="${code}">
                <button type="submit" class="legacy-button">${cartLabels['discount.remove'].replace('{code}', code)}</button>
              </form></li>`,
            )}</ul>`}
      </div>`;
}

/** The order's totals, and on the cart page the way to checkout. */
export function orderSummary(cart: Cart, { checkoutLink = true }: { checkoutLink?: boolean } = {}): SafeHtml {
  return html`<div data-resort-fallback>
        <h2>${cartLabels['summary.title']}</h2>
        <dl class="legacy-order-summary">
          ${summaryLines(cart, cartLabels, { hideShipping: false }).map(
            (line) => html`<dt>${line.label}</dt><dd>${line.kind === 'discount' ? `−${formatStoreAmount(line.amount)}` : formatStoreAmount(line.amount)}</dd>`,
          )}
        </dl>
        ${cart.Items.length === 0 || !checkoutLink
          ? ''
          : html`<p><a class="legacy-button" href="/onepagecheckout">${cartLabels['cart.checkout']}</a></p>`}
      </div>`;
}
