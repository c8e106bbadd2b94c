// @vitest-environment node
/**
 * Who may call what, for every route the store registers: a table says whether a route is for
 * anyone, for signed-in customers or for admins, and each route is called as a guest, a shopper and
 * an admin. Those it is not for are turned away (401 or 403, or the sign-in page); those it is for
 * get through. A route added without a row here fails the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { Browser, startTestStore, STARTUP_TIMEOUT_MS, type TestStore } from '../test-support/test-support.ts';
import { loadFeatures } from '../features.ts';
import type { RouteAudience as Audience } from './store-feature.ts';

/** The rows of the feature folders that register themselves (their feature.ts's `audience`). */
const FEATURE_AUDIENCE: Readonly<Record<string, Audience>> = Object.fromEntries((await loadFeatures()).flatMap((feature) => Object.entries(feature.audience ?? {})));

/** Every route, by method and path as registered, and whom it is for. */
const AUDIENCE: Readonly<Record<string, Audience>> = {
  ...FEATURE_AUDIENCE,
  'GET /static/resort-widgets.js': 'anyone',
  'GET /static/resort-widgets.js.map': 'anyone',
  'GET /static/resort-widgets-admin.js': 'anyone',
  'GET /static/resort-widgets-admin.js.map': 'anyone',
  'GET /static/resort-widgets.css': 'anyone',
  'GET /static/esm/*': 'anyone',
  'GET /static/esm-admin/*': 'anyone',
  'GET /static/umd/*': 'anyone',
  'GET /static/*': 'anyone',
  'GET /login': 'anyone',
  'POST /login': 'anyone',
  'GET /logout': 'anyone',
  'GET /language': 'anyone',
  'GET /api/customer/exists': 'anyone',
  'POST /api/user/login': 'anyone',
  'GET /api/user/settings': 'anyone',
  'GET /api/categories': 'anyone',
  'GET /register': 'anyone',
  'POST /register': 'anyone',
  'GET /register/findbyemail': 'anyone',
  'POST /register/findbyemail': 'anyone',
  'GET /passwordrecovery': 'anyone',
  'POST /passwordrecovery': 'anyone',
  'GET /passwordrecovery/confirm': 'anyone',
  'POST /passwordrecovery/confirm': 'anyone',
  'GET /api/minicart': 'anyone',
  'POST /addproducttocart/details/:productId/:cartType': 'anyone',
  'POST /ShoppingCart/RemoveShoppingCartItem': 'anyone',
  'POST /shoppingcart/removeshoppingcartitem': 'anyone',
  'GET /api/discount/apply/:code': 'anyone',
  'GET /api/discount/remove/:code': 'anyone',
  'POST /ShoppingCart/ApplyDiscountCoupon': 'anyone',
  'POST /ShoppingCart/RemoveDiscountCoupon': 'anyone',
  'POST /api/vouchers/validate': 'anyone',
  'GET /api/productdetails/:id': 'anyone',
  'GET /api/category/:id': 'anyone',
  'GET /api/products/productattributes/:productId': 'anyone',
  'POST /shoppingcart/productdetails_attributechange': 'anyone',
  'POST /api/product/assignablecontact': 'customer',
  'POST /DynamicPricingCalendar/GetProductVariants': 'anyone',
  'POST /api/entitlement/reservation/cancel/:productId': 'customer',
  'GET /api/ui/paymentplans/schedules/cart': 'anyone',
  'GET /api/ui/paymentplans/schedules/cart/:cartItemId': 'anyone',
  'GET /api/ui/paymentplans/schedules/orders/:orderId': 'customer',
  'POST /api/ui/paymentplans/schedules/:productId': 'anyone',
  'GET /voucher-product/:seName': 'anyone',
  'GET /orderdetails/:id': 'customer',
  'GET /onepagecheckout': 'customer',
  'GET /__test/waiver-hostile': 'anyone',
  'POST /__test/vouchers': 'anyone',
  'GET /api/product/rentallocations/:productId': 'anyone',
  'GET /api/saverentallocation/:locationId': 'customer',
  'POST /api/waivers/sign': 'customer',
  'POST /checkout/rentallocation': 'customer',
  'POST /checkout/signwaiver': 'customer',
  'GET /api/waivers/:contactId/signature.png': 'customer',
  'GET /static/square-double/:file': 'anyone',
  'POST /square-double/v2/card-nonces': 'anyone',
  'GET /static/braintree-double/:file': 'anyone',
  'POST /braintree-double/v1/payment_methods/credit_cards': 'anyone',
  'POST /api/payment/addbraintreepaymentmethodtocustomer/': 'customer',
  'GET /api/payment/configuration': 'anyone',
  'GET /api/admin/payment-settings': 'admin',
  'PUT /api/admin/payment-settings': 'admin',
  'GET /api/checkout/personalization': 'anyone',
  'POST /api/checkout/complete': 'customer',
  'GET /checkout/completed/:orderId': 'customer',
  'GET /userinfo': 'customer',
  'GET /api/checkout/guestinfobase': 'customer',
  'POST /api/checkout/guestinfo/add': 'customer',
  'GET /api/customer/history/:contactId/:limit': 'customer',
  'POST /api/customer/addbirthdate': 'customer',
  'POST /api/customer/username': 'customer',
  'POST /api/customer/saveprofile': 'customer',
  'POST /api/photo/upload': 'customer',
  'GET /api/photo/:contactId': 'customer',
  'POST /api/product/assignMedia': 'customer',
  'POST /media': 'customer',
  'GET /api/checkout/mediarequirements': 'customer',
  'GET /api/checkout/addmediaassignment/:id': 'customer',
  'GET /api/checkout/deletemediaassignment/:contactId/:deleteAll': 'customer',
  'POST /api/checkout/updatemediaassignments/': 'customer',
  'POST /api/checkout/updatemediaassignments': 'customer',
  'GET /userinfo/paymentplans': 'customer',
  'GET /userinfo/resortcharge': 'customer',
  'POST /api/resortcharge/updatewaivercreditcard': 'customer',
  'GET /api/ui/paymentplans/schedules/contacts': 'customer',
  'GET /api/ui/paymentplans/config/': 'customer',
  'POST /api/ui/paymentplans/paymentmethod/update/': 'customer',
  'GET /api/paymentprocessing/processScheduledPayment/:id': 'customer',
  'GET /api/admin/payment-plans/enrollment-status': 'admin',
  'GET /api/admin/payment-plans/enrollments': 'admin',
  'GET /api/admin/payment-plans/enrollments/create-missing-orders': 'admin',
  'PUT /api/admin/payment-plans/enrollments/:id/status': 'admin',
  'GET /api/admin/payment-plans/enrollments/:id/payments': 'admin',
  'GET /api/admin/payment-plans/products': 'admin',
  'GET /api/admin/payment-plans/payment-products': 'admin',
  'GET /api/admin/payment-plans/assignments': 'admin',
  'POST /api/admin/payment-plans/assignments': 'admin',
  'DELETE /api/admin/payment-plans/assignments/:id': 'admin',
  'GET /api/admin/payment-plans/assignments/:id/pricing': 'admin',
  'PUT /api/admin/payment-plans/assignments/:id/pricing': 'admin',
  'GET /api/admin/payment-plans/payment-schedules/amount-types': 'admin',
  'GET /api/admin/payment-plans/payment-schedules': 'admin',
  'GET /api/admin/payment-plans/payment-schedules/:id': 'admin',
  'POST /api/admin/payment-plans/payment-schedules': 'admin',
  'PUT /api/admin/payment-plans/payment-schedules/:id': 'admin',
  'DELETE /api/admin/payment-plans/payment-schedules/:id': 'admin',
  'GET /api/admin/payment-plans/pricing-schedules': 'admin',
  'GET /api/admin/payment-plans/pricing-schedules/:id': 'admin',
  'POST /api/admin/payment-plans/pricing-schedules': 'admin',
  'PUT /api/admin/payment-plans/pricing-schedules/:id': 'admin',
  'DELETE /api/admin/payment-plans/pricing-schedules/:id': 'admin',
  'GET /paymentplan/getAllowedPaymentStatuses/:statusId': 'admin',
  'GET /paymentplan/updateScheduledPaymentPaymentStatus/:id/:statusId': 'admin',
  'GET /paymentplan/getScheduledPaymentById/:id': 'admin',
  'GET /Admin/PaymentPlans/Configure': 'admin',
  'GET /Admin/PaymentPlans/Configure/*': 'admin',
  'GET /api/admin/payment-plans/enrollments/export': 'admin',
  'GET /api/subscriptions/enrollments': 'admin',
  'GET /api/subscriptions/enrollments/export': 'admin',
  'GET /api/subscriptions/enrollments/statuses': 'admin',
  'PUT /api/subscriptions/enrollments': 'admin',
  'PUT /api/subscriptions/enrollments/nextpaymentdate': 'admin',
  'GET /api/subscriptions/basic': 'admin',
  'POST /api/subscriptions/basic': 'admin',
  'PUT /api/subscriptions/basic': 'admin',
  'DELETE /api/subscriptions/basic/:id': 'admin',
  'GET /Admin/Subscriptions': 'admin',
  'GET /api/vouchers/:productId': 'admin',
  'POST /api/vouchers': 'admin',
  'PUT /api/vouchers/': 'admin',
  'DELETE /api/vouchers/:id': 'admin',
  'GET /api/discountrules/vouchers/discount/:discountId/:discountRequirementId': 'admin',
  'POST /api/discountrules/vouchers/discount': 'admin',
  'GET /Admin/Product/List': 'admin',
  'GET /Admin/Product/Create': 'admin',
  'POST /Admin/Product/Create': 'admin',
  'GET /Admin/Product/Edit/:id': 'admin',
  'GET /Admin/Discount/List': 'admin',
  'GET /Admin/Discount/Create': 'admin',
  'POST /Admin/Discount/Create': 'admin',
  'GET /Admin/Discount/Edit/:id': 'admin',
  'POST /api/client-errors': 'anyone',
  'GET /Admin/ClientErrors': 'admin',
  'GET /': 'anyone',
  'GET /cart': 'anyone',
  'GET /__test/islands': 'anyone',
  'GET /s/:category': 'anyone',
  'GET /:seName': 'anyone',
};

