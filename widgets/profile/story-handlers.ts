/** MSW handlers that play My Account's profile calls for `<resort-profile>`'s stories, from the shared fixtures. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { savedProfile } from './profile.fixtures.ts';

// The store's routes as the spec names them, written out (as in stories/msw-handlers.ts).
const SAVE_PROFILE = '/api/customer/saveprofile';
const USERNAME = '/api/customer/username';

/** Answers the profile as sent, as the store saves it. */
export const saveProfileOk = (): HttpHandler =>
  http.post(SAVE_PROFILE, async ({ request }) => HttpResponse.json({ ...savedProfile(), ...((await request.json()) as Record<string, unknown>) }));
/** Never answers: the form stays busy. */
export const saveProfilePending = (): HttpHandler => http.post(SAVE_PROFILE, () => new Promise<Response>(() => {}));
export const saveProfileFail = (): HttpHandler => http.post(SAVE_PROFILE, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }));
export const usernameTaken = (): HttpHandler =>
  http.post(USERNAME, () => HttpResponse.json({ success: false, message: 'That email address belongs to another account.' }, { status: 400 }));

/** Types `value` into the profile form's e-mail field. */
export async function typeEmail(canvasElement: HTMLElement, value: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const input = canvasElement.querySelector('resort-profile')?.shadowRoot?.querySelector<HTMLInputElement>('input[type="email"]');
    if (input) {
      Reflect.set(HTMLInputElement.prototype, 'value', value, input);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('story: no e-mail field in <resort-profile>');
}
