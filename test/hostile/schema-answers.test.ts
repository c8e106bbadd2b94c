/**
 * The answers the newer widgets read, broken 200 ways each (seeded, shrinking on failure), checked
 * where a bad value would do its harm: the answer's schema, then the widget's own pure rules and
 * formatters on whatever parsed (where `longDate` met "Infinity" and threw). An answer the schema
 * refuses reaches the widget as `invalid-response`, which shows the error with Retry (the render
 * tests in household-answers.test.tsx show that on a sample); one it accepts must be one the
 * widget can draw: its dates real dates, its rules and formatters without an exception.
 *
 * One run costs a JSON parse and a few pure functions, not a mount: 200 answers per schema here
 * cost less than 20 renders.
 */
import fc from 'fast-check';
import * as z from 'zod/mini';
import { householdSchema } from '../../src/api/household-schemas.ts';
import { paymentConfigurationSchema } from '../../src/api/payment-schemas.ts';
import { droppedFrom } from '../../src/api/schema-parts.ts';
import { calendarDate } from '../../src/core/dates.ts';
import { cardNumbers, displayName, initials } from '../../widgets/group-members/member-rules.ts';
import { customerPlansSchema, plansConfigSchema } from '../../widgets/my-payment-plans/my-plans-schemas.ts';
import { duePayments, hasStatusColumn, planActions, scheduleTotalCents, visiblePlans } from '../../widgets/my-payment-plans/plan-rules.ts';
import { applePayOffered, googlePayOffered } from '../../widgets/payment-form/payment-rules.ts';
import { toAttributeView } from '../../widgets/product/rules/attribute-rules.ts';
import { longDate } from '../../widgets/product/dates/date-text.ts';
import { memberViews } from '../../widgets/product/members/member-rules.ts';
import { assignableMembersSchema } from '../../widgets/product/members/member-schemas.ts';
import { pricingAnswerSchema } from '../../widgets/product/dates/pricing-schemas.ts';
import { pricingDays, shortDate } from '../../widgets/product/rules/pricing-rules.ts';
import { productDetailsSchema } from '../../widgets/product/product-schemas.ts';
import { enrollmentPageSchema, subscriptionTypeListSchema } from '../../widgets/subscriptions-admin/subscriptions-schemas.ts';
import { exportDate } from '../../widgets/subscriptions-admin/subscription-dates.ts';
import { adminDate } from '../../src/ui/admin/admin-date.ts';
import { productVouchersSchema } from '../../widgets/voucher-templates/voucher-templates-schemas.ts';
import { customerPlan } from '../../widgets/my-payment-plans/customer-plans.fixtures.ts';
import { householdOf } from '../../widgets/group-members/household.fixtures.ts';
import { paymentConfiguration } from '../../widgets/payment-form/payment.fixtures.ts';
import { pricingAnswer } from '../../widgets/product/pricing.fixtures.ts';
import { household, liftTicket } from '../../widgets/product/product.fixtures.ts';
import { subscriptionEnrollmentList, subscriptionTypeList } from '../../widgets/subscriptions-admin/subscriptions.fixtures.ts';
import { productVoucherList } from '../../widgets/voucher-templates/voucher-templates.fixtures.ts';
import { hostileAnswer, type Json } from './mutate.ts';

const RUNS = Number(process.env.RUNS ?? 200);
const LOCALES = ['en-US', 'fr-CA'] as const;
const TODAY = '2030-01-10';

