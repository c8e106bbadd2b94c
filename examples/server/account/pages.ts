/**
 * The account pages around sign-in: registration, finding an account by e-mail, and password
 * recovery (which shows the e-mail it would send, since the demo store sends none).
 */
import { STORE_NAME } from '../shell/page-data.ts';
import { html, type SafeHtml } from '../platform/html.ts';
import { antiforgeryInput, layout, type PageContext } from '../shell/layout.ts';
import { countryOptions } from './countries.ts';
import { resortDate } from '../shell/resort-date.ts';

export type FieldErrors = Partial<Record<string, string>>;

function errorSummary(errors: FieldErrors, general: string | null): SafeHtml | '' {
  const messages = [general, ...Object.values(errors)].filter((message): message is string => Boolean(message));
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
  return layout(ctx, {
    title: 'Create An Account',
    body: html`<section class="legacy-login">
      <h1 class="legacy-page-title">Create An Account</h1>
      ${errorSummary(view.errors, view.general)}
      <form method="post" action="/register" class="legacy-login-form" novalidate>
        ${antiforgeryInput(ctx)}
        <input type="hidden" name="returnUrl" value="${view.returnUrl}">
        ${field('FirstName', 'First name', { value: view.values.FirstName, autocomplete: 'given-name', errors: view.errors })}
        ${field('LastName', 'Last name', { value: view.values.LastName, autocomplete: 'family-name', errors: view.errors })}
        ${field('Email', 'Email', { type: 'email', value: view.values.Email, autocomplete: 'email', errors: view.errors })}
        <div class="legacy-field">
          <resort-date-field name="DateOfBirth" label="Date of birth" value="${view.values.DateOfBirth}"><p class="legacy-field" data-resort-fallback>
            <label for="field-DateOfBirth">Date of birth</label>
            <input type="date" id="field-DateOfBirth" name="DateOfBirth" value="${view.values.DateOfBirth}" max="${resortDate()}" autocomplete="bday">
          </p></resort-date-field>
        </div>
        <div class="legacy-field">
          <resort-country-select name="CountryCode" value="${view.values.CountryCode}"><p class="legacy-field" data-resort-fallback>
            <label for="field-CountryCode">Country</label>
            <select id="field-CountryCode" name="CountryCode" autocomplete="country">
              <option value="">Choose a country</option>
              ${countryOptions().map((country) => html`<option value="${country.code}"${country.code === view.values.CountryCode ? html` selected` : ''}>${country.name}</option>`)}
            </select>
          </p></resort-country-select>
        </div>
        <div class="legacy-field">
          <resort-state-field name="StateProvince" value="${view.values.StateProvince}"><p class="legacy-field" data-resort-fallback>
            <label for="field-StateProvince">State / province</label>
            <input type="text" id="field-StateProvince" name="StateProvince" value="${view.values.StateProvince}" maxlength="100" autocomplete="address-level1">
          </p></resort-state-field>
        </div>
        ${field('Password', 'Password', { type: 'password', autocomplete: 'new-password', errors: view.errors })}
        ${field('ConfirmPassword', 'Confirm password', { type: 'password', autocomplete: 'new-password', errors: view.errors })}
        <button type="submit" class="legacy-button">Create An Account</button>
      </form>
      <p class="legacy-login-links">
        Already have an account? <a href="/login?returnUrl=${encodeURIComponent(view.returnUrl)}">Sign in</a>
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
  return layout(ctx, {
    title: 'Find your account',
    body: html`<section class="legacy-login">
      <h1 class="legacy-page-title">Find your account</h1>
      ${result === null ? '' : findResult(result)}
      <p>Bought a pass at the resort or online before? Enter the email address you gave us and we will look for your account.</p>
      ${errorSummary({}, view.error)}
      <form method="post" action="/register/findbyemail" class="legacy-login-form" novalidate>
        ${antiforgeryInput(ctx)}
        ${field('Email', 'Email', { type: 'email', value: view.email, autocomplete: 'email', errors: view.error ? { Email: view.error } : {} })}
        <button type="submit" class="legacy-button">Find my account</button>
      </form>
    </section>`,
  });
}

function findResult(result: FindResult): SafeHtml {
  const recovery = `/passwordrecovery?resetemail=${encodeURIComponent(result.email)}`;
  switch (result.kind) {
    case 'found':
      return html`<div class="legacy-notice-box" role="status" id="find-result">
        <p>We found an account for <strong>${result.email}</strong>. <a href="/login">Sign in</a> with it, or <a href="${recovery}">reset your password</a> if you forgot it.</p>
      </div>`;
    case 'no-password':
      return html`<div class="legacy-notice-box" role="status" id="find-result">
        <p>We found an account for <strong>${result.email}</strong>, but it has no password yet. <a href="${recovery}">Set a password</a> to sign in.</p>
      </div>`;
    case 'not-found':
      return html`<div class="legacy-notice-box" role="status" id="find-result">
        <p>We could not find an account for <strong>${result.email}</strong>. Check the spelling, or <a href="/register">Create An Account</a>.</p>
      </div>`;
  }
}

export function passwordRecoveryPage(ctx: PageContext, view: EmailFormView): SafeHtml {
  return layout(ctx, {
    title: 'Password recovery',
    body: html`<section class="legacy-login">
      <h1 class="legacy-page-title">Password recovery</h1>
      <p>Enter your email address and we will send you a link to choose a new password.</p>
      ${errorSummary({}, view.error)}
      <form method="post" action="/passwordrecovery" class="legacy-login-form" novalidate>
        ${antiforgeryInput(ctx)}
        ${field('Email', 'Email', { type: 'email', value: view.email, autocomplete: 'email', errors: view.error ? { Email: view.error } : {} })}
        <button type="submit" class="legacy-button">Send recovery email</button>
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
  return layout(ctx, {
    title: 'Password recovery',
    body: html`<section class="legacy-login">
      <h1 class="legacy-page-title">Check your email</h1>
      <p role="status">If <strong>${email}</strong> has an account with us, we have sent it a link to choose a new password. The link works for one hour.</p>
      ${
        !showEmail
          ? ''
          : message === null
          ? html`<p class="legacy-demo-note">Demo store: no account uses this address, so no email would be sent.</p>`
          : html`<p class="legacy-demo-note">Demo store in development mode: nothing is really sent, and this page shows the email (with <code>--production</code> it goes to the outbox file instead):</p>
      <article class="legacy-email" aria-label="The recovery email">
        <dl>
          <dt>From</dt><dd>${STORE_NAME} &lt;no-reply@summitpeak.example&gt;</dd>
          <dt>To</dt><dd>${message.to}</dd>
          <dt>Subject</dt><dd>Reset your ${STORE_NAME} password</dd>
        </dl>
        <p>Hi ${message.firstName},</p>
        <p>Someone (we hope you) asked to reset the password of your ${STORE_NAME} account. Choose a new password here:</p>
        <p><a href="${message.link}">${message.link}</a></p>
        <p>The link works for one hour. If you did not ask for this, ignore this email: your password stays as it is.</p>
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
  return layout(ctx, {
    title: 'Choose a new password',
    body: html`<section class="legacy-login">
      <h1 class="legacy-page-title">Choose a new password</h1>
      <p>For <strong>${view.email}</strong>.</p>
      ${errorSummary(view.errors, view.general)}
      <form method="post" action="/passwordrecovery/confirm" class="legacy-login-form" novalidate>
        ${antiforgeryInput(ctx)}
        <input type="hidden" name="email" value="${view.email}">
        <input type="hidden" name="token" value="${view.token}">
        ${field('Password', 'New password', { type: 'password', autocomplete: 'new-password', errors: view.errors })}
        ${field('ConfirmPassword', 'Confirm new password', { type: 'password', autocomplete: 'new-password', errors: view.errors })}
        <button type="submit" class="legacy-button">Save password</button>
      </form>
    </section>`,
  });
}

export function recoveryLinkInvalidPage(ctx: PageContext): SafeHtml {
  return layout(ctx, {
    title: 'Password recovery',
    body: html`<section class="legacy-message">
      <h1 class="legacy-page-title">This link no longer works</h1>
      <p>Recovery links work for one hour and only once. <a href="/passwordrecovery">Ask for a new one</a>.</p>
    </section>`,
  });
}

export function passwordChangedPage(ctx: PageContext): SafeHtml {
  return layout(ctx, {
    title: 'Password changed',
    body: html`<section class="legacy-message">
      <h1 class="legacy-page-title">Your password has been changed</h1>
      <p role="status">You can now <a href="/login">sign in</a> with your new password.</p>
    </section>`,
  });
}
