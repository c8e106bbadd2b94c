/**
 * The answers the storefront's forms read after the shopper acts, broken 100 ways each (seeded,
 * shrinking on failure; fast-check's default count, `RUNS=1000` for a deeper look): the voucher box's validation and its product, the sign-in form's account
 * lookup and its login. The form shows what the store said (the next step, a result, the store's
 * refusal) or its error with a way to try again — never a blank box, an endless spinner, a crash of
 * the island or the store's script running.
 *
 * One run breaks both answers of a form; when the first broken answer stops the form before the
 * second call (no product for an invalid voucher, no password step for an unknown login), the run
 * goes on with a good first answer, so each answer is read 100 times.
 */
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import type { MockInstance } from 'vitest';
import '../../widgets/voucher-box/elements/resort-voucher-box.ts';
import '../../widgets/signin/elements/resort-signin-form.ts';
import * as api from '../../src/api/client.ts';
import { startNewPage } from '../../src/api/client.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import { signInNavigation } from '../../widgets/signin/navigation.ts';
import { startMswServer } from '../msw.ts';
import { customerWithPassword, registrationSettings, wrongPasswordErrors } from '../../widgets/signin/signin.fixtures.ts';
import { productVoucher, seasonPassProduct } from '../../widgets/voucher-box/vouchers.fixtures.ts';
import { hostileAnswer, type Json } from './mutate.ts';
import { outcomeIn, settle, wait, type Outcome } from './island.ts';

const RUNS = Number(process.env.RUNS ?? 100);

interface Answer {
  body: string;
  status: number;
}

/** This run's answers by path (a missing one is the good answer), and the paths asked for. */
const answers = new Map<string, Answer>();
const asked = new Set<string>();
const good = new Map<string, Answer>();
function serve(method: 'get' | 'post', path: string, valid: Answer) {
  good.set(path, valid);
  return http[method](path, () => {
    asked.add(path);
    const { body, status } = answers.get(path) ?? valid;
    return new HttpResponse(body, { status, headers: { 'Content-Type': 'application/json' } });
  });
}
const json = (value: unknown, status = 200): Answer => ({ body: JSON.stringify(value), status });

const VALIDATE = '/api/vouchers/validate';
const PRODUCT = '/api/productdetails/:id';
const LOOKUP = '/api/customer/exists';
const LOGIN = '/api/user/login';
const handlers = [
  serve('post', VALIDATE, json(productVoucher())),
  serve('get', PRODUCT, json(seasonPassProduct())),
  serve('get', LOOKUP, json(customerWithPassword())),
  serve('post', LOGIN, json({ success: true })),
  http.get('/api/user/settings', () => HttpResponse.json(registrationSettings())),
];
const server = startMswServer();

/** Where the form sent the browser (replaced: the test page stays). */
let assign: MockInstance<(url: string) => void>;
let reload: MockInstance<() => void>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  assign = vi.spyOn(signInNavigation, 'assign').mockImplementation(() => {});
  reload = vi.spyOn(signInNavigation, 'reload').mockImplementation(() => {});
});

/** A broken answer made from `valid`, sent with `status`. */
const broken = (valid: unknown, status = 200) => hostileAnswer(valid as Json).map(({ body }): Answer => ({ body, status }));

async function mount(html: string, run: Record<string, Answer>): Promise<{ root: ShadowRoot; remove: () => Promise<void> }> {
  api.invalidate();
  // Each run is a page of its own: the client's requests-per-minute budget starts empty.
  startNewPage();
  answers.clear();
  for (const [path, answer] of Object.entries(run)) answers.set(path, answer);
  asked.clear();
  document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="t0ken">';
  delete window.__hostile;
  server.resetHandlers(...handlers);
  const holder = document.createElement('div');
  document.body.append(holder);
  holder.innerHTML = html;
  await wait(1);
  return {
    root: (holder.firstElementChild as HTMLElement).shadowRoot!,
    remove: async () => {
      holder.remove();
      await wait(1);
    },
  };
}

const button = (root: ParentNode, name: string) => [...root.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name);

