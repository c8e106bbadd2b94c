import type { CatalogAttribute, CatalogProduct } from './catalog.ts';
import { html, type SafeHtml } from '../platform/html.ts';
import { antiforgeryInput, type PageContext } from '../shell/layout.ts';
import { SEASON } from '../shell/page-data.ts';
import { isMultipleDates, needsMember, storeEarliestDate, tagsOf } from './product-rules.ts';
import { fromHundredths } from '../../../src/core/money.ts';

/** A value as the shopper reads it: markers such as `[Reload]` are for the store, a date is written in the page's language. */
const shownName = (ctx: PageContext, name: string) => ctx.i18n.time(ctx.i18n.date(name.replace(/\[[^\]]*\]/g, ' ').replace(/\s+/g, ' ').trim()));

/**
 * What the several-dates field takes: year-month-day dates joined by `|` (spaces around it
 * allowed, as the store trims them). A constant, so its backslashes reach the page: inside the
 * `html` template `\d` would lose its backslash and refuse every real date.
 */
export const SEVERAL_DATES_PATTERN = String.raw`\s*\d{4}-\d{2}-\d{2}(\s*\|\s*\d{4}-\d{2}-\d{2})*\s*`;

const withAdjustment = (ctx: PageContext, cents: number) => (cents === 0 ? '' : ` (${ctx.i18n.adjustment(cents)})`);

function attributeField(product: CatalogProduct, attribute: CatalogAttribute, idPrefix: string, ctx: PageContext, dateFields: boolean): SafeHtml | '' {
  const id = `${idPrefix}-attr-${attribute.id}`;
  const name = `product_attribute_${attribute.id}`;
  const tags = tagsOf(attribute);
  // Without script there is nobody to ask which conditional attributes apply: the store reads them only when they do.
  if (tags.has('Hidden') || tags.has('Hidden Signed In')) {
    const preset = attribute.values.find((value) => value.isPreSelected);
    return preset ? html`<input type="hidden" name="${name}" value="${preset.id}">` : '';
  }
  if (attribute.controlType === 'Datepicker') {
    const earliest = storeEarliestDate(Date.now(), product);
    if (isMultipleDates(product, attribute)) {
      // The field is named as the shopper knows it; how to write the days is a hint beside it, in
      // words (the store still reads year-month-day dates joined by |, spaces around | allowed).
      return html`<p class="legacy-field">
          <label for="${id}">${attribute.name}</label>
          <input type="text" id="${id}" name="rental_start_date_${attribute.id}" aria-describedby="${id}-hint"${attribute.isRequired ? html` required` : ''} pattern="${SEVERAL_DATES_PATTERN}">
          <span class="legacy-hint" id="${id}-hint">${ctx.i18n.t('product.severalDates')}</span>
        </p>`;
    }
    const native = html`<p class="legacy-field"${dateFields ? html` data-resort-fallback` : ''}>
          <label for="${id}">${attribute.name}</label>
          <input type="date" id="${id}" name="${name}"${attribute.isRequired ? html` required` : ''} min="${earliest}" max="${SEASON.EndDate}">
        </p>`;
    // A browser writes a native date field in its own language (mm/dd/yyyy on a French page): the
    // date field tag writes it in the page's, and submits the same year-month-day date.
    if (!dateFields) return native;
    return html`<div class="legacy-field"><resort-date-field name="${name}" label="${attribute.name}" min="${earliest}" max="${SEASON.EndDate}"${attribute.isRequired ? html` required` : ''}>${native}</resort-date-field></div>`;
  }
  if (attribute.controlType === 'TextBox' || attribute.controlType === 'MultilineTextbox') {
    return html`<p class="legacy-field">
          <label for="${id}">${attribute.name}</label>
          <input type="text" id="${id}" name="${name}" maxlength="400" value="${attribute.defaultValue}"${attribute.isRequired ? html` required` : ''}>
        </p>`;
  }
  if (attribute.controlType === 'RadioList' || attribute.controlType === 'Checkboxes' || attribute.controlType === 'ReadonlyCheckboxes') {
    const type = attribute.controlType === 'RadioList' ? 'radio' : 'checkbox';
    return html`<fieldset class="legacy-field">
          <legend>${attribute.name}</legend>
          ${attribute.values.map(
            (value) => html`<label><input type="${type}" name="${name}" value="${value.id}"${value.isPreSelected ? html` checked` : ''}> ${shownName(ctx, value.name)}${withAdjustment(ctx, value.priceAdjustmentCents)}</label> `,
          )}
        </fieldset>`;
  }
  return html`<p class="legacy-field">
          <label for="${id}">${attribute.name}</label>
          <select id="${id}" name="${name}">
            ${attribute.values.map(
              (value) =>
                html`<option value="${value.id}"${value.isPreSelected ? html` selected` : ''}>${shownName(ctx, value.name)}${withAdjustment(ctx, value.priceAdjustmentCents)}</option>`,
            )}
          </select>
        </p>`;
}

