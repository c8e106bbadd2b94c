/**
 * Errors the widgets report (`POST /api/client-errors`, the beacon `LoggingSettings.ReportEndpoint`
 * names) and the admin list of the latest (`/Admin/ClientErrors`). Anyone may report, as a failure
 * can happen before anyone signs in; the reports are checked, scrubbed and rate-limited per address.
 * Only admins read them.
 */
import { Hono } from 'hono';
import type { Db } from '../db/db.ts';
import { adminPageGuard } from '../platform/admin-access.ts';
import type { AppEnv } from '../platform/app-env.ts';
import { readJson } from '../platform/input.ts';
import { clientAddress, createRateLimiter, type RateLimiter } from '../platform/rate-limit.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import { pageContext } from '../page/context.ts';
import { clientErrorBatch } from './input.ts';
import { CLIENT_ERRORS_PAGE, CLIENT_ERRORS_SHOWN, clientErrorsPage } from './pages.ts';
import { insertClientErrors, latestClientErrors } from './repo.ts';

export const CLIENT_ERRORS_PATH = '/api/client-errors';
export const CLIENT_ERRORS_LIMITED = 'Too many error reports from this address. Try again later.';

/** Beacons per address per minute: a page sends a few at most (they batch, and stop after 20 reports). */
export const CLIENT_ERROR_BEACONS_PER_MINUTE = 30;

export function clientErrorRoutes(db: Db, limiter: RateLimiter = createRateLimiter(db, { kind: 'client-error-beacons', max: CLIENT_ERROR_BEACONS_PER_MINUTE, windowMs: 60_000 })): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post(CLIENT_ERRORS_PATH, async (c) => {
    const address = clientAddress(c);
    const taken = await limiter.take(address);
    if (!taken.allowed) {
      c.header('Retry-After', String(taken.retryAfterSeconds));
      return c.json({ success: false, message: CLIENT_ERRORS_LIMITED }, 429);
    }
    const batch = await readJson(c, clientErrorBatch, 'Send the error reports as JSON.');
    await db.transaction((tx) =>
      insertClientErrors(
        tx,
        batch.project,
        batch.reports.map((report) => ({
          widget: report.widget,
          operation: report.operation,
          status: report.status ?? null,
          reference: report.reference === undefined || report.reference === '' ? null : report.reference,
          message: report.message,
          page: report.page ?? '',
        })),
      ),
    );
    return c.body(null, 204);
  });

  routes.get(CLIENT_ERRORS_PAGE, adminPageGuard(), async (c) => {
    const [catalog, rows] = await Promise.all([loadCatalog(db), latestClientErrors(db, CLIENT_ERRORS_SHOWN)]);
    return c.html(clientErrorsPage(await pageContext(c, db, catalog), rows).value);
  });

  return routes;
}
