// @vitest-environment node
/**
 * Checkout completion: `POST /api/checkout/complete` checks everything again, charges the Square
 * double's token and places one order, with its enrollments, in one transaction.
 */
import { describe, expect, it } from 'vitest';
import { FLEX_TICKET, SEED_PASSWORD } from '../catalog/seed.ts';
import { storeEarliestDate } from '../catalog/product-rules.ts';
import { addDays } from '../../../src/core/dates.ts';
import { pricingAnswerSchema } from '../../../widgets/product/dates/pricing-schemas.ts';
import { addToCart, Browser, forMember, householdOf, json, testStoreForFile } from '../test-support/test-support.ts';
import { PURCHASE_MESSAGES } from '../buying/purchase-checks.ts';
import { CHARGE_MESSAGES } from '../payments/charge.ts';
import { COMPLETION_MESSAGES } from './completion-rules.ts';
import { COMPLETE_PATH } from './payment-routes.ts';
import { SQUARE_DOUBLE_NONCES } from './payment-config.ts';
import { SIGN_WAIVER_PATH } from './routes.ts';
import { formatStoreMoney } from '../shell/store-money.ts';
import { toCents } from '../../../src/core/money.ts';

const handle = testStoreForFile();
const SEASON_PASS = 1;
const RENTAL = 4;
const GIFT_VOUCHER = 7;

async function signedIn(email = 'shopper@example.com'): Promise<Browser> {
  const visitor = new Browser(() => handle.store);
  await visitor.signIn(email, SEED_PASSWORD);
  return visitor;
}

/** A token from the double's stand-in server, as the card frame asks for it. */
async function nonce(visitor: Browser, outcome = 'OK'): Promise<string> {
  const response = await visitor.request(SQUARE_DOUBLE_NONCES, {
    method: 'POST',
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ brand: 'VISA', last4: '1111', expMonth: 12, expYear: 2030, postalCode: '80435', outcome }),
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  return (await json(response)).token as string;
}

async function complete(visitor: Browser, body: Record<string, unknown>): Promise<Response> {
  return visitor.request(COMPLETE_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', RequestVerificationToken: await visitor.token() },
    body: JSON.stringify(body),
  });
}

const payment = (token: string) => ({ Nonce: token, CardHolderName: 'Alex Morgan', IsDigitalWalletTransaction: false, CardNumber: '1111' });
const key = () => `key-${Math.random().toString(36).slice(2, 12)}`;
const versionOf = (cart: { CartHash: string; CartVersion: number }) => ({ CartHash: cart.CartHash, CartVersion: cart.CartVersion });

/** A member of the visitor's household, by first name. */
async function memberId(visitor: Browser, firstName: string): Promise<number> {
  const household = (await (await visitor.get('/api/checkout/guestinfobase')).json()) as { ContactInfoId: number; FirstName: string }[];
  const member = household.find((entry) => entry.FirstName === firstName);
  if (!member) throw new Error(`no member ${firstName} in the household`);
  return member.ContactInfoId;
}

/** A 1×1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const BASE_LODGE = 1;

/**
 * The signed-in customer's own member (registration makes it), with a birth date: the season pass's
 * age limits are checked against it (a member without one cannot have an age-limited pass).
 */
async function own(visitor: Browser): Promise<number> {
  const me = (await householdOf(visitor)).me!;
  const response = await visitor.request('/api/customer/addbirthdate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', RequestVerificationToken: await visitor.token() },
    body: JSON.stringify({ ContactId: me, BirthDate: '1988-04-02' }),
  });
  expect(response.status).toBe(200);
  return me;
}

