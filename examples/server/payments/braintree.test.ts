// @vitest-environment node
/**
 * A Braintree store: the configuration the form reads, the double's stand-in gateway, the vault
 * (`addbraintreepaymentmethodtocustomer`) and the card update that names a vaulted card by its
 * `PaymentKey`; each refusal says what is missing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { Browser, testStoreForFile } from '../test-support/test-support.ts';
import { BRAINTREE_DOUBLE_NONCES, BRAINTREE_DOUBLE_PATH, SQUARE_DOUBLE_NONCES, SQUARE_DOUBLE_PATH } from '../checkout/payment-config.ts';
import { PAYMENT_SETTINGS_PATH } from './settings-routes.ts';
import { BRAINTREE_VAULT_PATH, VAULT_MESSAGES } from './braintree-vault.ts';
import { MY_PLANS_MESSAGES } from '../payment-plans/customer-plans.ts';

const handle = testStoreForFile();
let shopper: Browser;
let admin: Browser;
let guest: Browser;

beforeAll(async () => {
  shopper = new Browser(() => handle.store);
  admin = new Browser(() => handle.store);
  guest = new Browser(() => handle.store);
  await Promise.all([shopper.signIn('shopper@example.com', SEED_PASSWORD), admin.signIn('admin@example.com', SEED_PASSWORD)]);
}, 30_000);

async function send(browser: Browser, method: string, path: string, body: unknown): Promise<Response> {
  return browser.request(path, {
    method,
    headers: { 'content-type': 'application/json', RequestVerificationToken: await browser.token(), 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
}

const useProvider = async (PaymentProvider: string) => expect((await send(admin, 'PUT', PAYMENT_SETTINGS_PATH, { PaymentProvider })).status).toBe(200);
const json = async (response: Response): Promise<Record<string, unknown>> => (await response.json()) as Record<string, unknown>;

const card = (overrides: Record<string, string> = {}) => ({ cardType: 'Visa', lastFour: '1111', expirationMonth: '12', expirationYear: '2030', postalCode: '80435', outcome: 'OK', ...overrides });

/** A nonce from the stand-in gateway, as the number field's frame asks for it (text/plain, no session). */
async function nonceFor(creditCard = card(), authorizationFingerprint = 'resort-demo-store'): Promise<Response> {
  return guest.request(BRAINTREE_DOUBLE_NONCES, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ authorizationFingerprint, creditCard }) });
}
const newNonce = async (creditCard = card()) => (await json(await nonceFor(creditCard))).nonce as string;

const vault = (browser: Browser, Nonce: string, CardNumberLastFour = '1111') => send(browser, 'POST', BRAINTREE_VAULT_PATH, { CardNumberLastFour, CardHolderName: 'Alex Morgan', Nonce });

describe('a Braintree store', () => {
  it('answers its client token in the payment configuration, and names other providers with nothing to load', async () => {
    await useProvider('Braintree');
    const config = await json(await guest.get('/api/payment/configuration'));
    expect(config).toMatchObject({ PaymentProvider: 'Braintree', applicationId: '', BraintreeConfig: { AllowedPaymentTypes: ['CreditCard'] }, scriptSrc: '/static/braintree-double/braintree.js' });
    const token = (config.BraintreeConfig as { ClientToken: string }).ClientToken;
    expect(JSON.parse(Buffer.from(token, 'base64').toString('utf8'))).toMatchObject({ authorizationFingerprint: 'resort-demo-store', clientApiUrl: '/braintree-double' });
    expect(await json(await shopper.get('/api/ui/paymentplans/config/'))).toMatchObject({ Settings: { PaymentProvider: 'Braintree' } });

    await useProvider('Moneris');
    expect(await json(await guest.get('/api/payment/configuration'))).toMatchObject({ PaymentProvider: 'Moneris', BraintreeConfig: null, scriptSrc: null, applicationId: '' });
    await useProvider('Square');
    expect(await json(await guest.get('/api/payment/configuration'))).toMatchObject({ PaymentProvider: 'Square', BraintreeConfig: null, applicationId: 'sandbox-sq0idb-resort-demo-store' });
  });

  it('makes nonces only for its own client tokens, from a card without its number', async () => {
    expect(await newNonce()).toMatch(/^tokencc_[A-Za-z0-9_]+$/);
    expect((await nonceFor(card(), 'someone-else')).status).toBe(401);
    for (const bad of [card({ lastFour: '4111111111111111' }), card({ expirationMonth: '13' }), card({ outcome: 'PAID' })]) expect((await nonceFor(bad)).status).toBe(400);
  });

  it('vaults a card for the signed-in customer once, and says what is wrong otherwise', async () => {
    await useProvider('Square');
    expect(await json(await vault(shopper, await newNonce()))).toMatchObject({ message: VAULT_MESSAGES.notBraintree });
    await useProvider('Braintree');
    expect((await vault(guest, await newNonce())).status).toBe(401);

    const nonce = await newNonce();
    const refusedLastFour = await vault(shopper, nonce, '4242');
    expect([refusedLastFour.status, (await json(refusedLastFour)).message]).toEqual([400, VAULT_MESSAGES.lastFour]);
    const vaulted = await vault(shopper, nonce);
    expect(vaulted.status).toBe(200);
    expect((await json(vaulted)).PaymentToken).toMatch(/^btpm_/);
    expect(await json(await vault(shopper, nonce))).toMatchObject({ message: VAULT_MESSAGES.used });
    expect(await json(await vault(shopper, 'tokencc_never_made'))).toMatchObject({ message: VAULT_MESSAGES.nonce });
    expect(await json(await send(shopper, 'POST', BRAINTREE_VAULT_PATH, { CardNumberLastFour: '1111', Nonce: nonce }))).toMatchObject({ message: VAULT_MESSAGES.cardHolder });
    const declined = await vault(shopper, await newNonce(card({ postalCode: '99999', outcome: 'ADDRESS_VERIFICATION_FAILURE' })));
    expect(declined.status).toBe(402);
  });

  it('puts a vaulted card on the plans by its PaymentKey, for its own customer only', async () => {
    await useProvider('Braintree');
    const plans = (await (await shopper.get('/api/ui/paymentplans/schedules/contacts')).json()) as { EnrollmentId: number; Payments: { PaymentStatus: string | null }[] }[];
    const failed = plans.find((plan) => plan.Payments.some((payment) => payment.PaymentStatus === 'Failed'));
    if (!failed) throw new Error('The shopper has no plan with a failed payment.');
    const nonce = await newNonce(card({ cardType: 'Mastercard', lastFour: '5100' }));
    const PaymentKey = (await json(await vault(shopper, nonce, '5100'))).PaymentToken as string;
    const update = (body: Record<string, unknown>) =>
      send(shopper, 'POST', '/api/ui/paymentplans/paymentmethod/update/', { EnrollmentIds: [failed.EnrollmentId], LastFour: '5100', CardType: 'Mastercard', ExpirationYear: '2030', ExpirationMonth: '12', Name: 'Alex Morgan', ...body });

    expect(await json(await update({ Token: nonce }))).toMatchObject({ message: MY_PLANS_MESSAGES.notVaulted });
    expect(await json(await update({ Token: await newNonce(), PaymentKey }))).toMatchObject({ message: MY_PLANS_MESSAGES.notVaulted });
    expect(await json(await update({ Token: 'cnon:from-square', PaymentKey }))).toMatchObject({ message: MY_PLANS_MESSAGES.otherProvider });
    // Another customer cannot use the shopper's vaulted card.
    const other = new Browser(() => handle.store);
    await other.signIn('admin@example.com', SEED_PASSWORD);
    expect((await send(other, 'POST', '/api/ui/paymentplans/paymentmethod/update/', { EnrollmentIds: [failed.EnrollmentId], Token: nonce, PaymentKey, LastFour: '5100', CardType: 'Mastercard', Name: 'Sam' })).status).toBe(403);

    const done = await update({ Token: nonce, PaymentKey });
    expect(await json(done)).toEqual({ Success: true, PaymentMethod: 'Mastercard ending in 5100' });
    const after = (await (await shopper.get('/api/ui/paymentplans/schedules/contacts')).json()) as { EnrollmentId: number; PaymentMethod: string; PaymentProvider: string }[];
    expect(after.find((plan) => plan.EnrollmentId === failed.EnrollmentId)).toMatchObject({ PaymentMethod: 'Mastercard ending in 5100', PaymentProvider: 'Braintree' });
  });
});

