/**
 * The admin Payment Plans area: its pages under `/Admin/PaymentPlans/Configure/*` (one page for
 * every route, so the island's history routes survive a reload) and every call the area makes:
 * enrollments, assignments, payment and pricing schedules. Admins only: a guest gets 401,
 * anybody else 403 (and the login page for the pages). Bodies are validated with the widget's
 * own rules and refused with 400 and the rule's message.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { answerLanguage } from '../text/languages.ts';
import * as z from 'zod';
import { balanceDueTypeIdOf } from '../../../widgets/payment-plans-admin/schedules/schedule-amounts.ts';
import { paymentScheduleRules, pricingScheduleRules } from '../../../widgets/payment-plans-admin/schedules/schedule-validation.ts';
import { ANTIFORGERY_HEADER, ANTIFORGERY_MESSAGE, tokensMatch } from '../platform/antiforgery.ts';
import type { AppEnv, Customer } from '../platform/app-env.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import type { Db } from '../db/db.ts';
import { badRequest } from '../platform/http-error.ts';
import { id, readJson, readParam, readQuery, readValue } from '../platform/input.ts';
import { paymentPlansAdminPage } from './admin-pages.ts';
import {
  ADMIN_MESSAGES,
  assignmentInput,
  assignmentPricingInput,
  embedQuery,
  enrollmentQuerySchema,
  enrollmentStatusInput,
  paymentScheduleInput,
  pricingScheduleInput,
  productsQuery,
  reprocessQuery,
} from './admin-input.ts';
import {
  assignmentPricing,
  deleteAssignment,
  listAdminProducts,
  listAssignments,
  listPaymentProducts,
  saveAssignment,
  saveAssignmentPricing,
} from './assignments-repo.ts';
import {
  allowedPaymentStatuses,
  changeEnrollmentStatus,
  changePaymentStatus,
  createMissingOrders,
  enrollmentPayments,
  listEnrollments,
  listEnrollmentStatuses,
  scheduledPayment,
} from './enrollments-repo.ts';
import {
  createPaymentSchedule,
  createPricingSchedule,
  deletePaymentSchedule,
  deletePricingSchedule,
  getPaymentSchedule,
  getPricingSchedule,
  listAmountTypes,
  listPaymentSchedules,
  listPricingSchedules,
  updatePaymentSchedule,
  updatePricingSchedule,
} from './schedules-repo.ts';
import { pageContext } from '../page/context.ts';

export { ADMIN_MESSAGES, enrollmentQuerySchema, MAX_PAGE_SIZE } from './admin-input.ts';

export const ADMIN_BASE_PATH = '/Admin/PaymentPlans/Configure';
const API = '/api/admin/payment-plans';

function isAdmin(customer: Customer | null): boolean {
  return customer?.role === 'admin';
}

/** 401 for a guest, 403 for a signed-in customer who is not an admin. */
function requireAdmin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const customer = c.get('customer');
    if (customer === null) return c.json({ success: false, message: ADMIN_MESSAGES.signIn }, 401);
    if (!isAdmin(customer)) return c.json({ success: false, message: ADMIN_MESSAGES.adminsOnly }, 403);
    await next();
  };
}

/** These GETs change data (the spec makes them GETs), so they need the anti-forgery header too. */
function requireToken(c: Context<AppEnv>): void {
  const sent = c.req.header(ANTIFORGERY_HEADER) ?? '';
  if (!tokensMatch(c.get('session').csrfToken, sent)) throw badRequest(ANTIFORGERY_MESSAGE);
}

const rowId = id(ADMIN_MESSAGES.badId);

/** A path parameter that names a stored row. */
const param = (c: Context<AppEnv>, name: string): number => readParam(c, name, rowId);

interface RuleCheck {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly { code: string; message: string }[] } };
}

/**
 * A body checked with the widget's own rules first, for the message its screen would show, then
 * read with the input layer's `input` schema, whose output is what gets written.
 */
async function readChecked<T extends z.ZodType>(c: Context<AppEnv>, rules: RuleCheck, input: T, fallback: string): Promise<z.output<T>> {
  const body = await readJson(c, z.unknown(), ADMIN_MESSAGES.badBody);
  const rule = rules.safeParse(body).error?.issues.find((issue) => issue.code === 'custom');
  if (rule) throw badRequest(rule.message);
  return readValue(input, body, fallback);
}

function apiRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // ---- Enrollments -------------------------------------------------------------------------
  routes.get(`${API}/enrollment-status`, async (c) => c.json(await listEnrollmentStatuses(db)));

  routes.get(`${API}/enrollments`, async (c) => {
    const { pageNumber, pageSize, ascending, ...filters } = readQuery(c, enrollmentQuerySchema);
    return c.json(await listEnrollments(db, filters, { pageNumber, pageSize, ascending }));
  });

  // Reprocess POS records: all of them, or one enrollment's with ?enrollmentId=.
  routes.get(`${API}/enrollments/create-missing-orders`, async (c) => {
    requireToken(c);
    const { enrollmentId } = readQuery(c, reprocessQuery);
    const processed = await db.transaction((tx) => createMissingOrders(tx, enrollmentId));
    return c.json({ success: true, processed });
  });

  routes.put(`${API}/enrollments/:id/status`, async (c) => {
    const enrollmentId = param(c, 'id');
    const statusId = await readJson(c, enrollmentStatusInput, ADMIN_MESSAGES.badStatus);
    await db.transaction((tx) => changeEnrollmentStatus(tx, enrollmentId, statusId));
    return c.body(null, 204);
  });

  routes.get(`${API}/enrollments/:id/payments`, async (c) => c.json(await enrollmentPayments(db, param(c, 'id'))));

  // ---- Assignments -------------------------------------------------------------------------
  routes.get(`${API}/products`, async (c) => c.json(await listAdminProducts(db, readQuery(c, productsQuery).includeProductAttributes)));
  routes.get(`${API}/payment-products`, async (c) => c.json(await listPaymentProducts(db)));
  routes.get(`${API}/assignments`, async (c) => c.json(await listAssignments(db)));

  routes.post(`${API}/assignments`, async (c) => {
    const assignment = await readJson(c, assignmentInput, ADMIN_MESSAGES.badBody);
    return c.json(await db.transaction((tx) => saveAssignment(tx, assignment)));
  });

  routes.delete(`${API}/assignments/:id`, async (c) => {
    const assignmentId = param(c, 'id');
    await db.transaction((tx) => deleteAssignment(tx, assignmentId));
    return c.body(null, 204);
  });

  routes.get(`${API}/assignments/:id/pricing`, async (c) => c.json(await assignmentPricing(db, param(c, 'id'))));

  routes.put(`${API}/assignments/:id/pricing`, async (c) => {
    const assignmentId = param(c, 'id');
    const windows = await readJson(c, assignmentPricingInput, ADMIN_MESSAGES.badBody);
    await db.transaction((tx) => saveAssignmentPricing(tx, assignmentId, windows));
    return c.body(null, 204);
  });

  // ---- Payment schedules ---------------------------------------------------------------------
  routes.get(`${API}/payment-schedules/amount-types`, async (c) => c.json(await listAmountTypes(db)));
  routes.get(`${API}/payment-schedules`, async (c) => c.json(await listPaymentSchedules(db, readQuery(c, embedQuery).embed)));
  routes.get(`${API}/payment-schedules/:id`, async (c) => c.json(await getPaymentSchedule(db, param(c, 'id'))));

  const readPaymentSchedule = async (c: Context<AppEnv>) =>
    readChecked(c, paymentScheduleRules(balanceDueTypeIdOf(await listAmountTypes(db))), paymentScheduleInput, ADMIN_MESSAGES.badSchedule);
  const admin = (c: Context<AppEnv>) => c.get('customer')!.id;

  routes.post(`${API}/payment-schedules`, async (c) => {
    const schedule = await readPaymentSchedule(c);
    return c.json(await db.transaction((tx) => createPaymentSchedule(tx, schedule, admin(c))));
  });
  routes.put(`${API}/payment-schedules/:id`, async (c) => {
    const scheduleId = param(c, 'id');
    const schedule = await readPaymentSchedule(c);
    await db.transaction((tx) => updatePaymentSchedule(tx, scheduleId, schedule, admin(c)));
    return c.body(null, 204);
  });
  routes.delete(`${API}/payment-schedules/:id`, async (c) => {
    const scheduleId = param(c, 'id');
    await db.transaction((tx) => deletePaymentSchedule(tx, scheduleId, admin(c)));
    return c.body(null, 204);
  });

  // ---- Pricing schedules ---------------------------------------------------------------------
  routes.get(`${API}/pricing-schedules`, async (c) => c.json(await listPricingSchedules(db, readQuery(c, embedQuery).embed)));
  routes.get(`${API}/pricing-schedules/:id`, async (c) => c.json(await getPricingSchedule(db, param(c, 'id'))));

  const readPricingSchedule = (c: Context<AppEnv>) => readChecked(c, pricingScheduleRules(), pricingScheduleInput, ADMIN_MESSAGES.badSchedule);
  routes.post(`${API}/pricing-schedules`, async (c) => {
    const schedule = await readPricingSchedule(c);
    return c.json(await db.transaction((tx) => createPricingSchedule(tx, schedule)));
  });
  routes.put(`${API}/pricing-schedules/:id`, async (c) => {
    const scheduleId = param(c, 'id');
    const schedule = await readPricingSchedule(c);
    await db.transaction((tx) => updatePricingSchedule(tx, scheduleId, schedule));
    return c.body(null, 204);
  });
  routes.delete(`${API}/pricing-schedules/:id`, async (c) => {
    const scheduleId = param(c, 'id');
    await db.transaction((tx) => deletePricingSchedule(tx, scheduleId));
    return c.body(null, 204);
  });

  return routes;
}

/** The legacy `/paymentplan/*` calls of the scheduled payments. */
function legacyRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/paymentplan/getAllowedPaymentStatuses/:statusId', async (c) => c.json(await allowedPaymentStatuses(db, param(c, 'statusId'))));
  routes.get('/paymentplan/updateScheduledPaymentPaymentStatus/:id/:statusId', async (c) => {
    requireToken(c);
    const paymentId = param(c, 'id');
    const statusId = param(c, 'statusId');
    await db.transaction((tx) => changePaymentStatus(tx, paymentId, statusId));
    return c.json({ success: true });
  });
  routes.get('/paymentplan/getScheduledPaymentById/:id', async (c) => c.json(await scheduledPayment(db, param(c, 'id'))));
  return routes;
}

export function paymentPlansAdminRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use(`${API}/*`, requireAdmin());
  routes.use('/paymentplan/*', requireAdmin());
  routes.route('/', apiRoutes(db));
  routes.route('/', legacyRoutes(db));

  const page = async (c: Context<AppEnv>) => {
    if (!isAdmin(c.get('customer'))) {
      const url = new URL(c.req.url);
      return c.redirect(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`, 303);
    }
    const catalog = await loadCatalog(db, answerLanguage());
    return c.html(paymentPlansAdminPage(await pageContext(c, db, catalog), ADMIN_BASE_PATH).value);
  };
  routes.get(ADMIN_BASE_PATH, page);
  routes.get(`${ADMIN_BASE_PATH}/*`, page);
  return routes;
}
