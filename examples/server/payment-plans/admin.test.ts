// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminScheduledPaymentListSchema,
  adminScheduledPaymentSchema,
  assignmentListSchema,
  assignmentPricingSchema,
  assignmentSchema,
  enrollmentPageSchema,
  optionListSchema,
  adminProductListSchema,
  paymentScheduleListSchema,
  paymentScheduleSchema,
  pricingScheduleListSchema,
  pricingScheduleSchema,
  type PaymentScheduleDto,
} from '../../../widgets/payment-plans-admin/admin-schemas.ts';
import { scheduleMessages } from '../../../widgets/payment-plans-admin/schedules/schedule-validation.ts';
import { assignmentMessages } from '../../../widgets/payment-plans-admin/assignments/assignment-rules.ts';
import { ANTIFORGERY_MESSAGE } from '../platform/antiforgery.ts';
import { paymentStatuses } from './reference.ts';
import { DEFAULT_ENROLLMENTS } from './seed.ts';
import { SHOPPER_PLAN_COUNT } from './customer-plans-seed.ts';
import { ADMIN_BASE_PATH, ADMIN_MESSAGES } from './admin-routes.ts';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { Browser, json, startTestStore, STARTUP_TIMEOUT_MS, type TestStore } from '../test-support/test-support.ts';

const API = '/api/admin/payment-plans';
let handle: TestStore;
let admin: Browser;

/** A browser that sends JSON with this session's anti-forgery token, as the widget does. */
async function call(browser: Browser, method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  if (method !== 'GET' || /create-missing-orders|updateScheduledPaymentPaymentStatus/.test(path)) {
    headers.RequestVerificationToken = await browser.token();
  }
  if (body !== undefined) headers['content-type'] = 'application/json';
  return browser.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

async function data<T>(response: Response, schema: { parse: (value: unknown) => T }): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return schema.parse(await response.json());
}

beforeAll(async () => {
  handle = await startTestStore();
  admin = new Browser(() => handle.store);
  await admin.signIn('admin@example.com', SEED_PASSWORD);
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await handle.dispose();
});

const someone = () => new Browser(() => handle.store);

describe('admin pages', () => {
  it.each(['', '/', '/Enrollments', '/Schedules/add', '/Assignments/1/editProductPricing'])('serves the island for %s to the admin', async (route) => {
    const response = await admin.get(`${ADMIN_BASE_PATH}${route}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(`<resort-payment-plans-admin base-path="${ADMIN_BASE_PATH}"><p class="legacy-empty" data-resort-fallback>Managing payment plans needs JavaScript`);
    expect(page).toContain('name="__RequestVerificationToken"');
  });

  it('sends guests and shoppers to the login page, coming back afterwards', async () => {
    const shopper = someone();
    await shopper.signIn('shopper@example.com', SEED_PASSWORD);
    for (const visitor of [someone(), shopper]) {
      const response = await visitor.get(`${ADMIN_BASE_PATH}/Schedules`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/login?returnUrl=${encodeURIComponent(`${ADMIN_BASE_PATH}/Schedules`)}`);
    }
  });
});

describe('admin calls are for admins only', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', `${API}/enrollment-status`],
    ['GET', `${API}/enrollments?pageNumber=1&pageSize=15&ascending=true`],
    ['PUT', `${API}/enrollments/1/status`, 2],
    ['GET', `${API}/enrollments/1/payments`],
    ['GET', `${API}/enrollments/create-missing-orders`],
    ['GET', '/paymentplan/getAllowedPaymentStatuses/1'],
    ['GET', '/paymentplan/updateScheduledPaymentPaymentStatus/1/2'],
    ['GET', '/paymentplan/getScheduledPaymentById/1'],
    ['GET', `${API}/products?includeProductAttributes=true`],
    ['GET', `${API}/payment-products`],
    ['GET', `${API}/assignments`],
    ['POST', `${API}/assignments`, {}],
    ['DELETE', `${API}/assignments/1`],
    ['GET', `${API}/assignments/1/pricing`],
    ['PUT', `${API}/assignments/1/pricing`, []],
    ['GET', `${API}/pricing-schedules?embed=true`],
    ['GET', `${API}/pricing-schedules/1`],
    ['POST', `${API}/pricing-schedules`, {}],
    ['PUT', `${API}/pricing-schedules/1`, {}],
    ['DELETE', `${API}/pricing-schedules/1`],
    ['GET', `${API}/payment-schedules/amount-types`],
    ['GET', `${API}/payment-schedules?embed=true`],
    ['GET', `${API}/payment-schedules/1`],
    ['POST', `${API}/payment-schedules`, {}],
    ['PUT', `${API}/payment-schedules/1`, {}],
    ['DELETE', `${API}/payment-schedules/1`],
  ];

  it.each(calls)('%s %s: 401 for a guest, 403 for a shopper', async (method, path, body) => {
    const guest = someone();
    expect((await call(guest, method, path, body)).status).toBe(401);
    const shopper = someone();
    await shopper.signIn('shopper@example.com', SEED_PASSWORD);
    const refused = await call(shopper, method, path, body);
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({ success: false, message: ADMIN_MESSAGES.adminsOnly });
  });

  it('still holds after the shopper was refused: nothing changed', async () => {
    const schedules = await data(await call(admin, 'GET', `${API}/payment-schedules?embed=true`), paymentScheduleListSchema);
    expect(schedules.map((s) => s.PaymentScheduleName)).toContain('Season Pass 3-Pay');
  });
});

