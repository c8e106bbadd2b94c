/**
 * The account pages around sign-in: registration, finding an account by e-mail, and password
 * recovery (which shows the e-mail it would send, since the demo store sends none).
 */
import { inAnswerLanguage } from '../text/store-text.ts';
import { STORE_NAME } from '../shell/page-data.ts';
import { html, type SafeHtml } from '../platform/html.ts';
import { antiforgeryInput, layout, type PageContext } from '../shell/layout.ts';
import { countryOptions } from './countries.ts';
import { resortDate } from '../shell/resort-date.ts';

export type FieldErrors = Partial<Record<string, string>>;

function errorSummary(errors: FieldErrors, general: string | null): SafeHtml | '' {
  const messages = [general, ...Object.values(errors)].filter((message): message is string => Boolean(message)).map(inAnswerLanguage);
  if (messages.length === 0) return '';
  return html`<div class="legacy-error" role="alert" id="form-errors">${messages.map((message) => html`<p>${message}</p>`)}</div>`;
}

function field(name: string, label: string, options: { type?: string; value?: string; autocomplete: string; errors: FieldErrors }): SafeHtml {
  const id = `field-${name}`;
  const error = options.errors[name];
  return html`<p class="legacy-field">
          <label for="${id}">${label}</label>
          <input type="${options.type ?? 'text'}" id="${id}" name="${name}" value="${options.value ?? ''}" autocomplete="${options.autocomplete}" required${
            error ? html` aria-invalid="true" aria-describedby="form-errors"` : ''
          }>
        </p>`;
}

export interface RegisterView {
  returnUrl: string;
  values: { FirstName: string; LastName: string; Email: string; DateOfBirth: string; CountryCode: string; StateProvince: string };
  errors: FieldErrors;
  general: string | null;
}

export function registerPage(ctx: PageContext, view: RegisterView): SafeHtml {
  const { t } = ctx.i18n;
  return layout(ctx, {
    title: t('register.title'),
    body: html`<section class="legacy-login">
      <h1 class="legacy-page-title">${t('register.title')}</h1>
      ${errorSummary(view.errors, view.general)}
      <form method="post" action="/register" class="legacy-login-form" novalidate>
        ${antiforgeryInput(ctx)}
        <input type="hidden" name="returnUrl" value="${view.returnUrl}">
        ${field('FirstName', t('register.firstName'), { value: view.values.FirstName, autocomplete: 'given-name', errors: view.errors })}
        ${field('LastName', t('register.lastName'), { value: view.values.LastName, autocomplete: 'family-name', errors: view.errors })}
        ${field('Email', t('account.email'), { type: 'email', value: view.values.Email, autocomplete: 'email', errors: view.errors })}
        <div class="legacy-field">
          <resort-date-field name="DateOfBirth" label="${t('account.dateOfBirth')}" value="${view.values.DateOfBirth}"><p class="legacy-field" data-resort-fallback>
            <label for="field-DateOfBirth">${t('account.dateOfBirth')}</label>
            <input type="date" id="field-DateOfBirth" name="DateOfBirth" value="${view.values.DateOfBirth}" max="${resortDate()}" autocomplete="bday">
          </p></resort-date-field>
        </div>
        <div class="legacy-field">
          <resort-country-select name="CountryCode" value="${view.values.CountryCode}"><p class="legacy-field" data-resort-fallback>
            <label for="field-CountryCode">${t('register.country')}</label>
            <select id="field-CountryCode" name="CountryCode" autocomplete="country">
              <option value="">${t('register.chooseCountry')}</option>
              ${countryOptions(ctx.i18n.language).map((country) => html`<option value="${country.code}"${country.code === view.values.CountryCode ? html` selected` : ''}>${country.name}</option>`)}
            </select>
          </p></resort-country-select>
        </div>
        <div class="legacy-field">
          <resort-state-field name="StateProvince" value="${view.values.StateProvince}"><p class="legacy-field" data-resort-fallback>
            <label for="field-StateProvince">${t('register.state')}</label>
            <input type="text" id="field-StateProvince" name="StateProvince" value="${view.values.StateProvince}" maxlength="100" autocomplete="address-level1">
          </p></resort-state-field>
        </div>
        ${field('Password', t('login.password'), { type: 'password', autocomplete: 'new-password', errors: view.errors })}
        ${field('ConfirmPassword', t('register.confirmPassword'), { type: 'password', autocomplete: 'new-password', errors: view.errors })}
        <button type="submit" class="legacy-button">${t('register.title')}</button>
      </form>
      <p class="legacy-login-links">
        ${t('register.haveAccount')} <a href="/login?returnUrl=${encodeURIComponent(view.returnUrl)}">${t('header.signIn')}</a>
      </p>
    </section>`,
  });
}

