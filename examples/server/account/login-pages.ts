import { inAnswerLanguage } from '../text/store-text.ts';
import { html, type SafeHtml } from '../platform/html.ts';
import { antiforgeryInput, layout, type PageContext } from '../shell/layout.ts';

export interface LoginView {
  email: string;
  returnUrl: string;
  error: string | null;
  /** Shown with the error for an account that has no password yet. */
  recoveryLink: string | null;
}

/**
 * The sign-in page: `<resort-signin-form>` over the store's own sign-in form, which posts to
 * `/login`: what the shopper uses until the widget has started, and wherever our script cannot run
 * (its errors show above the widget).
 */
export function loginPage(ctx: PageContext, view: LoginView): SafeHtml {
  const { t } = ctx.i18n;
  return layout(ctx, {
    title: t('login.title'),
    body: html`<section class="legacy-login">
      ${
        view.error === null
          ? ''
          : html`<div class="legacy-error" role="alert" id="login-error">
        <p>${inAnswerLanguage(view.error)}</p>
        ${view.recoveryLink === null ? '' : html`<p><a href="${view.recoveryLink}">${t('login.resetPassword')}</a></p>`}
      </div>`
      }
      <resort-signin-form back-to-store heading-level="1" return-url="${view.returnUrl}"><div data-resort-fallback>
      <h1 class="legacy-page-title">${t('login.title')}</h1>
      <form method="post" action="/login" class="legacy-login-form" novalidate>
        ${antiforgeryInput(ctx)}
        <input type="hidden" name="returnUrl" value="${view.returnUrl}">
        <p class="legacy-field">
          <label for="login-email">${t('account.email')}</label>
          <input type="email" id="login-email" name="Email" value="${view.email}" autocomplete="username" required${
            view.error === null ? '' : html` aria-describedby="login-error"`
          }>
        </p>
        <p class="legacy-field">
          <label for="login-password">${t('login.password')}</label>
          <input type="password" id="login-password" name="Password" autocomplete="current-password" required>
        </p>
        <button type="submit" class="legacy-button">${t('header.signIn')}</button>
      </form>
      <p class="legacy-login-links">
        <a href="/passwordrecovery">${t('login.forgot')}</a>
        &middot;
        <a href="/register?returnUrl=${encodeURIComponent(view.returnUrl)}">${t('register.title')}</a>
        &middot;
        <a href="/register/findbyemail">${t('find.title')}</a>
      </p>
      </div></resort-signin-form>
    </section>`,
  });
}
