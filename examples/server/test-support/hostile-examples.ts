/**
 * For the hostile route walk: one well-formed request per route that reads a body or a query, which
 * the walk then breaks one value at a time. Sending every field the same hostile value finds little
 * (the first field a route checks refuses the whole request, so a field it forgot to check is never
 * reached); a valid request with one value broken reaches each field in turn.
 *
 * The bodies of the admin calls are read from the store itself (a schedule, an assignment, its
 * prices), so they stay valid as the seed changes. Every route that takes a body needs an entry
 * here: the walk fails for one that has none.
 */
import { randomUUID } from 'node:crypto';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { addToCart, type Browser } from './test-support.ts';
import { storeEarliestDate } from '../catalog/product-rules.ts';
import { addDays, resortToday } from '../../../src/core/dates.ts';

export type Visitor = 'guest' | 'shopper' | 'admin';

export interface Example {
  /** Who sends it: a route for customers or admins is walked by one. */
  visitor: Visitor;
  /** The path with its parameters filled in. */
  path: string;
  query?: Record<string, string>;
  /** A form (sent urlencoded, and as a flat JSON object, which the store's forms also take). */
  form?: Record<string, string>;
  /** A JSON body. */
  json?: unknown;
  /** Sent from a browser of its own: a request that signs in or registers changes the session. */
  ownBrowser?: boolean;
  /** The form goes as multipart/form-data, its `file` field as a file (an upload). */
  multipart?: boolean;
}

type Build = (admin: Browser, shopper: Browser) => Promise<Example> | Example;

/** The date `days` from today, YYYY-MM-DD (UTC): ahead of the store's today in any time zone. */
const daysAhead = (days: number): string => addDays(resortToday(Date.now(), 0), days);

const ADMIN_API = '/api/admin/payment-plans';

interface ScheduleBody {
  PurchaseDates: { ScheduledPayments?: unknown[] }[];
}

/** Stamps and authors a schedule carries that the store never reads from a request. */
const IGNORED = ['CreatedByCustomerId', 'UpdatedByCustomerId', 'CreateDateUtc', 'UpdateDateUtc', 'IsDeleted'];

/**
 * A stored schedule cut to what the store reads, with its first range and that range's first and
 * last payments: every kind of value, fewer to break.
 */
function firstRange<T extends ScheduleBody>(schedule: T): T {
  const read = Object.fromEntries(Object.entries(schedule).filter(([key]) => !IGNORED.includes(key))) as T;
  const [range] = schedule.PurchaseDates;
  if (!range) return read;
  const payments = range.ScheduledPayments;
  return { ...read, PurchaseDates: [payments ? { ...range, ScheduledPayments: payments.length > 1 ? [payments[0], payments.at(-1)] : payments } : range] };
}