/** A brand-new customer, through the store's own registration form (by `visitor`, a guest until then). */
async function registered(firstName: string, lastName: string, visitor = new Browser(() => handle.store)): Promise<Browser> {
  const email = `${firstName.toLowerCase()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const response = await visitor.postForm(
    '/register',
    { FirstName: firstName, LastName: lastName, Email: email, Password: 'Powder-Day-42', ConfirmPassword: 'Powder-Day-42', returnUrl: '/cart' },
    { token: 'field', xhr: false },
  );
  expect(response.status).toBe(303);
  return visitor;
}

/** A ski rental on a day on sale, for `contactId` or for no one. */
async function rent(visitor: Browser, contactId: number | null = null, day = 9): Promise<void> {
  const fields: Record<string, string> = { product_attribute_401: addDays(storeEarliestDate(Date.now(), {}), day), product_attribute_402: '4021' };
  if (contactId !== null) fields['addtocart_4.LegacyContactId'] = String(contactId);
  const response = await addToCart(visitor, RENTAL, fields);
  expect(response.status, JSON.stringify(await json(response.clone()))).toBe(200);
}

async function savePickup(visitor: Browser): Promise<void> {
  expect((await visitor.getWithToken(`/api/saverentallocation/${BASE_LODGE}?phone=`)).status).toBe(200);
}

interface PageWaiver {
  ContactInfoId: number;
  Fullname: string;
  ReleaseId: number;
  Title: string;
  Signed: boolean;
}

const unescape = (value: string) => value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#96;/g, '`').replace(/&amp;/g, '&');

/** The waivers `/onepagecheckout` asks to sign, read from its `<resort-waiver>` tags. */
async function pageWaivers(visitor: Browser): Promise<PageWaiver[]> {
  const page = await (await visitor.get('/onepagecheckout')).text();
  return [...page.matchAll(/<resort-waiver\b[^>]*>/g)].map(([tag]) => {
    const attribute = (name: string) => JSON.parse(unescape(new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1] ?? 'null')) as Record<string, unknown>;
    const release = attribute('release');
    const person = attribute('person');
    return { ContactInfoId: Number(person.ContactInfoId), Fullname: String(person.Fullname), ReleaseId: Number(release.Id), Title: String(release.Title), Signed: release.Signed === true };
  });
}

async function signWaiver(visitor: Browser, waiver: PageWaiver, typedName = waiver.Fullname): Promise<void> {
  const response = await visitor.request(SIGN_WAIVER_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', RequestVerificationToken: await visitor.token() },
    body: JSON.stringify({ ContactInfoId: waiver.ContactInfoId, ReleaseId: waiver.ReleaseId, TypedFullname: typedName, agreeChecked: true, Signature: PNG, WaiverHTML: '<p>Read.</p>' }),
  });
  expect(response.status, JSON.stringify(await json(response.clone()))).toBe(200);
}

async function addMember(visitor: Browser, firstName: string, lastName: string, dateOfBirth: string): Promise<number> {
  const response = await visitor.request('/api/checkout/guestinfo/add', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', RequestVerificationToken: await visitor.token() },
    body: JSON.stringify({ FirstName: firstName, LastName: lastName, DateOfBirth: dateOfBirth }),
  });
  expect(response.status).toBe(200);
  return Number((await json(response)).ContactInfoId);
}

const RELEASE = 'Equipment Rental Release';
const unsigned = (name: string) => COMPLETION_MESSAGES.waiver(name, RELEASE);