describe('payment schedules', () => {
  const newSchedule = (overrides: Partial<PaymentScheduleDto> = {}): unknown => ({
    PaymentScheduleId: 0,
    PaymentScheduleName: 'Spring Lift Ticket Layaway',
    EffectiveDateTypeId: 1,
    PurchaseDates: [
      {
        PurchaseDateId: 0,
        PurchaseEffectiveDate: '2027-01-01',
        PurchaseExpirationDate: '2027-01-31',
        IsDeleted: false,
        ScheduledPayments: [
          { PaymentDateId: 0, PaymentDate: '2027-02-01', Amount: 40, AmountType: 1, IsDeleted: false },
          { PaymentDateId: 0, PaymentDate: '2027-03-01', Amount: 60, AmountType: 3, IsDeleted: false },
        ],
      },
      {
        PurchaseDateId: 0,
        PurchaseEffectiveDate: '2027-02-01',
        PurchaseExpirationDate: '2027-02-28',
        IsDeleted: false,
        ScheduledPayments: [{ PaymentDateId: 0, PaymentDate: '2027-03-15', Amount: 100, AmountType: 3, IsDeleted: false }],
      },
    ],
    ...overrides,
  });

  it('lists the amount types with Balance Due', async () => {
    const types = await data(await call(admin, 'GET', `${API}/payment-schedules/amount-types`), optionListSchema);
    expect(types).toEqual([
      { Id: 1, Name: 'Installment' },
      { Id: 2, Name: 'Deposit' },
      { Id: 3, Name: 'Balance Due' },
    ]);
  });

  it('lists schedules with their ranges and payments, hiding the deleted one', async () => {
    const schedules = await data(await call(admin, 'GET', `${API}/payment-schedules?embed=true`), paymentScheduleListSchema);
    const names = schedules.map((schedule) => schedule.PaymentScheduleName);
    expect(names).toEqual(expect.arrayContaining(['Season Pass 3-Pay', 'Season Pass Monthly', 'Rental Layaway', 'Season Pass Payment Plan']));
    expect(names).not.toContain('2025/26 Season Pass 2-Pay');
    const threePay = schedules.find((schedule) => schedule.PaymentScheduleName === 'Season Pass 3-Pay')!;
    expect(threePay.PurchaseDates[0]!.ScheduledPayments.map((p) => [p.PaymentDate, p.Amount, p.AmountType])).toEqual([
      ['2026-06-15', 33.33, 1],
      ['2026-08-15', 33.33, 1],
      ['2026-10-15', 33.34, 3],
    ]);
  });

  it('creates a schedule (the answer is its id), then finds it', async () => {
    const created = await call(admin, 'POST', `${API}/payment-schedules`, newSchedule());
    expect(created.status).toBe(200);
    const id = (await created.json()) as number;
    expect(id).toBeGreaterThan(0);
    const stored = await data(await call(admin, 'GET', `${API}/payment-schedules/${id}`), paymentScheduleSchema);
    expect(stored.PaymentScheduleName).toBe('Spring Lift Ticket Layaway');
    expect(stored.PurchaseDates.map((range) => [range.PurchaseEffectiveDate, range.ScheduledPayments.length])).toEqual([
      ['2027-01-01', 2],
      ['2027-02-01', 1],
    ]);
  });

  it.each([
    ['overlapping ranges', { PurchaseDates: [rangeOf('2027-01-01', '2027-01-31'), rangeOf('2027-01-31', '2027-02-28')] }, scheduleMessages.overlapsNext],
    ['a range that ends before it starts', { PurchaseDates: [rangeOf('2027-01-31', '2027-01-01')] }, scheduleMessages.rangeValuesOverlap],
    ['no name', { PaymentScheduleName: '  ' }, scheduleMessages.paymentNameRequired],
    [
      'payments over 100%',
      {
        PurchaseDates: [
          {
            ...rangeOf('2027-01-01', '2027-01-31'),
            ScheduledPayments: [
              { PaymentDateId: 0, PaymentDate: '2027-02-01', Amount: 100.01, AmountType: 1, IsDeleted: false },
              { PaymentDateId: 0, PaymentDate: '2027-03-01', Amount: 0, AmountType: 3, IsDeleted: false },
            ],
          },
        ],
      },
      // 100.01 is not a percentage at all, so the amount is refused first.
      scheduleMessages.amountInvalid,
    ],
    [
      'a final payment dated like another',
      {
        PurchaseDates: [
          {
            ...rangeOf('2027-01-01', '2027-01-31'),
            ScheduledPayments: [
              { PaymentDateId: 0, PaymentDate: '2027-03-01', Amount: 50, AmountType: 1, IsDeleted: false },
              { PaymentDateId: 0, PaymentDate: '2027-03-01', Amount: 50, AmountType: 3, IsDeleted: false },
            ],
          },
        ],
      },
      scheduleMessages.finalDateNotLast,
    ],
    [
      'a payment without a date',
      { PurchaseDates: [{ ...rangeOf('2027-01-01', '2027-01-31'), ScheduledPayments: [{ PaymentDateId: 0, PaymentDate: null, Amount: 100, AmountType: 3, IsDeleted: false }] }] },
      scheduleMessages.paymentDateBlank,
    ],
  ])('refuses %s with 400 and the rule message', async (_name, overrides, message) => {
    const response = await call(admin, 'POST', `${API}/payment-schedules`, newSchedule(overrides));
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ success: false, message });
  });

  it('refuses the total of two payments over 100% with the spec message', async () => {
    const response = await call(
      admin,
      'POST',
      `${API}/payment-schedules`,
      newSchedule({
        PurchaseDates: [
          {
            ...rangeOf('2027-01-01', '2027-01-31'),
            ScheduledPayments: [
              { PaymentDateId: 0, PaymentDate: '2027-02-01', Amount: 60, AmountType: 1, IsDeleted: false },
              { PaymentDateId: 0, PaymentDate: '2027-02-15', Amount: 40.01, AmountType: 1, IsDeleted: false },
              { PaymentDateId: 0, PaymentDate: '2027-03-01', Amount: 0, AmountType: 3, IsDeleted: false },
            ],
          },
        ],
      }),
    );
    expect(await json(response)).toEqual({ success: false, message: scheduleMessages.totalOver100 });
  });

  it('accepts a gap between ranges (it is only flagged)', async () => {
    const response = await call(admin, 'POST', `${API}/payment-schedules`, newSchedule({ PaymentScheduleName: 'With a gap', PurchaseDates: [rangeOf('2027-01-01', '2027-01-31'), rangeOf('2027-03-01', '2027-03-31')] }));
    expect(response.status).toBe(200);
  });

  it('refuses a body of the wrong shape, bad JSON and an unknown amount type', async () => {
    expect(await json(await call(admin, 'POST', `${API}/payment-schedules`, { PurchaseDates: 'soon' }))).toEqual({ success: false, message: ADMIN_MESSAGES.badSchedule });
    const token = await admin.token();
    const bad = await admin.request(`${API}/payment-schedules`, { method: 'POST', headers: { 'content-type': 'application/json', RequestVerificationToken: token }, body: '{"PaymentScheduleName":' });
    expect(bad.status).toBe(400);
    const unknownType = newSchedule({ PurchaseDates: [{ ...rangeOf('2027-01-01', '2027-01-31'), ScheduledPayments: [{ PaymentDateId: 0, PaymentDate: '2027-02-01', Amount: 100, AmountType: 42, IsDeleted: false }] }] });
    expect((await call(admin, 'POST', `${API}/payment-schedules`, unknownType)).status).toBe(400);
  });

  it('needs the anti-forgery token to change anything', async () => {
    const response = await admin.request(`${API}/payment-schedules/1`, { method: 'DELETE' });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ success: false, message: ANTIFORGERY_MESSAGE });
  });

  it('updates a schedule: a stored range or payment marked IsDeleted is deleted, new rows are added', async () => {
    const id = (await (await call(admin, 'POST', `${API}/payment-schedules`, newSchedule({ PaymentScheduleName: 'To edit' }))).json()) as number;
    const stored = await data(await call(admin, 'GET', `${API}/payment-schedules/${id}`), paymentScheduleSchema);
    const [first, second] = stored.PurchaseDates;
    const edited = {
      ...stored,
      PaymentScheduleName: 'Edited',
      PurchaseDates: [
        {
          ...first!,
          ScheduledPayments: [
            { ...first!.ScheduledPayments[0]!, IsDeleted: true },
            { PaymentDateId: 0, PaymentDate: '2027-02-10', Amount: 25, AmountType: 1, IsDeleted: false },
            { ...first!.ScheduledPayments[1]!, Amount: 75 },
          ],
        },
        { ...second!, IsDeleted: true },
        rangeOf('2027-02-01', '2027-02-28'),
      ],
    };
    expect((await call(admin, 'PUT', `${API}/payment-schedules/${id}`, edited)).status).toBe(204);
    const after = await data(await call(admin, 'GET', `${API}/payment-schedules/${id}`), paymentScheduleSchema);
    expect(after.PaymentScheduleName).toBe('Edited');
    expect(after.PurchaseDates.map((range) => range.PurchaseEffectiveDate)).toEqual(['2027-01-01', '2027-02-01']);
    expect(after.PurchaseDates[1]!.PurchaseDateId).not.toBe(second!.PurchaseDateId);
    expect(after.PurchaseDates[0]!.ScheduledPayments.map((p) => [p.PaymentDate, p.Amount])).toEqual([
      ['2027-02-10', 25],
      ['2027-03-01', 75],
    ]);
  });

  it("refuses a range of another schedule", async () => {
    const schedules = await data(await call(admin, 'GET', `${API}/payment-schedules?embed=true`), paymentScheduleListSchema);
    const [one, other] = schedules;
    const body = { ...one!, PurchaseDates: [...one!.PurchaseDates, { ...other!.PurchaseDates[0]!, PurchaseEffectiveDate: '2030-01-01', PurchaseExpirationDate: '2030-01-31' }] };
    const response = await call(admin, 'PUT', `${API}/payment-schedules/${one!.PaymentScheduleId}`, body);
    expect(response.status).toBe(400);
  });

  it('deletes a schedule softly: it is no longer listed nor found', async () => {
    const id = (await (await call(admin, 'POST', `${API}/payment-schedules`, newSchedule({ PaymentScheduleName: 'To delete' }))).json()) as number;
    expect((await call(admin, 'DELETE', `${API}/payment-schedules/${id}`)).status).toBe(204);
    const schedules = await data(await call(admin, 'GET', `${API}/payment-schedules?embed=true`), paymentScheduleListSchema);
    expect(schedules.map((s) => s.PaymentScheduleId)).not.toContain(id);
    expect((await call(admin, 'GET', `${API}/payment-schedules/${id}`)).status).toBe(404);
    expect((await call(admin, 'DELETE', `${API}/payment-schedules/${id}`)).status).toBe(404);
  });

  it('answers 400 for an id that is not one', async () => {
    expect((await call(admin, 'GET', `${API}/payment-schedules/01`)).status).toBe(400);
  });
});

