// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { rentalLocationsSchema, toRentalLocation, type RentalLocation } from '../../../src/api/rental-location-schemas.ts';
import { toWaiverPerson, toWaiverRelease, waiverPersonSchema, waiverReleaseSchema } from '../../../src/api/waiver-schemas.ts';
import { ANTIFORGERY_MESSAGE } from '../platform/antiforgery.ts';
import { CHECKOUT_MESSAGES, contactPhoneProblem, decodeSignature } from './checkout-input.ts';
import { SIGN_WAIVER_PATH } from './routes.ts';
import { RESORT_CHARGE_CARD_PATH, RESORT_CHARGE_MESSAGES } from './resort-charge.ts';
import { BRAINTREE_DOUBLE_FINGERPRINT, BRAINTREE_DOUBLE_NONCES, SQUARE_DOUBLE_NONCES } from './payment-config.ts';
import { CARD_ON_FILE_MESSAGES } from '../payments/card-tokens.ts';
import { BRAINTREE_VAULT_PATH } from '../payments/braintree-vault.ts';
import { TEST_PROVIDER_COOKIE } from '../payments/settings.ts';
import { RESORT_CHARGE_RELEASE_ID } from './seed.ts';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { addDays } from '../../../src/core/dates.ts';
import { storeEarliestDate } from '../catalog/product-rules.ts';
import { addToCart, Browser, forMember, householdOf, json, testStoreForFile } from '../test-support/test-support.ts';

const handle = testStoreForFile();

const RENTAL = 4;
const SEASON_PASS = 1;
const BASE_LODGE = 1;
const VILLAGE_SHOP = 2;
/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const browser = (): Browser => new Browser(() => handle.store);

async function shopper(): Promise<Browser> {
  const visitor = browser();
  await visitor.signIn('shopper@example.com', SEED_PASSWORD);
  return visitor;
}

async function locations(visitor: Browser, productId = RENTAL): Promise<RentalLocation[]> {
  const response = await visitor.get(`/api/product/rentallocations/${productId}?ts=${Date.now()}`);
  expect(response.status).toBe(200);
  const parsed = rentalLocationsSchema.safeParse(await response.json());
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  return (parsed.data ?? []).map(toRentalLocation);
}

async function save(visitor: Browser, locationId: number | string, phone: string | null): Promise<Response> {
  const query = phone === null ? '' : `?phone=${encodeURIComponent(phone)}`;
  return visitor.getWithToken(`/api/saverentallocation/${locationId}${query}`);
}

interface Member {
  person: ReturnType<typeof toWaiverPerson>;
  release: ReturnType<typeof toWaiverRelease>;
}

/** The waivers `/onepagecheckout` renders, read from its `<resort-waiver>` attributes. */
async function checkoutWaivers(visitor: Browser): Promise<Map<string, Member>> {
  const page = await (await visitor.get('/onepagecheckout')).text();
  const members = new Map<string, Member>();
  const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#96;/g, '`').replace(/&amp;/g, '&');
  for (const [tag] of page.matchAll(/<resort-waiver\b[^>]*>/g)) {
    const attribute = (name: string): unknown => JSON.parse(decode(new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1] ?? 'null'));
    const person = toWaiverPerson(waiverPersonSchema.parse(attribute('person')));
    members.set(person.Fullname.split(' ')[0]!, { release: toWaiverRelease(waiverReleaseSchema.parse(attribute('release'))), person });
  }
  return members;
}

async function sign(visitor: Browser, body: Record<string, unknown>, token?: string): Promise<Response> {
  return visitor.request(SIGN_WAIVER_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', RequestVerificationToken: token ?? (await visitor.token()) },
    body: JSON.stringify(body),
  });
}

function signedBy(member: Member, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ContactInfoId: member.person.ContactInfoId,
    ReleaseId: member.release.Id,
    TypedFullname: 'Alex Morgan',
    agreeChecked: true,
    Signature: PNG,
    WaiverHTML: '<h3>Release</h3><p>Read.</p>',
    ...overrides,
  };
}

