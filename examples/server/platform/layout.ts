import { ANTIFORGERY_FIELD } from './antiforgery.ts';
import type { Customer } from './app-env.ts';
import type { CatalogCategory } from '../catalog/catalog.ts';
import type { HouseholdMember } from '../account/household.ts';
import { html, jsonScriptContent, type SafeHtml } from './html.ts';
import { STORE_NAME, type PageData } from './page-data.ts';

/** What every page template needs to know about the request. */
export interface PageContext {
  customer: Customer | null;
  csrfToken: string;
  menu: readonly CatalogCategory[];
  household: readonly HouseholdMember[];
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
 * `<resort-signin-menu>`, holding the plain links a browser without JavaScript shows (the island's
 * shadow root replaces them once the widgets load).
 */
function signInMenu(ctx: PageContext): SafeHtml {
  if (ctx.customer === null) {
    const signIn = ctx.currentUrl === '/' ? '/login' : `/login?returnUrl=${encodeURIComponent(ctx.currentUrl)}`;
    return html`<resort-signin-menu><a class="legacy-account-link" href="${signIn}">Sign in</a></resort-signin-menu>`;
  }
  return html`<resort-signin-menu><span class="legacy-greeting">Hi, ${ctx.customer.firstName}</span>
        <a class="legacy-account-link" href="/logout">Sign out</a></resort-signin-menu>`;
}

/** Every page's `<head>`: the title, the icon and the legacy stylesheet (hostile rules included). */
function documentHead(title: string): SafeHtml {
  return html`<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <link rel="icon" href="/static/favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="/static/legacy.css">
</head>`;
}

export function layout(ctx: PageContext, options: LayoutOptions): SafeHtml {
  const scripts = ['/static/resort-widgets.umd.js', '/static/legacy.js', ...(options.extraScripts ?? [])];
  return html`<!doctype html>
<html lang="en">
${documentHead(`${options.title} | ${STORE_NAME}`)}
<body class="${options.bodyClass ?? 'legacy-page'}">
  <header class="legacy-header">
    <div class="legacy-header-top">
      <a class="legacy-logo" href="/">${STORE_NAME}</a>
      <resort-category-nav class="legacy-category-nav"></resort-category-nav>
      <nav class="legacy-account" aria-label="Account">
        ${options.headerMinicart === false ? '' : html`<resort-minicart></resort-minicart>`}
        <a class="legacy-account-link" href="/cart">Cart</a>
        ${signInMenu(ctx)}
      </nav>
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
  </footer>
  <script type="application/json" id="resort-page-data">${jsonScriptContent(ctx.pageData)}</script>
  ${scripts.map((src) => html`<script src="${src}" defer></script>\n  `)}
</body>
</html>
`;
}

/**
 * The staff pages' layout: no storefront widgets (no cart, no category menu), only the admin
 * bundle, which shares no file with the storefront one. Page data and the anti-forgery token are
 * given the same way as on the store's pages.
 */
export function adminLayout(ctx: PageContext, options: Pick<LayoutOptions, 'title' | 'body'>): SafeHtml {
  return html`<!doctype html>
<html lang="en">
${documentHead(`${options.title} | ${STORE_NAME} Administration`)}
<body class="legacy-page legacy-admin">
  <header class="legacy-header">
    <div class="legacy-header-top">
      <a class="legacy-logo" href="/Admin/PaymentPlans/Configure/">${STORE_NAME} Administration</a>
      <nav class="legacy-account" aria-label="Account">
        ${ctx.customer === null ? '' : html`<span class="legacy-greeting">Signed in as ${ctx.customer.email}</span>`}
        <a class="legacy-account-link" href="/">View store</a>
        <a class="legacy-account-link" href="/logout">Sign out</a>
      </nav>
    </div>
    ${antiforgeryInput(ctx)}
  </header>
  <main class="legacy-main" id="main">
${options.body}
  </main>
  <script type="application/json" id="resort-page-data">${jsonScriptContent(ctx.pageData)}</script>
  <script src="/static/resort-widgets-admin.umd.js" defer></script>
</body>
</html>
`;
}

/** A page for errors raised before (or without) a session: no database needed. */
export function bareMessagePage(title: string, message: string): SafeHtml {
  return html`<!doctype html>
<html lang="en">
${documentHead(`${title} | ${STORE_NAME}`)}
<body class="legacy-page">
  <header class="legacy-header"><div class="legacy-header-top"><a class="legacy-logo" href="/">${STORE_NAME}</a></div></header>
  <main class="legacy-main">
    <section class="legacy-message">
      <h1>${title}</h1>
      <p>${message}</p>
      <p><a href="/">Back to the store</a></p>
    </section>
  </main>
</body>
</html>
`;
}
