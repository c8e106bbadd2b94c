/** The stored error reports: written by the widgets' beacons, read by the admin list. */
import type { Sql } from '../db/db.ts';

export interface ClientErrorInput {
  widget: string;
  operation: string;
  status: number | null;
  reference: string | null;
  message: string;
  page: string;
}

export interface ClientErrorRow extends ClientErrorInput {
  id: number;
  receivedAt: Date;
  project: string;
}

/** Rows kept at most: older reports are dropped as new ones come in. */
export const CLIENT_ERRORS_KEPT = 5000;

export async function insertClientErrors(tx: Sql, project: string, reports: readonly ClientErrorInput[]): Promise<void> {
  for (const report of reports) {
    await tx.query(
      'insert into client_errors (project, widget, operation, status, reference, message, page) values ($1, $2, $3, $4, $5, $6, $7)',
      [project, report.widget, report.operation, report.status, report.reference, report.message, report.page],
    );
  }
  await tx.query(
    `delete from client_errors where id <= (select id from client_errors order by id desc offset $1 limit 1)`,
    [CLIENT_ERRORS_KEPT],
  );
}

interface Row {
  id: number | string;
  received_at: Date;
  project: string;
  widget: string;
  operation: string;
  status: number | null;
  reference: string | null;
  message: string;
  page: string;
}

export async function latestClientErrors(db: Sql, limit: number): Promise<ClientErrorRow[]> {
  const { rows } = await db.query<Row>(
    'select id, received_at, project, widget, operation, status, reference, message, page from client_errors order by received_at desc, id desc limit $1',
    [limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    receivedAt: row.received_at,
    project: row.project,
    widget: row.widget,
    operation: row.operation,
    status: row.status,
    reference: row.reference,
    message: row.message,
    page: row.page,
  }));
}
