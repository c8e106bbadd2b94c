/**
 * The answers the newer storefront widgets read on load, broken 20 ways each (seeded, shrinking on
 * failure; 200 each at the schema level in schema-answers.test.ts): the product's details, the household's members, the checkout's media requirements and
 * the shopper's payment plans, and the payment form's configuration. The widget shows its data or its error with Retry — never a blank
 * box, an endless spinner, a crash of the island or the store's script running.
 */
import fc from 'fast-check';
import '../../widgets/product/elements/resort-product.ts';
import '../../widgets/group-members/elements/resort-group-members.ts';
import '../../widgets/add-media/elements/resort-add-media.ts';
import '../../widgets/my-payment-plans/elements/resort-my-payment-plans.ts';
import '../../widgets/payment-form/elements/resort-payment-form.ts';
import { inProcessSquare } from '../../examples/square-double/in-process.ts';
import { defaultControls } from '../../examples/square-double/square.ts';
import { setSquare } from '../../widgets/payment-form/test-helpers.ts';
import { $household, reloadHousehold } from '../../widgets/group-members/household-store.ts';
import { customerPlan } from '../../widgets/my-payment-plans/customer-plans.fixtures.ts';
import { startMswServer } from '../msw.ts';
import { familyCart } from '../../widgets/cart/cart.fixtures.ts';
import { householdOf, mediaRequirements } from '../../widgets/group-members/household.fixtures.ts';
import { attributeChange, liftTicket, testSeason } from '../../widgets/product/product.fixtures.ts';
import { paymentConfiguration, personalization } from '../../widgets/payment-form/payment.fixtures.ts';
import { hostileAnswer, type Json } from './mutate.ts';
import { mountAndSettle, rawAnswer, type HostileMount, type Outcome } from './island.ts';

const server = startMswServer();
// Each of these answers is broken 200 ways at its schema and the widget's rules in
// schema-answers.test.ts; mounting the real tag for a sample of them proves the error with Retry.
const RUNS = Number(process.env.RUNS ?? 20);

beforeEach(() => {
  // The widgets log each answer they could not use; that is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const SIGNED_IN = { user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' } };

/** Two plans of the shopper: one in good standing, one with a failed payment. */
const myPlans = () => [
  customerPlan(),
  customerPlan({ EnrollmentId: 2, OrderId: 1002, OrderNumber: 'SR1002', ProductName: 'Season Pass - Child', ContactName: 'Sam Morgan', Payments: [{ PaymentDate: '2026-11-15', PaymentAmount: 157.15, PaymentStatus: 'Failed' }] }),
];

/** An answer that parses to an empty list (or a list under `key`): showing nothing to choose is then right. */
const emptyList = (key?: string) => (body: string) => {
  try {
    const value = JSON.parse(body) as unknown;
    const list = key ? (value as Record<string, unknown> | null)?.[key] : value;
    return Array.isArray(list) && list.length === 0;
  } catch {
    return false;
  }
};

interface Case extends HostileMount {
  tag: string;
  path: string;
  valid: () => unknown;
  /** The other calls the tag makes, answered well. */
  others?: () => ReturnType<typeof rawAnswer>[];
  blankIsRight?: (body: string) => boolean;
}

const cases: Case[] = [
  {
    tag: 'resort-product',
    html: '<resort-product product-id="3"></resort-product>',
    pageData: { SeasonSettings: testSeason, DefaultStoreTimeZoneOffset: -7 },
    path: '/api/productdetails/:id',
    valid: () => liftTicket(),
    others: () => [
      rawAnswer('get', '/api/products/productattributes/:id', JSON.stringify(liftTicket().ProductAttributes)),
      rawAnswer('post', '/shoppingcart/productdetails_attributechange', JSON.stringify(attributeChange())),
      rawAnswer('get', '/api/minicart', JSON.stringify(familyCart())),
    ],
    hasData: (root) => root.querySelector('h2, h3, form') !== null,
  },
  {
    tag: 'resort-group-members',
    html: '<resort-group-members edit-members></resort-group-members>',
    pageData: { ...SIGNED_IN, CustomerSettings: { ShowMediaNumber: true } },
    path: '/api/checkout/guestinfobase',
    valid: () => householdOf(),
    // The household store outlives a tag by a moment: start each visit from a fresh load.
    before: () => {
      $household.set({ status: 'loading', members: [], unreadable: 0 });
      void reloadHousehold(true);
    },
    hasData: (root) => root.querySelector('li h3, li h4, [role="heading"]') !== null,
  },
  {
    tag: 'resort-add-media',
    html: '<resort-add-media mode="checkout"></resort-add-media>',
    pageData: SIGNED_IN,
    path: '/api/checkout/mediarequirements',
    valid: () => mediaRequirements(),
    blankIsRight: emptyList('Members'),
    hasData: (root) => root.querySelector('fieldset, input, select') !== null,
  },
  {
    tag: 'resort-my-payment-plans',
    html: '<resort-my-payment-plans></resort-my-payment-plans>',
    pageData: SIGNED_IN,
    path: '/api/ui/paymentplans/schedules/contacts',
    valid: myPlans,
    others: () => [rawAnswer('get', '/api/ui/paymentplans/config/', JSON.stringify({ Settings: { PaymentProvider: 'Square', AllowCardUpdate: true, AllowPayNow: true } }))],
    hasData: (root) => root.querySelector('table, li') !== null,
  },
  {
    tag: 'resort-payment-form',
    html: '<resort-payment-form amount="120"></resort-payment-form>',
    pageData: { currency: 'USD', Store: { Name: 'Summit Ridge Resort' } },
    path: '/api/payment/configuration',
    valid: () => paymentConfiguration({ isApplePayEnabled: false }),
    others: () => [rawAnswer('get', '/api/checkout/personalization', JSON.stringify(personalization()))],
    // Square's double stands where Square's script puts itself, with its card fields in process.
    before: () => {
      setSquare(inProcessSquare(() => new Date('2026-11-24T12:00:00Z')));
      window.SquareDoubleControls = defaultControls();
    },
    hasData: (root) => root.querySelector('input[autocomplete="cc-name"], input') !== null,
  },
];

describe.each(cases)('a malformed answer to $path', ({ tag, path, valid, others, blankIsRight, ...mount }) => {
  const answered = (body: string) => mountAndSettle(server, [rawAnswer('get', path, body), ...(others?.() ?? [])], mount);

  // What the property tells apart: the good answer draws the data, a broken one the error with Retry.
  it(`<${tag}> draws the good answer, and the error with Retry for one that is not JSON`, async () => {
    await expect(answered(JSON.stringify(valid()))).resolves.toBe('data');
    await expect(answered('<html>')).resolves.toBe('error with retry');
  });

  it(`<${tag}> shows its data or its error with Retry, never a blank box, a spinner, a crash or the store's script`, async () => {
    await fc.assert(
      fc.asyncProperty(hostileAnswer(valid() as Json), async ({ body }) => {
        const outcome = await answered(body);
        const allowed: Outcome[] = ['data', 'error with retry', ...(blankIsRight?.(body) ? (['blank'] as const) : [])];
        expect(allowed).toContain(outcome);
      }),
      { seed: 20261124, numRuns: RUNS },
    );
  }, 180_000);
});
