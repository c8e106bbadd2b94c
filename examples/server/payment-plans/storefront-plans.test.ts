// @vitest-environment node
/**
 * The storefront's schedule viewer reads the payment schedules and assignments the admin edits:
 * a change in the admin Payment Plans area is what a shopper sees next.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  assignmentListSchema,
  assignmentSchema,
  createdIdSchema,
  paymentScheduleListSchema,
  type PaymentRangeDto,
  type PaymentScheduleDto,
} from '../../../widgets/payment-plans-admin/admin-schemas.ts';
import { scheduleResultSchema, type ScheduleResult } from '../../../src/api/schedule-schemas.ts';
import { categories, products } from '../catalog/seed.ts';
import { createApp } from '../app.ts';
import { migrate, openDb } from '../db/db.ts';
import { migrations } from '../migrations/index.ts';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { Browser, freshDatabase, STARTUP_TIMEOUT_MS, testStoreForFile } from '../test-support/test-support.ts';
import { resortDate } from '../shell/resort-date.ts';

const API = '/api/admin/payment-plans';
const SEASON_PASS_ADULT = 1;
const SEASON_PASS_CHILD = 2;
const SNOWSHOE = 5;
const TEE_TIME = 6;
/** Far enough either side of any day the tests run on, so the answers do not depend on today. */
const ALWAYS = { start: '2000-01-01', end: '2099-12-31', balanceDate: '2099-12-01' };

const handle = testStoreForFile();
let admin: Browser;
beforeAll(async () => {
  admin = new Browser(() => handle.store);
  await admin.signIn('admin@example.com', SEED_PASSWORD);
});

