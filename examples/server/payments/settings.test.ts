// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { Browser, testStoreForFile } from '../test-support/test-support.ts';
import { PAYMENT_SETTINGS_MESSAGES, PAYMENT_SETTINGS_PATH } from './settings-routes.ts';

const handle = testStoreForFile();
let shopper: Browser;
let admin: Browser;

beforeAll(async () => {
  shopper = new Browser(() => handle.store);
  admin = new Browser(() => handle.store);
  await Promise.all([shopper.signIn('shopper@example.com', SEED_PASSWORD), admin.signIn('admin@example.com', SEED_PASSWORD)]);
}, 30_000);

async function put(browser: Browser, body: unknown): Promise<Response> {
  return browser.request(PAYMENT_SETTINGS_PATH, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', RequestVerificationToken: await browser.token(), 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
}

const answer = async (browser: Browser, path: string): Promise<unknown> => (await browser.get(path)).json();

describe('the payment switches, kept in the database', () => {
  it('start on, and each one flipped by staff reaches the answer that carries it', async () => {
    expect(await answer(shopper, '/api/ui/paymentplans/config/')).toEqual({ Settings: { PaymentProvider: 'Square', AllowCardUpdate: true, AllowPayNow: true } });
    expect(await answer(shopper, '/api/payment/configuration')).toMatchObject({ isApplePayEnabled: true, isGooglePayEnabled: true });

    const off = await put(admin, { AllowPayNow: false, DigitalWallets: 'false' });
    expect(await off.json()).toEqual({ AllowCardUpdate: true, AllowPayNow: false, DigitalWallets: false, PaymentProvider: 'Square' });
    expect(await answer(shopper, '/api/ui/paymentplans/config/')).toEqual({ Settings: { PaymentProvider: 'Square', AllowCardUpdate: true, AllowPayNow: false } });
    expect(await answer(shopper, '/api/payment/configuration')).toMatchObject({ isApplePayEnabled: false, isGooglePayEnabled: false });
    expect(await answer(shopper, '/api/checkout/personalization')).toEqual({ AllowDigitalWallets: false });

    await put(admin, { AllowCardUpdate: false });
    expect(await answer(admin, PAYMENT_SETTINGS_PATH)).toEqual({ AllowCardUpdate: false, AllowPayNow: false, DigitalWallets: false, PaymentProvider: 'Square' });
    expect(await (await put(admin, { AllowCardUpdate: true, AllowPayNow: true, DigitalWallets: true })).json()).toEqual({
      AllowCardUpdate: true,
      AllowPayNow: true,
      DigitalWallets: true,
      PaymentProvider: 'Square',
    });
  });

  it('refuses anything but the three switches as true or false and a recognised provider, naming them', async () => {
    for (const body of [{ AllowPayNow: 'maybe' }, { PayLater: true }, [true], 'off', { PaymentProvider: 'Stripe' }, { PaymentProvider: 'braintree' }]) {
      const response = await put(admin, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: PAYMENT_SETTINGS_MESSAGES.body });
    }
    expect((await put(shopper, { AllowPayNow: false })).status).toBe(403);
  });
});
