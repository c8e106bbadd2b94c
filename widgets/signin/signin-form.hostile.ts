/**
 * `<resort-signin-form>`'s answers broken (`test/hostile/form-answers.test.tsx` runs every folder's
 * `*.hostile.ts`): the account lookup and the login. The form goes on to the next step, or says why
 * not with the step still usable. When the broken lookup finds no account with a password, the run
 * goes on with a fresh form whose lookup is answered well, so the login's answer is read every run.
 */
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import './elements/resort-signin-form.ts';
import { signInNavigation } from './navigation.ts';
import { customerWithPassword, registrationSettings, wrongPasswordErrors } from './signin.fixtures.ts';
import { broken, button, json, problems, settle, type, wait, type FormPage, type HostileForm, type Outcome } from '../../test/hostile/form-harness.ts';

const LOOKUP = '/api/customer/exists';
const LOGIN = '/api/user/login';

/** The step's own way to try again after a refusal: its message, and its button usable. */
function tryAgain(root: ShadowRoot): boolean {
  const again = button(root, 'Continue') ?? button(root, 'Sign in');
  return Boolean(root.querySelector('[role="alert"]')?.textContent?.trim()) && again !== undefined && !again.disabled;
}

/** Once `path` was answered and the form is idle again: the next step (data), or the message with the step usable. */
async function step(page: FormPage, path: string, next: () => boolean): Promise<Outcome> {
  const { root } = page;
  const settled = await settle(root, () => page.asked.has(path) && (next() || tryAgain(root) || root.querySelector('.rw-island-error') !== null));
  if (root.querySelector('.rw-island-error')) return 'crashed';
  if (next()) return 'data';
  if (tryAgain(root)) return 'error with retry';
  return settled ? 'blank' : 'spinner';
}

const passwordField = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('input[type="password"]');

export const hostileForm: HostileForm = {
  tag: 'resort-signin-form',
  does: 'goes on to the next step, or says why not with the step still usable',
  calls: [
    { method: 'get', path: LOOKUP, valid: json(customerWithPassword()) },
    { method: 'post', path: LOGIN, valid: json({ success: true }) },
  ],
  alsoAnswered: [http.get('/api/user/settings', () => HttpResponse.json(registrationSettings()))],
  pageData: {},
  // A good login is answered {success:true}; a refused one 400 with field errors: both broken.
  answers: fc.record({ [LOOKUP]: broken(customerWithPassword()), [LOGIN]: fc.oneof(broken({ success: true }), broken(wrongPasswordErrors(), 400)) }),
  async run(mount, answers) {
    // Where the form sends the browser (replaced: the test page stays).
    const assign = vi.spyOn(signInNavigation, 'assign').mockImplementation(() => {});
    const reload = vi.spyOn(signInNavigation, 'reload').mockImplementation(() => {});
    const navigated = () => assign.mock.calls.length > 0 || reload.mock.calls.length > 0;
    const found: string[] = [];
    let form = await mount('<resort-signin-form></resort-signin-form>', answers);
    const toPassword = async () => {
      form.asked.delete(LOOKUP);
      type(form.root.querySelector<HTMLInputElement>('input[autocomplete="username"]')!, 'shopper@example.com');
      await wait(1);
      button(form.root, 'Continue')?.click();
      // The next step: the password, or (an account without one) the way to password recovery.
      return step(form, LOOKUP, () => passwordField(form.root) !== null || navigated());
    };
    try {
      found.push(...problems('lookup', await toPassword(), ['data', 'error with retry']));
      if (!passwordField(form.root)) {
        // The broken lookup found no account with a password (the form told the shopper, or sent
        // the browser to recover one): a fresh form, its lookup answered well.
        await form.remove();
        assign.mockClear();
        reload.mockClear();
        form = await mount('<resort-signin-form></resort-signin-form>', { [LOGIN]: answers[LOGIN]! });
        found.push(...problems('lookup, answered well', await toPassword(), ['data']));
      }
      const password = passwordField(form.root);
      if (password) {
        type(password, 'Resort!2026');
        await wait(1);
        button(form.root, 'Sign in')?.click();
        found.push(...problems('login', await step(form, LOGIN, navigated), ['data', 'error with retry']));
      }
      if (!form.asked.has(LOGIN)) found.push('never asked to sign in');
      if (window.__hostile !== undefined) found.push("the store's script ran");
    } finally {
      assign.mockRestore();
      reload.mockRestore();
      await form.remove();
    }
    return found;
  },
};
