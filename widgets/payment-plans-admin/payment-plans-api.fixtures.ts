/**
 * A fake admin Payment Plans API for component tests and stories (MSW): it keeps its state in
 * memory, so a schedule saved in a story shows in its list, a status changed in a test is what
 * the table shows. Every answer is built from the typed fixtures (parsed by the client's schemas).
 * `state.requests` records what the widget sent.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { csvDownload, listPage, logRequest, type LoggedRequest } from '../../stories/admin-api-answers.ts';
import type {
  AdminProduct,
  AdminScheduledPayment,
  Assignment,
  AssignmentSave,
  EnrollmentRow,
  Option,
  PaymentScheduleDto,
  PricingScheduleDto,
  PricingWindow,
} from './admin-schemas.ts';
import {
  adminProducts,
  assignmentList,
  assignmentPricing,
  enrollmentRows,
  enrollmentStatuses,
  paymentProducts,
  paymentStatuses,
  paymentTransitions,
  scheduledPayments,
  amountTypes,
  paymentScheduleList,
  pricingScheduleList,
} from './payment-plans.fixtures.ts';

const API = '/api/admin/payment-plans';

export interface FakeAdminState {
  amountTypes: Option[];
  paymentSchedules: PaymentScheduleDto[];
  pricingSchedules: PricingScheduleDto[];
  enrollmentStatuses: Option[];
  enrollments: EnrollmentRow[];
  payments: Record<number, AdminScheduledPayment[]>;
  paymentStatuses: Option[];
  transitions: Record<number, number[]>;
  products: AdminProduct[];
  paymentProducts: Option[];
  assignments: Assignment[];
  pricing: Record<number, PricingWindow[]>;
  requests: LoggedRequest[];
}

export function fakeAdminState(overrides: Partial<FakeAdminState> = {}): FakeAdminState {
  const enrollments = overrides.enrollments ?? enrollmentRows(40);
  return {
    amountTypes,
    paymentSchedules: paymentScheduleList(),
    pricingSchedules: pricingScheduleList(),
    enrollmentStatuses,
    enrollments,
    payments: Object.fromEntries(enrollments.map((row) => [row.EnrollmentId, scheduledPayments(row.EnrollmentId)])),
    paymentStatuses,
    transitions: paymentTransitions,
    products: adminProducts(),
    paymentProducts,
    assignments: assignmentList(),
    pricing: { 1: assignmentPricing() },
    requests: [],
    ...overrides,
  };
}

const noContent = () => new HttpResponse(null, { status: 204 });
const notFound = () => HttpResponse.json({ success: false, message: 'Not found.' }, { status: 404 });

function nextId(items: readonly { id: number }[]): number {
  return Math.max(0, ...items.map((item) => item.id)) + 1;
}

/** Every call the admin widget makes, answered from `state`. */
export function fakeAdminApi(state: FakeAdminState): HttpHandler[] {
  const record = (request: Request) => logRequest(state.requests, request);
  const idOf = (value: string | readonly string[] | undefined) => Number(value);

  return [
    // Payment schedules
    http.get(`${API}/payment-schedules/amount-types`, () => HttpResponse.json(state.amountTypes)),
    http.get(`${API}/payment-schedules`, () => HttpResponse.json(state.paymentSchedules.filter((s) => !s.IsDeleted))),
    http.get(`${API}/payment-schedules/:id`, ({ params }) => {
      const found = state.paymentSchedules.find((s) => s.PaymentScheduleId === idOf(params.id) && !s.IsDeleted);
      return found ? HttpResponse.json(found) : notFound();
    }),
    http.post(`${API}/payment-schedules`, async ({ request }) => {
      const body = (await record(request)) as PaymentScheduleDto;
      const id = nextId(state.paymentSchedules.map((s) => ({ id: s.PaymentScheduleId })));
      state.paymentSchedules.push(stored({ ...body, PaymentScheduleId: id }));
      return HttpResponse.json(id);
    }),
    http.put(`${API}/payment-schedules/:id`, async ({ request, params }) => {
      const body = (await record(request)) as PaymentScheduleDto;
      const index = state.paymentSchedules.findIndex((s) => s.PaymentScheduleId === idOf(params.id));
      if (index === -1) return notFound();
      state.paymentSchedules[index] = stored(body);
      return noContent();
    }),
    http.delete(`${API}/payment-schedules/:id`, async ({ request, params }) => {
      await record(request);
      const found = state.paymentSchedules.find((s) => s.PaymentScheduleId === idOf(params.id));
      if (!found) return notFound();
      found.IsDeleted = true;
      return noContent();
    }),

    // Pricing schedules
    http.get(`${API}/pricing-schedules`, () => HttpResponse.json(state.pricingSchedules.filter((s) => !s.IsDeleted))),
    http.get(`${API}/pricing-schedules/:id`, ({ params }) => {
      const found = state.pricingSchedules.find((s) => s.PricingScheduleId === idOf(params.id) && !s.IsDeleted);
      return found ? HttpResponse.json(found) : notFound();
    }),
    http.post(`${API}/pricing-schedules`, async ({ request }) => {
      const body = (await record(request)) as PricingScheduleDto;
      const id = nextId(state.pricingSchedules.map((s) => ({ id: s.PricingScheduleId })));
      state.pricingSchedules.push({ ...body, PricingScheduleId: id, PurchaseDates: body.PurchaseDates.filter((r) => !r.IsDeleted), UpdateDateUtc: '2026-03-10T12:00:00Z' });
      return HttpResponse.json(id);
    }),
    http.put(`${API}/pricing-schedules/:id`, async ({ request, params }) => {
      const body = (await record(request)) as PricingScheduleDto;
      const index = state.pricingSchedules.findIndex((s) => s.PricingScheduleId === idOf(params.id));
      if (index === -1) return notFound();
      state.pricingSchedules[index] = { ...body, PurchaseDates: body.PurchaseDates.filter((r) => !r.IsDeleted), UpdateDateUtc: '2026-03-10T12:00:00Z' };
      return noContent();
    }),
    http.delete(`${API}/pricing-schedules/:id`, async ({ request, params }) => {
      await record(request);
      const found = state.pricingSchedules.find((s) => s.PricingScheduleId === idOf(params.id));
      if (!found) return notFound();
      found.IsDeleted = true;
      return noContent();
    }),

    // Enrollments
    http.get(`${API}/enrollment-status`, () => HttpResponse.json(state.enrollmentStatuses)),
    http.get(`${API}/enrollments/create-missing-orders`, async ({ request }) => {
      await record(request);
      for (const row of state.enrollments) row.HasUnprocessedPosRecords = false;
      return HttpResponse.json({ success: true });
    }),
    http.get(`${API}/enrollments/export`, async ({ request }) => {
      await record(request);
      const rows = state.enrollments.filter((row) => new URL(request.url).searchParams.get('hasFailedPayment') !== 'true' || row.HasFailedPayment);
      const csv = `\uFEFFID,Customer Name\r\n${rows.map((row) => `${row.EnrollmentId},${row.CustomerName}\r\n`).join('')}`;
      return csvDownload(csv, 'plan-enrollments-2026-11-24.csv');
    }),
    http.get(`${API}/enrollments`, async ({ request }) => {
      await record(request);
      const query = new URL(request.url).searchParams;
      const name = (query.get('name') ?? '').toLowerCase();
      const rows = state.enrollments.filter(
        (row) =>
          (name === '' || `${row.CustomerName} ${row.Email}`.toLowerCase().includes(name)) &&
          (!query.get('orderId') || String(row.OrderId) === query.get('orderId')) &&
          (!query.get('paymentOrderId') || paymentOrderEnrollment(Number(query.get('paymentOrderId'))) === row.EnrollmentId) &&
          (query.get('hasFailedPayment') !== 'true' || row.HasFailedPayment) &&
          (query.get('hasUnprocessedPosRecords') !== 'true' || row.HasUnprocessedPosRecords) &&
          (!query.get('enrollmentDateBegin') || (row.EnrollmentDate ?? '') >= query.get('enrollmentDateBegin')!) &&
          (!query.get('enrollmentDateEnd') || (row.EnrollmentDate ?? '') <= query.get('enrollmentDateEnd')!),
      );
      return listPage(rows, query, 15);
    }),
    http.put(`${API}/enrollments/:id/status`, async ({ request, params }) => {
      const statusId = (await record(request)) as number;
      const row = state.enrollments.find((r) => r.EnrollmentId === idOf(params.id));
      if (!row) return notFound();
      if (statusId === 5) row.HasFailedPayment = false;
      else if (statusId === 6) row.HasUnprocessedPosRecords = false;
      else row.EnrollmentStatus = state.enrollmentStatuses.find((s) => s.Id === statusId)?.Name ?? row.EnrollmentStatus;
      return noContent();
    }),
    http.get(`${API}/enrollments/:id/payments`, ({ params }) => HttpResponse.json(state.payments[idOf(params.id)] ?? [])),
    http.get('/paymentplan/getAllowedPaymentStatuses/:statusId', ({ params }) =>
      HttpResponse.json((state.transitions[idOf(params.statusId)] ?? []).map((id) => state.paymentStatuses.find((s) => s.Id === id)!)),
    ),
    http.get('/paymentplan/updateScheduledPaymentPaymentStatus/:id/:statusId', async ({ request, params }) => {
      await record(request);
      const payment = Object.values(state.payments).flat().find((p) => p.Id === idOf(params.id));
      if (!payment) return notFound();
      const status = state.paymentStatuses.find((s) => s.Id === idOf(params.statusId))!;
      payment.PaymentStatusId = status.Id;
      payment.PaymentStatus = status.Name;
      return HttpResponse.json({ success: true });
    }),
    http.get('/paymentplan/getScheduledPaymentById/:id', ({ params }) => {
      const payment = Object.values(state.payments).flat().find((p) => p.Id === idOf(params.id));
      return payment ? HttpResponse.json(payment) : notFound();
    }),

    // Assignments
    http.get(`${API}/products`, () => HttpResponse.json(state.products)),
    http.get(`${API}/payment-products`, () => HttpResponse.json(state.paymentProducts)),
    http.get(`${API}/assignments`, () => HttpResponse.json(state.assignments)),
    http.post(`${API}/assignments`, async ({ request }) => {
      const body = (await record(request)) as AssignmentSave;
      const product = state.products.find((p) => p.ProductMetadataTagId === body.productMetadataTagId)!;
      const selected = new Set(body.productAttributes.map((a) => a.ProductAttributeValueId));
      const existing = state.assignments.find((a) => a.Id === body.id);
      const saved: Assignment = {
        Id: body.id ?? nextId(state.assignments.map((a) => ({ id: a.Id }))),
        ProductName: product.ProductName,
        ProductMetadataTagId: product.ProductMetadataTagId,
        ProductAttributes: (existing?.ProductAttributes ?? product.ProductAttributes).map((a) => ({ ...a, Selected: selected.has(a.ProductAttributeValueId) })),
        ClassificationAttributes: product.ClassificationAttributes,
        PaymentScheduleId: body.paymentScheduleId,
        PaymentScheduleName: state.paymentSchedules.find((s) => s.PaymentScheduleId === body.paymentScheduleId)?.PaymentScheduleName ?? '',
        PricingScheduleId: body.pricingScheduleId,
        PricingScheduleName: state.pricingSchedules.find((s) => s.PricingScheduleId === body.pricingScheduleId)?.PricingScheduleName ?? '',
        PaymentProductId: body.paymentProductId,
        HotlistUntilPaid: body.failedPaymentHotlistCode > 0,
        FailedPaymentHotlistCode: body.failedPaymentHotlistCode,
        FailedPaymentRetryDays: body.failedPaymentRetryDays,
      };
      if (existing) state.assignments = state.assignments.map((a) => (a.Id === saved.Id ? saved : a));
      else state.assignments = [...state.assignments, saved];
      return HttpResponse.json(saved);
    }),
    http.delete(`${API}/assignments/:id`, async ({ request, params }) => {
      await record(request);
      const before = state.assignments.length;
      state.assignments = state.assignments.filter((a) => a.Id !== idOf(params.id));
      return state.assignments.length === before ? notFound() : noContent();
    }),
    http.get(`${API}/assignments/:id/pricing`, ({ params }) => HttpResponse.json(state.pricing[idOf(params.id)] ?? [])),
    http.put(`${API}/assignments/:id/pricing`, async ({ request, params }) => {
      state.pricing[idOf(params.id)] = (await record(request)) as PricingWindow[];
      return noContent();
    }),
  ];
}