/** An admin call with the session's anti-forgery token, as the admin widget sends it. */
async function call(method: string, path: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  if (method !== 'GET') headers.RequestVerificationToken = await admin.token();
  if (body !== undefined) headers['content-type'] = 'application/json';
  return admin.request(path, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

async function data<T>(response: Response, schema: { parse: (value: unknown) => T }): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return schema.parse(await response.json());
}

/** What the product page's viewer is told, for a guest with the preselected attribute values. */
async function quote(productId: number): Promise<ScheduleResult> {
  const shopper = new Browser(() => handle.store);
  return data(await shopper.postForm(`/api/ui/paymentplans/schedules/${productId}`, {}), scheduleResultSchema);
}

/** A range bought in at any time: `percent` due at purchase, the balance in 2099. */
function alwaysRange(percent: number): PaymentRangeDto {
  return {
    PurchaseDateId: 0,
    PurchaseEffectiveDate: ALWAYS.start,
    PurchaseExpirationDate: ALWAYS.end,
    IsDeleted: false,
    ScheduledPayments: [
      { PaymentDateId: 0, PaymentDate: ALWAYS.start, Amount: percent, AmountType: 1, IsDeleted: false },
      { PaymentDateId: 0, PaymentDate: ALWAYS.balanceDate, Amount: 100 - percent, AmountType: 3, IsDeleted: false },
    ],
  };
}

async function createSchedule(name: string, percent: number): Promise<number> {
  const body = { PaymentScheduleId: 0, PaymentScheduleName: name, EffectiveDateTypeId: 1, PurchaseDates: [alwaysRange(percent)] };
  return data(await call('POST', `${API}/payment-schedules`, body), createdIdSchema);
}

async function assign(productId: number, paymentScheduleId: number): Promise<number> {
  const body = {
    productMetadataTagId: productId,
    productAttributes: [],
    paymentScheduleId,
    pricingScheduleId: 2,
    paymentProductId: 9001,
    failedPaymentHotlistCode: 0,
    failedPaymentRetryDays: 1,
  };
  return (await data(await call('POST', `${API}/assignments`, body), assignmentSchema)).Id;
}

async function seasonPassPlan(): Promise<PaymentScheduleDto> {
  const schedules = await data(await call('GET', `${API}/payment-schedules?embed=true`), paymentScheduleListSchema);
  const plan = schedules.find((schedule) => schedule.PaymentScheduleName === 'Season Pass Payment Plan');
  if (!plan) throw new Error('The season pass plan is not seeded.');
  return plan;
}

describe('the schedule viewer reads what the admin edits', () => {
  it('shows the season passes on the admin’s Season Pass Payment Plan', async () => {
    const plan = await seasonPassPlan();
    expect(plan.PurchaseDates.map((range) => [range.PurchaseEffectiveDate, range.PurchaseExpirationDate])).toEqual([
      ['2026-03-01', '2026-08-31'],
      ['2026-09-01', '2027-01-31'],
      ['2027-02-01', '2027-08-31'],
      ['2027-09-01', '2028-01-31'],
    ]);
    expect(plan.PurchaseDates[1]!.ScheduledPayments.map((payment) => [payment.PaymentDate, payment.Amount, payment.AmountType])).toEqual([
      ['2026-09-01', 30, 1],
      ['2026-12-15', 35, 1],
      ['2027-01-15', 35, 3],
    ]);
    const assignments = await data(await call('GET', `${API}/assignments`), assignmentListSchema);
    const onPlan = assignments.filter((assignment) => assignment.PaymentScheduleId === plan.PaymentScheduleId);
    expect(onPlan.map((assignment) => assignment.ProductName)).toEqual(['Season Pass - Adult', 'Season Pass - Child']);
  });

  it('follows an edited payment of the season pass schedule, then a deleted assignment', async () => {
    // Today's range is replaced by one that holds any day, so the answer is the same whenever this runs.
    const stored = await seasonPassPlan();
    const replaced = { ...stored, PurchaseDates: [...stored.PurchaseDates.map((range) => ({ ...range, IsDeleted: true })), alwaysRange(40)] };
    expect((await call('PUT', `${API}/payment-schedules/${stored.PaymentScheduleId}`, replaced)).status).toBe(204);
    const today = resortDate();
    expect(await quote(SEASON_PASS_ADULT)).toMatchObject({
      IsPaymentPlan: true,
      PaymentsTotal: 854.05,
      Deposit: 341.62,
      Payments: [
        { PaymentDate: today, PaymentAmount: 341.62, PaymentStatus: null },
        { PaymentDate: ALWAYS.balanceDate, PaymentAmount: 512.43, PaymentStatus: null },
      ],
    });

    // The admin lowers the payment due at purchase from 40% to 10% (the balance follows).
    const edited = await seasonPassPlan();
    const [range] = edited.PurchaseDates;
    expect(edited.PurchaseDates).toHaveLength(1);
    const lowered = {
      ...edited,
      PurchaseDates: [{ ...range!, ScheduledPayments: range!.ScheduledPayments.map((payment) => ({ ...payment, Amount: payment.AmountType === 3 ? 90 : 10 })) }],
    };
    expect((await call('PUT', `${API}/payment-schedules/${edited.PaymentScheduleId}`, lowered)).status).toBe(204);
    const adult = await quote(SEASON_PASS_ADULT);
    expect(adult.Deposit).toBe(85.41);
    expect(adult.Payments.map((payment) => [payment.PaymentDate, payment.PaymentAmount])).toEqual([
      [today, 85.41],
      [ALWAYS.balanceDate, 768.64],
    ]);
    const child = await quote(SEASON_PASS_CHILD);
    expect(child.Payments.map((payment) => payment.PaymentDate)).toEqual([today, ALWAYS.balanceDate]);

    // Without its assignment the adult pass has no plan; the child pass keeps its own.
    const assignments = await data(await call('GET', `${API}/assignments`), assignmentListSchema);
    const adultAssignment = assignments.find((assignment) => assignment.ProductMetadataTagId === SEASON_PASS_ADULT)!;
    expect((await call('DELETE', `${API}/assignments/${adultAssignment.Id}`)).status).toBe(204);
    expect(await quote(SEASON_PASS_ADULT)).toMatchObject({ IsPaymentPlan: false, Payments: [], Deposit: null });
    expect((await quote(SEASON_PASS_CHILD)).IsPaymentPlan).toBe(true);
  });

  it('gives a product no plan once its schedule is deleted', async () => {
    expect((await quote(SNOWSHOE)).IsPaymentPlan).toBe(false);
    const scheduleId = await createSchedule('Snowshoe Layaway', 50);
    await assign(SNOWSHOE, scheduleId);
    expect(await quote(SNOWSHOE)).toMatchObject({ IsPaymentPlan: true, Deposit: 37.5, PaymentsTotal: 75 });

    expect((await call('DELETE', `${API}/payment-schedules/${scheduleId}`)).status).toBe(204);
    expect(await quote(SNOWSHOE)).toMatchObject({ IsPaymentPlan: false, Payments: [] });
  });

  it('takes the lowest assignment id of a product with several, among those whose schedule is not deleted', async () => {
    const first = await createSchedule('Tee Time 40%', 40);
    const second = await createSchedule('Tee Time 10%', 10);
    await assign(TEE_TIME, first);
    await assign(TEE_TIME, second);
    const both = await quote(TEE_TIME);
    expect(both.Deposit).toBe(Math.round(both.PaymentsTotal * 40) / 100);

    expect((await call('DELETE', `${API}/payment-schedules/${first}`)).status).toBe(204);
    const left = await quote(TEE_TIME);
    expect(left.Deposit).toBe(Math.round(left.PaymentsTotal * 10) / 100);
  });
});

describe('a renewal asks for its schedule by its own id', () => {
  const RENEWAL_PRODUCT = 10;
  const RENEWAL_ID = 510;

  it('names its RenewalId in the product answer, and the viewer’s POST …/schedules/{renewalId} answers for that renewal', async () => {
    const shopper = new Browser(() => handle.store);
    const product = (await (await shopper.get(`/api/productdetails/${RENEWAL_PRODUCT}`)).json()) as { IsRenewal: boolean; RenewalId: number | null };
    expect(product).toMatchObject({ IsRenewal: true, RenewalId: RENEWAL_ID });
    expect((await quote(RENEWAL_ID)).ProductName).toBe('Season Pass Renewal');
    expect(await quote(RENEWAL_ID)).toEqual(await quote(RENEWAL_PRODUCT));
  });

  it('gives a product that is no renewal no RenewalId, and an id that is neither a product nor a renewal a 404', async () => {
    const shopper = new Browser(() => handle.store);
    const product = (await (await shopper.get(`/api/productdetails/${SEASON_PASS_ADULT}`)).json()) as { IsRenewal: boolean; RenewalId: number | null };
    expect(product).toMatchObject({ IsRenewal: false, RenewalId: null });
    for (const unknown of [RENEWAL_ID - 1, RENEWAL_ID + 1]) expect((await shopper.postForm(`/api/ui/paymentplans/schedules/${unknown}`, {})).status).toBe(404);
  });
});

describe('a data directory from before the plans were unified', () => {
  it('drops the first payment-plan tables, data and all, and the store keeps answering', async () => {
    const database = await freshDatabase({ seeded: false });
    try {
      const db = await openDb(database);
      await migrate(db, migrations.filter((migration) => migration.version < 7));
      // What the store of that time had seeded — its categories and products, with the columns of
      // that time (today's seed needs today's tables) — then the first tables' rows.
      for (const category of categories) await db.query('insert into categories (id, name, se_name) values ($1, $2, $3)', [category.id, category.name, category.seName]);
      for (const product of products) {
        await db.query('insert into products (id, category_id, name, se_name, sku, price_cents) values ($1, $2, $3, $4, $5, $6)', [product.id, product.categoryId, product.name, product.seName, product.sku, product.priceCents]);
      }
      await db.query("insert into store_meta (key, value) values ('seeded_at', '2026-09-01T00:00:00.000Z')");
      await db.exec(`
        insert into payment_amount_types (id, name) values (1, 'Percentage'), (3, 'Balance Due');
        insert into payment_schedules (id, name) values (1, 'Season Pass Payment Plan');
        insert into payment_schedule_dates (id, schedule_id, effective_date, expiration_date) values (1, 1, '2026-09-01', '2027-01-31');
        insert into scheduled_payments (id, purchase_date_id, payment_date, amount_bp, amount_type_id) values (1, 1, '2026-09-01', 3000, 1), (2, 1, '2027-01-15', null, 3);
        insert into payment_plan_assignments (product_id, schedule_id) values (1, 1);
      `);
      await db.close();

      const store = await createApp({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
      try {
        const shopper = new Browser(() => store);
        const response = await shopper.postForm(`/api/ui/paymentplans/schedules/${SEASON_PASS_ADULT}`, {});
        expect(response.status).toBe(200);
        expect(scheduleResultSchema.parse(await response.json()).ProductName).toBe('Season Pass - Adult');
      } finally {
        await store.close();
      }

      const reopened = await openDb(database);
      const left = await reopened.query<{ name: string }>(
        `select table_name as name from information_schema.tables
          where table_schema = 'public' and table_name in ('payment_amount_types', 'payment_schedules', 'payment_schedule_dates',
                'scheduled_payments', 'payment_plan_assignments', 'vouchers', 'orders', 'order_items', 'order_item_payments')
          order by table_name`,
      );
      await reopened.close();
      expect(left.rows.map((row) => row.name)).toEqual(['order_item_payments', 'order_items', 'orders', 'vouchers']);
    } finally {
      await database.dispose();
    }
  }, STARTUP_TIMEOUT_MS);
});