/**
 * Who the item is for, as the widget asks it: signed in, for a product the store assigns to a member
 * (`needsMember`: `[Assigned To]`, or a release its buyers sign), a required choice of the
 * household; nothing for other products and for guests (a guest's item is for no one until
 * checkout, where the buyer signs for it). The store checks the choice again (`purchase-checks.ts`).
 */
function memberField(product: CatalogProduct, ctx: PageContext, idPrefix: string): SafeHtml | '' {
  if (ctx.customer === null || !needsMember(product)) return '';
  const id = `${idPrefix}-for`;
  if (ctx.household.length === 0) {
    return html`<p class="legacy-field legacy-notice">${ctx.i18n.t('product.membersFirst')} <a href="/userinfo">${ctx.i18n.t('header.myAccount')}</a></p>`;
  }
  return html`<p class="legacy-field">
          <label for="${id}">${ctx.i18n.t('product.for')}</label>
          <select id="${id}" name="addtocart_${product.id}.LegacyContactId" required>
            <option value="">${ctx.i18n.t('product.chooseMember')}</option>
            ${ctx.household.map((member) => html`<option value="${member.id}">${member.firstName} ${member.lastName}</option>`)}
          </select>
        </p>`;
}

/**
 * The legacy add-to-cart form; works without script, and legacy.js posts it in the background.
 * `dateFields`: a date is asked with `<resort-date-field>` around the native field (a tile's form,
 * which no widget replaces; inside `<resort-product>` the widget asks it).
 */
export function addToCartForm(product: CatalogProduct, ctx: PageContext, idPrefix: string, { dateFields = false, voucher = null }: { dateFields?: boolean; voucher?: string | null } = {}): SafeHtml {
  const quantityId = `${idPrefix}-qty`;
  // A voucher pays for one: the form carries it, and no quantity (the store adds one).
  return html`<form method="post" action="/addproducttocart/details/${product.id}/1" class="legacy-add-to-cart" data-product-id="${product.id}">
        ${antiforgeryInput(ctx)}
        ${voucher === null ? '' : html`<input type="hidden" name="addtocart_${product.id}.VoucherId" value="${voucher}">`}
        ${product.attributes.map((attribute) => attributeField(product, attribute, idPrefix, ctx, dateFields))}
        ${voucher !== null ? '' : html`<p class="legacy-field">
          <label for="${quantityId}">${ctx.i18n.t('product.quantity')}</label>
          <input type="number" id="${quantityId}" name="addtocart_${product.id}.EnteredQuantity" value="1" min="1" max="99" inputmode="numeric">
        </p>`}
        ${memberField(product, ctx, idPrefix)}
        <button type="submit" class="legacy-button">${ctx.i18n.t('product.addToCart')}</button>
        <p class="legacy-notice" role="status" aria-live="polite"></p>
      </form>`;
}

export function priceLine(ctx: PageContext, product: CatalogProduct): SafeHtml {
  const { t, money, percent } = ctx.i18n;
  const early = product.itemDiscounts[0];
  return html`<p class="legacy-price">${money(product.priceCents)}${
    product.reservationPriceCents !== null
      ? html` <span class="legacy-price-note">${t('product.perPlayer', { amount: money(product.reservationPriceCents) })}</span>`
      : ''
  }${early ? html` <span class="legacy-price-note">${t('product.earlyBird', { percent: percent(fromHundredths(early.percentageBp)) })}</span>` : ''}</p>`;
}

export function productTile(product: CatalogProduct, ctx: PageContext): SafeHtml {
  return html`<article class="legacy-tile" id="product-${product.id}">
      <h2 class="legacy-tile-title"><a href="/${product.seName}">${product.name}</a></h2>
      ${priceLine(ctx, product)}
      <p class="legacy-description">${product.shortDescription}</p>
      ${addToCartForm(product, ctx, `tile-${product.id}`, { dateFields: true })}
    </article>`;
}

export function productGrid(products: readonly CatalogProduct[], ctx: PageContext): SafeHtml {
  if (products.length === 0) return html`<p class="legacy-empty">${ctx.i18n.t('category.empty')}</p>`;
  return html`<section class="legacy-grid" aria-label="${ctx.i18n.t('category.products')}">
    ${products.map((product) => productTile(product, ctx))}
  </section>`;
}
