/**
 * The legacy admin's product and discount pages, as minimal as a nopCommerce admin's: a list, a
 * create form, and an edit page showing the item with its voucher templates panel
 * (`<resort-voucher-templates>`). Before an item is saved (the create page), the panel says its
 * options come after saving.
 */
import { html, type SafeHtml } from '../platform/html.ts';
import { adminLayout, antiforgeryInput, needsScript, type PageContext } from '../shell/layout.ts';
import { formatStoreMoney } from '../shell/store-money.ts';
import { decimalText, fromHundredths } from '../../../src/core/money.ts';

export interface AdminProductRow {
  id: number;
  name: string;
  sku: string;
  priceCents: number;
  categoryName: string;
  published: boolean;
}

export interface AdminDiscountRow {
  id: number;
  name: string;
  type: string;
  percentageBp: number;
  couponCode: string | null;
}

export interface ProductForm {
  name: string;
  sku: string;
  price: string;
  categoryId: string;
  published: boolean;
}

export interface DiscountForm {
  name: string;
  type: string;
  percentage: string;
}

export const DISCOUNT_TYPES = [
  { value: 'AssignedToOrderTotal', label: 'Assigned to order total' },
  { value: 'AssignedToSkus', label: 'Assigned to products' },
] as const;

const percentText = (bp: number) => `${decimalText(fromHundredths(bp)).replace(/\.00$/, '')}%`;

function errorBox(error: string | null): SafeHtml | '' {
  return error === null ? '' : html`<div class="legacy-error" role="alert" id="form-error"><p>${error}</p></div>`;
}

function panel(title: string, body: SafeHtml): SafeHtml {
  return html`<section class="legacy-message legacy-admin-panel" aria-labelledby="${slug(title)}">
      <h2 id="${slug(title)}">${title}</h2>
      ${body}
    </section>`;
}

