/**
 * Typed builders for the admin Payment Plans area, shared by unit tests, component tests, stories
 * and the benchmark. Everything goes through the client's zod schemas, so a fixture cannot drift
 * from the contract.
 */
import type * as z from 'zod/mini';
import {
  adminProductSchema,
  adminScheduledPaymentSchema,
  assignmentSchema,
  enrollmentRowSchema,
  paymentScheduleSchema,
  pricingScheduleSchema,
  pricingWindowSchema,
  type AdminProduct,
  type AdminScheduledPayment,
  type Assignment,
  type EnrollmentRow,
  type PricingWindow,
  type Option,
  type PaymentScheduleDto,
  type PricingScheduleDto,
  type paymentRangeSchema,
} from './admin-schemas.ts';

type PaymentScheduleInput = z.input<typeof paymentScheduleSchema>;
type PaymentRangeInput = z.input<typeof paymentRangeSchema>;
type PricingScheduleInput = z.input<typeof pricingScheduleSchema>;

/** `GET /payment-schedules/amount-types` as the demo store answers it. */
export const amountTypes: Option[] = [
  { Id: 1, Name: 'Installment' },
  { Id: 2, Name: 'Deposit' },
  { Id: 3, Name: 'Balance Due' },
];

let nextId = 1000;

/** A stored range with a deposit, one installment and the balance due. */
export function storedRange(start: string, end: string, overrides: Partial<PaymentRangeInput> = {}): PaymentRangeInput {
  const id = nextId++;
  return {
    PurchaseDateId: id,
    PurchaseEffectiveDate: start,
    PurchaseExpirationDate: end,
    IsDeleted: false,
    ScheduledPayments: [
      { PaymentDateId: id * 10 + 1, PaymentDate: start, Amount: 20, AmountType: 2, IsDeleted: false },
      { PaymentDateId: id * 10 + 2, PaymentDate: end, Amount: 40, AmountType: 1, IsDeleted: false },
      { PaymentDateId: id * 10 + 3, PaymentDate: '2026-11-15', Amount: 40, AmountType: 3, IsDeleted: false },
    ],
    ...overrides,
  };
}

export function paymentSchedule(overrides: Partial<PaymentScheduleInput> = {}): PaymentScheduleDto {
  return paymentScheduleSchema.parse({
    PaymentScheduleId: 7,
    PaymentScheduleName: 'Season Pass 3-Pay',
    PurchaseDates: [storedRange('2026-03-01', '2026-05-31'), storedRange('2026-06-01', '2026-09-30')],
    EffectiveDateTypeId: 1,
    CreateDateUtc: '2026-02-01T09:30:00Z',
    UpdateDateUtc: '2026-02-03T16:05:00Z',
    ...overrides,
  });
}

export const paymentScheduleList = (): PaymentScheduleDto[] => [
  paymentSchedule(),
  paymentSchedule({
    PaymentScheduleId: 8,
    PaymentScheduleName: 'Lift Ticket Layaway',
    PurchaseDates: [storedRange('2026-04-01', '2026-10-31')],
  }),
];

export function pricingSchedule(overrides: Partial<PricingScheduleInput> = {}): PricingScheduleDto {
  return pricingScheduleSchema.parse({
    PricingScheduleId: 4,
    PricingScheduleName: '2026/27 Early Bird',
    PurchaseDates: [
      { PurchaseDateId: 41, PurchaseEffectiveDate: '2026-03-01', PurchaseExpirationDate: '2026-05-31' },
      { PurchaseDateId: 42, PurchaseEffectiveDate: '2026-06-01', PurchaseExpirationDate: '2026-10-15' },
      { PurchaseDateId: 43, PurchaseEffectiveDate: '2026-10-16', PurchaseExpirationDate: '2027-04-18' },
    ],
    ...overrides,
  });
}

export const pricingScheduleList = (): PricingScheduleDto[] => [
  pricingSchedule(),
  pricingSchedule({
    PricingScheduleId: 5,
    PricingScheduleName: 'Summer Activities',
    PurchaseDates: [{ PurchaseDateId: 51, PurchaseEffectiveDate: '2027-05-01', PurchaseExpirationDate: '2027-09-30' }],
  }),
];

/**
 * The editor's performance case: `ranges` back-to-back monthly ranges of `payments` payments
 * each (the last one the balance due), all valid.
 */