beforeEach(() => {
  // Lists that leave entries out say so in the console; that is expected here.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

/** The widget's view of a parsed answer: throws where drawing it would. */
interface Read<T> {
  name: string;
  schema: z.ZodMiniType<T>;
  valid: () => unknown;
  draw: (answer: T) => void;
}

const read = <T>(entry: Read<T>) => entry as unknown as Read<unknown>;

/** Each date the widget formats must be a real date once parsed. */
function expectDate(value: string): void {
  if (calendarDate(value) === null) throw new Error(`not a date: ${JSON.stringify(value.slice(0, 40))}`);
}

const reads: Read<unknown>[] = [
  read({
    name: 'POST /api/product/assignablecontact (the product’s members and their reservations)',
    schema: assignableMembersSchema,
    valid: () =>
      household().map((member, index) =>
        index === 1 ? { ...member, ReservationDatesInfo: [{ Date: '2030-01-12', AccessCode: 'FT1', TransactionID: 'FT-1', TransactionLine: 1, Source: 'order', ProductName: 'Breakfast' }, { Date: '2030-01-20T00:00:00', AccessCode: 'FT2', TransactionID: 'FT-1', TransactionLine: 2, Source: 'cart', ProductName: 'Breakfast' }] } : member,
      ),
    draw: (members) => {
      const views = memberViews(members, { isReservation: true, maxReservations: 2, dates: ['2030-01-12'] });
      for (const view of views) {
        for (const reservation of view.reservations) {
          // As the member picker shows it: "Reservation on Saturday, January 12, 2030".
          for (const locale of LOCALES) longDate(reservation.Date.slice(0, 10), locale);
          expectDate(reservation.Date);
        }
        if (view.block?.kind === 'date-taken') longDate(view.block.date, 'en-US');
        if (view.unreadable < 0) throw new Error('negative count');
      }
      if (droppedFrom(members) !== 0) throw new Error('the members list itself drops no one');
    },
  }),
  read({
    name: 'GET /api/productdetails/{id} (the product)',
    schema: productDetailsSchema,
    valid: () => liftTicket(),
    draw: (product) => {
      for (const attribute of product.ProductAttributes ?? []) {
        const view = toAttributeView(attribute);
        for (const value of view.values) if (value.date) longDate(value.date, 'en-US');
      }
    },
  }),
  read({
    name: 'POST /DynamicPricingCalendar/GetProductVariants (the pricing calendar)',
    schema: pricingAnswerSchema,
    valid: () => pricingAnswer({ '2030-01-12': { count: 40, price: 89 }, '2030-01-13': { count: 3, price: 99, tier: { number: 10, sold: 7 } } }),
    draw: (answer) => {
      for (const tier of answer.variants[0]?.dayPriceLists ?? []) expectDate(tier.Date);
      for (const [date] of pricingDays(answer, { today: TODAY, earliest: TODAY, seasonEnd: '2030-03-31', byDaysToArrival: false })) shortDate(date, 'en-US');
    },
  }),
  read({
    name: 'GET /api/checkout/guestinfobase (the household)',
    schema: householdSchema,
    valid: () => householdOf(),
    draw: (members) => {
      for (const member of members) {
        displayName(member);
        initials(member);
        cardNumbers(member, { DisplayRFID: true, ShowMediaNumber: true });
      }
    },
  }),
  read({
    name: 'GET /api/ui/paymentplans/schedules/contacts (My Account’s payment plans)',
    schema: customerPlansSchema,
    valid: () => [customerPlan({}), customerPlan({ EnrollmentId: 2, ContactName: 'Sam Morgan', Payments: [{ PaymentDate: '2026-11-15T00:00:00', PaymentAmount: 157.15, PaymentStatus: 'Failed' }] })],
    draw: (plans) => {
      for (const plan of visiblePlans(plans)) {
        expectDate(plan.OrderDate);
        for (const payment of plan.Payments) {
          expectDate(payment.PaymentDate);
          longDate(payment.PaymentDate, 'en-US');
        }
        duePayments(plan, TODAY);
        hasStatusColumn(plan.Payments);
        scheduleTotalCents(plan.Payments);
      }
    },
  }),
  read({
    name: 'GET /api/ui/paymentplans/config/ (My Account’s plan settings)',
    schema: plansConfigSchema,
    valid: () => ({ Settings: { PaymentProvider: 'Square', AllowCardUpdate: true, AllowPayNow: true } }),
    draw: (config) => void planActions(config.Settings),
  }),
  read({
    name: 'GET /api/payment/configuration (the payment form)',
    schema: paymentConfigurationSchema,
    valid: () => paymentConfiguration(),
    draw: (config) => {
      applePayOffered({ enabled: config.isApplePayEnabled, allowDigitalWallets: true });
      googlePayOffered({ userAgent: 'Mozilla/5.0 Chrome/131.0', enabled: config.isGooglePayEnabled, allowDigitalWallets: true });
      (config.acceptedCards ?? []).join(', ');
    },
  }),
  read({
    name: 'GET /api/subscriptions/basic (subscription types)',
    schema: subscriptionTypeListSchema,
    valid: () => subscriptionTypeList().slice(0, 2),
    draw: (types) => {
      for (const type of types) [type.CreateDateUtc, type.UpdateDateUtc].forEach((date) => [adminDate(date, 'en-US', 'adminNumeric'), exportDate(date, 'fr-CA')]);
    },
  }),
  read({
    name: 'GET /api/subscriptions/enrollments (a page of enrollments)',
    schema: enrollmentPageSchema,
    valid: () => ({ Results: subscriptionEnrollmentList(2), PageNumber: 1, PageSize: 10, TotalNumberOfPages: 1, TotalNumberOfRecords: 2, Ascending: true }),
    draw: (page) => {
      for (const row of page.Results) [row.EnrollmentDate, row.EffectiveDate, row.NextPaymentDate, row.LastProcessedDate].forEach((date) => adminDate(date, 'en-US', 'adminNumeric'));
    },
  }),
  read({
    name: 'GET /api/vouchers/product/{id} (voucher templates)',
    schema: productVouchersSchema,
    valid: () => ({ Vouchers: productVoucherList().slice(0, 2) }),
    draw: (answer) => {
      for (const voucher of answer.Vouchers) if (typeof voucher.VoucherId !== 'string') throw new Error('a voucher without its id');
    },
  }),
];

/** How the store's answer ends: refused by the schema (the widget's error with Retry), or drawn. */
function outcome({ schema, draw }: Read<unknown>, body: string): 'refused' | 'drawn' {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return 'refused';
  }
  const parsed = z.safeParse(schema, json);
  if (!parsed.success) return 'refused';
  draw(parsed.data);
  return 'drawn';
}

describe.each(reads)('a malformed answer to $name', (entry) => {
  it('draws the good answer', () => {
    expect(outcome(entry, JSON.stringify(entry.valid()))).toBe('drawn');
  });

  it('is refused by its schema or drawn by the widget’s rules without an exception', () => {
    fc.assert(
      fc.property(hostileAnswer(entry.valid() as Json), ({ body }) => {
        expect(['refused', 'drawn']).toContain(outcome(entry, body));
      }),
      { seed: 20261126, numRuns: RUNS },
    );
  });
});
