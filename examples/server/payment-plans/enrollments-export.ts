/**
 * `GET /api/admin/payment-plans/enrollments/export`: every plan enrollment the search finds (the
 * filters of `GET /enrollments`, all pages), as CSV streamed in chunks. Admins only, like the rest
 * of the area; the query goes through the input layer.
 */
import { Hono } from 'hono';
import * as z from 'zod';
import type { EnrollmentRow } from '../../../widgets/payment-plans-admin/admin-schemas.ts';
import { csvFileName, type CsvColumn } from '../../../src/core/csv.ts';
import { requireAdmin } from '../platform/admin-access.ts';
import type { AppEnv } from '../platform/app-env.ts';
import { checkExportSize, csvResponse, MAX_EXPORT_ROWS } from '../platform/csv-export.ts';
import { exportText, type ExportText } from '../platform/export-text.ts';
import type { Db } from '../db/db.ts';
import { bool, id, isoDate, optional, readQuery, text } from '../platform/input.ts';
import { resortDate } from '../shell/resort-date.ts';
import { enrollmentRowsByIds, matchingEnrollmentIds } from './enrollments-repo.ts';

export const ENROLLMENTS_EXPORT_PATH = '/api/admin/payment-plans/enrollments/export';

const ORDER_ID = 'Order ID must be a number.';

const exportQuery = z.object({
  name: optional(text(200)),
  orderId: optional(id(ORDER_ID)),
  paymentOrderId: optional(id(ORDER_ID)),
  enrollmentDateBegin: optional(isoDate()),
  enrollmentDateEnd: optional(isoDate()),
  nextPaymentDateBegin: optional(isoDate()),
  nextPaymentDateEnd: optional(isoDate()),
  hasFailedPayment: optional(bool()),
  hasUnprocessedPosRecords: optional(bool()),
  ascending: optional(bool()),
});

/** The export's columns: what the enrollments table shows, in the request's language (`exportText`). */
export function enrollmentCsvColumns(text: ExportText = exportText()): readonly CsvColumn<EnrollmentRow>[] {
  return [
    { header: text.header('export.plans.id'), value: (row) => row.EnrollmentId },
    { header: text.header('export.plans.enrollmentDate'), value: (row) => text.date(row.EnrollmentDate) },
    { header: text.header('export.plans.orderId'), value: (row) => row.OrderId },
    { header: text.header('export.plans.customerName'), value: (row) => row.CustomerName },
    { header: text.header('export.plans.customerEmail'), value: (row) => row.Email },
    { header: text.header('export.plans.product'), value: (row) => row.Product },
    { header: text.header('export.plans.nextPayment'), value: (row) => text.date(row.NextPaymentDate) },
    { header: text.header('export.plans.amount'), value: (row) => row.FormattedAmount },
    { header: text.header('export.plans.status'), value: (row) => text.value('status', row.EnrollmentStatus) },
    { header: text.header('export.plans.hasFailedPayment'), value: (row) => text.yesNo(row.HasFailedPayment) },
    { header: text.header('export.plans.hasUnprocessedPosRecords'), value: (row) => text.yesNo(row.HasUnprocessedPosRecords) },
  ];
}

export function enrollmentsExportRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get(ENROLLMENTS_EXPORT_PATH, requireAdmin(), async (c) => {
    const { ascending, ...filters } = readQuery(c, exportQuery);
    const ids = await matchingEnrollmentIds(db, filters, ascending ?? true, MAX_EXPORT_ROWS + 1);
    checkExportSize(ids);
    return csvResponse(c, {
      fileName: csvFileName('plan enrollments', resortDate()),
      columns: enrollmentCsvColumns(),
      ids,
      rowsOf: (chunk) => enrollmentRowsByIds(db, chunk),
    });
  });
  return routes;
}