describe('pricing schedules', () => {
  it('lists, creates, updates and deletes with the same rules', async () => {
    const list = await data(await call(admin, 'GET', `${API}/pricing-schedules?embed=true`), pricingScheduleListSchema);
    expect(list.map((s) => s.PricingScheduleName)).toEqual(['2026/27 Season Pass Pricing', 'Winter Rentals']);

    const body = { PricingScheduleName: 'Spring 2027', PurchaseDates: [rangeOf('2027-03-01', '2027-03-31'), rangeOf('2027-04-01', '2027-04-30')] };
    const id = (await (await call(admin, 'POST', `${API}/pricing-schedules`, body)).json()) as number;
    const stored = await data(await call(admin, 'GET', `${API}/pricing-schedules/${id}`), pricingScheduleSchema);
    expect(stored.PurchaseDates).toHaveLength(2);

    const overlap = { ...stored, PurchaseDates: [stored.PurchaseDates[0]!, { ...stored.PurchaseDates[1]!, PurchaseEffectiveDate: '2027-03-15' }] };
    expect(await json(await call(admin, 'PUT', `${API}/pricing-schedules/${id}`, overlap))).toEqual({ success: false, message: scheduleMessages.overlapsNext });
    expect(await json(await call(admin, 'PUT', `${API}/pricing-schedules/${id}`, { ...stored, PricingScheduleName: '' }))).toEqual({
      success: false,
      message: scheduleMessages.pricingNameRequired,
    });

    const trimmed = { ...stored, PurchaseDates: [stored.PurchaseDates[0]!, { ...stored.PurchaseDates[1]!, IsDeleted: true }] };
    expect((await call(admin, 'PUT', `${API}/pricing-schedules/${id}`, trimmed)).status).toBe(204);
    expect((await data(await call(admin, 'GET', `${API}/pricing-schedules/${id}`), pricingScheduleSchema)).PurchaseDates).toHaveLength(1);

    expect((await call(admin, 'DELETE', `${API}/pricing-schedules/${id}`)).status).toBe(204);
    expect((await call(admin, 'GET', `${API}/pricing-schedules/${id}`)).status).toBe(404);
  });
});