const slug = (text: string) => `panel-${text.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

export function productListPage(ctx: PageContext, products: readonly AdminProductRow[]): SafeHtml {
  return adminLayout(ctx, {
    title: 'Products',
    body: html`<h1 class="legacy-page-title">Products</h1>
    <p><a class="legacy-admin-link" href="/Admin/Product/Create">Add new product</a></p>
    <table class="legacy-admin-table">
      <caption>Products</caption>
      <thead><tr><th scope="col">Name</th><th scope="col">SKU</th><th scope="col">Price</th><th scope="col">Category</th><th scope="col">Published</th><th scope="col">Edit</th></tr></thead>
      <tbody>
        ${products.map(
          (product) => html`<tr>
          <td>${product.name}</td><td>${product.sku}</td><td>${formatStoreMoney(product.priceCents)}</td><td>${product.categoryName}</td>
          <td>${product.published ? 'Yes' : 'No'}</td>
          <td><a class="legacy-admin-link" href="/Admin/Product/Edit/${product.id}" aria-label="Edit ${product.name}">Edit</a></td>
        </tr>`,
        )}
      </tbody>
    </table>`,
  });
}

export function productCreatePage(ctx: PageContext, categories: readonly { id: number; name: string }[], form: ProductForm, error: string | null): SafeHtml {
  const described = error === null ? '' : html` aria-describedby="form-error"`;
  return adminLayout(ctx, {
    title: 'Add a new product',
    body: html`<h1 class="legacy-page-title">Add a new product</h1>
    <p><a class="legacy-admin-link" href="/Admin/Product/List">Back to product list</a></p>
    ${errorBox(error)}
    ${panel(
      'Product info',
      html`<form method="post" action="/Admin/Product/Create" class="legacy-admin-form" novalidate>
        ${antiforgeryInput(ctx)}
        <p class="legacy-field"><label for="product-name">Product name</label>
          <input id="product-name" name="Name" value="${form.name}" maxlength="200" required${described}></p>
        <p class="legacy-field"><label for="product-sku">SKU</label>
          <input id="product-sku" name="Sku" value="${form.sku}" maxlength="64" required></p>
        <p class="legacy-field"><label for="product-price">Price</label>
          <input id="product-price" name="Price" value="${form.price}" inputmode="decimal" required></p>
        <p class="legacy-field"><label for="product-category">Category</label>
          <select id="product-category" name="CategoryId">
            ${categories.map((category) => html`<option value="${category.id}"${String(category.id) === form.categoryId ? html` selected` : ''}>${category.name}</option>`)}
          </select></p>
        <p class="legacy-field legacy-admin-check"><input type="checkbox" id="product-published" name="Published" value="true"${form.published ? html` checked` : ''}>
          <label for="product-published">Published</label></p>
        <button type="submit" class="legacy-button">Save</button>
      </form>`,
    )}
    ${panel('Vouchers', html`<resort-voucher-templates kind="product">${needsScript('Managing voucher templates')}</resort-voucher-templates>`)}`,
  });
}

export function productEditPage(ctx: PageContext, product: AdminProductRow): SafeHtml {
  return adminLayout(ctx, {
    title: `Edit product details - ${product.name}`,
    body: html`<h1 class="legacy-page-title">Edit product details - ${product.name}</h1>
    <p><a class="legacy-admin-link" href="/Admin/Product/List">Back to product list</a></p>
    ${panel(
      'Product info',
      html`<dl class="legacy-admin-details">
        <dt>Product ID</dt><dd>${product.id}</dd>
        <dt>Product name</dt><dd>${product.name}</dd>
        <dt>SKU</dt><dd>${product.sku}</dd>
        <dt>Price</dt><dd>${formatStoreMoney(product.priceCents)}</dd>
        <dt>Category</dt><dd>${product.categoryName}</dd>
        <dt>Published</dt><dd>${product.published ? 'Yes' : 'No'}</dd>
      </dl>`,
    )}
    ${panel('Vouchers', html`<resort-voucher-templates kind="product" product-id="${product.id}">${needsScript('Managing voucher templates')}</resort-voucher-templates>`)}`,
  });
}

export function discountListPage(ctx: PageContext, discounts: readonly AdminDiscountRow[]): SafeHtml {
  return adminLayout(ctx, {
    title: 'Discounts',
    body: html`<h1 class="legacy-page-title">Discounts</h1>
    <p><a class="legacy-admin-link" href="/Admin/Discount/Create">Add new discount</a></p>
    <table class="legacy-admin-table">
      <caption>Discounts</caption>
      <thead><tr><th scope="col">Name</th><th scope="col">Type</th><th scope="col">Discount</th><th scope="col">Coupon code</th><th scope="col">Edit</th></tr></thead>
      <tbody>
        ${discounts.map(
          (discount) => html`<tr>
          <td>${discount.name}</td><td>${DISCOUNT_TYPES.find((type) => type.value === discount.type)?.label ?? discount.type}</td>
          <td>${percentText(discount.percentageBp)}</td><td>${discount.couponCode ?? '--'}</td>
          <td><a class="legacy-admin-link" href="/Admin/Discount/Edit/${discount.id}" aria-label="Edit ${discount.name}">Edit</a></td>
        </tr>`,
        )}
      </tbody>
    </table>`,
  });
}

export function discountCreatePage(ctx: PageContext, form: DiscountForm, error: string | null): SafeHtml {
  const described = error === null ? '' : html` aria-describedby="form-error"`;
  return adminLayout(ctx, {
    title: 'Add a new discount',
    body: html`<h1 class="legacy-page-title">Add a new discount</h1>
    <p><a class="legacy-admin-link" href="/Admin/Discount/List">Back to discount list</a></p>
    ${errorBox(error)}
    ${panel(
      'Discount info',
      html`<form method="post" action="/Admin/Discount/Create" class="legacy-admin-form" novalidate>
        ${antiforgeryInput(ctx)}
        <p class="legacy-field"><label for="discount-name">Name</label>
          <input id="discount-name" name="Name" value="${form.name}" maxlength="200" required${described}></p>
        <p class="legacy-field"><label for="discount-type">Discount type</label>
          <select id="discount-type" name="DiscountType">
            ${DISCOUNT_TYPES.map((type) => html`<option value="${type.value}"${type.value === form.type ? html` selected` : ''}>${type.label}</option>`)}
          </select></p>
        <p class="legacy-field"><label for="discount-percentage">Discount percentage</label>
          <input id="discount-percentage" name="Percentage" value="${form.percentage}" inputmode="decimal" required></p>
        <button type="submit" class="legacy-button">Save</button>
      </form>`,
    )}
    ${panel('Requirements', html`<resort-voucher-templates kind="discount">${needsScript('Managing voucher templates')}</resort-voucher-templates>`)}`,
  });
}

export function discountEditPage(ctx: PageContext, discount: AdminDiscountRow, requirementId: number): SafeHtml {
  return adminLayout(ctx, {
    title: `Edit discount details - ${discount.name}`,
    body: html`<h1 class="legacy-page-title">Edit discount details - ${discount.name}</h1>
    <p><a class="legacy-admin-link" href="/Admin/Discount/List">Back to discount list</a></p>
    ${panel(
      'Discount info',
      html`<dl class="legacy-admin-details">
        <dt>Discount ID</dt><dd>${discount.id}</dd>
        <dt>Name</dt><dd>${discount.name}</dd>
        <dt>Discount type</dt><dd>${DISCOUNT_TYPES.find((type) => type.value === discount.type)?.label ?? discount.type}</dd>
        <dt>Discount</dt><dd>${percentText(discount.percentageBp)}</dd>
        <dt>Coupon code</dt><dd>${discount.couponCode ?? '--'}</dd>
      </dl>`,
    )}
    ${panel(
      'Requirements',
      html`<resort-voucher-templates kind="discount" discount-id="${discount.id}" discount-requirement-id="${requirementId}">${needsScript('Managing voucher templates')}</resort-voucher-templates>`,
    )}`,
  });
}
