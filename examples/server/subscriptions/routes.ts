/**
 * The subscriptions admin: its page `/Admin/Subscriptions` and every call of the admin spec's
 * "Subscriptions" calls — the enrollments search (and its CSV export), their statuses, the
 * status, subscription and next-payment changes, and the subscription types. Admins only (401 for
 * a guest, 403 for anybody else); every value goes through the input layer.
 */
import { Hono } from 'hono';
import { answerLanguage } from '../text/languages.ts';
import * as z from 'zod';
import { ENROLLMENT_ORDER_BY, ENROLLMENT_PAGE_SIZE, type SubscriptionEnrollment } from '../../../widgets/subscriptions-admin/subscriptions-schemas.ts';
import { csvFileName, type CsvColumn } from '../../../src/core/csv.ts';
import { adminId, adminPageGuard, requireAdmin } from '../platform/admin-access.ts';
import type { AppEnv } from '../platform/app-env.ts';
import { checkExportSize, csvResponse, MAX_EXPORT_ROWS } from '../platform/csv-export.ts';
import { exportText, type ExportText } from '../platform/export-text.ts';
import type { Db } from '../db/db.ts';
import { bool, id, isoDate, money, optional, readJson, readParam, readQuery, requiredText, text, wholeNumber } from '../platform/input.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import { pageContext } from '../page/context.ts';
import { resortDate } from '../shell/resort-date.ts';
import { subscriptionsAdminPage } from './pages.ts';
import {
  createType,
  deleteType,
  enrollmentsByIds,
  listStatuses,
  listTypes,
  matchingEnrollmentIds,
  searchEnrollments,
  setNextPaymentDate,
  updateEnrollment,
  updateType,
  type EnrollmentFilters,
} from './repo.ts';
import { decimalText, toCents } from '../../../src/core/money.ts';

export const SUBSCRIPTIONS_PAGE = '/Admin/Subscriptions';
const API = '/api/subscriptions';
const MAX_PAGE_SIZE = 100;

export const SUBSCRIPTION_INPUT_MESSAGES = {
  enrollmentId: 'Enrollment ID must be a number.',
  status: 'Choose a status.',
  subscription: 'Choose a subscription.',
  orderBy: `orderBy must be one of ${ENROLLMENT_ORDER_BY.join(', ')}.`,
  nextPaymentDate: 'Enter the next payment date as YYYY-MM-DD.',
  name: 'Name is required.',
  nameTooLong: 'Name: use at most 100 characters.',
  frequency: 'Frequency must be the id of a subscription frequency (1 Monthly, 2 Quarterly, 3 Annually, 4 Weekly).',
  effectiveDateType: 'Effective Date Type must be the id of an effective date type (1 Enrollment Date, 2 First Of Next Month).',
  cancelHotlistCode: 'Cancel Hotlist Code must be a whole number from 0 to 999999.',
  freezeHotlistCode: 'Freeze Hotlist Code must be a whole number from 0 to 999999.',
  retryDays: 'Retry Days must be a whole number from 0 to 365.',
  amount: 'Amount must be from 0 to 1,000,000 with at most 2 decimals.',
} as const;

const M = SUBSCRIPTION_INPUT_MESSAGES;

/** The search of `GET /enrollments` (and of its export): every filter may be left out or blank. */
const searchSchema = z.object({
  firstName: optional(text(100)),
  lastName: optional(text(100)),
  email: optional(text(254)),
  subscriptionEnrollmentId: optional(id(M.enrollmentId)),
  nextPaymentDateBegin: optional(isoDate()),
  nextPaymentDateEnd: optional(isoDate()),
  enrollmentDateBegin: optional(isoDate()),
  enrollmentDateEnd: optional(isoDate()),
  enrollmentStatusId: optional(id(M.status)),
  orderBy: optional(z.enum(ENROLLMENT_ORDER_BY, { error: M.orderBy })),
  ascending: optional(bool()),
  pageNumber: optional(wholeNumber(1, 1_000_000)),
  pageSize: optional(wholeNumber(1, MAX_PAGE_SIZE)),
});

type Search = z.output<typeof searchSchema>;

function filtersOf(search: Search): EnrollmentFilters {
  return {
    firstName: search.firstName,
    lastName: search.lastName,
    email: search.email,
    subscriptionEnrollmentId: search.subscriptionEnrollmentId,
    nextPaymentDateBegin: search.nextPaymentDateBegin,
    nextPaymentDateEnd: search.nextPaymentDateEnd,
    enrollmentDateBegin: search.enrollmentDateBegin,
    enrollmentDateEnd: search.enrollmentDateEnd,
    enrollmentStatusId: search.enrollmentStatusId,
  };
}

const orderOf = (search: Search) => ({ orderBy: search.orderBy ?? 'SubscriptionEnrollmentId', ascending: search.ascending ?? true });

/** Hotlist codes and retry days left blank mean none (0); anything else must be a whole number. */
const blankAsZero = (schema: z.ZodType<number>) => z.preprocess((value) => (value === '' || value === null ? 0 : value), schema);

/** A type as the create and update modals send it: every field typed as free text. */
const typeBody = z.object({
  Name: requiredText(100, M.name, M.nameTooLong),
  SubscriptionFrequencyId: id(M.frequency),
  CancelHotlistCode: blankAsZero(wholeNumber(0, 999_999, M.cancelHotlistCode)),
  FreezeHotlistCode: blankAsZero(wholeNumber(0, 999_999, M.freezeHotlistCode)),
  EffectiveDateTypeId: id(M.effectiveDateType),
  RetryDays: blankAsZero(wholeNumber(0, 365, M.retryDays)),
  Amount: money(M.amount),
});
const typeUpdateBody = typeBody.extend({ Id: id() });