export function largePaymentSchedule(ranges = 50, payments = 12): PaymentScheduleDto {
  const start = Date.UTC(2026, 0, 1);
  const day = 86_400_000;
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  const percent = Math.floor(10000 / payments) / 100;
  return paymentScheduleSchema.parse({
    PaymentScheduleId: 99,
    PaymentScheduleName: `${ranges} ranges of ${payments} payments`,
    PurchaseDates: Array.from({ length: ranges }, (_, r) => {
      const from = start + r * 10 * day;
      return {
        PurchaseDateId: r + 1,
        PurchaseEffectiveDate: iso(from),
        PurchaseExpirationDate: iso(from + 9 * day),
        ScheduledPayments: Array.from({ length: payments }, (_, p) => ({
          PaymentDateId: r * 100 + p + 1,
          PaymentDate: iso(from + (p + 1) * 30 * day),
          Amount: p === payments - 1 ? 100 - percent * (payments - 1) : percent,
          AmountType: p === payments - 1 ? 3 : 1,
        })),
      };
    }),
  });
}

// ---- Enrollments -------------------------------------------------------------------------------

export const enrollmentStatuses: Option[] = [
  { Id: 1, Name: 'Active' },
  { Id: 2, Name: 'Completed' },
  { Id: 3, Name: 'Cancelled' },
  { Id: 4, Name: 'On Hold' },
];

export const paymentStatuses: Option[] = [
  { Id: 1, Name: 'Pending' },
  { Id: 2, Name: 'Paid' },
  { Id: 3, Name: 'Failed' },
  { Id: 4, Name: 'Refunded' },
  { Id: 5, Name: 'Cancelled' },
  { Id: 6, Name: 'Skipped' },
];

/** Which status a payment may move to next, by current status (as the demo store seeds them). */
export const paymentTransitions: Record<number, number[]> = { 1: [2, 3, 5, 6], 2: [4], 3: [1, 2, 5], 4: [], 5: [1], 6: [1] };

const FIRST = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley', 'Harper', 'Quinn'];
const LAST = ['Alvarez', 'Brooks', 'Chen', 'Dubois', 'Garcia', 'Okafor', 'Patel', 'Tanaka'];
const PRODUCTS = [
  ['Season Pass - Adult', '$899.00'],
  ['Season Pass - Child', '$449.00'],
  ['Ski Rental Package', '$354.00'],
] as const;

/** `count` enrollments with ids from 1; every third has a failed payment, every fifth an unprocessed POS record. */
export function enrollmentRows(count: number): EnrollmentRow[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const first = FIRST[index % FIRST.length]!;
    const last = LAST[(index * 3) % LAST.length]!;
    const [product, amount] = PRODUCTS[index % PRODUCTS.length]!;
    const month = String(3 + (index % 6)).padStart(2, '0');
    const day = String(1 + (index % 27)).padStart(2, '0');
    return enrollmentRowSchema.parse({
      EnrollmentId: id,
      EnrollmentDate: `2026-${month}-${day}`,
      OrderId: 100000 + id,
      CustomerName: `${first} ${last}`,
      Email: `${first}.${last}${id}@example.com`.toLowerCase(),
      Product: product,
      NextPaymentDate: id % 7 === 0 ? null : `2026-${String(Number(month) + 3).padStart(2, '0')}-${day}`,
      FormattedAmount: amount,
      EnrollmentStatus: id % 11 === 0 ? 'On Hold' : 'Active',
      HasFailedPayment: id % 3 === 0,
      HasUnprocessedPosRecords: id % 5 === 0,
    });
  });
}

/** An enrollment's scheduled payments: one paid, one pending, and a failed one for every third. */
export function scheduledPayments(enrollmentId: number): AdminScheduledPayment[] {
  const base = enrollmentId * 10;
  return [
    { Id: base + 1, PaymentDate: '2026-06-15', FormattedAmount: '$299.67', PaymentStatusId: 2, PaymentStatus: 'Paid' },
    enrollmentId % 3 === 0
      ? { Id: base + 2, PaymentDate: '2026-08-15', FormattedAmount: '$299.67', PaymentStatusId: 3, PaymentStatus: 'Failed' }
      : { Id: base + 2, PaymentDate: '2026-08-15', FormattedAmount: '$299.67', PaymentStatusId: 1, PaymentStatus: 'Pending' },
    { Id: base + 3, PaymentDate: '2026-10-15', FormattedAmount: '$299.66', PaymentStatusId: 1, PaymentStatus: 'Pending' },
  ].map((payment) => adminScheduledPaymentSchema.parse(payment));
}

