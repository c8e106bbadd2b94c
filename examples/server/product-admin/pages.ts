/**
 * The legacy admin's product and discount pages, as minimal as a nopCommerce admin's: a list, a
 * create form, and an edit page showing the item with its voucher templates panel
 * (`<resort-voucher-templates>`). Before an item is saved (the create page), the panel says its
 * options come after saving.
 */
import { html, type SafeHtml } from '../platform/html.ts';
import { adminLayout, antiforgeryInput, needsScript, type PageContext } from '../shell/layout.ts';
import { fromHundredths } from '../../../src/core/money.ts';
import type { StoreTextKey } from '../text/store-text.ts';

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
  { value: 'AssignedToOrderTotal', label: 'admin.discountType.orderTotal' },
  { value: 'AssignedToSkus', label: 'admin.discountType.products' },
] as const satisfies readonly { value: string; label: StoreTextKey }[];

const typeLabel = (ctx: PageContext, type: string) => {
  const known = DISCOUNT_TYPES.find((candidate) => candidate.value === type);
  return known ? ctx.i18n.t(known.label) : type;
};

function errorBox(error: string | null): SafeHtml | '' {
  return error === null ? '' : html`<div class="legacy-error" role="alert" id="form-error"><p>${error}</p></div>`;
}

/** A titled panel; `id` names it for its heading (the title is in the page's language). */
function panel(id: string, title: string, body: SafeHtml): SafeHtml {
  return html`<section class="legacy-message legacy-admin-panel" aria-labelledby="panel-${id}">
      <h2 id="panel-${id}">${title}</h2>
      ${body}
    </section>`;
}

const yesNo = (ctx: PageContext, value: boolean) => ctx.i18n.t(value ? 'admin.yes' : 'admin.no');

function vouchersPanel(ctx: PageContext, attributes: SafeHtml): SafeHtml {
  const { t } = ctx.i18n;
  return panel('vouchers', t('admin.panel.vouchers'), html`<resort-voucher-templates ${attributes}>${needsScript(ctx, t('admin.task.voucherTemplates'))}</resort-voucher-templates>`);
}

export function productListPage(ctx: PageContext, products: readonly AdminProductRow[]): SafeHtml {
  const { t, money } = ctx.i18n;
  return adminLayout(ctx, {
    title: t('admin.menu.products'),
    body: html`<h1 class="legacy-page-title">${t('admin.menu.products')}</h1>
    <p><a class="legacy-admin-link" href="/Admin/Product/Create">${t('admin.product.add')}</a></p>
    <table class="legacy-admin-table">
      <caption>${t('admin.menu.products')}</caption>
      <thead><tr><th scope="col">${t('admin.field.name')}</th><th scope="col">${t('admin.field.sku')}</th><th scope="col">${t('admin.field.price')}</th><th scope="col">${t('admin.field.category')}</th><th scope="col">${t('admin.field.published')}</th><th scope="col">${t('admin.edit')}</th></tr></thead>
      <tbody>
        ${products.map(
          (product) => html`<tr>
          <td>${product.name}</td><td>${product.sku}</td><td>${money(product.priceCents)}</td><td>${product.categoryName}</td>
          <td>${yesNo(ctx, product.published)}</td>
          <td><a class="legacy-admin-link" href="/Admin/Product/Edit/${product.id}" aria-label="${t('admin.editNamed', { name: product.name })}">${t('admin.edit')}</a></td>
        </tr>`,
        )}
      </tbody>
    </table>`,
  });
}

export function productCreatePage(ctx: PageContext, categories: readonly { id: number; name: string }[], form: ProductForm, error: string | null): SafeHtml {
  const { t } = ctx.i18n;
  const described = error === null ? '' : html` aria-describedby="form-error"`;
  return adminLayout(ctx, {
    title: t('admin.product.create'),
    body: html`<h1 class="legacy-page-title">${t('admin.product.create')}</h1>
    <p><a class="legacy-admin-link" href="/Admin/Product/List">${t('admin.product.back')}</a></p>
    ${errorBox(error)}
    ${panel(
      'product-info',
      t('admin.panel.productInfo'),
      html`<form method="post" action="/Admin/Product/Create" class="legacy-admin-form" novalidate>
        ${antiforgeryInput(ctx)}
        <p class="legacy-field"><label for="product-name">${t('admin.field.productName')}</label>
          <input id="product-name" name="Name" value="${form.name}" maxlength="200" required${described}></p>
        <p class="legacy-field"><label for="product-sku">${t('admin.field.sku')}</label>
          <input id="product-sku" name="Sku" value="${form.sku}" maxlength="64" required></p>
        <p class="legacy-field"><label for="product-price">${t('admin.field.price')}</label>
          <input id="product-price" name="Price" value="${form.price}" inputmode="decimal" required></p>
        <p class="legacy-field"><label for="product-category">${t('admin.field.category')}</label>
          <select id="product-category" name="CategoryId">
            ${categories.map((category) => html`<option value="${category.id}"${String(category.id) === form.categoryId ? html` selected` : ''}>${category.name}</option>`)}
          </select></p>
        <p class="legacy-field legacy-admin-check"><input type="checkbox" id="product-published" name="Published" value="true"${form.published ? html` checked` : ''}>
          <label for="product-published">${t('admin.field.published')}</label></p>
        <button type="submit" class="legacy-button">${t('admin.save')}</button>
      </form>`,
    )}
    ${vouchersPanel(ctx, html`kind="product"`)}`,
  });
}