export interface EmailFormView {
  email: string;
  error: string | null;
}

export type FindResult =
  | { kind: 'found'; email: string }
  | { kind: 'no-password'; email: string }
  | { kind: 'not-found'; email: string };

export function findByEmailPage(ctx: PageContext, view: EmailFormView, result: FindResult | null): SafeHtml {
  const { t } = ctx.i18n;
  return layout(ctx, {
    title: t('find.title'),
    body: html`<section class="legacy-login">
      <h1 class="legacy-page-title">${t('find.title')}</h1>
      ${result === null ? '' : findResult(ctx, result)}
      <p>${t('find.intro')}</p>
      ${errorSummary({}, view.error)}
      <form method="post" action="/register/findbyemail" class="legacy-login-form" novalidate>
        ${antiforgeryInput(ctx)}
        ${field('Email', t('account.email'), { type: 'email', value: view.email, autocomplete: 'email', errors: view.error ? { Email: view.error } : {} })}
        <button type="submit" class="legacy-button">${t('find.submit')}</button>
      </form>
    </section>`,
  });
}

function findResult(ctx: PageContext, result: FindResult): SafeHtml {
  const { t } = ctx.i18n;
  const recovery = `/passwordrecovery?resetemail=${encodeURIComponent(result.email)}`;
  const email = html`<strong>${result.email}</strong>`;
  switch (result.kind) {
    case 'found':
      return html`<div class="legacy-notice-box" role="status" id="find-result">
        <p>${t('find.found')} ${email}. <a href="/login">${t('find.signIn')}</a> ${t('find.foundOr')} <a href="${recovery}">${t('find.reset')}</a> ${t('find.foundEnd')}</p>
      </div>`;
    case 'no-password':
      return html`<div class="legacy-notice-box" role="status" id="find-result">
        <p>${t('find.found')} ${email}${t('find.noPassword')} <a href="${recovery}">${t('find.setPassword')}</a> ${t('find.setPasswordEnd')}</p>
      </div>`;
    case 'not-found':
      return html`<div class="legacy-notice-box" role="status" id="find-result">
        <p>${t('find.notFound')} ${email}. ${t('find.notFoundCheck')} <a href="/register">${t('register.title')}</a>.</p>
      </div>`;
  }
}

export function passwordRecoveryPage(ctx: PageContext, view: EmailFormView): SafeHtml {
  const { t } = ctx.i18n;
  return layout(ctx, {
    title: t('recovery.title'),
    body: html`<section class="legacy-login">
      <h1 class="legacy-page-title">${t('recovery.title')}</h1>
      <p>${t('recovery.intro')}</p>
      ${errorSummary({}, view.error)}
      <form method="post" action="/passwordrecovery" class="legacy-login-form" novalidate>
        ${antiforgeryInput(ctx)}
        ${field('Email', t('account.email'), { type: 'email', value: view.email, autocomplete: 'email', errors: view.error ? { Email: view.error } : {} })}
        <button type="submit" class="legacy-button">${t('recovery.submit')}</button>
      </form>
    </section>`,
  });
}

export interface RecoveryEmail {
  to: string;
  firstName: string;
  link: string;
}