describe('enrollments', () => {
  const page = async (query: string) => data(await call(admin, 'GET', `${API}/enrollments?${query}`), enrollmentPageSchema);

  it(`are seeded in their hundreds, 15 a page, in ascending order`, async () => {
    // The demo's enrollments, then the shopper's own plans (My Account's).
    const total = DEFAULT_ENROLLMENTS + SHOPPER_PLAN_COUNT;
    const first = await page('pageNumber=1&pageSize=15&ascending=true');
    expect(first.TotalNumberOfRecords).toBe(total);
    expect(first.TotalNumberOfPages).toBe(Math.ceil(total / 15));
    expect(first.Results.map((row) => row.EnrollmentId)).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
    const last = await page(`pageNumber=${first.TotalNumberOfPages}&pageSize=15&ascending=true`);
    expect(last.Results).toHaveLength(total % 15 || 15);
    expect((await page('pageNumber=1000&pageSize=15')).Results).toEqual([]);
  });

  it('lists the statuses (none uses the reprocess ids 5 and 6)', async () => {
    const statuses = await data(await call(admin, 'GET', `${API}/enrollment-status`), optionListSchema);
    expect(statuses.map((status) => status.Name)).toEqual(['Active', 'Completed', 'Cancelled', 'On Hold']);
    expect(statuses.map((status) => status.Id)).not.toContain(5);
  });

  it('has payments in every status', async () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 60; id += 1) {
      const payments = await data(await call(admin, 'GET', `${API}/enrollments/${id}/payments`), adminScheduledPaymentListSchema);
      payments.forEach((payment) => seen.add(payment.PaymentStatus));
    }
    expect([...seen].sort()).toEqual(paymentStatuses.map((status) => status.name).sort());
  });

  it('filters by name or e-mail, order id, dates and the two flags', async () => {
    const byName = await page('name=Quinn&pageSize=100');
    expect(byName.TotalNumberOfRecords).toBeGreaterThan(0);
    expect(byName.Results.every((row) => `${row.CustomerName} ${row.Email}`.toLowerCase().includes('quinn'))).toBe(true);

    const byOrder = await page('orderId=100042');
    expect(byOrder.Results.map((row) => row.EnrollmentId)).toEqual([42]);

    // The seed numbers a paid payment's order 300000 + enrollment × 10 + its place: 42's first payment.
    const byPaymentOrder = await page('paymentOrderId=300421');
    expect(byPaymentOrder.Results.map((row) => row.EnrollmentId)).toEqual([42]);
    expect((await page('paymentOrderId=999999')).TotalNumberOfRecords).toBe(0);

    const byDates = await page('enrollmentDateBegin=2026-04-01&enrollmentDateEnd=2026-04-30&pageSize=100');
    expect(byDates.Results.every((row) => row.EnrollmentDate! >= '2026-04-01' && row.EnrollmentDate! <= '2026-04-30')).toBe(true);

    const byNext = await page('nextPaymentDateBegin=2026-10-01&nextPaymentDateEnd=2026-10-31&pageSize=100');
    expect(byNext.Results.every((row) => row.NextPaymentDate! >= '2026-10-01' && row.NextPaymentDate! <= '2026-10-31')).toBe(true);

    const failed = await page('hasFailedPayment=true&pageSize=100');
    expect(failed.TotalNumberOfRecords).toBeGreaterThan(15);
    expect(failed.Results.every((row) => row.HasFailedPayment)).toBe(true);

    const pos = await page('hasUnprocessedPosRecords=true&pageSize=100');
    expect(pos.TotalNumberOfRecords).toBeGreaterThan(15);
    expect(pos.Results.every((row) => row.HasUnprocessedPosRecords)).toBe(true);

    expect((await page('name=%25')).TotalNumberOfRecords).toBe(0);
  });

  it('refuses an order id that is not a number and a bad date', async () => {
    expect(await json(await call(admin, 'GET', `${API}/enrollments?orderId=RW12`))).toEqual({ success: false, message: ADMIN_MESSAGES.badOrderId });
    expect(await json(await call(admin, 'GET', `${API}/enrollments?paymentOrderId=P-17`))).toEqual({ success: false, message: ADMIN_MESSAGES.badOrderId });
    expect(await json(await call(admin, 'GET', `${API}/enrollments?enrollmentDateBegin=2026-13-01`))).toEqual({ success: false, message: ADMIN_MESSAGES.badDate });
  });

  it('changes a status with 204', async () => {
    expect((await call(admin, 'PUT', `${API}/enrollments/7/status`, 4)).status).toBe(204);
    expect((await page('orderId=100007')).Results[0]!.EnrollmentStatus).toBe('On Hold');
    expect((await call(admin, 'PUT', `${API}/enrollments/7/status`, 9)).status).toBe(400);
    expect((await call(admin, 'PUT', `${API}/enrollments/7/status`, 'Active')).status).toBe(400);
    expect((await call(admin, 'PUT', `${API}/enrollments/99999/status`, 1)).status).toBe(404);
  });

  it('reprocesses failed payments (5) and POS records (6) of one enrollment', async () => {
    const failing = (await page('hasFailedPayment=true&pageSize=1')).Results[0]!;
    expect((await call(admin, 'PUT', `${API}/enrollments/${failing.EnrollmentId}/status`, 5)).status).toBe(204);
    const retried = (await page(`orderId=${String(failing.OrderId)}`)).Results[0]!;
    expect(retried.HasFailedPayment).toBe(false);
    expect(retried.EnrollmentStatus).toBe(failing.EnrollmentStatus);

    const unprocessed = (await page('hasUnprocessedPosRecords=true&pageSize=1')).Results[0]!;
    expect((await call(admin, 'PUT', `${API}/enrollments/${unprocessed.EnrollmentId}/status`, 6)).status).toBe(204);
    expect((await page(`orderId=${String(unprocessed.OrderId)}`)).Results[0]!.HasUnprocessedPosRecords).toBe(false);
  });

  it('creates the missing orders of every unprocessed POS record (with the token)', async () => {
    const before = (await page('hasUnprocessedPosRecords=true')).TotalNumberOfRecords;
    expect(before).toBeGreaterThan(0);
    expect((await admin.get(`${API}/enrollments/create-missing-orders`)).status).toBe(400);
    const response = await call(admin, 'GET', `${API}/enrollments/create-missing-orders`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { processed: number }).processed).toBeGreaterThanOrEqual(before);
    expect((await page('hasUnprocessedPosRecords=true')).TotalNumberOfRecords).toBe(0);
  });

  it('offers only the allowed next payment statuses and saves a change', async () => {
    const payments = await data(await call(admin, 'GET', `${API}/enrollments/3/payments`), adminScheduledPaymentListSchema);
    const pending = payments.find((payment) => payment.PaymentStatus === 'Pending')!;
    const allowed = await data(await call(admin, 'GET', `/paymentplan/getAllowedPaymentStatuses/${pending.PaymentStatusId}`), optionListSchema);
    expect(allowed.map((status) => status.Name)).toEqual(['Paid', 'Failed', 'Cancelled', 'Skipped']);
    const refunded = await data(await call(admin, 'GET', '/paymentplan/getAllowedPaymentStatuses/4'), optionListSchema);
    expect(refunded).toEqual([]);

    expect((await call(admin, 'GET', `/paymentplan/updateScheduledPaymentPaymentStatus/${pending.Id}/4`)).status).toBe(400);
    expect((await admin.get(`/paymentplan/updateScheduledPaymentPaymentStatus/${pending.Id}/2`)).status).toBe(400);
    expect((await call(admin, 'GET', `/paymentplan/updateScheduledPaymentPaymentStatus/${pending.Id}/2`)).status).toBe(200);
    const reloaded = await data(await call(admin, 'GET', `/paymentplan/getScheduledPaymentById/${pending.Id}`), adminScheduledPaymentSchema);
    expect(reloaded).toMatchObject({ Id: pending.Id, PaymentStatusId: 2, PaymentStatus: 'Paid' });
    expect((await call(admin, 'GET', '/paymentplan/getScheduledPaymentById/999999')).status).toBe(404);
  });
});