describe('contact phone rules (the store checks them again)', () => {
  it('accepts a stored phone of the right shape', () => {
    expect(contactPhoneProblem('+1 3035550100')).toBeNull();
    expect(contactPhoneProblem('+44 2079460958')).toBeNull();
    expect(contactPhoneProblem('+61 412345678')).toBeNull();
  });

  it('refuses other shapes, more than 20 characters or 15 digits, and impossible North American numbers', () => {
    for (const bad of ['3035550100', '+13035550100', '+1 303-555-0100', ' +1 3035550100', '+1 1035550100', '+1 3031550100', '+1 303555010', '+44 123', '+0 12345678', `+1 ${'2'.repeat(17)}`, '+44 1234567890123456']) {
      expect(contactPhoneProblem(bad), bad).toBe(CHECKOUT_MESSAGES.phoneInvalid);
    }
  });

  it('reads a signature only when it is base64 of a PNG', () => {
    expect(decodeSignature(PNG)).toMatchObject({ ok: true });
    expect(decodeSignature('data:image/png;base64,' + PNG)).toEqual({ ok: false, message: CHECKOUT_MESSAGES.signatureInvalid });
    expect(decodeSignature(Buffer.from('GIF89a is not a png, but it is long enough to pass the length check, really').toString('base64'))).toEqual({ ok: false, message: CHECKOUT_MESSAGES.signatureInvalid });
    expect(decodeSignature('not base64!')).toEqual({ ok: false, message: CHECKOUT_MESSAGES.signatureInvalid });
  });
});