/** What the store would have sent; the demo shows it instead of sending it. */
/**
 * After a recovery request. In development the page shows the e-mail the store would send (the
 * demo has no mail server); in production it never does — anyone could ask for anyone's link —
 * and the e-mail goes to the outbox (`outbox.ts`).
 */
export function recoverySentPage(ctx: PageContext, email: string, message: RecoveryEmail | null, showEmail = true): SafeHtml {
  const { t } = ctx.i18n;
  return layout(ctx, {
    title: t('recovery.title'),
    body: html`<section class="legacy-login">
      <h1 class="legacy-page-title">${t('recovery.checkEmail')}</h1>
      <p role="status">${t('recovery.sentBefore')}<strong>${email}</strong>${t('recovery.sentAfter')}</p>
      ${
        !showEmail
          ? ''
          : message === null
          ? html`<p class="legacy-demo-note">${t('recovery.demoNoAccount')}</p>`
          : html`<p class="legacy-demo-note">${t('recovery.demoShown')}</p>
      <article class="legacy-email" aria-label="${t('recovery.emailLabel')}">
        <dl>
          <dt>${t('email.from')}</dt><dd>${STORE_NAME} &lt;no-reply@summitpeak.example&gt;</dd>
          <dt>${t('email.to')}</dt><dd>${message.to}</dd>
          <dt>${t('email.subject')}</dt><dd>${t('recovery.emailSubject', { store: STORE_NAME })}</dd>
        </dl>
        <p>${t('recovery.emailGreeting', { name: message.firstName })}</p>
        <p>${t('recovery.emailAsked', { store: STORE_NAME })}</p>
        <p><a href="${message.link}">${message.link}</a></p>
        <p>${t('recovery.emailIgnore')}</p>
      </article>`
      }
    </section>`,
  });
}

export interface NewPasswordView {
  email: string;
  token: string;
  errors: FieldErrors;
  general: string | null;
}

export function newPasswordPage(ctx: PageContext, view: NewPasswordView): SafeHtml {
  const { t } = ctx.i18n;
  return layout(ctx, {
    title: t('newPassword.title'),
    body: html`<section class="legacy-login">
      <h1 class="legacy-page-title">${t('newPassword.title')}</h1>
      <p>${t('newPassword.for')} <strong>${view.email}</strong></p>
      ${errorSummary(view.errors, view.general)}
      <form method="post" action="/passwordrecovery/confirm" class="legacy-login-form" novalidate>
        ${antiforgeryInput(ctx)}
        <input type="hidden" name="email" value="${view.email}">
        <input type="hidden" name="token" value="${view.token}">
        ${field('Password', t('newPassword.password'), { type: 'password', autocomplete: 'new-password', errors: view.errors })}
        ${field('ConfirmPassword', t('newPassword.confirm'), { type: 'password', autocomplete: 'new-password', errors: view.errors })}
        <button type="submit" class="legacy-button">${t('newPassword.save')}</button>
      </form>
    </section>`,
  });
}

export function recoveryLinkInvalidPage(ctx: PageContext): SafeHtml {
  const { t } = ctx.i18n;
  return layout(ctx, {
    title: t('recovery.title'),
    body: html`<section class="legacy-message">
      <h1 class="legacy-page-title">${t('recovery.linkInvalid')}</h1>
      <p>${t('recovery.linkRules')} <a href="/passwordrecovery">${t('recovery.askAgain')}</a></p>
    </section>`,
  });
}

export function passwordChangedPage(ctx: PageContext): SafeHtml {
  const { t } = ctx.i18n;
  return layout(ctx, {
    title: t('passwordChanged.title'),
    body: html`<section class="legacy-message">
      <h1 class="legacy-page-title">${t('passwordChanged.heading')}</h1>
      <p role="status">${t('passwordChanged.before')} <a href="/login">${t('passwordChanged.signIn')}</a> ${t('passwordChanged.after')}</p>
    </section>`,
  });
}
