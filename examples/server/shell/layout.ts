import { ANTIFORGERY_FIELD } from '../platform/antiforgery.ts';
import type { Customer } from '../platform/app-env.ts';
import { html, jsonScriptContent, type SafeHtml } from '../platform/html.ts';
import type { StoreTextKey } from '../text/store-text.ts';
import { STORE_NAME, type PageData, type ShellCategory } from './page-data.ts';
import { widgetHead, widgetScript, widgetsOff, withoutWidgets, type WidgetBundle } from './widget-assets.ts';
import { LANGUAGE_NAMES, STORE_LANGUAGES } from './language.ts';
import { storeLocale, type StoreLocale } from './store-locale.ts';

/** A member of the signed-in customer's household, as the household read gives it (the shell imports no feature). */
export interface PageMember {
  id: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  isMe: boolean;
}

/** What every page template needs to know about the request (`page/context.ts` reads it). */
export interface PageContext {
  customer: Customer | null;
  csrfToken: string;
  menu: readonly ShellCategory[];
  household: readonly PageMember[];
  pageData: PageData;
  /** The current path and query, for sign-in's returnUrl. */
  currentUrl: string;
  /** The page's language: its words (`i18n.t`) and how it writes amounts and dates. */
  i18n: StoreLocale;
}

export interface LayoutOptions {
  title: string;
  body: SafeHtml;
  /** The island test page leaves it out so each tag is on the page exactly once. */
  headerMinicart?: boolean;
  extraScripts?: readonly string[];
  bodyClass?: string;
}

export function antiforgeryInput(ctx: PageContext): SafeHtml {
  return html`<input type="hidden" name="${ANTIFORGERY_FIELD}" value="${ctx.csrfToken}">`;
}

/**
 * `<resort-signin-menu>`, holding the store's own links (Sign in, or the greeting and Sign Out):
 * what a shopper uses until the menu has started, and for good where our script cannot run.
 */
function signInMenu(ctx: PageContext): SafeHtml {
  const { t } = ctx.i18n;
  if (ctx.customer === null) {
    const signIn = ctx.currentUrl === '/' ? '/login' : `/login?returnUrl=${encodeURIComponent(ctx.currentUrl)}`;
    return html`<resort-signin-menu><a class="legacy-account-link" data-resort-fallback href="${signIn}">${t('header.signIn')}</a></resort-signin-menu>`;
  }
  // data-signed-in: the box the host stylesheet keeps for the menu until it starts is the signed-in one.
  // The greeting and links are one line laid out as the menu draws it, in its words, font and
  // spacing (`.legacy-signed-in`, legacy.css): the menu then starts in the room they took, however
  // long the name and the words of the language.
  return html`<resort-signin-menu data-signed-in><span class="legacy-signed-in" data-resort-fallback><span class="legacy-greeting">${t('header.greeting', { name: ctx.customer.firstName })}</span>
        <a class="legacy-account-link" href="/userinfo">${t('header.myAccount')}</a>
        <a class="legacy-account-link" href="/logout">${t('header.signOut')}</a></span></resort-signin-menu>`;
}

/** `<resort-minicart>` over the store's own link to the cart, with its count. */
function miniCart(ctx: PageContext): SafeHtml {
  return html`<resort-minicart>${cartLink(ctx, html` data-resort-fallback`)}</resort-minicart>`;
}

/** The store's own link to the cart, with its count. */
function cartLink(ctx: PageContext, attributes: SafeHtml | '' = ''): SafeHtml {
  return html`<a class="legacy-account-link"${attributes} href="/cart">${ctx.i18n.t('header.cart', { count: ctx.i18n.number(ctx.pageData.cartCount ?? 0) })}</a>`;
}

/**
 * `<resort-category-nav>` over the store's own category links, in a disclosure the browser opens
 * without script.
 */
function categoryNav(ctx: PageContext): SafeHtml {
  return html`<resort-category-nav class="legacy-category-nav"><details class="legacy-category-menu" data-resort-fallback>
        <summary>${ctx.i18n.t('header.shopByCategory')}</summary>
        <ul>${ctx.menu.map((category) => html`<li><a href="/s/${category.seName}">${category.name}</a></li>`)}</ul>
      </details></resort-category-nav>`;
}

/** The language switch: links, so it works before (and without) the widgets' script. */
function languageSwitch(ctx: PageContext): SafeHtml {
  const back = encodeURIComponent(ctx.currentUrl);
  return html`<nav class="legacy-language" aria-label="Language / Langue">
        ${STORE_LANGUAGES.map((code) => {
          const { name, lang } = LANGUAGE_NAMES[code];
          return ctx.pageData.Language === code
            ? html`<a class="legacy-account-link" lang="${lang}" aria-current="true" href="/language?to=${code}&amp;returnUrl=${back}">${name}</a>`
            : html`<a class="legacy-account-link" lang="${lang}" hreflang="${code}" href="/language?to=${code}&amp;returnUrl=${back}">${name}</a>`;
        })}
      </nav>`;
}

/**
 * Every page's `<head>`: the title, the icon and the legacy stylesheet (hostile rules included),
 * then what the page's widgets need (widget-assets.ts).
 */
function documentHead(i18n: StoreLocale, title: string, widgets: SafeHtml | '' = ''): SafeHtml {
  return html`<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <meta name="description" content="${i18n.t('page.description', { store: STORE_NAME })}">
  <link rel="icon" href="/static/favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="/static/legacy.css">
  ${widgets}
</head>`;
}

/**
 * A page's `<body>` content with what loads its widgets around it: the host stylesheet in
 * `<head>`, the page data and the loader at the end; or, with `?widgets=off`, the same page
 * without any of it.
 */