/** A saved schedule as the store lists it: without deleted rows, with ids for new ones. */
function stored(schedule: PaymentScheduleDto): PaymentScheduleDto {
  let id = 5000;
  return {
    ...schedule,
    UpdateDateUtc: '2026-03-10T12:00:00Z',
    PurchaseDates: schedule.PurchaseDates.filter((range) => !range.IsDeleted).map((range) => ({
      ...range,
      PurchaseDateId: range.PurchaseDateId || (id += 1),
      ScheduledPayments: range.ScheduledPayments.filter((p) => !p.IsDeleted).map((p) => ({ ...p, PaymentDateId: p.PaymentDateId || (id += 1) })),
    })),
  };
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** `method path` fails with `status` and the server's `message`. */
export const failing = (method: Method, path: string, status = 500, message = 'Simulated failure.'): HttpHandler =>
  http[method](path, () => HttpResponse.json({ success: false, message }, { status }));

/** `GET path` answers JSON of the wrong shape. */
export const malformed = (path: string, body: Record<string, unknown> | unknown[] = { Results: 'nope' }): HttpHandler =>
  http.get(path, () => HttpResponse.json(body as Record<string, never>));

/** `method path` never finishes answering (loading and "applying" states). */
export const pending = (method: Method, path: string): HttpHandler =>
  http[method](path, () => new Response(new ReadableStream<Uint8Array>(), { headers: { 'Content-Type': 'application/json' } }));

export { API as ADMIN_API_PATH };

/** Payment orders number as the demo store seeds them: 300000 + enrollment × 10 + the payment's place. */
const paymentOrderEnrollment = (orderId: number) => Math.floor((orderId - 300_000) / 10);