/** Ids of the seed that exist, so a route that lets a visitor in has something to answer with. */
const SAMPLE: Readonly<Record<string, string>> = { orderId: '1001', id: '1001', contactId: '201', productId: '1', cartType: '1', statusId: '1', code: 'WELCOME10', seName: 'season-pass-adult', category: 'season-passes', locationId: '1', cartItemId: '1' };
const fill = (path: string) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => SAMPLE[name] ?? '1').replace(/\*/g, 'x');

let handle: TestStore;
beforeAll(async () => {
  handle = await startTestStore();
}, STARTUP_TIMEOUT_MS);
afterAll(() => handle.dispose());

function routes(): string[] {
  const keys = new Set<string>();
  for (const { method, path } of handle.store.app.routes) if (method !== 'ALL') keys.add(`${method} ${path}`);
  return [...keys];
}

/** Turned away: refused outright, or sent to the sign-in page. */
const turnedAway = (response: Response) =>
  response.status === 401 || response.status === 403 || ((response.status === 302 || response.status === 303) && (response.headers.get('location') ?? '').startsWith('/login'));

describe('who may call what', () => {
  it('every registered route has a row in the table', () => {
    expect(routes().filter((key) => !(key in AUDIENCE))).toEqual([]);
  });

  it('guests, shoppers and admins get exactly the routes that are for them', async () => {
    const guest = new Browser(() => handle.store);
    const shopper = new Browser(() => handle.store);
    await shopper.signIn('shopper@example.com', SEED_PASSWORD);
    const admin = new Browser(() => handle.store);
    await admin.signIn('admin@example.com', SEED_PASSWORD);
    const visitors: [string, Browser, readonly Audience[]][] = [
      ['guest', guest, ['anyone']],
      ['shopper', shopper, ['anyone', 'customer']],
      ['admin', admin, ['anyone', 'customer', 'admin']],
    ];
    const wrong: string[] = [];
    for (const key of routes()) {
      const [method = 'GET', path = '/'] = key.split(' ');
      // Signing out would end the visitor's session for the routes after it.
      if (path === '/logout') continue;
      for (const [who, visitor, allowed] of visitors) {
        const response = await visitor.request(fill(path), {
          method,
          headers: { 'x-requested-with': 'XMLHttpRequest', RequestVerificationToken: await visitor.token(), 'content-type': 'application/json' },
          ...(method === 'GET' ? {} : { body: '{}' }),
        });
        const mayCall = allowed.includes(AUDIENCE[key] ?? 'admin');
        if (mayCall === turnedAway(response)) wrong.push(`${who} ${key} → ${response.status}${mayCall ? ' (should get through)' : ' (should be turned away)'}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("a customer never reads another customer's order or its payment schedules", async () => {
    const shopper = new Browser(() => handle.store);
    await shopper.signIn('shopper@example.com', SEED_PASSWORD);
    for (const path of ['/orderdetails/1002', '/api/ui/paymentplans/schedules/orders/1002']) {
      const response = await shopper.get(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(await response.text(), path).not.toContain('SR1002');
    }
  });
});