describe("the doubles' files", () => {
  it('serves each double its script and its frame, and nothing else, by one route', async () => {
    const served = async (path: string) => {
      const response = await guest.get(path);
      return [response.status, response.headers.get('content-type'), (await response.text()).length > 0];
    };
    expect(await served(`${BRAINTREE_DOUBLE_PATH}braintree.js`)).toEqual([200, 'text/javascript; charset=utf-8', true]);
    expect(await served(`${BRAINTREE_DOUBLE_PATH}field-frame.html`)).toEqual([200, 'text/html; charset=utf-8', true]);
    expect(await served(`${SQUARE_DOUBLE_PATH}frame.js`)).toEqual([200, 'text/javascript; charset=utf-8', true]);
    expect(await served(`${SQUARE_DOUBLE_PATH}card-frame.css`)).toEqual([200, 'text/css; charset=utf-8', true]);
    // Each double has only its own files.
    expect((await guest.get(`${SQUARE_DOUBLE_PATH}braintree.js`)).status).toBe(404);
    expect((await guest.get(`${BRAINTREE_DOUBLE_PATH}build.ts`)).status).toBe(404);
    const badName = await guest.get(`${BRAINTREE_DOUBLE_PATH}${'x'.repeat(101)}.js`);
    expect(badName.status).toBe(400);
    expect(await badName.text()).toContain('Name a file of the double.');
  });
});

describe("the doubles' stand-in gateways", () => {
  it('read the card through the input layer: not JSON, or not a card, is 400 with why', async () => {
    for (const path of [SQUARE_DOUBLE_NONCES, BRAINTREE_DOUBLE_NONCES]) {
      const notJson = await guest.request(path, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{card' });
      // The frame's fetch asks for no JSON, so the error comes as the store's error page.
      expect([notJson.status, await notJson.text()]).toEqual([400, expect.stringContaining('Send the card as JSON.')]);
      const notCard = await guest.request(path, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ authorizationFingerprint: 'resort-demo-store', creditCard: { lastFour: 'x' }, last4: 'x' }) });
      expect([notCard.status, await notCard.text()]).toEqual([400, expect.stringContaining('The card details are not valid.')]);
    }
  });
});

describe('Pay now with a vaulted Braintree card', () => {
  it('charges the card on file by its payment token', async () => {
    await useProvider('Braintree');
    const plans = (await (await shopper.get('/api/ui/paymentplans/schedules/contacts')).json()) as { EnrollmentId: number; PaymentProvider: string }[];
    const onBraintree = plans.find((plan) => plan.PaymentProvider === 'Braintree');
    if (!onBraintree) throw new Error('No plan has a Braintree card yet.');
    const paid = await shopper.request(`/api/paymentprocessing/processScheduledPayment/${onBraintree.EnrollmentId}`, { headers: { RequestVerificationToken: await shopper.token(), 'X-Requested-With': 'XMLHttpRequest' } });
    expect(await json(paid)).toMatchObject({ Success: true });
  });
});