describe('assignments', () => {
  const newAssignment = {
    productMetadataTagId: 3,
    productAttributes: [] as unknown[],
    paymentScheduleId: 1,
    pricingScheduleId: 1,
    paymentProductId: 9001,
    failedPaymentHotlistCode: 0,
    failedPaymentRetryDays: 1,
  };

  it('lists products with their attributes, payment products and assignments', async () => {
    const products = await data(await call(admin, 'GET', `${API}/products?includeProductAttributes=true`), adminProductListSchema);
    const liftTicket = products.find((product) => product.ProductMetadataTagId === 3)!;
    expect(liftTicket.ProductAttributes.map((attribute) => attribute.Display)).toEqual(['Age Group: Adult', 'Age Group: Child (6-12)', 'Age Group: Senior (65+)']);
    expect(liftTicket.ClassificationAttributes).toEqual(['Category: Lift Tickets', 'SKU: LT-1DAY']);
    const paymentProducts = await data(await call(admin, 'GET', `${API}/payment-products`), optionListSchema);
    expect(paymentProducts.map((product) => product.Id)).toEqual([9001, 9002, 9003]);
    const assignments = await data(await call(admin, 'GET', `${API}/assignments`), assignmentListSchema);
    expect(assignments[0]).toMatchObject({ ProductName: 'Season Pass - Adult', PaymentScheduleName: 'Season Pass Payment Plan', HotlistUntilPaid: true, FailedPaymentRetryDays: 3 });
  });

  it.each([
    ['productMetadataTagId', 0, assignmentMessages.productRequired],
    ['paymentScheduleId', 0, assignmentMessages.paymentScheduleRequired],
    ['pricingScheduleId', 0, assignmentMessages.pricingScheduleRequired],
    ['paymentProductId', 0, assignmentMessages.paymentProductRequired],
    ['failedPaymentRetryDays', 0, assignmentMessages.retryDaysMin],
  ])('refuses %s = %s with "%s"', async (field, value, message) => {
    expect(await json(await call(admin, 'POST', `${API}/assignments`, { ...newAssignment, [field]: value }))).toEqual({ success: false, message });
  });

  it('creates, edits, prices and deletes an assignment', async () => {
    const products = await data(await call(admin, 'GET', `${API}/products?includeProductAttributes=true`), adminProductListSchema);
    const ageGroups = products.find((product) => product.ProductMetadataTagId === 3)!.ProductAttributes;
    const created = await data(
      await call(admin, 'POST', `${API}/assignments`, { ...newAssignment, productAttributes: [{ ...ageGroups[0], Selected: true }, { ...ageGroups[1], Selected: true }] }),
      assignmentSchema,
    );
    expect(created).toMatchObject({ ProductName: '1-Day Lift Ticket', PaymentScheduleName: 'Season Pass 3-Pay', HotlistUntilPaid: false });
    expect(created.ProductAttributes.filter((attribute) => attribute.Selected).map((attribute) => attribute.ProductAttributeValueName)).toEqual(['Adult', 'Child (6-12)']);

    const edited = await data(
      await call(admin, 'POST', `${API}/assignments`, { ...newAssignment, id: created.Id, productAttributes: [{ ...ageGroups[0], Selected: true }], failedPaymentHotlistCode: 7, failedPaymentRetryDays: 4 }),
      assignmentSchema,
    );
    expect(edited).toMatchObject({ Id: created.Id, FailedPaymentHotlistCode: 7, FailedPaymentRetryDays: 4, HotlistUntilPaid: true });
    expect((await call(admin, 'POST', `${API}/assignments`, { ...newAssignment, id: created.Id, productMetadataTagId: 1 })).status).toBe(400);

    const pricing = await data(await call(admin, 'GET', `${API}/assignments/${created.Id}/pricing`), assignmentPricingSchema);
    expect(pricing.map((window) => window.PurchaseEffectiveDate)).toEqual(['2026-03-01', '2026-06-01', '2026-10-16']);
    expect(pricing[0]!.ProductAttributePricing).toEqual([{ Id: ageGroups[0]!.ProductAttributeValueId, ProductAttributeValueName: 'Adult|Age Group', Price: 129 }]);
    const repriced = pricing.map((window, index) => ({ ...window, ProductAttributePricing: window.ProductAttributePricing.map((price) => ({ ...price, Price: 100 + index })) }));
    expect((await call(admin, 'PUT', `${API}/assignments/${created.Id}/pricing`, repriced)).status).toBe(204);
    const after = await data(await call(admin, 'GET', `${API}/assignments/${created.Id}/pricing`), assignmentPricingSchema);
    expect(after.map((window) => window.ProductAttributePricing[0]!.Price)).toEqual([100, 101, 102]);

    const negative = [{ ...after[0]!, ProductAttributePricing: [{ ...after[0]!.ProductAttributePricing[0]!, Price: -1 }] }];
    expect(await json(await call(admin, 'PUT', `${API}/assignments/${created.Id}/pricing`, negative))).toEqual({ success: false, message: assignmentMessages.priceInvalid });
    const foreign = [{ ...after[0]!, PurchaseDateId: 99999 }];
    expect((await call(admin, 'PUT', `${API}/assignments/${created.Id}/pricing`, foreign)).status).toBe(400);

    expect((await call(admin, 'DELETE', `${API}/assignments/${created.Id}`)).status).toBe(204);
    expect((await call(admin, 'GET', `${API}/assignments/${created.Id}/pricing`)).status).toBe(404);
    expect((await call(admin, 'DELETE', `${API}/assignments/${created.Id}`)).status).toBe(404);
  });

  it('refuses an attribute of another product and a deleted schedule', async () => {
    const products = await data(await call(admin, 'GET', `${API}/products?includeProductAttributes=true`), adminProductListSchema);
    const passType = products.find((product) => product.ProductMetadataTagId === 1)!.ProductAttributes[0]!;
    expect((await call(admin, 'POST', `${API}/assignments`, { ...newAssignment, productAttributes: [passType] })).status).toBe(400);
    expect((await call(admin, 'POST', `${API}/assignments`, { ...newAssignment, paymentScheduleId: 4 })).status).toBe(400);
  });
});