// ---- Assignments -------------------------------------------------------------------------------

const attribute = (attributeId: number, attributeName: string, valueId: number, valueName: string, selected = false) => ({
  ProductAttributeId: attributeId,
  ProductAttributeName: attributeName,
  ProductAttributeValueId: valueId,
  ProductAttributeValueName: valueName,
  Display: `${attributeName}: ${valueName}`,
  Selected: selected,
});

export function adminProducts(): AdminProduct[] {
  return [
    {
      ProductMetadataTagId: 1,
      ProductName: 'Season Pass - Adult',
      ProductAttributes: [attribute(101, 'Pass Type', 1011, 'Unlimited'), attribute(101, 'Pass Type', 1012, 'Midweek')],
      ClassificationAttributes: ['Category: Season Passes', 'SKU: SP-ADULT'],
    },
    {
      ProductMetadataTagId: 3,
      ProductName: '1-Day Lift Ticket',
      ProductAttributes: [attribute(302, 'Age Group', 3021, 'Adult'), attribute(302, 'Age Group', 3022, 'Child (6-12)'), attribute(302, 'Age Group', 3023, 'Senior (65+)')],
      ClassificationAttributes: ['Category: Lift Tickets', 'SKU: LT-1DAY'],
    },
    { ProductMetadataTagId: 5, ProductName: 'Guided Snowshoe Tour', ProductAttributes: [], ClassificationAttributes: ['Category: Activities', 'SKU: ACT-SNOWSHOE'] },
  ].map((product) => adminProductSchema.parse(product));
}

export const paymentProducts: Option[] = [
  { Id: 9001, Name: 'Payment Plan Installment' },
  { Id: 9002, Name: 'Season Pass Layaway Payment' },
];

export function assignment(overrides: Partial<Assignment> = {}): Assignment {
  return assignmentSchema.parse({
    Id: 1,
    ProductName: 'Season Pass - Adult',
    ProductMetadataTagId: 1,
    ProductAttributes: [attribute(101, 'Pass Type', 1011, 'Unlimited', true), attribute(101, 'Pass Type', 1012, 'Midweek', true)],
    ClassificationAttributes: ['Category: Season Passes', 'SKU: SP-ADULT'],
    PaymentScheduleId: 7,
    PaymentScheduleName: 'Season Pass 3-Pay',
    PricingScheduleId: 4,
    PricingScheduleName: '2026/27 Early Bird',
    PaymentProductId: 9001,
    HotlistUntilPaid: true,
    FailedPaymentHotlistCode: 12,
    FailedPaymentRetryDays: 3,
    ...overrides,
  });
}

export const assignmentList = (): Assignment[] => [
  assignment(),
  assignment({
    Id: 2,
    ProductName: '1-Day Lift Ticket',
    ProductMetadataTagId: 3,
    ProductAttributes: [attribute(302, 'Age Group', 3021, 'Adult', true), attribute(302, 'Age Group', 3022, 'Child (6-12)'), attribute(302, 'Age Group', 3023, 'Senior (65+)')],
    ClassificationAttributes: ['Category: Lift Tickets', 'SKU: LT-1DAY'],
    PaymentScheduleId: 8,
    PaymentScheduleName: 'Lift Ticket Layaway',
    HotlistUntilPaid: false,
    FailedPaymentHotlistCode: 0,
    FailedPaymentRetryDays: 0,
  }),
];

/** Assignment 1's prices: one section per window of its pricing schedule. */
export function assignmentPricing(): PricingWindow[] {
  return [
    { PurchaseDateId: 41, PurchaseEffectiveDate: '2026-03-01', PurchaseExpirationDate: '2026-05-31', prices: [799, 599] },
    { PurchaseDateId: 42, PurchaseEffectiveDate: '2026-06-01', PurchaseExpirationDate: '2026-10-15', prices: [899, 699] },
    { PurchaseDateId: 43, PurchaseEffectiveDate: '2026-10-16', PurchaseExpirationDate: '2027-04-18', prices: [949, 749] },
  ].map(({ prices, ...window }) =>
    pricingWindowSchema.parse({
      ...window,
      ProductAttributePricing: [
        { Id: 1011, ProductAttributeValueName: 'Unlimited|Pass Type', Price: prices[0] },
        { Id: 1012, ProductAttributeValueName: 'Midweek|Pass Type', Price: prices[1] },
      ],
    }),
  );
}
