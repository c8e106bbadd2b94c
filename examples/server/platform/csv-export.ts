/**
 * A list exported as CSV, all of its filtered rows: the route finds the ids the search matches (in
 * the list's order, at most `MAX_EXPORT_ROWS`) and this streams their rows out a chunk at a time,
 * so ten thousand enrollments never sit in memory as one string. Compressed as it streams when the
 * browser takes gzip (the store's compression middleware would otherwise wait for the whole body).
 */
import type { Context } from 'hono';
import { CSV_BOM, csvRow, type CsvColumn } from '../../../src/core/csv.ts';
import { badRequest } from './http-error.ts';

/** The most rows one export holds: a search that finds more is refused with a message. */
export const MAX_EXPORT_ROWS = 50_000;
/** Rows read from the database per step. */
export const EXPORT_CHUNK = 500;

export const EXPORT_MESSAGES = {
  tooMany: `At most ${MAX_EXPORT_ROWS.toLocaleString('en-US')} rows can be exported at once: narrow the search.`,
} as const;

/** Refuses an export of more than `MAX_EXPORT_ROWS` (the ids were read with one more as a probe). */
export function checkExportSize(ids: readonly number[]): void {
  if (ids.length > MAX_EXPORT_ROWS) throw badRequest(EXPORT_MESSAGES.tooMany);
}

interface ExportOptions<T> {
  /** `subscription-enrollments-2026-03-10.csv` */
  fileName: string;
  columns: readonly CsvColumn<T>[];
  ids: readonly number[];
  /** The rows of a chunk of ids, in their order. */
  rowsOf: (ids: readonly number[]) => Promise<readonly T[]>;
}

export function csvResponse<T>(c: Context, { fileName, columns, ids, rowsOf }: ExportOptions<T>): Response {
  const encoder = new TextEncoder();
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(columns.map((column) => column.header))));
    },
    async pull(controller) {
      if (next >= ids.length) {
        controller.close();
        return;
      }
      const chunk = ids.slice(next, next + EXPORT_CHUNK);
      next += chunk.length;
      const rows = await rowsOf(chunk);
      controller.enqueue(encoder.encode(rows.map((row) => csvRow(columns.map((column) => column.value(row)))).join('')));
    },
  });
  const gzip = /\bgzip\b/i.test(c.req.header('Accept-Encoding') ?? '');
  const headers = new Headers({
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    'Cache-Control': 'no-store',
    'X-Total-Count': String(ids.length),
    Vary: 'Accept-Encoding',
  });
  if (!gzip) return new Response(body, { status: 200, headers });
  headers.set('Content-Encoding', 'gzip');
  return new Response(body.pipeThrough(new CompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>), { status: 200, headers });
}