function rangeOf(start: string, end: string) {
  return {
    PurchaseDateId: 0,
    PurchaseEffectiveDate: start,
    PurchaseExpirationDate: end,
    IsDeleted: false,
    ScheduledPayments: [
      { PaymentDateId: 0, PaymentDate: '2027-05-01', Amount: 50, AmountType: 1, IsDeleted: false },
      { PaymentDateId: 0, PaymentDate: '2027-06-01', Amount: 50, AmountType: 3, IsDeleted: false },
    ],
  };
}

describe('the plan enrollments export', () => {
  it('streams every enrollment the filters find, across all pages, as CSV', async () => {
    const search = 'hasFailedPayment=true&nextPaymentDateBegin=2026-10-01';
    const listed = await data(await call(admin, 'GET', `${API}/enrollments?${search}&pageNumber=1&pageSize=15`), enrollmentPageSchema);
    const response = await admin.request(`${API}/enrollments/export?${search}`, { headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Encoding': 'identity' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="plan-enrollments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('ID,Enrollment Date,Order ID,Customer Name,Customer Email,Product,Next Payment,Amount,Status,Has Failed Payment,Has Unprocessed POS Records');
    expect(lines).toHaveLength(listed.TotalNumberOfRecords + 1);
    expect(listed.TotalNumberOfRecords).toBeGreaterThan(15);
    expect(lines.slice(1, 16).map((line) => Number(line.split(',')[0]))).toEqual(listed.Results.map((row) => row.EnrollmentId));
    expect(lines.slice(1).every((line) => line.split(',').at(-2) === 'Yes')).toBe(true);
  });

  it("follows the store's language: French headers, Oui and Non, statuses in French and day-first dates; English as the store keeps them", async () => {
    const search = 'hasFailedPayment=true&nextPaymentDateBegin=2026-10-01';
    const exported = async () =>
      (await (await admin.request(`${API}/enrollments/export?${search}`, { headers: { 'X-Requested-With': 'XMLHttpRequest', 'Accept-Encoding': 'identity' } })).text())
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
    const english = await exported();
    admin.cookies.set('resort_lang', 'fr-CA');
    const french = await exported().finally(() => admin.cookies.delete('resort_lang'));
    expect(french[0]).toBe(
      'ID,Date d’adhésion,No de commande,Nom du client,Courriel du client,Produit,Prochain paiement,Montant,Statut,Paiement échoué,Enregistrements PDV non traités',
    );
    expect(french).toHaveLength(english.length);
    const statuses: Record<string, string> = { Active: 'Actif', Completed: 'Terminé', Cancelled: 'Annulé', 'On Hold': 'En suspens' };
    english.slice(1).forEach((line, index) => {
      const [en, fr] = [line.split(','), french[index + 1]!.split(',')];
      expect(fr[0]).toBe(en[0]);
      expect(en[1]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(fr[1]).toBe(en[1]!.split('-').reverse().join('/'));
      expect(fr.at(-3)).toBe(statuses[en.at(-3)!] ?? 'a status the test knows');
      expect(fr.at(-2)).toBe('Oui');
      expect(fr.at(-1)).toBe(en.at(-1) === 'Yes' ? 'Oui' : 'Non');
    });
  });

  it('refuses a search it cannot read, with the message', async () => {
    const response = await admin.request(`${API}/enrollments/export?orderId=12x`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ success: false, message: 'Order ID must be a number.' });
  });
});