/** Types into a React-controlled field as a person would (React listens for `input`). */
function type(field: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const problems = (what: string, outcome: Outcome, fine: readonly Outcome[]) => (fine.includes(outcome) ? [] : [`${what}: ${outcome}`]);

describe('<resort-voucher-box> with broken answers', () => {
  /** The modal's verdict: a product or discount (data), the store's refusal, or an error with Retry. */
  const verdict = async (root: ShadowRoot): Promise<Outcome> => {
    const settled = await settle(root, () => root.querySelector('dialog[open] .rw-voucher__result, dialog[open] .rw-voucher__error') !== null);
    const dialog = root.querySelector<HTMLElement>('dialog[open]');
    if (!dialog) return 'blank';
    if (!settled) return 'spinner';
    // A refusal the store worded (an invalid voucher, a product it cannot find) is its answer.
    return outcomeIn(dialog, (part) => part.querySelector('.rw-voucher__result, .rw-voucher__error strong') !== null);
  };

  it('shows the voucher’s product or discount, the store’s refusal, or its error with Retry', async () => {
    setPageData({ ShoppingCartSettings: { ShowEnhancedMinicart: false, ShowVoucherBanner: true, HideShippingTotal: false } });
    await fc.assert(
      fc.asyncProperty(broken(productVoucher()), broken(seasonPassProduct()), async (validation, product) => {
        const { root, remove } = await mount('<resort-voucher-box code="VCH-PRODUCT-1"></resort-voucher-box>', { [VALIDATE]: validation, [PRODUCT]: product });
        const found: string[] = [];
        try {
          found.push(...problems('validation', await verdict(root), ['data', 'error with retry']));
          if (!asked.has(PRODUCT)) {
            // The broken validation named no product: validate again, answered well.
            answers.delete(VALIDATE);
            button(root, 'OK')?.click();
            await wait(1);
            type(root.querySelector<HTMLInputElement>('input[name="voucherid"]')!, 'VCH-PRODUCT-1');
            await wait(1);
            button(root, 'Redeem')?.click();
            await settle(root, () => asked.has(PRODUCT));
            found.push(...problems('product', await verdict(root), ['data', 'error with retry']));
          }
          if (!asked.has(PRODUCT)) found.push('never asked for the product');
          if (window.__hostile !== undefined) found.push("the store's script ran");
        } finally {
          await remove();
        }
        expect(found).toEqual([]);
      }),
      { seed: 20261124, numRuns: RUNS },
    );
  }, 180_000);
});

describe('<resort-signin-form> with broken answers', () => {
  /** The step's own way to try again after a refusal: its message, and its button usable. */
  const tryAgain = (root: ShadowRoot) => {
    const again = button(root, 'Continue') ?? button(root, 'Sign in');
    return Boolean(root.querySelector('[role="alert"]')?.textContent?.trim()) && again !== undefined && !again.disabled;
  };
  /** Once `path` was answered and the form is idle again: the next step (data), or the message with the step usable. */
  const step = async (root: ShadowRoot, path: string, next: () => boolean): Promise<Outcome> => {
    const settled = await settle(root, () => asked.has(path) && (next() || tryAgain(root) || root.querySelector('.rw-island-error') !== null));
    if (root.querySelector('.rw-island-error')) return 'crashed';
    if (next()) return 'data';
    if (tryAgain(root)) return 'error with retry';
    return settled ? 'blank' : 'spinner';
  };
  const passwordField = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('input[type="password"]');

  it('goes on to the next step, or says why not with the step still usable', async () => {
    setPageData({});
    // A good login is answered {success:true}; a refused one 400 with field errors: both broken.
    const login = fc.oneof(broken({ success: true }), broken(wrongPasswordErrors(), 400));
    await fc.assert(
      fc.asyncProperty(broken(customerWithPassword()), login, async (lookup, loginAnswer) => {
        const found: string[] = [];
        const navigated = () => assign.mock.calls.length > 0 || reload.mock.calls.length > 0;
        const forget = () => {
          assign.mockClear();
          reload.mockClear();
        };
        let form = await mount('<resort-signin-form></resort-signin-form>', { [LOOKUP]: lookup, [LOGIN]: loginAnswer });
        const toPassword = async () => {
          asked.delete(LOOKUP);
          type(form.root.querySelector<HTMLInputElement>('input[autocomplete="username"]')!, 'shopper@example.com');
          await wait(1);
          button(form.root, 'Continue')?.click();
          // The next step: the password, or (an account without one) the way to password recovery.
          return step(form.root, LOOKUP, () => passwordField(form.root) !== null || navigated());
        };
        try {
          found.push(...problems('lookup', await toPassword(), ['data', 'error with retry']));
          if (!passwordField(form.root)) {
            // The broken lookup found no account with a password (the form told the shopper, or
            // sent the browser to recover one): a fresh form, its lookup answered well.
            await form.remove();
            forget();
            form = await mount('<resort-signin-form></resort-signin-form>', { [LOGIN]: loginAnswer });
            found.push(...problems('lookup, answered well', await toPassword(), ['data']));
          }
          const password = passwordField(form.root);
          if (password) {
            type(password, 'Resort!2026');
            await wait(1);
            button(form.root, 'Sign in')?.click();
            found.push(...problems('login', await step(form.root, LOGIN, navigated), ['data', 'error with retry']));
          }
          if (!asked.has(LOGIN)) found.push('never asked to sign in');
          if (window.__hostile !== undefined) found.push("the store's script ran");
        } finally {
          forget();
          await form.remove();
        }
        expect(found).toEqual([]);
      }),
      { seed: 20261124, numRuns: RUNS },
    );
  }, 180_000);
});