async function read<T>(browser: Browser, path: string): Promise<T> {
  const response = await browser.get(path, { 'X-Requested-With': 'XMLHttpRequest' });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The shopper's first waiver on `/onepagecheckout`: the member's contact id and the release id. The
 * checkout asks only for the releases the cart needs, so a ski rental for the shopper (the
 * household's first member) goes in first.
 */
async function shopperWaiver(shopper: Browser): Promise<{ contactId: number; releaseId: number }> {
  const checkout = async () => (await (await shopper.get('/onepagecheckout')).text()).replace(/&quot;/g, '"');
  let page = await checkout();
  if (!/release="\{"Id":\d+/.test(page)) {
    const [own] = await shopperMembers(shopper);
    const rental = await addToCart(shopper, 4, { product_attribute_401: addDays(storeEarliestDate(Date.now(), {}), 9), product_attribute_402: '4021', 'addtocart_4.LegacyContactId': String(own) });
    if (rental.status !== 200) throw new Error(`Renting skis for the shopper answered ${rental.status}.`);
    page = await checkout();
  }
  const release = /release="\{"Id":(\d+)/.exec(page);
  const person = /"ContactInfoId":(\d+)/.exec(page);
  if (!release?.[1] || !person?.[1]) throw new Error('No waiver on /onepagecheckout.');
  return { contactId: Number(person[1]), releaseId: Number(release[1]) };
}

/** The shopper's household as `/api/checkout/guestinfobase` answers it: the account holder first. */
async function shopperMembers(shopper: Browser): Promise<number[]> {
  const members = await read<{ ContactInfoId: number }[]>(shopper, '/api/checkout/guestinfobase');
  if (members.length < 2) throw new Error('The shopper has no household to walk.');
  return members.map((member) => member.ContactInfoId);
}

/** A fresh order key and the hash of the shopper's cart, as the checkout page has them. */
async function checkoutKeys(shopper: Browser): Promise<{ IdempotencyKey: string; CartHash: string }> {
  const { CartHash } = await read<{ CartHash: string }>(shopper, '/api/minicart');
  return { IdempotencyKey: randomUUID(), CartHash };
}

/** A 1×1 PNG, as the waiver's signature pad sends it. */
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const EXAMPLES: Readonly<Record<string, Build>> = {
  // ---- account ----
  'GET /login': () => ({ visitor: 'guest', path: '/login', query: { returnUrl: '/cart' } }),
  'POST /login': () => ({ visitor: 'guest', path: '/login', query: { returnUrl: '/cart' }, form: { Email: 'nobody@example.com', Password: 'not-the-password', returnUrl: '/cart' } }),
  'GET /logout': () => ({ visitor: 'guest', path: '/logout', query: { returnUrl: '/cart' } }),
  'GET /api/customer/exists': () => ({ visitor: 'guest', path: '/api/customer/exists', query: { id: 'shopper@example.com' } }),
  'POST /api/user/login': () => ({ visitor: 'guest', path: '/api/user/login', form: { Email: 'nobody@example.com', Password: 'not-the-password' } }),
  'GET /register': () => ({ visitor: 'guest', path: '/register', query: { returnUrl: '/cart' } }),
  'POST /register': () => ({
    visitor: 'guest',
    path: '/register',
    form: { FirstName: 'Casey', LastName: 'Walker', Email: 'casey.walker@example.com', Password: SEED_PASSWORD, ConfirmPassword: SEED_PASSWORD, returnUrl: '/cart' },
    ownBrowser: true,
  }),
  'POST /register/findbyemail': () => ({ visitor: 'guest', path: '/register/findbyemail', form: { Email: 'shopper@example.com' } }),
  'GET /passwordrecovery': () => ({ visitor: 'guest', path: '/passwordrecovery', query: { resetemail: 'shopper@example.com' } }),
  'POST /passwordrecovery': () => ({ visitor: 'guest', path: '/passwordrecovery', form: { Email: 'shopper@example.com' } }),
  'GET /passwordrecovery/confirm': () => ({ visitor: 'guest', path: '/passwordrecovery/confirm', query: { email: 'shopper@example.com', token: `${Date.now() + 60_000}.${'A'.repeat(43)}` } }),
  'POST /passwordrecovery/confirm': () => ({
    visitor: 'guest',
    path: '/passwordrecovery/confirm',
    form: { email: 'shopper@example.com', token: `${Date.now() + 60_000}.${'A'.repeat(43)}`, Password: SEED_PASSWORD, ConfirmPassword: SEED_PASSWORD },
  }),
  // ---- cart ----
  'POST /addproducttocart/details/:productId/:cartType': async (_admin, shopper) => {
    const contact = (await shopperWaiver(shopper)).contactId;
    return {
      visitor: 'shopper',
      path: '/addproducttocart/details/3/1',
      form: { product_attribute_301: '2027-01-02', product_attribute_302: '', 'addtocart_3.EnteredQuantity': '2', 'addtocart_3.LegacyContactId': String(contact), 'addtocart_3.UpdatedShoppingCartItemId': '0' },
    };
  },
  'POST /ShoppingCart/RemoveShoppingCartItem': () => ({ visitor: 'shopper', path: '/ShoppingCart/RemoveShoppingCartItem', form: { id: '1' } }),
  'POST /shoppingcart/removeshoppingcartitem': () => ({ visitor: 'shopper', path: '/shoppingcart/removeshoppingcartitem', form: { id: '1' } }),
  // The cart page's own discount forms (no script of ours).
  'POST /ShoppingCart/ApplyDiscountCoupon': () => ({ visitor: 'shopper', path: '/ShoppingCart/ApplyDiscountCoupon', form: { discountcouponcode: 'SAVE10' } }),
  'POST /ShoppingCart/RemoveDiscountCoupon': () => ({ visitor: 'shopper', path: '/ShoppingCart/RemoveDiscountCoupon', form: { code: 'SAVE10' } }),
  'GET /': () => ({ visitor: 'guest', path: '/', query: { embedCart: '1' } }),
  'GET /cart': () => ({ visitor: 'guest', path: '/cart', query: { embedCart: '1' } }),
  // ---- vouchers ----
  'POST /api/vouchers/validate': () => ({ visitor: 'guest', path: '/api/vouchers/validate', query: { voucherid: 'VCH-PRODUCT-1' } }),
  'POST /__test/vouchers': () => ({ visitor: 'guest', path: '/__test/vouchers', form: { template: 'SNOWSHOE-TOUR' } }),
  'POST /api/ui/paymentplans/schedules/:productId': () => ({ visitor: 'guest', path: '/api/ui/paymentplans/schedules/1', form: { product_attribute_101: '1012' } }),
  'GET /voucher-product/:seName': () => ({ visitor: 'guest', path: '/voucher-product/season-pass-adult', query: { code: 'VCH-PRODUCT-1' } }),
  // ---- checkout ----
  'GET /api/saverentallocation/:locationId': () => ({ visitor: 'shopper', path: '/api/saverentallocation/1', query: { phone: '+1 3035550100' } }),
  // The checkout's own pickup and typed-name forms (no script of ours).
  'POST /checkout/rentallocation': () => ({ visitor: 'shopper', path: '/checkout/rentallocation', form: { locationId: '1', phone: '+1 3035550100' } }),
  'POST /checkout/signwaiver': async (_admin, shopper) => {
    const { contactId, releaseId } = await shopperWaiver(shopper);
    return { visitor: 'shopper', path: '/checkout/signwaiver', form: { ContactInfoId: String(contactId), ReleaseId: String(releaseId), TypedFullname: 'Alex Morgan', agreeChecked: 'true' } };
  },
  'POST /api/waivers/sign': async (_admin, shopper) => {
    const { contactId, releaseId } = await shopperWaiver(shopper);
    return {
      visitor: 'shopper',
      path: '/api/waivers/sign',
      json: { ContactInfoId: contactId, ReleaseId: releaseId, TypedFullname: 'Alex Morgan', agreeChecked: true, Signature: PNG, WaiverHTML: '<p>Read.</p>' },
    };
  },
  // Refused until the authorization is signed, after reading every field: the walk still reaches the input layer.
  'POST /api/resortcharge/updatewaivercreditcard': async (_admin, shopper) => ({
    visitor: 'shopper',
    path: '/api/resortcharge/updatewaivercreditcard',
    json: { ContactInfoId: (await shopperMembers(shopper))[0], ReleaseId: 2, Token: 'cnon:card-nonce-ok', LastFour: '1111', CardType: 'VISA', ExpirationMonth: '12', ExpirationYear: '2030', Name: 'Alex Morgan' },
  }),
  // ---- products ----
  'POST /shoppingcart/productdetails_attributechange': () => ({
    visitor: 'guest',
    path: '/shoppingcart/productdetails_attributechange',
    query: { productId: '8', validateAttributeConditions: 'True', loadPicture: 'True' },
    // With the product voucher `<resort-product voucher>` names, and the line an edit replaces (neither known here: the answer is the product's own).
    form: { product_attribute_802: '8022', product_attribute_804: '8042', product_attribute_805: '8051', 'addtocart_8.VoucherId': 'VCH-WALK-NONE', 'addtocart_8.UpdatedShoppingCartItemId': '999999' },
  }),
  'POST /api/product/assignablecontact': () => ({
    visitor: 'shopper',
    path: '/api/product/assignablecontact',
    json: { ProductId: 3, Filters: [{ ProductAttributeId: 301, ProductAttributeValue: '2027-01-02' }], checkIsGuest: false, ExcludeFromHouseholdContacts: false, UpdatedShoppingCartItemId: null },
  }),
  // ---- household ----
  'POST /api/checkout/guestinfo/add': () => ({ visitor: 'shopper', path: '/api/checkout/guestinfo/add', json: { FirstName: 'Robin', LastName: 'Morgan', DateOfBirth: '2012-05-14' } }),
  // The shopper's own login, so the walk changes nothing another test relies on.
  'POST /api/customer/username': () => ({ visitor: 'shopper', path: '/api/customer/username', json: { email: 'shopper@example.com' } }),
  'POST /api/customer/saveprofile': () => ({
    visitor: 'shopper',
    path: '/api/customer/saveprofile',
    json: { FirstName: 'Alex', LastName: 'Morgan', Phone: '+1 3035550100', DateOfBirth: '1986-03-14', StreetAddress: '1 Summit Road', StreetAddress2: '', City: 'Breckenridge', ZipPostalCode: '80424', CountryCode: 'US', StateProvince: 'CO' },
  }),
  'POST /api/customer/addbirthdate': async (_admin, shopper) => ({
    visitor: 'shopper',
    path: '/api/customer/addbirthdate',
    json: { ContactId: (await shopperMembers(shopper))[1], BirthDate: '2011-02-28' },
  }),
  'POST /api/photo/upload': async (_admin, shopper) => ({
    visitor: 'shopper',
    path: '/api/photo/upload',
    query: { contactid: String((await shopperMembers(shopper))[1]) },
    // Not an image: the upload is read and refused with its message, whatever the walk puts in.
    form: { file: 'GIF89a not really an image' },
    multipart: true,
  }),
  'POST /api/product/assignMedia': async (_admin, shopper) => ({
    visitor: 'shopper',
    path: '/api/product/assignMedia',
    json: { contactId: (await shopperMembers(shopper))[1], mediaId: '60012345' },
  }),
  'POST /media': async (_admin, shopper) => ({
    visitor: 'shopper',
    path: '/media',
    json: { contactId: (await shopperMembers(shopper))[1], mediaId: '60012346' },
  }),
  'POST /api/checkout/updatemediaassignments': async (_admin, shopper) => ({
    visitor: 'shopper',
    path: '/api/checkout/updatemediaassignments',
    json: (await shopperMembers(shopper)).slice(0, 2).map((ContactId, index) => ({ ContactId, MediaOption: index === 0 ? 'Reload' : 'Purchase' })),
  }),
  'POST /api/checkout/updatemediaassignments/': async (_admin, shopper) => ({
    visitor: 'shopper',
    path: '/api/checkout/updatemediaassignments/',
    json: [{ ContactId: (await shopperMembers(shopper))[0], MediaOption: 'Purchase' }],
  }),
  // ---- payments ----
  // Square's stand-in, called from the card frame: no session, no token.
  'POST /square-double/v2/card-nonces': () => ({
    visitor: 'guest',
    path: '/square-double/v2/card-nonces',
    json: { brand: 'VISA', last4: '1111', expMonth: 12, expYear: 2030, postalCode: '80435', outcome: 'OK' },
  }),
  // Braintree's stand-in gateway, called from the number field's frame: no session, no token.
  'POST /braintree-double/v1/payment_methods/credit_cards': () => ({
    visitor: 'guest',
    path: '/braintree-double/v1/payment_methods/credit_cards',
    json: { authorizationFingerprint: 'resort-demo-store', creditCard: { cardType: 'Visa', lastFour: '1111', expirationMonth: '12', expirationYear: '2030', postalCode: '80435', outcome: 'OK' } },
  }),
  // A nonce Braintree never gave: the vaulting is refused once every field has been read.
  'POST /api/payment/addbraintreepaymentmethodtocustomer/': () => ({
    visitor: 'shopper',
    path: '/api/payment/addbraintreepaymentmethodtocustomer/',
    json: { CardNumberLastFour: '1111', CardHolderName: 'Alex Morgan', Nonce: 'tokencc_walk_unknown' },
  }),
  'POST /api/ui/paymentplans/paymentmethod/update/': async (_admin, shopper) => {
    const [plan] = await read<{ EnrollmentId: number }[]>(shopper, '/api/ui/paymentplans/schedules/contacts');
    if (!plan) throw new Error('The shopper has no payment plan.');
    return {
      visitor: 'shopper',
      path: '/api/ui/paymentplans/paymentmethod/update/',
      // A token Square never gave: the update is refused once every field has been read.
      json: { EnrollmentIds: [plan.EnrollmentId], Token: 'cnon:walk-unknown', LastFour: '1111', CardType: 'Visa', ExpirationYear: 2030, ExpirationMonth: 12, Name: 'Alex Morgan' },
    };
  },
  // ---- subscriptions and voucher templates (admin) ----
  'PUT /api/subscriptions/enrollments': () => ({ visitor: 'admin', path: '/api/subscriptions/enrollments', json: { SubscriptionEnrollmentId: 1, SubscriptionEnrollmentStatusId: 1, SubscriptionId: 1 } }),
  'PUT /api/subscriptions/enrollments/nextpaymentdate': () => ({ visitor: 'admin', path: '/api/subscriptions/enrollments/nextpaymentdate', json: { SubscriptionEnrollmentId: 1, NextPaymentDate: '2031-03-01' } }),
  'POST /api/subscriptions/basic': () => ({
    visitor: 'admin',
    path: '/api/subscriptions/basic',
    json: { Name: 'Monthly Lift Club', SubscriptionFrequencyId: 1, CancelHotlistCode: 12, FreezeHotlistCode: 0, EffectiveDateTypeId: 1, RetryDays: 3, Amount: 49.99 },
  }),
  'PUT /api/subscriptions/basic': () => ({
    visitor: 'admin',
    path: '/api/subscriptions/basic',
    json: { Id: 1, Name: 'Monthly Lift Club', SubscriptionFrequencyId: 1, CancelHotlistCode: 12, FreezeHotlistCode: 0, EffectiveDateTypeId: 1, RetryDays: 3, Amount: 49.99 },
  }),
  'POST /api/vouchers': () => ({ visitor: 'admin', path: '/api/vouchers', json: { ProductId: 1, VoucherId: 'WALK-TEMPLATE' } }),
  // Every switch on, as the store starts: the walk leaves the settings as it found them.
  'PUT /api/admin/payment-settings': () => ({ visitor: 'admin', path: '/api/admin/payment-settings', json: { AllowCardUpdate: true, AllowPayNow: true, DigitalWallets: true, PaymentProvider: 'Square' } }),
  'PUT /api/vouchers/': () => ({ visitor: 'admin', path: '/api/vouchers/', json: { Id: 1, ShowInMyAccount: true, AllowViewPrint: true, AllowRedeem: false, AllowEmail: true } }),
  'POST /api/discountrules/vouchers/discount': () => ({ visitor: 'admin', path: '/api/discountrules/vouchers/discount', json: { DiscountId: 1, DiscountRequirementId: 0, VoucherTemplateId: 'WALK-TEMPLATE' } }),
  'POST /Admin/Product/Create': () => ({ visitor: 'admin', path: '/Admin/Product/Create', form: { Name: 'Walk Test Pass', Sku: 'WALK-1', Price: '19.50', CategoryId: '1', Published: 'true' } }),
  'POST /Admin/Discount/Create': () => ({ visitor: 'admin', path: '/Admin/Discount/Create', form: { Name: 'Walk 5%', DiscountType: 'AssignedToOrderTotal', Percentage: '5' } }),
  // ---- payment plans (admin) ----
  [`GET ${ADMIN_API}/enrollments`]: () => ({
    visitor: 'admin',
    path: `${ADMIN_API}/enrollments`,
    query: {
      pageNumber: '1',
      pageSize: '15',
      ascending: 'true',
      name: 'a',
      orderId: '100007',
      paymentOrderId: '100007',
      enrollmentDateBegin: '2025-01-01',
      enrollmentDateEnd: '2027-01-01',
      nextPaymentDateBegin: '2025-01-01',
      nextPaymentDateEnd: '2027-01-01',
      hasFailedPayment: 'false',
      hasUnprocessedPosRecords: 'false',
    },
  }),
  [`GET ${ADMIN_API}/enrollments/create-missing-orders`]: () => ({ visitor: 'admin', path: `${ADMIN_API}/enrollments/create-missing-orders`, query: { enrollmentId: '1' } }),
  [`PUT ${ADMIN_API}/enrollments/:id/status`]: () => ({ visitor: 'admin', path: `${ADMIN_API}/enrollments/1/status`, json: { statusId: 1 } }),
  [`GET ${ADMIN_API}/products`]: () => ({ visitor: 'admin', path: `${ADMIN_API}/products`, query: { includeProductAttributes: 'true' } }),
  [`GET ${ADMIN_API}/payment-schedules`]: () => ({ visitor: 'admin', path: `${ADMIN_API}/payment-schedules`, query: { embed: 'true' } }),
  [`GET ${ADMIN_API}/pricing-schedules`]: () => ({ visitor: 'admin', path: `${ADMIN_API}/pricing-schedules`, query: { embed: 'true' } }),
  [`POST ${ADMIN_API}/assignments`]: async (admin) => {
    const [assignment] = await read<{ Id: number; ProductMetadataTagId: number; ProductAttributes: { Selected: boolean }[]; PaymentScheduleId: number; PricingScheduleId: number; PaymentProductId: number }[]>(admin, `${ADMIN_API}/assignments`);
    if (!assignment) throw new Error('No assignment is seeded.');
    return {
      visitor: 'admin',
      path: `${ADMIN_API}/assignments`,
      json: {
        id: assignment.Id,
        productMetadataTagId: assignment.ProductMetadataTagId,
        productAttributes: assignment.ProductAttributes.slice(0, 1).map((attribute) => ({ ...attribute, Selected: true })),
        paymentScheduleId: assignment.PaymentScheduleId,
        pricingScheduleId: assignment.PricingScheduleId,
        paymentProductId: assignment.PaymentProductId,
        failedPaymentHotlistCode: 3,
        failedPaymentRetryDays: 2,
      },
    };
  },
  [`PUT ${ADMIN_API}/assignments/:id/pricing`]: async (admin) => ({ visitor: 'admin', path: `${ADMIN_API}/assignments/1/pricing`, json: (await read<unknown[]>(admin, `${ADMIN_API}/assignments/1/pricing`)).slice(0, 1) }),
  [`POST ${ADMIN_API}/payment-schedules`]: async (admin) => ({ visitor: 'admin', path: `${ADMIN_API}/payment-schedules`, json: { ...firstRange(await read<ScheduleBody>(admin, `${ADMIN_API}/payment-schedules/1`)), PaymentScheduleId: 0 } }),
  [`PUT ${ADMIN_API}/payment-schedules/:id`]: async (admin) => ({ visitor: 'admin', path: `${ADMIN_API}/payment-schedules/1`, json: firstRange(await read<ScheduleBody>(admin, `${ADMIN_API}/payment-schedules/1`)) }),
  [`POST ${ADMIN_API}/pricing-schedules`]: async (admin) => ({ visitor: 'admin', path: `${ADMIN_API}/pricing-schedules`, json: { ...firstRange(await read<ScheduleBody>(admin, `${ADMIN_API}/pricing-schedules/1`)), PricingScheduleId: 0 } }),
  [`PUT ${ADMIN_API}/pricing-schedules/:id`]: async (admin) => ({ visitor: 'admin', path: `${ADMIN_API}/pricing-schedules/1`, json: firstRange(await read<ScheduleBody>(admin, `${ADMIN_API}/pricing-schedules/1`)) }),
  // ---- the pricing calendar and reservations ----
  'POST /DynamicPricingCalendar/GetProductVariants': () => ({
    visitor: 'guest',
    path: '/DynamicPricingCalendar/GetProductVariants',
    form: { 'Filter.ProductId': '3', 'Filter.StartDate': daysAhead(7), 'Filter.EndDate': daysAhead(37), 'Filter.AttributeIds[0]': '3021' },
  }),
  // A reservation the shopper does not hold: answered 404, which the walk accepts.
  'POST /api/entitlement/reservation/cancel/:productId': () => ({
    visitor: 'shopper',
    path: '/api/entitlement/reservation/cancel/14',
    form: { AccessCode: 'WALK-0001', TransactionID: 'T-WALK-1', TransactionLine: '1', Date: daysAhead(10) },
  }),
  // ---- client errors ----
  'POST /api/client-errors': () => ({
    visitor: 'guest',
    path: '/api/client-errors',
    json: { project: 'summit-peak-demo', reports: [{ widget: 'resort-cart', operation: 'GET /api/minicart', status: 500, reference: 'ab12cd34', message: 'The store failed to answer.', page: '/cart' }] },
  }),
  // ---- checkout, last ----
  // A nonce Square never gave, so no order is placed; were one placed, the cart the routes above use would be empty.
  'POST /api/checkout/complete': async (_admin, shopper) => ({
    visitor: 'shopper',
    path: '/api/checkout/complete',
    json: { ...(await checkoutKeys(shopper)), Payment: { Nonce: 'cnon:walk-unknown', CardHolderName: 'Alex Morgan', IsDigitalWalletTransaction: false } },
  }),
};