function withWidgets(ctx: PageContext, title: string, bodyClass: string, content: SafeHtml, bundle: WidgetBundle, extraScripts: readonly string[]): SafeHtml {
  const off = widgetsOff(ctx.currentUrl);
  const body = off ? withoutWidgets(content) : content;
  const scripts = [bundle === 'storefront' ? '/static/legacy.js' : null, ...extraScripts].filter((src) => src !== null);
  return html`<!doctype html>
<html lang="${ctx.i18n.htmlLang}">
${documentHead(ctx.i18n, title, off ? '' : widgetHead())}
<body class="${bodyClass}">
${body}
  ${off ? '' : html`<script type="application/json" id="resort-page-data">${jsonScriptContent(ctx.pageData)}</script>
  ${widgetScript(bundle)}`}
  ${scripts.map((src) => html`<script src="${src}" defer></script>\n  `)}
</body>
</html>
`;
}

export function layout(ctx: PageContext, options: LayoutOptions): SafeHtml {
  const { t } = ctx.i18n;
  const content = html`  <header class="legacy-header">
    <div class="legacy-header-top">
      <a class="legacy-logo" href="/">${STORE_NAME}</a>
      ${categoryNav(ctx)}
      <nav class="legacy-account" aria-label="${t('header.accountNav')}">
        ${options.headerMinicart === false ? cartLink(ctx) : miniCart(ctx)}
        ${signInMenu(ctx)}
      </nav>
      ${languageSwitch(ctx)}
    </div>
    <nav class="legacy-nav" aria-label="${t('header.categoriesNav')}">
      <ul>
        ${ctx.menu.map((category) => html`<li><a href="/s/${category.seName}">${category.name}</a></li>`)}
      </ul>
    </nav>
    ${antiforgeryInput(ctx)}
  </header>
  <main class="legacy-main" id="main">
${options.body}
  </main>
  <footer class="legacy-footer">
    <p>&copy; 2026 ${STORE_NAME} &middot; 1 Summit Road, Peak Valley &middot; ${t('footer.demo')}</p>
  </footer>`;
  return withWidgets(ctx, `${options.title} | ${STORE_NAME}`, options.bodyClass ?? 'legacy-page', content, 'storefront', options.extraScripts ?? []);
}

/** The admin area's sections, in the staff header. */
const ADMIN_MENU = [
  { label: 'admin.menu.paymentPlans', href: '/Admin/PaymentPlans/Configure/' },
  { label: 'admin.menu.subscriptions', href: '/Admin/Subscriptions' },
  { label: 'admin.menu.products', href: '/Admin/Product/List' },
  { label: 'admin.menu.discounts', href: '/Admin/Discount/List' },
  { label: 'admin.menu.clientErrors', href: '/Admin/ClientErrors' },
] as const satisfies readonly { label: StoreTextKey; href: string }[];

/**
 * The store's own words inside a staff tag (`data-resort-fallback`): a staff screen is the widget's
 * own, so without our script the page says what needs it instead of showing an empty box.
 * @param what  the task, as the sentence's subject (`Managing payment plans`)
 */
export function needsScript(ctx: PageContext, what: string): SafeHtml {
  return html`<p class="legacy-empty" data-resort-fallback>${ctx.i18n.t('admin.needsScript', { what })}</p>`;
}

/**
 * The staff pages' layout: no storefront widgets (no cart, no category menu), only the admin
 * bundle, which shares no file with the storefront one. Page data and the anti-forgery token are
 * given the same way as on the store's pages.
 */
export function adminLayout(ctx: PageContext, options: Pick<LayoutOptions, 'title' | 'body'>): SafeHtml {
  const { t } = ctx.i18n;
  const administration = t('admin.title', { store: STORE_NAME });
  const content = html`  <header class="legacy-header">
    <div class="legacy-header-top">
      <a class="legacy-logo" href="/Admin/PaymentPlans/Configure/">${administration}</a>
      <nav class="legacy-account" aria-label="${t('header.accountNav')}">
        ${ctx.customer === null ? '' : html`<span class="legacy-greeting">${t('admin.signedInAs', { email: ctx.customer.email })}</span>`}
        <a class="legacy-account-link" href="/">${t('admin.viewStore')}</a>
        <a class="legacy-account-link" href="/logout">${t('header.signOut')}</a>
      </nav>
      ${languageSwitch(ctx)}
    </div>
    <nav class="legacy-nav" aria-label="${t('admin.nav')}">
      <ul>
        ${ADMIN_MENU.map((entry) => html`<li><a href="${entry.href}">${t(entry.label)}</a></li>`)}
      </ul>
    </nav>
    ${antiforgeryInput(ctx)}
  </header>
  <main class="legacy-main" id="main">
${options.body}
  </main>`;
  return withWidgets(ctx, `${options.title} | ${administration}`, 'legacy-page legacy-admin', content, 'admin', []);
}

/**
 * A page for errors raised before (or without) a session: no database needed. `back` is the store
 * page its link leads to; the page speaks the answer's language.
 */
export function bareMessagePage(title: string, message: string, back = '/', i18n: StoreLocale = storeLocale()): SafeHtml {
  return html`<!doctype html>
<html lang="${i18n.htmlLang}">
${documentHead(i18n, `${title} | ${STORE_NAME}`)}
<body class="legacy-page">
  <header class="legacy-header"><div class="legacy-header-top"><a class="legacy-logo" href="/">${STORE_NAME}</a></div></header>
  <main class="legacy-main">
    <section class="legacy-message">
      <h1>${title}</h1>
      <p>${message}</p>
      <p><a href="${back}">${i18n.t(back === '/' ? 'error.backToStore' : 'error.backToPage')}</a></p>
    </section>
  </main>
</body>
</html>
`;
}