export function productEditPage(ctx: PageContext, product: AdminProductRow): SafeHtml {
  const { t, money } = ctx.i18n;
  const title = t('admin.product.edit', { name: product.name });
  return adminLayout(ctx, {
    title,
    body: html`<h1 class="legacy-page-title">${title}</h1>
    <p><a class="legacy-admin-link" href="/Admin/Product/List">${t('admin.product.back')}</a></p>
    ${panel(
      'product-info',
      t('admin.panel.productInfo'),
      html`<dl class="legacy-admin-details">
        <dt>${t('admin.field.productId')}</dt><dd>${product.id}</dd>
        <dt>${t('admin.field.productName')}</dt><dd>${product.name}</dd>
        <dt>${t('admin.field.sku')}</dt><dd>${product.sku}</dd>
        <dt>${t('admin.field.price')}</dt><dd>${money(product.priceCents)}</dd>
        <dt>${t('admin.field.category')}</dt><dd>${product.categoryName}</dd>
        <dt>${t('admin.field.published')}</dt><dd>${yesNo(ctx, product.published)}</dd>
      </dl>`,
    )}
    ${vouchersPanel(ctx, html`kind="product" product-id="${product.id}"`)}`,
  });
}

export function discountListPage(ctx: PageContext, discounts: readonly AdminDiscountRow[]): SafeHtml {
  const { t, percent } = ctx.i18n;
  return adminLayout(ctx, {
    title: t('admin.menu.discounts'),
    body: html`<h1 class="legacy-page-title">${t('admin.menu.discounts')}</h1>
    <p><a class="legacy-admin-link" href="/Admin/Discount/Create">${t('admin.discount.add')}</a></p>
    <table class="legacy-admin-table">
      <caption>${t('admin.menu.discounts')}</caption>
      <thead><tr><th scope="col">${t('admin.field.name')}</th><th scope="col">${t('admin.field.type')}</th><th scope="col">${t('admin.field.discount')}</th><th scope="col">${t('admin.field.couponCode')}</th><th scope="col">${t('admin.edit')}</th></tr></thead>
      <tbody>
        ${discounts.map(
          (discount) => html`<tr>
          <td>${discount.name}</td><td>${typeLabel(ctx, discount.type)}</td>
          <td>${percent(fromHundredths(discount.percentageBp))}</td><td>${discount.couponCode ?? '--'}</td>
          <td><a class="legacy-admin-link" href="/Admin/Discount/Edit/${discount.id}" aria-label="${t('admin.editNamed', { name: discount.name })}">${t('admin.edit')}</a></td>
        </tr>`,
        )}
      </tbody>
    </table>`,
  });
}

export function discountCreatePage(ctx: PageContext, form: DiscountForm, error: string | null): SafeHtml {
  const { t } = ctx.i18n;
  const described = error === null ? '' : html` aria-describedby="form-error"`;
  return adminLayout(ctx, {
    title: t('admin.discount.create'),
    body: html`<h1 class="legacy-page-title">${t('admin.discount.create')}</h1>
    <p><a class="legacy-admin-link" href="/Admin/Discount/List">${t('admin.discount.back')}</a></p>
    ${errorBox(error)}
    ${panel(
      'discount-info',
      t('admin.panel.discountInfo'),
      html`<form method="post" action="/Admin/Discount/Create" class="legacy-admin-form" novalidate>
        ${antiforgeryInput(ctx)}
        <p class="legacy-field"><label for="discount-name">${t('admin.field.name')}</label>
          <input id="discount-name" name="Name" value="${form.name}" maxlength="200" required${described}></p>
        <p class="legacy-field"><label for="discount-type">${t('admin.field.discountType')}</label>
          <select id="discount-type" name="DiscountType">
            ${DISCOUNT_TYPES.map((type) => html`<option value="${type.value}"${type.value === form.type ? html` selected` : ''}>${t(type.label)}</option>`)}
          </select></p>
        <p class="legacy-field"><label for="discount-percentage">${t('admin.field.discountPercentage')}</label>
          <input id="discount-percentage" name="Percentage" value="${form.percentage}" inputmode="decimal" required></p>
        <button type="submit" class="legacy-button">${t('admin.save')}</button>
      </form>`,
    )}
    ${panel('requirements', t('admin.panel.requirements'), html`<resort-voucher-templates kind="discount">${needsScript(ctx, t('admin.task.voucherTemplates'))}</resort-voucher-templates>`)}`,
  });
}

export function discountEditPage(ctx: PageContext, discount: AdminDiscountRow, requirementId: number): SafeHtml {
  const { t, percent } = ctx.i18n;
  const title = t('admin.discount.edit', { name: discount.name });
  return adminLayout(ctx, {
    title,
    body: html`<h1 class="legacy-page-title">${title}</h1>
    <p><a class="legacy-admin-link" href="/Admin/Discount/List">${t('admin.discount.back')}</a></p>
    ${panel(
      'discount-info',
      t('admin.panel.discountInfo'),
      html`<dl class="legacy-admin-details">
        <dt>${t('admin.field.discountId')}</dt><dd>${discount.id}</dd>
        <dt>${t('admin.field.name')}</dt><dd>${discount.name}</dd>
        <dt>${t('admin.field.discountType')}</dt><dd>${typeLabel(ctx, discount.type)}</dd>
        <dt>${t('admin.field.discount')}</dt><dd>${percent(fromHundredths(discount.percentageBp))}</dd>
        <dt>${t('admin.field.couponCode')}</dt><dd>${discount.couponCode ?? '--'}</dd>
      </dl>`,
    )}
    ${panel(
      'requirements',
      t('admin.panel.requirements'),
      html`<resort-voucher-templates kind="discount" discount-id="${discount.id}" discount-requirement-id="${requirementId}">${needsScript(ctx, t('admin.task.voucherTemplates'))}</resort-voucher-templates>`,
    )}`,
  });
}
