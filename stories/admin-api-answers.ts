/**
 * What the admin widgets' fake stores (`widgets/*-admin/*-api.fixtures.ts`) answer alike: the
 * request log their tests read, one page of a list as the store pages it, and a CSV download.
 */
import { HttpResponse } from 'msw';

/** A request as a fake store logs it: what the widget sent. */
export interface LoggedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** Logs `request` in `log` and gives its JSON body (none for a GET or an empty body). */
export async function logRequest(log: LoggedRequest[], request: Request): Promise<unknown> {
  const url = new URL(request.url);
  const text = request.method === 'GET' ? '' : await request.clone().text();
  const body = text === '' ? undefined : (JSON.parse(text) as unknown);
  log.push({ method: request.method, path: url.pathname, search: url.search, body });
  return body;
}

/** The page of `rows` the query's `pageNumber` and `pageSize` ask for (`pageSize` unset: `defaultSize`). */
export function listPage<T>(rows: readonly T[], query: URLSearchParams, defaultSize: number, ascending = true) {
  const pageNumber = Number(query.get('pageNumber') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? defaultSize);
  return HttpResponse.json({
    Results: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
    PageNumber: pageNumber,
    PageSize: pageSize,
    TotalNumberOfPages: Math.ceil(rows.length / pageSize),
    TotalNumberOfRecords: rows.length,
    Ascending: ascending,
  });
}

/** A CSV export, downloaded as `filename`. */
export const csvDownload = (csv: string, filename: string) =>
  new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` } });