describe('POST /api/checkout/complete: nobody rents equipment without a signed release', () => {
  it("a guest's skis are for no one until the guest registers at checkout, when the buyer signs the release for them, and cannot pay until they have", async () => {
    const guest = new Browser(() => handle.store);
    await rent(guest);
    const robin = await registered('Robin', 'Vale', guest);
    expect((await robin.cart()).Items.map((item) => item.AssignedToContactInfo)).toEqual([null]);
    await savePickup(robin);
    const cart = await robin.cart();
    const refused = await complete(robin, { IdempotencyKey: key(), CartHash: cart.CartHash, CartVersion: cart.CartVersion, Payment: payment(await nonce(robin)) });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ success: false, message: unsigned('Robin Vale'), Errors: [unsigned('Robin Vale')] });
    expect((await robin.cart()).Items).toHaveLength(1);

    const waivers = await pageWaivers(robin);
    expect(waivers).toEqual([expect.objectContaining({ Fullname: 'Robin Vale', Title: RELEASE, Signed: false })]);
    await signWaiver(robin, waivers[0]!);
    expect((await pageWaivers(robin))[0]?.Signed).toBe(true);
    const placed = await complete(robin, { IdempotencyKey: key(), CartHash: cart.CartHash, CartVersion: cart.CartVersion, Payment: payment(await nonce(robin)) });
    expect(placed.status, JSON.stringify(await json(placed.clone()))).toBe(200);
    expect((await robin.cart()).Items).toHaveLength(0);
  });

  it('a member added after the cart was filled signs too, and the refusal names only the members still to sign', async () => {
    const kim = await registered('Kim', 'Lund');
    // Signed in, skis are for a member: a rental for no one is refused, naming what is missing.
    const forNoOne = await addToCart(kim, RENTAL, { product_attribute_401: addDays(storeEarliestDate(Date.now(), {}), 9), product_attribute_402: '4021' });
    expect(forNoOne.status).toBe(400);
    expect(await json(forNoOne)).toMatchObject({ success: false, message: PURCHASE_MESSAGES.renterMissing('Ski Rental Package', RELEASE) });
    await rent(kim, await own(kim));
    await savePickup(kim);
    const [kims] = await pageWaivers(kim);
    await signWaiver(kim, kims!);
    // Added once the cart holds the buyer's own rental; then skis for them, and for their child.
    const casey = await addMember(kim, 'Casey', 'Lund', '1992-02-11');
    const ada = await addMember(kim, 'Ada', 'Lund', '2016-06-30');
    await rent(kim, casey);
    await rent(kim, ada);
    const cart = await kim.cart();
    const refused = await complete(kim, { IdempotencyKey: key(), CartHash: cart.CartHash, CartVersion: cart.CartVersion, Payment: payment(await nonce(kim)) });
    expect(refused.status).toBe(400);
    const body = await json(refused);
    expect(body.Errors).toEqual([unsigned('Casey Lund'), unsigned('Ada Lund')]);
    expect(body.message).toBe(`${unsigned('Casey Lund')} ${unsigned('Ada Lund')}`);

    const waivers = await pageWaivers(kim);
    expect(waivers.map((waiver) => [waiver.Fullname, waiver.Signed])).toEqual([['Kim Lund', true], ['Casey Lund', false], ['Ada Lund', false]]);
    await signWaiver(kim, waivers[1]!);
    // A minor's release is signed by the buyer on the minor's behalf, with the minor's name.
    await signWaiver(kim, waivers[2]!, 'Ada Lund');
    const placed = await complete(kim, { IdempotencyKey: key(), CartHash: cart.CartHash, CartVersion: cart.CartVersion, Payment: payment(await nonce(kim)) });
    expect(placed.status, JSON.stringify(await json(placed.clone()))).toBe(200);
  });

  it('items without a release ask for none', async () => {
    const lee = await registered('Lee', 'Park');
    expect((await addToCart(lee, SEASON_PASS, { product_attribute_101: '1011', ...forMember(SEASON_PASS, await own(lee)) })).status).toBe(200);
    expect(await pageWaivers(lee)).toEqual([]);
    const cart = await lee.cart();
    expect((await complete(lee, { IdempotencyKey: key(), CartHash: cart.CartHash, CartVersion: cart.CartVersion, Payment: payment(await nonce(lee)) })).status).toBe(200);
  });
});

