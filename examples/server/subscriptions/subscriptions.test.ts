// @vitest-environment node
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  enrollmentPageSchema,
  statusOptionListSchema,
  subscriptionEnrollmentSchema,
  subscriptionTypeListSchema,
  subscriptionTypeSchema,
  type SubscriptionEnrollment,
} from '../../../widgets/subscriptions-admin/subscriptions-schemas.ts';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { checkExportSize, EXPORT_MESSAGES, MAX_EXPORT_ROWS } from '../platform/csv-export.ts';
import { Browser, json, testStoreForFile } from '../test-support/test-support.ts';
import { DEFAULT_ENROLLMENTS } from '../payment-plans/seed.ts';
import { resortDate } from '../shell/resort-date.ts';
import { SUBSCRIPTION_MESSAGES } from './repo.ts';
import { SUBSCRIPTION_INPUT_MESSAGES as M, SUBSCRIPTIONS_PAGE } from './routes.ts';
import { seedTypes } from './seed.ts';

const API = '/api/subscriptions';
const handle = testStoreForFile();
let admin: Browser;

beforeAll(async () => {
  admin = new Browser(() => handle.store);
  await admin.signIn('admin@example.com', SEED_PASSWORD);
});

/** Who may call what is the authorization table's test (`platform/authorization.test.ts`); these are the admin's calls. */
let token: string | undefined;
async function call(browser: Browser, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const sent: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', ...headers };
  if (method !== 'GET') sent.RequestVerificationToken = token ??= await browser.token();
  if (body !== undefined) sent['content-type'] = 'application/json';
  return browser.request(path, { method, headers: sent, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

async function data<T>(response: Response, schema: { parse: (value: unknown) => T }): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return schema.parse(await response.json());
}

const page = async (query = '') => data(await call(admin, 'GET', `${API}/enrollments?${query}`), enrollmentPageSchema);

async function refusal(response: Response, status = 400): Promise<string> {
  expect(response.status).toBe(status);
  return String((await json(response)).message);
}

describe('the subscriptions admin page', () => {
  it('serves the island to the admin, and the sign-in page to anybody else', async () => {
    const response = await admin.get(SUBSCRIPTIONS_PAGE);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<resort-subscriptions-admin><p class="legacy-empty" data-resort-fallback>Managing subscriptions needs JavaScript');
    const shopper = new Browser(() => handle.store);
    await shopper.signIn('shopper@example.com', SEED_PASSWORD);
    for (const visitor of [new Browser(() => handle.store), shopper]) {
      const away = await visitor.get(`${SUBSCRIPTIONS_PAGE}?tab=types`);
      expect(away.status).toBe(303);
      expect(away.headers.get('location')).toBe(`/login?returnUrl=${encodeURIComponent(`${SUBSCRIPTIONS_PAGE}?tab=types`)}`);
    }
  });
});

describe('subscription types', () => {
  const typed = (overrides: Record<string, unknown> = {}) => ({
    Name: '  Night Skiing Monthly  ',
    SubscriptionFrequencyId: '1',
    CancelHotlistCode: '61',
    FreezeHotlistCode: '',
    EffectiveDateTypeId: '1',
    RetryDays: '4',
    Amount: '39.50',
    IsDeleted: false,
    ...overrides,
  });

  it('lists the seeded types that are not deleted, by name, with who made them', async () => {
    const types = await data(await call(admin, 'GET', `${API}/basic`), subscriptionTypeListSchema);
    expect(types.map((type) => type.Name)).toEqual(seedTypes.filter((type) => !type.deleted).map((type) => type.name).sort((a, b) => a.localeCompare(b)));
    const club = types.find((type) => type.Name === 'Ski Club Monthly')!;
    expect(club).toMatchObject({ SubscriptionFrequencyId: 1, SubscriptionFrequencyName: 'Monthly', Amount: 49, RetryDays: 3, CreatedByCustomerEmail: 'admin@example.com' });
    expect(club.CreateDateUtc).toMatch(/^2025-08-01T15:00:00Z$/);
  });

  it('creates a type from free text (blank hotlist code meaning none), updates it and deletes it', async () => {
    const created = await data(await call(admin, 'POST', `${API}/basic`, typed()), subscriptionTypeSchema);
    expect(created).toMatchObject({ Name: 'Night Skiing Monthly', CancelHotlistCode: 61, FreezeHotlistCode: 0, RetryDays: 4, Amount: 39.5, UpdateDateUtc: null });

    const updated = await data(await call(admin, 'PUT', `${API}/basic`, typed({ Id: created.Id, Name: 'Night Skiing (Monthly)', Amount: 42 })), subscriptionTypeSchema);
    expect(updated).toMatchObject({ Id: created.Id, Name: 'Night Skiing (Monthly)', Amount: 42, UpdatedByCustomerEmail: 'admin@example.com' });
    expect(updated.UpdateDateUtc).not.toBeNull();

    expect((await call(admin, 'DELETE', `${API}/basic/${created.Id}`)).status).toBe(204);
    const types = await data(await call(admin, 'GET', `${API}/basic`), subscriptionTypeListSchema);
    expect(types.some((type) => type.Id === created.Id)).toBe(false);
    expect(await refusal(await call(admin, 'PUT', `${API}/basic`, typed({ Id: created.Id })), 404)).toBe(SUBSCRIPTION_MESSAGES.typeNotFound);
  });

  it.each([
    [{ Name: '   ' }, M.name],
    [{ Name: 'x'.repeat(101) }, M.nameTooLong],
    [{ SubscriptionFrequencyId: 'monthly' }, M.frequency],
    [{ SubscriptionFrequencyId: '9' }, SUBSCRIPTION_MESSAGES.unknownFrequency],
    [{ EffectiveDateTypeId: '2147483648' }, M.effectiveDateType],
    [{ CancelHotlistCode: '1.5' }, M.cancelHotlistCode],
    [{ RetryDays: '366' }, M.retryDays],
    [{ Amount: '12.345' }, M.amount],
    [{ Amount: '1e308' }, M.amount],
  ])('refuses %j with its message', async (overrides, message) => {
    expect(await refusal(await call(admin, 'POST', `${API}/basic`, typed(overrides)))).toBe(message);
  });

  it('refuses to delete a type customers are actively enrolled in, saying why', async () => {
    const types = await data(await call(admin, 'GET', `${API}/basic`), subscriptionTypeListSchema);
    const club = types.find((type) => type.Name === 'Ski Club Monthly')!;
    expect(await refusal(await call(admin, 'DELETE', `${API}/basic/${club.Id}`))).toMatch(/^Ski Club Monthly has \d+ active enrollments: move or cancel them before deleting the subscription\.$/);
  });
});

describe('subscription enrollments', () => {
  it('pages the seeded enrollments 10 at a time, by id, with every field', async () => {
    const first = await page();
    expect(first).toMatchObject({ PageNumber: 1, PageSize: 10, TotalNumberOfRecords: DEFAULT_ENROLLMENTS, TotalNumberOfPages: DEFAULT_ENROLLMENTS / 10, Ascending: true });
    expect(first.Results.map((row) => row.SubscriptionEnrollmentId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const last = await page(`pageNumber=${DEFAULT_ENROLLMENTS / 10}`);
    expect(last.Results.at(-1)?.SubscriptionEnrollmentId).toBe(DEFAULT_ENROLLMENTS);
  });

  it('searches by name, email, id, status and date ranges, on the server', async () => {
    const byLast = await page('lastName=abb&pageSize=100');
    expect(byLast.TotalNumberOfRecords).toBeGreaterThan(0);
    expect(byLast.Results.every((row) => row.LastName.toLowerCase().includes('abb'))).toBe(true);
    expect((await page('email=%25')).TotalNumberOfRecords).toBe(0);
    expect((await page('subscriptionEnrollmentId=42')).Results.map((row) => row.SubscriptionEnrollmentId)).toEqual([42]);
    const frozen = await page('enrollmentStatusId=2&pageSize=100');
    expect(frozen.Results.every((row) => row.Status === 'Frozen')).toBe(true);
    const due = await page('nextPaymentDateBegin=2026-12-01&nextPaymentDateEnd=2026-12-31&pageSize=100');
    expect(due.TotalNumberOfRecords).toBeGreaterThan(0);
    expect(due.Results.every((row) => row.NextPaymentDate! >= '2026-12-01' && row.NextPaymentDate! <= '2026-12-31')).toBe(true);
  });

  it('orders by the column asked, descending too, the id breaking ties', async () => {
    const byName = await page('orderBy=LastName&ascending=false&pageSize=100');
    const names = byName.Results.map((row) => row.LastName.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const byDate = await page('orderBy=NextPaymentDate&pageSize=50');
    const dates = byDate.Results.map((row) => row.NextPaymentDate);
    expect(dates).toEqual([...dates].sort());
  });

  it.each([
    ['orderBy=Password', M.orderBy],
    ['pageSize=101', 'Enter a whole number from 1 to 100.'],
    ['pageNumber=0', 'Enter a whole number from 1 to 1000000.'],
    ['subscriptionEnrollmentId=1.5', M.enrollmentId],
    ['nextPaymentDateBegin=2026-02-30', 'Enter a valid date (YYYY-MM-DD).'],
    ['ascending=yes', 'Send true or false.'],
  ])('refuses the search %s with a message', async (query, message) => {
    expect(await refusal(await call(admin, 'GET', `${API}/enrollments?${query}`))).toBe(message);
  });

  it('lists the statuses', async () => {
    const statuses = await data(await call(admin, 'GET', `${API}/enrollments/statuses`), statusOptionListSchema);
    expect(statuses.map((status) => status.Status)).toEqual(['Active', 'Frozen', 'Cancelled', 'Payment Failed', 'Expired']);
  });

  it('changes the status and the subscription of an enrollment, and answers it as it now is', async () => {
    const [row] = (await page('subscriptionEnrollmentId=7')).Results as [SubscriptionEnrollment];
    const types = await data(await call(admin, 'GET', `${API}/basic`), subscriptionTypeListSchema);
    const other = types.find((type) => type.Id !== row.SubscriptionId)!;
    const updated = await data(await call(admin, 'PUT', `${API}/enrollments`, { ...row, SubscriptionEnrollmentStatusId: 2, SubscriptionId: other.Id }), subscriptionEnrollmentSchema);
    expect(updated).toMatchObject({ SubscriptionEnrollmentId: 7, Status: 'Frozen', SubscriptionId: other.Id, Name: other.Name, Amount: other.Amount });
    expect(await refusal(await call(admin, 'PUT', `${API}/enrollments`, { ...row, SubscriptionEnrollmentStatusId: 99 }))).toBe(SUBSCRIPTION_MESSAGES.unknownStatus);
    expect(await refusal(await call(admin, 'PUT', `${API}/enrollments`, { ...row, SubscriptionId: 2147483647 }))).toBe(SUBSCRIPTION_MESSAGES.typeNotFound);
    expect(await refusal(await call(admin, 'PUT', `${API}/enrollments`, { ...row, SubscriptionEnrollmentId: 999999 }), 404)).toBe(SUBSCRIPTION_MESSAGES.enrollmentNotFound);
  });

  it('moves the next payment to today or later, never into the past', async () => {
    const today = resortDate();
    const moved = await data(await call(admin, 'PUT', `${API}/enrollments/nextpaymentdate`, { SubscriptionEnrollmentId: 8, NextPaymentDate: today }), subscriptionEnrollmentSchema);
    expect(moved.NextPaymentDate).toBe(today);
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    expect(await refusal(await call(admin, 'PUT', `${API}/enrollments/nextpaymentdate`, { SubscriptionEnrollmentId: 8, NextPaymentDate: yesterday }))).toBe(
      SUBSCRIPTION_MESSAGES.pastNextPayment,
    );
    expect(await refusal(await call(admin, 'PUT', `${API}/enrollments/nextpaymentdate`, { SubscriptionEnrollmentId: 8, NextPaymentDate: '2031-03-01xyz' }))).toBe(M.nextPaymentDate);
  });
});

describe('the enrollments export', () => {
  it('streams every enrollment the search finds, across all pages, in its order, as CSV', async () => {
    const search = 'enrollmentStatusId=1&orderBy=LastName';
    const listed = await page(`${search}&pageSize=100`);
    const response = await call(admin, 'GET', `${API}/enrollments/export?${search}`, undefined, { 'Accept-Encoding': 'identity' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="subscription-enrollments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Enrollment ID,First Name,Last Name,Email,Subscription,Frequency,Enrollment Date,Effective Date,Next Payment Date,Last Processed Date,Status,Amount,Retries,Order ID');
    expect(lines).toHaveLength(listed.TotalNumberOfRecords + 1);
    expect(listed.TotalNumberOfRecords).toBeGreaterThan(100);
    expect(lines.slice(1, 101).map((line) => Number(line.split(',')[0]))).toEqual(listed.Results.map((row) => row.SubscriptionEnrollmentId));
  });

  it("follows the store's language: French headers, statuses and frequencies in French, day-first dates; English as the store keeps them", async () => {
    const search = 'enrollmentStatusId=1&orderBy=LastName';
    const exported = async () => (await (await call(admin, 'GET', `${API}/enrollments/export?${search}`, undefined, { 'Accept-Encoding': 'identity' })).text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    const english = await exported();
    admin.cookies.set('resort_lang', 'fr-CA');
    const french = await exported().finally(() => admin.cookies.delete('resort_lang'));
    expect(english[0]).toBe('Enrollment ID,First Name,Last Name,Email,Subscription,Frequency,Enrollment Date,Effective Date,Next Payment Date,Last Processed Date,Status,Amount,Retries,Order ID');
    expect(french[0]).toBe(
      'ID d’adhésion,Prénom,Nom,Courriel,Abonnement,Fréquence,Date d’adhésion,Date d’entrée en vigueur,Prochain paiement,Dernier traitement,Statut,Montant,Nouvelles tentatives,No de commande',
    );
    expect(french).toHaveLength(english.length);
    const frequencies: Record<string, string> = { Monthly: 'Mensuel', Quarterly: 'Trimestriel', Annually: 'Annuel', Weekly: 'Hebdomadaire' };
    const dayFirst = (value: string) => (/^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10).split('-').reverse().join('/') : value);
    english.slice(1).forEach((line, index) => {
      const [en, fr] = [line.split(','), french[index + 1]!.split(',')];
      expect(fr[0]).toBe(en[0]);
      expect(en.at(-4)).toBe('Active');
      expect(fr.at(-4)).toBe('Actif');
      expect(fr.at(-9)).toBe(frequencies[en.at(-9)!] ?? 'a frequency the test knows');
      for (const at of [-8, -7, -6, -5]) expect(fr.at(at)).toBe(dayFirst(en.at(at)!));
      expect(fr.slice(-3)).toEqual(en.slice(-3));
    });
    expect(english.slice(1).some((line) => /,\d{4}-\d{2}-\d{2}[^,]*,/.test(line))).toBe(true);
  });

  it('is gzipped as it streams when the browser takes gzip', async () => {
    const response = await call(admin, 'GET', `${API}/enrollments/export?lastName=abb`, undefined, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const text = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(text.split('\r\n')[1]).toMatch(/^\d+,/);
  });

  it('refuses more rows than an export may hold', () => {
    expect(() => checkExportSize(Array.from({ length: MAX_EXPORT_ROWS }, (_, index) => index))).not.toThrow();
    expect(() => checkExportSize(Array.from({ length: MAX_EXPORT_ROWS + 1 }, (_, index) => index))).toThrow(EXPORT_MESSAGES.tooMany);
  });
});