describe('GET /api/product/rentallocations/{productId}', () => {
  it("answers the rental's three pickup sites, in the widget's shape, none saved for a guest", async () => {
    const sites = await locations(browser());
    expect(sites.map((site) => site.PickupSiteName)).toEqual(['Base Lodge Rentals', 'Village Ski Shop', 'Mid-Mountain Tent']);
    expect(sites.map((site) => site.RequiresPhone)).toEqual([false, true, false]);
    expect(sites[0]?.MapImageUrl).toMatch(/#scale=[\d.]+&translateX=-?\d+&translateY=-?\d+$/);
    expect(sites[0]?.LocationPictureUrls).toHaveLength(2);
    expect(sites.some((site) => site.IsSelected)).toBe(false);
  });

  it('answers an empty list for a product without pickup sites, and 400 for a bad id', async () => {
    expect(await locations(browser(), SEASON_PASS)).toEqual([]);
    const bad = await browser().get('/api/product/rentallocations/abc');
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({ success: false, message: CHECKOUT_MESSAGES.invalidProductId });
  });

  it('serves the maps and photos it names', async () => {
    const [site] = await locations(browser());
    for (const url of [site!.MapImageUrl.replace(/#.*$/, ''), ...site!.LocationPictureUrls, site!.StoreLogoUrl]) {
      const response = await browser().get(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
    }
  });
});

describe('GET /api/saverentallocation/{locationId}?phone=', () => {
  it('is for signed-in customers, with the anti-forgery token', async () => {
    const guest = browser();
    await guest.get('/');
    expect((await save(guest, BASE_LODGE, '')).status).toBe(401);
    const customer = await shopper();
    const noToken = await customer.get(`/api/saverentallocation/${BASE_LODGE}?phone=`);
    expect(noToken.status).toBe(400);
    expect(await json(noToken)).toEqual({ success: false, message: ANTIFORGERY_MESSAGE });
  });

  it('needs a valid phone at a site that requires one, checked on the server too', async () => {
    const customer = await shopper();
    for (const [phone, message] of [
      [null, CHECKOUT_MESSAGES.phoneRequired],
      ['', CHECKOUT_MESSAGES.phoneRequired],
      ['555', CHECKOUT_MESSAGES.phoneInvalid],
      ['+1 1005550100', CHECKOUT_MESSAGES.phoneInvalid],
      ['+1 30355501001234567890', CHECKOUT_MESSAGES.phoneInvalid],
    ] as const) {
      const response = await save(customer, VILLAGE_SHOP, phone);
      expect(response.status, String(phone)).toBe(400);
      expect(await json(response)).toEqual({ success: false, message });
    }
    expect((await locations(customer)).some((site) => site.IsSelected)).toBe(false);
  });

  it('refuses an unknown or malformed site', async () => {
    const customer = await shopper();
    expect(await json(await save(customer, 999, ''))).toEqual({ success: false, message: CHECKOUT_MESSAGES.unknownLocation });
    expect((await save(customer, 'x', '')).status).toBe(400);
  });

  it('saves the site and phone, shows them as saved, replaces them on the next save, and keeps them over a restart', async () => {
    const customer = await shopper();
    const saved = await save(customer, VILLAGE_SHOP, '+1 3035550100');
    expect(saved.status).toBe(200);
    expect(await json(saved)).toEqual({ success: true });
    let sites = await locations(customer);
    expect(sites.filter((site) => site.IsSelected).map((site) => [site.Id, site.ContactPhone])).toEqual([[VILLAGE_SHOP, '+1 3035550100']]);
    // Another shopper sees nothing saved.
    expect((await locations(browser())).some((site) => site.IsSelected)).toBe(false);

    await handle.restart();
    sites = await locations(customer);
    expect(sites.find((site) => site.IsSelected)?.ContactPhone).toBe('+1 3035550100');

    expect((await save(customer, BASE_LODGE, '')).status).toBe(200);
    sites = await locations(customer);
    expect(sites.filter((site) => site.IsSelected).map((site) => [site.Id, site.ContactPhone])).toEqual([[BASE_LODGE, '']]);
  });
});

/** A rental on a day on sale, for a member of the household or (without one) for the buyer's own member. */
async function rent(visitor: Browser, contactId?: number): Promise<void> {
  const fields: Record<string, string> = { product_attribute_401: addDays(storeEarliestDate(Date.now(), {}), 9), product_attribute_402: '4021' };
  Object.assign(fields, forMember(RENTAL, contactId ?? (await householdOf(visitor)).me));
  expect((await addToCart(visitor, RENTAL, fields)).status).toBe(200);
}

describe('POST /api/waivers/sign', () => {
  // Skis for the shopper, for Jordan and for Sam: three releases to sign.
  beforeAll(async () => {
    const customer = await shopper();
    const household = (await (await customer.get('/api/checkout/guestinfobase')).json()) as { ContactInfoId: number; FirstName: string }[];
    await rent(customer);
    for (const name of ['Jordan', 'Sam']) await rent(customer, household.find((member) => member.FirstName === name)?.ContactInfoId);
  });

  it('is for signed-in customers, with the anti-forgery token', async () => {
    const guest = browser();
    const members = await checkoutWaivers(await shopper());
    const alex = members.get('Alex')!;
    expect((await sign(guest, signedBy(alex))).status).toBe(401);
    const customer = await shopper();
    const forged = await sign(customer, signedBy(alex), 'forged');
    expect(await json(forged)).toEqual({ success: false, message: ANTIFORGERY_MESSAGE });
  });

  it('renders one waiver per member a rental is for: the buyer, a consolidated one and a minor', async () => {
    const members = await checkoutWaivers(await shopper());
    expect([...members.keys()]).toEqual(['Alex', 'Jordan', 'Sam']);
    expect(members.get('Jordan')?.person.Release.ConsolidateReleases).toBe(true);
    expect(members.get('Sam')?.person.DateOfBirth).toBe('2015-05-09');
    expect(members.get('Alex')?.release).toMatchObject({ EnableWetSignature: true, ElectronicSignatureRequired: true, EnableAgreeCheckbox: true, CaptureWaiverHTML: true, Signed: false });
  });

  it("refuses members of another household, another release, a wrong name, no agree box or a bad signature", async () => {
    const customer = await shopper();
    const members = await checkoutWaivers(customer);
    const alex = members.get('Alex')!;
    const admin = browser();
    await admin.signIn('admin@example.com', SEED_PASSWORD);
    const cases: [Record<string, unknown>, string][] = [
      [signedBy(alex, { ContactInfoId: 999_999 }), CHECKOUT_MESSAGES.notInHousehold],
      [signedBy(alex, { ReleaseId: 77 }), CHECKOUT_MESSAGES.wrongRelease],
      [signedBy(alex, { ContactInfoId: 999_999, ReleaseId: 77 }), CHECKOUT_MESSAGES.notInHousehold],
      [signedBy(alex, { TypedFullname: 'Alex Morgen' }), CHECKOUT_MESSAGES.nameMismatch],
      [signedBy(alex, { agreeChecked: false }), CHECKOUT_MESSAGES.agreeRequired],
      [signedBy(alex, { Signature: '' }), CHECKOUT_MESSAGES.signatureRequired],
      [signedBy(alex, { Signature: 'bm90IGEgcG5n' }), CHECKOUT_MESSAGES.signatureInvalid],
      [signedBy(alex, { agreeChecked: 'yes' }), CHECKOUT_MESSAGES.waiverFields],
    ];
    for (const [body, message] of cases) {
      const response = await sign(customer, body);
      expect(response.status, message).toBe(400);
      expect(await json(response)).toEqual({ success: false, message });
    }
    // Alex is not in the admin's household.
    expect(await json(await sign(admin, signedBy(alex, { TypedFullname: 'Taylor Brooks' })))).toEqual({ success: false, message: CHECKOUT_MESSAGES.notInHousehold });
    const form = await customer.postForm(SIGN_WAIVER_PATH, { ContactInfoId: String(alex.person.ContactInfoId) });
    expect(await json(form)).toEqual({ success: false, message: CHECKOUT_MESSAGES.waiverBody });
  });

  it("takes the user's own name for a consolidated release, not the member's", async () => {
    const customer = await shopper();
    const jordan = (await checkoutWaivers(customer)).get('Jordan')!;
    expect(await json(await sign(customer, signedBy(jordan, { TypedFullname: jordan.person.Fullname })))).toEqual({ success: false, message: CHECKOUT_MESSAGES.nameMismatch });
    expect((await sign(customer, signedBy(jordan, { TypedFullname: ' alex morgan ' }))).status).toBe(200);
  });

  it("takes the minor's own full name for a minor's waiver, signed on their behalf", async () => {
    const customer = await shopper();
    const sam = (await checkoutWaivers(customer)).get('Sam')!;
    expect(await json(await sign(customer, signedBy(sam, { TypedFullname: 'Alex Morgan' })))).toEqual({ success: false, message: CHECKOUT_MESSAGES.nameMismatch });
    expect((await sign(customer, signedBy(sam, { TypedFullname: ' sam morgan ' }))).status).toBe(200);
  });

  it('stores the signature and its image, shows the waiver as signed, and keeps it over a restart', async () => {
    const customer = await shopper();
    const alex = (await checkoutWaivers(customer)).get('Alex')!;
    const response = await sign(customer, signedBy(alex, { TypedFullname: ' Alex Morgan ' }));
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body.success).toBe(true);
    expect(new Date(String(body.SignedOn)).getTime()).toBeGreaterThan(Date.now() - 60_000);

    await handle.restart();
    const after = (await checkoutWaivers(customer)).get('Alex')!;
    expect(after.release).toMatchObject({ Signed: true, TypedFullname: 'Alex Morgan', agreeChecked: true });
    const image = await customer.get(`/api/waivers/${alex.person.ContactInfoId}/signature.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).toString('base64')).toBe(PNG);
    // Nobody else can read it.
    const admin = browser();
    await admin.signIn('admin@example.com', SEED_PASSWORD);
    expect((await admin.get(`/api/waivers/${alex.person.ContactInfoId}/signature.png`)).status).toBe(404);
    expect((await browser().get(`/api/waivers/${alex.person.ContactInfoId}/signature.png`)).status).toBe(401);
  });

  it('accepts a large signature and captured HTML (past the usual 64 KB body limit)', async () => {
    const customer = await shopper();
    const sam = (await checkoutWaivers(customer)).get('Sam')!;
    const response = await sign(customer, signedBy(sam, { TypedFullname: 'Sam Morgan', WaiverHTML: `<p>${'x'.repeat(150_000)}</p>` }));
    expect(response.status).toBe(200);
  });
});

describe('/onepagecheckout', () => {
  it('sends a guest to sign in first', async () => {
    const response = await browser().get('/onepagecheckout');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login?returnUrl=%2Fonepagecheckout');
  });

  it("shows the cart's rental with its pickup sites, the release it needs and the order summary", async () => {
    // The admin's cart: the shopper's holds the rentals of the waiver tests above.
    const customer = browser();
    await customer.signIn('admin@example.com', SEED_PASSWORD);
    let page = await (await customer.get('/onepagecheckout')).text();
    expect(page).toContain('Your cart has no rentals.');
    expect(page).toContain('Nothing in your cart needs a signed release.');
    expect(page).toMatch(/<resort-order-summary><div data-resort-fallback>[\s\S]*?<\/div><\/resort-order-summary>/);

    await rent(customer);
    page = await (await customer.get('/onepagecheckout')).text();
    expect(page).toMatch(new RegExp(`<resort-rental-locations product-id="${RENTAL}"><form method="post" action="/checkout/rentallocation"[\\s\\S]*?</form></resort-rental-locations>`));
    expect([...(await checkoutWaivers(customer)).values()].map((member) => [member.person.Fullname, member.release.Title])).toEqual([['Taylor Brooks', 'Equipment Rental Release']]);
  });
});

describe('resort charge: POST /api/resortcharge/updatewaivercreditcard and /userinfo/resortcharge', () => {
  const card = (overrides: Record<string, unknown> = {}) => ({
    ReleaseId: RESORT_CHARGE_RELEASE_ID,
    Token: 'cnon:card-nonce-ok',
    LastFour: '1111',
    CardType: 'VISA',
    ExpirationMonth: '04',
    ExpirationYear: '2031',
    Name: 'Alex Morgan',
    ...overrides,
  });
  const post = async (visitor: Browser, body: Record<string, unknown>) =>
    visitor.request(RESORT_CHARGE_CARD_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', RequestVerificationToken: await visitor.token() },
      body: JSON.stringify(body),
    });
  /** A card the Square double's frame tokenized (text/plain, no session, as the frame sends it). */
  const squareNonce = async (visitor: Browser, brand = 'VISA', last4 = '1111') => {
    const response = await visitor.request(SQUARE_DOUBLE_NONCES, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ brand, last4, expMonth: 4, expYear: 2031, postalCode: '80435', outcome: 'OK' }) });
    return (await json(response)).token as string;
  };
  const chargeWaiver = async (visitor: Browser) => {
    const page = await (await visitor.get('/userinfo/resortcharge')).text();
    const tag = /<resort-waiver resort-charge\b[^>]*>/.exec(page)?.[0] ?? '';
    const attribute = (name: string): unknown => JSON.parse((new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1] ?? 'null').replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
    return { tag, release: toWaiverRelease(waiverReleaseSchema.parse(attribute('release'))), person: toWaiverPerson(waiverPersonSchema.parse(attribute('person'))), card: attribute('charge-card') };
  };

  it("shows the account holder's charge authorization, and keeps a card only once it is signed, naming what is missing", async () => {
    const guest = browser();
    expect((await guest.get('/userinfo/resortcharge')).status).toBe(303);
    expect((await post(guest, { ContactInfoId: 1, ...card() })).status).toBe(401);

    const customer = await shopper();
    const before = await chargeWaiver(customer);
    expect(before.release).toMatchObject({ Id: RESORT_CHARGE_RELEASE_ID, Title: 'Resort Charge Authorization', Signed: false });
    expect(before.person.Fullname).toBe('Alex Morgan');
    expect(before.card).toBeNull();
    const alex = before.person.ContactInfoId;

    const unsigned = await post(customer, { ContactInfoId: alex, ...card() });
    expect(unsigned.status).toBe(400);
    expect(await json(unsigned)).toEqual({ success: false, message: RESORT_CHARGE_MESSAGES.notSigned('Resort Charge Authorization', 'Alex Morgan') });
    for (const [body, message] of [
      [{ ContactInfoId: alex, ...card({ ReleaseId: 1 }) }, RESORT_CHARGE_MESSAGES.notResortCharge],
      [{ ContactInfoId: 999_999, ...card() }, CHECKOUT_MESSAGES.notInHousehold],
      [{ ContactInfoId: alex, ...card({ Token: '4111 1111 1111 1111' }) }, RESORT_CHARGE_MESSAGES.badCard],
      [{ ContactInfoId: alex, ...card({ LastFour: '11' }) }, RESORT_CHARGE_MESSAGES.badCard],
      [{ ContactInfoId: alex, ...card({ ExpirationMonth: '13' }) }, RESORT_CHARGE_MESSAGES.badCard],
    ] as const) {
      const refused = await post(customer, body);
      expect(refused.status, message).toBe(400);
      expect(await json(refused)).toEqual({ success: false, message });
    }

    const signed = await sign(customer, { ContactInfoId: alex, ReleaseId: RESORT_CHARGE_RELEASE_ID, TypedFullname: 'alex morgan ', agreeChecked: true, Signature: '' });
    expect(signed.status).toBe(200);
    // Signed, the card itself is checked: a nonce the double never made, or one for another card, is refused.
    for (const [body, message] of [
      [card(), CARD_ON_FILE_MESSAGES.tokenInvalid],
      [card({ Token: await squareNonce(customer), LastFour: '4242' }), CARD_ON_FILE_MESSAGES.lastFour],
    ] as const) {
      const refused = await post(customer, { ContactInfoId: alex, ...body });
      expect(refused.status, message).toBe(400);
      expect(await json(refused)).toEqual({ success: false, message });
    }
    const nonce = await squareNonce(customer);
    const saved = await post(customer, { ContactInfoId: alex, ...card({ Token: nonce }) });
    expect(await json(saved)).toEqual({ success: true, message: null, LastFour: '1111', CardType: 'VISA' });
    expect(await json(await post(customer, { ContactInfoId: alex, ...card({ Token: nonce }) }))).toEqual({ success: false, message: CARD_ON_FILE_MESSAGES.tokenUsed });
    await post(customer, { ContactInfoId: alex, ...card({ Token: await squareNonce(customer, 'MASTERCARD', '4242'), LastFour: '4242', CardType: 'MASTERCARD', ExpirationMonth: 9 }) });
    const after = await chargeWaiver(customer);
    expect(after.release.Signed).toBe(true);
    expect(after.card).toEqual({ LastFour: '4242', CardType: 'MASTERCARD' });
  });

  it('on a Braintree store, keeps the card the customer vaulted, named by its PaymentKey, and refuses a nonce alone or a Square card', async () => {
    const customer = await shopper();
    customer.cookies.set(TEST_PROVIDER_COOKIE, 'Braintree');
    const alex = (await chargeWaiver(customer)).person.ContactInfoId;
    expect((await sign(customer, { ContactInfoId: alex, ReleaseId: RESORT_CHARGE_RELEASE_ID, TypedFullname: 'Alex Morgan', agreeChecked: true, Signature: '' })).status).toBe(200);
    const braintreeNonce = async () => {
      const creditCard = { cardType: 'Mastercard', lastFour: '5100', expirationMonth: '04', expirationYear: '2031', postalCode: '80435', outcome: 'OK' };
      const response = await customer.request(BRAINTREE_DOUBLE_NONCES, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ authorizationFingerprint: BRAINTREE_DOUBLE_FINGERPRINT, creditCard }) });
      return (await json(response)).nonce as string;
    };
    const nonce = await braintreeNonce();
    const vaulted = await customer.request(BRAINTREE_VAULT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', RequestVerificationToken: await customer.token() },
      body: JSON.stringify({ CardNumberLastFour: '5100', CardHolderName: 'Alex Morgan', Nonce: nonce }),
    });
    const PaymentKey = (await json(vaulted)).PaymentToken as string;
    const braintreeCard = (overrides: Record<string, unknown>) => ({ ContactInfoId: alex, ...card({ LastFour: '5100', CardType: 'Mastercard', ...overrides }) });

    for (const [body, message] of [
      [braintreeCard({ Token: nonce }), CARD_ON_FILE_MESSAGES.notVaulted],
      [braintreeCard({ Token: await braintreeNonce(), PaymentKey }), CARD_ON_FILE_MESSAGES.notVaulted],
      [braintreeCard({ Token: await squareNonce(customer), PaymentKey }), CARD_ON_FILE_MESSAGES.otherProvider],
      [braintreeCard({ Token: nonce, PaymentKey: 'not-a-payment-token' }), RESORT_CHARGE_MESSAGES.badCard],
    ] as const) {
      const refused = await post(customer, body);
      expect(refused.status, message).toBe(400);
      expect(await json(refused)).toEqual({ success: false, message });
    }
    const saved = await post(customer, braintreeCard({ Token: nonce, PaymentKey }));
    expect(await json(saved)).toEqual({ success: true, message: null, LastFour: '5100', CardType: 'Mastercard' });
    expect((await chargeWaiver(customer)).card).toEqual({ LastFour: '5100', CardType: 'Mastercard' });
    const kept = await handle.store.db.query<{ token: string }>('select token from resort_charge_cards where member_id = $1', [alex]);
    expect(kept.rows[0]?.token).toBe(PaymentKey);
  });
});