const toTypeInput = (body: z.output<typeof typeBody>) => ({
  name: body.Name,
  frequencyId: body.SubscriptionFrequencyId,
  cancelHotlistCode: body.CancelHotlistCode,
  freezeHotlistCode: body.FreezeHotlistCode,
  effectiveDateTypeId: body.EffectiveDateTypeId,
  retryDays: body.RetryDays,
  amountCents: toCents(body.Amount),
});

/** An enrollment as the admin sends it back with its status or subscription changed (other fields are ignored). */
const enrollmentChange = z.object({
  SubscriptionEnrollmentId: id(M.enrollmentId),
  SubscriptionEnrollmentStatusId: id(M.status),
  SubscriptionId: id(M.subscription),
});

const nextPaymentChange = z.object({
  SubscriptionEnrollmentId: id(M.enrollmentId),
  NextPaymentDate: isoDate(M.nextPaymentDate),
});

/** The export's columns: what the enrollments table shows, in the request's language (`exportText`). */
export function enrollmentCsvColumns(text: ExportText = exportText()): readonly CsvColumn<SubscriptionEnrollment>[] {
  return [
    { header: text.header('export.subscriptions.id'), value: (row) => row.SubscriptionEnrollmentId },
    { header: text.header('export.subscriptions.firstName'), value: (row) => row.FirstName },
    { header: text.header('export.subscriptions.lastName'), value: (row) => row.LastName },
    { header: text.header('export.subscriptions.email'), value: (row) => row.Email },
    { header: text.header('export.subscriptions.subscription'), value: (row) => row.Name },
    { header: text.header('export.subscriptions.frequency'), value: (row) => text.value('frequency', row.SubscriptionFrequencyType) },
    { header: text.header('export.subscriptions.enrollmentDate'), value: (row) => text.date(row.EnrollmentDate) },
    { header: text.header('export.subscriptions.effectiveDate'), value: (row) => text.date(row.EffectiveDate) },
    { header: text.header('export.subscriptions.nextPaymentDate'), value: (row) => text.date(row.NextPaymentDate) },
    { header: text.header('export.subscriptions.lastProcessedDate'), value: (row) => text.date(row.LastProcessedDate) },
    { header: text.header('export.subscriptions.status'), value: (row) => text.value('status', row.Status) },
    { header: text.header('export.subscriptions.amount'), value: (row) => decimalText(row.Amount) },
    { header: text.header('export.subscriptions.retries'), value: (row) => row.Retries },
    { header: text.header('export.subscriptions.orderId'), value: (row) => row.OrderId },
  ];
}

function apiRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(`${API}/enrollments`, async (c) => {
    const search = readQuery(c, searchSchema);
    const page = { pageNumber: search.pageNumber ?? 1, pageSize: search.pageSize ?? ENROLLMENT_PAGE_SIZE };
    return c.json(await searchEnrollments(db, filtersOf(search), orderOf(search), page));
  });

  // Every enrollment the search finds, in its order, as CSV (at most MAX_EXPORT_ROWS).
  routes.get(`${API}/enrollments/export`, async (c) => {
    const search = readQuery(c, searchSchema);
    const ids = await matchingEnrollmentIds(db, filtersOf(search), orderOf(search), MAX_EXPORT_ROWS + 1);
    checkExportSize(ids);
    return csvResponse(c, {
      fileName: csvFileName('subscription enrollments', resortDate()),
      columns: enrollmentCsvColumns(),
      ids,
      rowsOf: (chunk) => enrollmentsByIds(db, chunk),
    });
  });

  routes.get(`${API}/enrollments/statuses`, async (c) => c.json(await listStatuses(db)));

  routes.put(`${API}/enrollments`, async (c) => {
    const body = await readJson(c, enrollmentChange);
    const updated = await db.transaction((tx) =>
      updateEnrollment(tx, body.SubscriptionEnrollmentId, { statusId: body.SubscriptionEnrollmentStatusId, subscriptionId: body.SubscriptionId }),
    );
    return c.json(updated);
  });

  routes.put(`${API}/enrollments/nextpaymentdate`, async (c) => {
    const body = await readJson(c, nextPaymentChange);
    return c.json(await db.transaction((tx) => setNextPaymentDate(tx, body.SubscriptionEnrollmentId, body.NextPaymentDate, resortDate())));
  });

  routes.get(`${API}/basic`, async (c) => c.json(await listTypes(db)));

  routes.post(`${API}/basic`, async (c) => {
    const body = await readJson(c, typeBody);
    return c.json(await db.transaction((tx) => createType(tx, toTypeInput(body), adminId(c))));
  });

  routes.put(`${API}/basic`, async (c) => {
    const body = await readJson(c, typeUpdateBody);
    return c.json(await db.transaction((tx) => updateType(tx, body.Id, toTypeInput(body), adminId(c))));
  });

  routes.delete(`${API}/basic/:id`, async (c) => {
    const typeId = readParam(c, 'id', id());
    await db.transaction((tx) => deleteType(tx, typeId, adminId(c)));
    return c.body(null, 204);
  });

  return routes;
}

export function subscriptionRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use(`${API}/*`, requireAdmin());
  routes.route('/', apiRoutes(db));
  routes.get(SUBSCRIPTIONS_PAGE, adminPageGuard(), async (c) => {
    const catalog = await loadCatalog(db, answerLanguage());
    return c.html(subscriptionsAdminPage(await pageContext(c, db, catalog)).value);
  });
  return routes;
}