describe('POST /api/checkout/complete', () => {
  it('places one order for a season pass on the payment plan: enrollment with the deposit paid, cart emptied, confirmation page', async () => {
    const shopper = await signedIn();
    expect((await addToCart(shopper, SEASON_PASS, { product_attribute_101: '1011', ...forMember(SEASON_PASS, await own(shopper)) })).status).toBe(200);
    const cart = await shopper.cart();
    const response = await complete(shopper, { IdempotencyKey: key(), CartHash: cart.CartHash, CartVersion: cart.CartVersion, Payment: payment(await nonce(shopper)) });
    const body = await json(response);
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ success: true, OrderNumber: `SR${String(body.OrderId)}`, RedirectUrl: `/checkout/completed/${String(body.OrderId)}` });
    expect((await shopper.cart()).Items).toHaveLength(0);

    const page = await shopper.get(`/checkout/completed/${String(body.OrderId)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Your order number is <strong>${String(body.OrderNumber)}</strong>`);
    expect(html).toContain('Season Pass - Adult');
    // One heading over the schedules: the schedule's own (its fallback's, then the widget's), not a second of the page's.
    expect(html.match(/<h2[^>]*>Payment schedule<\/h2>/gi)).toHaveLength(1);
    // The order for GA4's purchase, which order-completed.js hands to the library's trackPurchase.
    expect(html).toContain('id="order-analytics"');
    expect(html).toContain(`"transaction_id":"${String(body.OrderNumber)}"`);

    const schedules = (await json(await shopper.get(`/api/ui/paymentplans/schedules/orders/${String(body.OrderId)}`))) as unknown as { IsPaymentPlan: boolean; Payments: { PaymentStatus: string }[] }[];
    expect(schedules[0]?.IsPaymentPlan).toBe(true);
    expect(schedules[0]?.Payments.map((p) => p.PaymentStatus)).toEqual(['Paid', 'Pending', 'Pending']);

    const admin = await signedIn('admin@example.com');
    const enrollments = await json(await admin.get(`/api/admin/payment-plans/enrollments?pageNumber=1&pageSize=15&ascending=true&orderId=${String(body.OrderId)}`));
    expect(enrollments.Results).toEqual([expect.objectContaining({ OrderId: body.OrderId, Product: 'Season Pass - Adult', CustomerName: 'Alex Morgan', EnrollmentStatus: 'Active' })]);
  });

  it('the same idempotency key twice gives the same order and charges once', async () => {
    const shopper = await signedIn();
    await addToCart(shopper, SEASON_PASS, { product_attribute_101: '1012', ...forMember(SEASON_PASS, await own(shopper)) });
    const cart = await shopper.cart();
    const orderKey = key();
    const [first, second] = await Promise.all([
      complete(shopper, { IdempotencyKey: orderKey, CartHash: cart.CartHash, CartVersion: cart.CartVersion, Payment: payment(await nonce(shopper)) }),
      complete(shopper, { IdempotencyKey: orderKey, CartHash: cart.CartHash, CartVersion: cart.CartVersion, Payment: payment(await nonce(shopper)) }),
    ]);
    const a = await json(first);
    const b = await json(second);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(b.OrderId).toBe(a.OrderId);
  });

  it('a declined card (CVV 911) says why, places nothing and leaves the cart as it was', async () => {
    const shopper = await signedIn();
    await addToCart(shopper, SEASON_PASS, { product_attribute_101: '1011', ...forMember(SEASON_PASS, await own(shopper)) });
    const before = await shopper.cart();
    const response = await complete(shopper, { IdempotencyKey: key(), CartHash: before.CartHash, CartVersion: before.CartVersion, Payment: payment(await nonce(shopper, 'CVV_FAILURE')) });
    expect(response.status).toBe(402);
    expect(await json(response)).toMatchObject({ success: false, message: CHARGE_MESSAGES.CVV_FAILURE });
    expect((await shopper.cart()).CartHash).toBe(before.CartHash);
  });

  it('refuses a token the double did not make, and one already used', async () => {
    const shopper = await signedIn();
    await addToCart(shopper, SEASON_PASS, { product_attribute_101: '1011', ...forMember(SEASON_PASS, await own(shopper)) });
    const cart = await shopper.cart();
    const forged = await complete(shopper, { IdempotencyKey: key(), CartHash: cart.CartHash, CartVersion: cart.CartVersion, Payment: payment('cnon:forged-token') });
    expect(await json(forged)).toMatchObject({ message: CHARGE_MESSAGES.unknownToken });
    const token = await nonce(shopper);
    expect((await complete(shopper, { IdempotencyKey: key(), CartHash: cart.CartHash, CartVersion: cart.CartVersion, Payment: payment(token) })).status).toBe(200);
    await addToCart(shopper, SEASON_PASS, { product_attribute_101: '1011', ...forMember(SEASON_PASS, await own(shopper)) });
    const again = await complete(shopper, { IdempotencyKey: key(), ...versionOf(await shopper.cart()), Payment: payment(token) });
    expect(await json(again)).toMatchObject({ message: CHARGE_MESSAGES.usedToken });
  });

  it('an unsigned waiver of a member on the order blocks it with a message naming the member and the waiver', async () => {
    const shopper = await signedIn();
    const sam = await memberId(shopper, 'Sam');
    await rent(shopper, sam);
    const cart = await shopper.cart();
    const response = await complete(shopper, { IdempotencyKey: key(), CartHash: cart.CartHash, CartVersion: cart.CartVersion, Payment: payment(await nonce(shopper)) });
    expect(response.status).toBe(400);
    const body = await json(response);
    expect(body.Errors).toContain('The waiver for Sam Morgan (Equipment Rental Release) is not signed yet. Sign it to place your order.');
    // The waiver to sign comes with the refusal, as the page's <resort-waiver> takes it.
    expect(body.Waivers).toEqual([
      {
        Message: unsigned('Sam Morgan'),
        Release: expect.objectContaining({ Id: 1, Title: RELEASE, Signed: false }) as unknown,
        Person: expect.objectContaining({ ContactInfoId: sam, Fullname: 'Sam Morgan', DateOfBirth: '2015-05-09' }) as unknown,
      },
    ]);
    expect((await shopper.cart()).Items).toHaveLength(cart.Items.length);
  });

  it('a cart that changed since the page showed its total, a rental without a pickup site, and a missing payment are refused', async () => {
    const shopper = await signedIn();
    await addToCart(shopper, RENTAL, { product_attribute_401: '2026-12-20', product_attribute_402: '4021', ...forMember(RENTAL, await own(shopper)) });
    const cart = await shopper.cart();
    const stale = await complete(shopper, { IdempotencyKey: key(), CartHash: '0000000000000000', CartVersion: cart.CartVersion, Payment: payment(await nonce(shopper)) });
    expect(stale.status).toBe(409);
    expect(await json(stale)).toMatchObject({ message: COMPLETION_MESSAGES.cartChanged });
    const refused = await complete(shopper, { IdempotencyKey: key(), CartHash: cart.CartHash, CartVersion: cart.CartVersion, Payment: null });
    expect(refused.status).toBe(400);
    // (the cart still holds the earlier test's rental for Sam, whose waiver is not signed)
    expect((await json(refused)).Errors).toEqual(expect.arrayContaining([COMPLETION_MESSAGES.pickup('Ski Rental Package'), COMPLETION_MESSAGES.paymentMissing]));
  });

  describe('a checkout page whose cart another tab changed', () => {
    /** What the checkout page posts with its order: the cart it drew, as its payment form's attributes hold it. */
    async function checkoutPageCart(visitor: Browser): Promise<{ CartHash: string; CartVersion: number }> {
      const page = await (await visitor.get('/onepagecheckout')).text();
      const hash = /<resort-payment-form [^>]*cart-hash="([a-f0-9]{16})"/.exec(page)?.[1];
      const version = /<resort-payment-form [^>]*cart-version="(\d+)"/.exec(page)?.[1];
      if (hash === undefined || version === undefined) throw new Error('the checkout page has no cart version');
      return { CartHash: hash, CartVersion: Number(version) };
    }

    it('refuses the order even when the change was undone, says what the cart holds now, and charges nothing', async () => {
      const shopper = await registered('Robin', 'Tabs');
      await addToCart(shopper, SEASON_PASS, { product_attribute_101: '1011', ...forMember(SEASON_PASS, await own(shopper)) });
      const drawn = await checkoutPageCart(shopper);
      // The other tab applies a code and takes it off again: the cart looks as it did.
      expect((await shopper.getWithToken('/api/discount/apply/WELCOME10')).status).toBe(200);
      expect((await shopper.getWithToken('/api/discount/remove/WELCOME10')).status).toBe(200);
      const now = await shopper.cart();
      expect(now.CartHash).toBe(drawn.CartHash);
      expect(now.CartVersion).toBeGreaterThan(drawn.CartVersion);

      const token = await nonce(shopper);
      const refused = await complete(shopper, { IdempotencyKey: key(), ...drawn, Payment: payment(token) });
      expect(refused.status).toBe(409);
      const total = formatStoreMoney(toCents(now.TotalPrice));
      expect(await json(refused)).toMatchObject({ success: false, message: COMPLETION_MESSAGES.cartNow(1, total) });
      expect((await shopper.cart()).Items).toHaveLength(1);
      // Nothing was charged: the same card token still pays once the page shows the cart as it is.
      const placed = await complete(shopper, { IdempotencyKey: key(), ...(await checkoutPageCart(shopper)), Payment: payment(token) });
      expect(placed.status, JSON.stringify(await json(placed.clone()))).toBe(200);
    });

    it('refuses the order when the other tab added an item, naming the new count and total', async () => {
      const shopper = await registered('Kai', 'Tabs');
      await addToCart(shopper, SEASON_PASS, { product_attribute_101: '1011', ...forMember(SEASON_PASS, await own(shopper)) });
      const drawn = await checkoutPageCart(shopper);
      // A gift voucher from the other tab (a second season pass for the same member is refused).
      await addToCart(shopper, GIFT_VOUCHER);
      const now = await shopper.cart();
      expect(now.TotalProducts).toBe(2);
      const refused = await complete(shopper, { IdempotencyKey: key(), ...drawn, Payment: payment(await nonce(shopper)) });
      expect(refused.status).toBe(409);
      expect((await json(refused)).message).toBe(COMPLETION_MESSAGES.cartNow(2, formatStoreMoney(toCents(now.TotalPrice))));
    });

    it('wants the cart version with the order', async () => {
      const shopper = await registered('Lou', 'Tabs');
      await addToCart(shopper, SEASON_PASS, { product_attribute_101: '1011', ...forMember(SEASON_PASS, await own(shopper)) });
      const { CartHash } = await checkoutPageCart(shopper);
      const response = await complete(shopper, { IdempotencyKey: key(), CartHash, Payment: payment(await nonce(shopper)) });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ message: 'Reload the checkout page and place your order again.' });
    });
  });

  it('keeps the days an order bought taken: each chosen day of the flex ticket has fewer left once the cart is emptied', async () => {
    // Another customer's cart: the shopper's still holds the rental whose waiver is not signed.
    const buyer = await signedIn('admin@example.com');
    const dates = [addDays(storeEarliestDate(Date.now(), {}), 9), addDays(storeEarliestDate(Date.now(), {}), 12)];
    const left = async () => {
      const answer = pricingAnswerSchema.parse(await json(await buyer.postForm('/DynamicPricingCalendar/GetProductVariants', { 'Filter.ProductId': String(FLEX_TICKET.id), 'Filter.StartDate': dates[0] as string, 'Filter.EndDate': dates[1] as string })));
      return dates.map((date) => answer.inventory.InventoryCounts[date]);
    };
    const before = await left();
    expect((await addToCart(buyer, FLEX_TICKET.id, { [`rental_start_date_${FLEX_TICKET.attributeId}`]: dates.join('|'), [`addtocart_${FLEX_TICKET.id}.EnteredQuantity`]: '3' })).status).toBe(200);
    const cart = await buyer.cart();
    const response = await complete(buyer, { IdempotencyKey: key(), CartHash: cart.CartHash, CartVersion: cart.CartVersion, Payment: payment(await nonce(buyer)) });
    expect(response.status, JSON.stringify(await json(response.clone()))).toBe(200);
    expect((await buyer.cart()).Items).toHaveLength(0);
    expect(await left()).toEqual(before.map((count) => (count ?? 0) - 3));
  });

  it('is for signed-in customers, with a valid key', async () => {
    const guest = new Browser(() => handle.store);
    expect((await complete(guest, { IdempotencyKey: key(), CartHash: '0000000000000000' })).status).toBe(401);
    const shopper = await signedIn();
    const bad = await complete(shopper, { IdempotencyKey: 'x', CartHash: '0000000000000000' });
    expect(bad.status).toBe(400);
  });
});
