/**
 * MSW handlers that play the store's sign-in and category calls for the stories. Answers come from the shared fixture builders, so they parse with the widgets' schemas.
 *
 * Stories never leave Storybook: the sign-in widgets' navigation (reload after signing in, the
 * no-password redirect, the return URL) is replaced by a console line.
 */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { signInNavigation } from './navigation.ts';
import { customerWithPassword, customerWithoutPassword, lockedErrors, noCustomer, registrationSettings, wrongPasswordErrors } from './signin.fixtures.ts';
import { resortCategories } from '../category-nav/categories.fixtures.ts';
import type { UserSettings } from './signin-schemas.ts';

signInNavigation.assign = (url: string) => console.info(`[story] the browser would go to ${url}`);
signInNavigation.reload = () => console.info('[story] the page would reload');

// The store's routes as the spec names them, written out (as in stories/msw-handlers.ts).
const EXISTS_PATH = '/api/customer/exists';
const LOGIN_PATH = '/api/user/login';
const SETTINGS_PATH = '/api/user/settings';
const CATEGORIES_PATH = '/api/categories';

/** A JSON answer whose body never ends (the widget stays busy). */
const endless = () => new Response(new ReadableStream<Uint8Array>(), { headers: { 'Content-Type': 'application/json' } });
const json = (body: JsonBodyType, status = 200) => HttpResponse.json(body, { status });

export const settingsOk = (settings: UserSettings = registrationSettings()): HttpHandler => http.get(SETTINGS_PATH, () => json(settings));

export const lookupFindsPassword = (): HttpHandler => http.get(EXISTS_PATH, () => json(customerWithPassword()));
export const lookupFindsNoPassword = (): HttpHandler => http.get(EXISTS_PATH, () => json(customerWithoutPassword()));
export const lookupFindsNobody = (): HttpHandler => http.get(EXISTS_PATH, () => json(noCustomer()));
export const lookupPending = (): HttpHandler => http.get(EXISTS_PATH, () => endless());
export const lookupFails = (status = 500): HttpHandler => http.get(EXISTS_PATH, () => json({ message: 'Internal Server Error' }, status));

export const loginOk = (): HttpHandler => http.post(LOGIN_PATH, () => json({ success: true }));
export const loginPending = (): HttpHandler => http.post(LOGIN_PATH, () => endless());
export const loginWrongPassword = (): HttpHandler => http.post(LOGIN_PATH, () => json(wrongPasswordErrors(), 400));
export const loginLocked = (): HttpHandler => http.post(LOGIN_PATH, () => json(lockedErrors(), 400));
/** The store's rate limit: 429 for too many attempts from one address, back in 15 minutes. */
export const loginRateLimited = (): HttpHandler =>
  http.post(LOGIN_PATH, () => HttpResponse.json({ message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '900' } }));
export const loginFails = (): HttpHandler => http.post(LOGIN_PATH, () => HttpResponse.error());

export const categoriesOk = (entries: JsonBodyType = resortCategories()): HttpHandler => http.get(CATEGORIES_PATH, () => json(entries));
export const categoriesPending = (): HttpHandler => http.get(CATEGORIES_PATH, () => endless());
export const categoriesFail = (): HttpHandler => http.get(CATEGORIES_PATH, () => json({ message: 'Internal Server Error' }, 500));
