import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import * as api from '../../src/api/client.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import type { PageDataInput } from '../../src/stores/page-data.ts';
import { registrationSettings } from './signin.fixtures.ts';
import { signInNavigation } from './navigation.ts';
import { CUSTOMER_EXISTS_PATH, USER_LOGIN_PATH, USER_SETTINGS_PATH, type CustomerLookup, type UserSettings } from './signin-schemas.ts';

/** A clean page for each component test, with the browser's navigation replaced by spies. */
export function freshSignInPage(pageData: PageDataInput = {}) {
  api.invalidate();
  setPageData(pageData);
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
  return {
    assign: vi.spyOn(signInNavigation, 'assign').mockImplementation(() => {}),
    reload: vi.spyOn(signInNavigation, 'reload').mockImplementation(() => {}),
  };
}

export const serveSettings = (settings: UserSettings = registrationSettings()): HttpHandler =>
  http.get(USER_SETTINGS_PATH, () => HttpResponse.json(settings));

export const serveLookup = (answer: CustomerLookup | JsonBodyType, status = 200): HttpHandler =>
  http.get(CUSTOMER_EXISTS_PATH, () => HttpResponse.json(answer, { status }));

export const serveLogin = (answer: JsonBodyType, status = 200): HttpHandler =>
  // The store's sign-in limit says when to come back (15 minutes): longer than the client waits.
  http.post(USER_LOGIN_PATH, () => HttpResponse.json(answer, { status, ...(status === 429 ? { headers: { 'Retry-After': '900' } } : {}) }));

/** A handler that answers only when `release()` is called (to see a busy state). */
export function held(method: 'get' | 'post', path: string, answer: JsonBodyType): { handler: HttpHandler; release: () => void } {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const handler = http[method](path, async () => {
    await gate;
    return HttpResponse.json(answer);
  });
  return { handler, release: () => release() };
}
