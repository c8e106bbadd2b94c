import { ANTIFORGERY_FIELD } from '../platform/antiforgery.ts';
import type { Customer } from '../platform/app-env.ts';
import { html, jsonScriptContent, type SafeHtml } from '../platform/html.ts';
import { STORE_NAME, type PageData, type ShellCategory } from './page-data.ts';
import { widgetHead, widgetScript, widgetsOff, withoutWidgets, type WidgetBundle } from './widget-assets.ts';
import { LANGUAGE_NAMES, STORE_LANGUAGES } from './language.ts';

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
 * `<resort-signin-menu>`, holding the store's own links (Sign in, or the greeting and Sign out):
 * what a shopper uses until the menu has started, and for good where our script cannot run.
 */
function signInMenu(ctx: PageContext): SafeHtml {
  if (ctx.customer === null) {
    const signIn = ctx.currentUrl === '/' ? '/login' : `/login?returnUrl=${encodeURIComponent(ctx.currentUrl)}`;
    return html`<resort-signin-menu><a class="legacy-account-link" data-resort-fallback href="${signIn}">Sign in</a></resort-signin-menu>`;
  }
  // data-signed-in: the box the host stylesheet keeps for the menu until it starts is the signed-in one.
  return html`<resort-signin-menu data-signed-in><span class="legacy-greeting" data-resort-fallback>Hi, ${ctx.customer.firstName}</span>
        <a class="legacy-account-link" data-resort-fallback href="/userinfo">My Account</a>
        <a class="legacy-account-link" data-resort-fallback href="/logout">Sign out</a></resort-signin-menu>`;
}

/** `<resort-minicart>` over the store's own link to the cart, with its count. */
function miniCart(ctx: PageContext): SafeHtml {
  return html`<resort-minicart><a class="legacy-account-link" data-resort-fallback href="/cart">Cart (${ctx.pageData.cartCount ?? 0})</a></resort-minicart>`;
}

/**
 * `<resort-category-nav>` over the store's own category links, in a disclosure the browser opens
 * without script.
 */
function categoryNav(ctx: PageContext): SafeHtml {
  return html`<resort-category-nav class="legacy-category-nav"><details class="legacy-category-menu" data-resort-fallback>
        <summary>Shop by category</summary>
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

/** What search results show under every page's title. */
const PAGE_DESCRIPTION = `${STORE_NAME}: season passes, lift tickets, rentals and mountain activities for the whole household, bought online.`;

/**
 * Every page's `<head>`: the title, the icon and the legacy stylesheet (hostile rules included),
 * then what the page's widgets need (widget-assets.ts).
 */
function documentHead(title: string, widgets: SafeHtml | '' = ''): SafeHtml {
  return html`<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <meta name="description" content="${PAGE_DESCRIPTION}">
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
<html lang="en">
${documentHead(title, off ? '' : widgetHead())}
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
  const content = html`  <header class="legacy-header">
    <div class="legacy-header-top">
      <a class="legacy-logo" href="/">${STORE_NAME}</a>
      ${categoryNav(ctx)}
      <nav class="legacy-account" aria-label="Account">
        ${options.headerMinicart === false ? html`<a class="legacy-account-link" href="/cart">Cart (${ctx.pageData.cartCount ?? 0})</a>` : miniCart(ctx)}
        ${signInMenu(ctx)}
      </nav>
      ${languageSwitch(ctx)}
    </div>
    <nav class="legacy-nav" aria-label="Categories">
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
    <p>&copy; 2026 ${STORE_NAME} &middot; 1 Summit Road, Peak Valley &middot; Demo store, no real payments.</p>
  </footer>`;
  return withWidgets(ctx, `${options.title} | ${STORE_NAME}`, options.bodyClass ?? 'legacy-page', content, 'storefront', options.extraScripts ?? []);
}

/** The admin area's sections, in the staff header. */
const ADMIN_MENU = [
  { label: 'Payment Plans', href: '/Admin/PaymentPlans/Configure/' },
  { label: 'Subscriptions', href: '/Admin/Subscriptions' },
  { label: 'Products', href: '/Admin/Product/List' },
  { label: 'Discounts', href: '/Admin/Discount/List' },
  { label: 'Client errors', href: '/Admin/ClientErrors' },
] as const;

/**
 * The store's own words inside a staff tag (`data-resort-fallback`): a staff screen is the widget's
 * own, so without our script the page says what needs it instead of showing an empty box.
 */
export function needsScript(what: string): SafeHtml {
  return html`<p class="legacy-empty" data-resort-fallback>${what} needs JavaScript, which is not running in this browser (it is blocked, turned off, or the browser is too old). Turn it on, or use another browser, then reload this page.</p>`;
}

/**
 * The staff pages' layout: no storefront widgets (no cart, no category menu), only the admin
 * bundle, which shares no file with the storefront one. Page data and the anti-forgery token are
 * given the same way as on the store's pages.
 */
export function adminLayout(ctx: PageContext, options: Pick<LayoutOptions, 'title' | 'body'>): SafeHtml {
  const content = html`  <header class="legacy-header">
    <div class="legacy-header-top">
      <a class="legacy-logo" href="/Admin/PaymentPlans/Configure/">${STORE_NAME} Administration</a>
      <nav class="legacy-account" aria-label="Account">
        ${ctx.customer === null ? '' : html`<span class="legacy-greeting">Signed in as ${ctx.customer.email}</span>`}
        <a class="legacy-account-link" href="/">View store</a>
        <a class="legacy-account-link" href="/logout">Sign out</a>
      </nav>
    </div>
    <nav class="legacy-nav" aria-label="Administration">
      <ul>
        ${ADMIN_MENU.map((entry) => html`<li><a href="${entry.href}">${entry.label}</a></li>`)}
      </ul>
    </nav>
    ${antiforgeryInput(ctx)}
  </header>
  <main class="legacy-main" id="main">
${options.body}
  </main>`;
  return withWidgets(ctx, `${options.title} | ${STORE_NAME} Administration`, 'legacy-page legacy-admin', content, 'admin', []);
}

/** A page for errors raised before (or without) a session: no database needed. `back` is the store page its link leads to. */
export function bareMessagePage(title: string, message: string, back = '/'): SafeHtml {
  return html`<!doctype html>
<html lang="en">
${documentHead(`${title} | ${STORE_NAME}`)}
<body class="legacy-page">
  <header class="legacy-header"><div class="legacy-header-top"><a class="legacy-logo" href="/">${STORE_NAME}</a></div></header>
  <main class="legacy-main">
    <section class="legacy-message">
      <h1>${title}</h1>
      <p>${message}</p>
      <p><a href="${back}">${back === '/' ? 'Back to the store' : 'Back to the page'}</a></p>
    </section>
  </main>
</body>
</html>
`;
}
