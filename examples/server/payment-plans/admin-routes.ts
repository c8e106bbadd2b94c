/**
 * The admin Payment Plans area: its pages under `/Admin/PaymentPlans/Configure/*` (one page for
 * every route, so the island's history routes survive a reload) and every call the area makes:
 * enrollments, assignments, payment and pricing schedules. Admins only: a guest gets 401,
 * anybody else 403 (and the login page for the pages). Bodies are validated with the widget's
 * own rules and refused with 400 and the rule's message.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import * as z from 'zod';
import { assignmentPricingSchema } from '../../../widgets/payment-plans-admin/admin-schemas.ts';
import { assignmentMessages, assignmentSaveRules, parsePrice } from '../../../widgets/payment-plans-admin/assignments/assignment-rules.ts';
import { balanceDueTypeIdOf } from '../../../widgets/payment-plans-admin/schedules/schedule-amounts.ts';
import { paymentScheduleRules, pricingScheduleRules } from '../../../widgets/payment-plans-admin/schedules/schedule-validation.ts';
import { ANTIFORGERY_HEADER, ANTIFORGERY_MESSAGE, tokensMatch } from '../platform/antiforgery.ts';
import type { AppEnv, Customer } from '../platform/app-env.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import type { Db } from '../platform/db.ts';
import { badRequest } from '../platform/http-error.ts';
import { paymentPlansAdminPage } from './admin-page.ts';
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
import { parseIsoDate } from '../platform/dates.ts';
import { idParam } from '../platform/validation.ts';
import { pageContext } from '../platform/page-context.ts';

export const ADMIN_BASE_PATH = '/Admin/PaymentPlans/Configure';
const API = '/api/admin/payment-plans';

export const ADMIN_MESSAGES = {
  signIn: 'Sign in with an administrator account.',
  adminsOnly: 'This is for administrators only.',
  badBody: 'The request body could not be read.',
  badSchedule: 'The schedule could not be read.',
  badAssignment: 'The assignment could not be read.',
  badPricing: 'The pricing could not be read.',
  badStatus: 'Send the status id as the body.',
  badId: 'Invalid id.',
  tooLarge: 'A schedule may have at most 200 date ranges of 60 payments each, and a name of at most 200 characters.',
  badOrderId: 'Order ID must be a number.',
  badDate: 'Enter dates as YYYY-MM-DD.',
  badSearch: 'The search could not be read.',
} as const;

const MAX_NAME = 200;
const MAX_RANGES = 200;
const MAX_PAYMENTS = 60;
export const MAX_PAGE_SIZE = 100;

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

function id(c: Context<AppEnv>, name: string): number {
  const parsed = idParam.safeParse(c.req.param(name) ?? '');
  if (!parsed.success) throw badRequest(ADMIN_MESSAGES.badId);
  return parsed.data;
}

async function jsonBody(c: Context<AppEnv>): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text()) as unknown;
  } catch {
    throw badRequest(ADMIN_MESSAGES.badBody);
  }
}

/** A rule's message when a rule failed, otherwise `fallback` (the body has the wrong shape). */
function ruleMessage(issues: readonly { code: string; message: string }[], fallback: string): string {
  return issues.find((issue) => issue.code === 'custom')?.message ?? fallback;
}

function checkSize(name: string | null, ranges: number, mostPayments = 0): void {
  if ((name ?? '').length > MAX_NAME || ranges > MAX_RANGES || mostPayments > MAX_PAYMENTS) {
    throw badRequest(ADMIN_MESSAGES.tooLarge);
  }
}

/** A query value that may be missing or blank (no filter), trimmed. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
const optionalDate = optionalText.refine((value) => value === undefined || parseIsoDate(value) !== null, ADMIN_MESSAGES.badDate);
const optionalNumber = (message: string) =>
  optionalText.refine((value) => value === undefined || /^\d{1,9}$/.test(value), message).transform((value) => (value === undefined ? undefined : Number(value)));
const booleanParam = (fallback: boolean) =>
  z
    .enum(['true', 'false', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : value === 'true'));

/** `GET /enrollments`: filtered by the query's fields, paged from 1, 15 a page by default, ascending. */
export const enrollmentQuerySchema = z.object({
  pageNumber: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(15),
  ascending: booleanParam(true),
  name: z.string().trim().max(200).optional(),
  orderId: optionalNumber(ADMIN_MESSAGES.badOrderId),
  paymentOrderId: optionalNumber(ADMIN_MESSAGES.badOrderId),
  enrollmentDateBegin: optionalDate,
  enrollmentDateEnd: optionalDate,
  nextPaymentDateBegin: optionalDate,
  nextPaymentDateEnd: optionalDate,
  hasFailedPayment: booleanParam(false),
  hasUnprocessedPosRecords: booleanParam(false),
});

function apiRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // ---- Enrollments -------------------------------------------------------------------------
  routes.get(`${API}/enrollment-status`, async (c) => c.json(await listEnrollmentStatuses(db)));

  routes.get(`${API}/enrollments`, async (c) => {
    const parsed = enrollmentQuerySchema.safeParse(c.req.query());
    if (!parsed.success) {
      const known = new Set<string>([ADMIN_MESSAGES.badOrderId, ADMIN_MESSAGES.badDate]);
      throw badRequest(parsed.error.issues.find((issue) => known.has(issue.message))?.message ?? ADMIN_MESSAGES.badSearch);
    }
    const { pageNumber, pageSize, ascending, ...filters } = parsed.data;
    return c.json(await listEnrollments(db, filters, { pageNumber, pageSize, ascending }));
  });

  // Reprocess POS records: all of them, or one enrollment's with ?enrollmentId=.
  routes.get(`${API}/enrollments/create-missing-orders`, async (c) => {
    requireToken(c);
    const only = c.req.query('enrollmentId');
    const enrollmentId = only === undefined ? undefined : idParam.safeParse(only).data;
    if (only !== undefined && enrollmentId === undefined) throw badRequest(ADMIN_MESSAGES.badId);
    const processed = await db.transaction((tx) => createMissingOrders(tx, enrollmentId));
    return c.json({ success: true, processed });
  });

  routes.put(`${API}/enrollments/:id/status`, async (c) => {
    const enrollmentId = id(c, 'id');
    const body = await jsonBody(c);
    const statusId = typeof body === 'number' ? body : typeof body === 'object' && body !== null ? (body as { statusId?: unknown }).statusId : undefined;
    if (typeof statusId !== 'number' || !Number.isInteger(statusId) || statusId < 1) throw badRequest(ADMIN_MESSAGES.badStatus);
    await db.transaction((tx) => changeEnrollmentStatus(tx, enrollmentId, statusId));
    return c.body(null, 204);
  });

  routes.get(`${API}/enrollments/:id/payments`, async (c) => c.json(await enrollmentPayments(db, id(c, 'id'))));

  // ---- Assignments -------------------------------------------------------------------------
  routes.get(`${API}/products`, async (c) => c.json(await listAdminProducts(db, c.req.query('includeProductAttributes') === 'true')));
  routes.get(`${API}/payment-products`, async (c) => c.json(await listPaymentProducts(db)));
  routes.get(`${API}/assignments`, async (c) => c.json(await listAssignments(db)));

  routes.post(`${API}/assignments`, async (c) => {
    const parsed = assignmentSaveRules.safeParse(await jsonBody(c));
    if (!parsed.success) {
      const messages = new Set<string>(Object.values(assignmentMessages));
      throw badRequest(parsed.error.issues.find((issue) => messages.has(issue.message))?.message ?? ADMIN_MESSAGES.badAssignment);
    }
    return c.json(await db.transaction((tx) => saveAssignment(tx, parsed.data)));
  });

  routes.delete(`${API}/assignments/:id`, async (c) => {
    const assignmentId = id(c, 'id');
    await db.transaction((tx) => deleteAssignment(tx, assignmentId));
    return c.body(null, 204);
  });

  routes.get(`${API}/assignments/:id/pricing`, async (c) => c.json(await assignmentPricing(db, id(c, 'id'))));

  routes.put(`${API}/assignments/:id/pricing`, async (c) => {
    const assignmentId = id(c, 'id');
    const parsed = assignmentPricingSchema.safeParse(await jsonBody(c));
    if (!parsed.success) throw badRequest(ADMIN_MESSAGES.badPricing);
    const prices = parsed.data.flatMap((window) => window.ProductAttributePricing);
    if (prices.some((price) => parsePrice(price.Price) === null)) throw badRequest(assignmentMessages.priceInvalid);
    await db.transaction((tx) => saveAssignmentPricing(tx, assignmentId, parsed.data));
    return c.body(null, 204);
  });

  // ---- Payment schedules ---------------------------------------------------------------------
  routes.get(`${API}/payment-schedules/amount-types`, async (c) => c.json(await listAmountTypes(db)));
  routes.get(`${API}/payment-schedules`, async (c) => c.json(await listPaymentSchedules(db, c.req.query('embed') === 'true')));
  routes.get(`${API}/payment-schedules/:id`, async (c) => c.json(await getPaymentSchedule(db, id(c, 'id'))));

  const readPaymentSchedule = async (c: Context<AppEnv>) => {
    const rules = paymentScheduleRules(balanceDueTypeIdOf(await listAmountTypes(db)));
    const parsed = rules.safeParse(await jsonBody(c));
    if (!parsed.success) throw badRequest(ruleMessage(parsed.error.issues, ADMIN_MESSAGES.badSchedule));
    checkSize(parsed.data.PaymentScheduleName, parsed.data.PurchaseDates.length, Math.max(0, ...parsed.data.PurchaseDates.map((range) => range.ScheduledPayments.length)));
    return { ...parsed.data, PaymentScheduleName: (parsed.data.PaymentScheduleName ?? '').trim() };
  };
  const admin = (c: Context<AppEnv>) => c.get('customer')!.id;

  routes.post(`${API}/payment-schedules`, async (c) => {
    const schedule = await readPaymentSchedule(c);
    return c.json(await db.transaction((tx) => createPaymentSchedule(tx, schedule, admin(c))));
  });
  routes.put(`${API}/payment-schedules/:id`, async (c) => {
    const scheduleId = id(c, 'id');
    const schedule = await readPaymentSchedule(c);
    await db.transaction((tx) => updatePaymentSchedule(tx, scheduleId, schedule, admin(c)));
    return c.body(null, 204);
  });
  routes.delete(`${API}/payment-schedules/:id`, async (c) => {
    const scheduleId = id(c, 'id');
    await db.transaction((tx) => deletePaymentSchedule(tx, scheduleId, admin(c)));
    return c.body(null, 204);
  });

  // ---- Pricing schedules ---------------------------------------------------------------------
  routes.get(`${API}/pricing-schedules`, async (c) => c.json(await listPricingSchedules(db, c.req.query('embed') === 'true')));
  routes.get(`${API}/pricing-schedules/:id`, async (c) => c.json(await getPricingSchedule(db, id(c, 'id'))));

  const readPricingSchedule = async (c: Context<AppEnv>) => {
    const parsed = pricingScheduleRules().safeParse(await jsonBody(c));
    if (!parsed.success) throw badRequest(ruleMessage(parsed.error.issues, ADMIN_MESSAGES.badSchedule));
    checkSize(parsed.data.PricingScheduleName, parsed.data.PurchaseDates.length);
    return { ...parsed.data, PricingScheduleName: (parsed.data.PricingScheduleName ?? '').trim() };
  };
  routes.post(`${API}/pricing-schedules`, async (c) => {
    const schedule = await readPricingSchedule(c);
    return c.json(await db.transaction((tx) => createPricingSchedule(tx, schedule)));
  });
  routes.put(`${API}/pricing-schedules/:id`, async (c) => {
    const scheduleId = id(c, 'id');
    const schedule = await readPricingSchedule(c);
    await db.transaction((tx) => updatePricingSchedule(tx, scheduleId, schedule));
    return c.body(null, 204);
  });
  routes.delete(`${API}/pricing-schedules/:id`, async (c) => {
    const scheduleId = id(c, 'id');
    await db.transaction((tx) => deletePricingSchedule(tx, scheduleId));
    return c.body(null, 204);
  });

  return routes;
}

/** The legacy `/paymentplan/*` calls of the scheduled payments. */
function legacyRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/paymentplan/getAllowedPaymentStatuses/:statusId', async (c) => c.json(await allowedPaymentStatuses(db, id(c, 'statusId'))));
  routes.get('/paymentplan/updateScheduledPaymentPaymentStatus/:id/:statusId', async (c) => {
    requireToken(c);
    const paymentId = id(c, 'id');
    const statusId = id(c, 'statusId');
    await db.transaction((tx) => changePaymentStatus(tx, paymentId, statusId));
    return c.json({ success: true });
  });
  routes.get('/paymentplan/getScheduledPaymentById/:id', async (c) => c.json(await scheduledPayment(db, id(c, 'id'))));
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
    const catalog = await loadCatalog(db);
    return c.html(paymentPlansAdminPage(await pageContext(c, db, catalog), ADMIN_BASE_PATH).value);
  };
  routes.get(ADMIN_BASE_PATH, page);
  routes.get(`${ADMIN_BASE_PATH}/*`, page);
  return routes;
}
