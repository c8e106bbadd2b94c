/**
 * A fake subscriptions admin API for component tests and stories (MSW): it keeps its state in
 * memory and searches, orders and pages as the store does, so a status changed in a story is what
 * its table shows. `state.requests` records what the widget sent.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { csvDownload, listPage, logRequest, type LoggedRequest } from '../../stories/admin-api-answers.ts';
import { csvRow, CSV_BOM } from '../../src/core/csv.ts';
import type { StatusOption, SubscriptionEnrollment, SubscriptionType, SubscriptionTypeSave } from './subscriptions-schemas.ts';
import { subscriptionEnrollmentList, subscriptionStatuses, subscriptionType, subscriptionTypeList } from './subscriptions.fixtures.ts';

export const SUBSCRIPTIONS_API_PATH = '/api/subscriptions';
const API = SUBSCRIPTIONS_API_PATH;

export interface FakeSubscriptionsState {
  types: SubscriptionType[];
  statuses: StatusOption[];
  enrollments: SubscriptionEnrollment[];
  requests: LoggedRequest[];
}

export function fakeSubscriptionsState(overrides: Partial<FakeSubscriptionsState> = {}): FakeSubscriptionsState {
  return { types: subscriptionTypeList(), statuses: subscriptionStatuses, enrollments: subscriptionEnrollmentList(36), requests: [], ...overrides };
}

const refuse = (message: string, status = 400) => HttpResponse.json({ success: false, message }, { status });

function matching(state: FakeSubscriptionsState, query: URLSearchParams): SubscriptionEnrollment[] {
  const has = (value: string, key: string) => !query.get(key) || value.toLowerCase().includes(query.get(key)!.toLowerCase());
  const between = (value: string | null, from: string, to: string) =>
    (!query.get(from) || (value ?? '') >= query.get(from)!) && (!query.get(to) || (value !== null && value <= query.get(to)!));
  const rows = state.enrollments.filter(
    (row) =>
      has(row.FirstName, 'firstName') &&
      has(row.LastName, 'lastName') &&
      has(row.Email, 'email') &&
      (!query.get('subscriptionEnrollmentId') || String(row.SubscriptionEnrollmentId) === query.get('subscriptionEnrollmentId')) &&
      (!query.get('enrollmentStatusId') || String(row.SubscriptionEnrollmentStatusId) === query.get('enrollmentStatusId')) &&
      between(row.NextPaymentDate, 'nextPaymentDateBegin', 'nextPaymentDateEnd') &&
      between(row.EnrollmentDate, 'enrollmentDateBegin', 'enrollmentDateEnd'),
  );
  const orderBy = (query.get('orderBy') ?? 'SubscriptionEnrollmentId') as keyof SubscriptionEnrollment;
  const direction = query.get('ascending') === 'false' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[orderBy] ?? '';
    const y = b[orderBy] ?? '';
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return (order || a.SubscriptionEnrollmentId - b.SubscriptionEnrollmentId) * direction;
  });
}

function typeOf(body: SubscriptionTypeSave, existing?: SubscriptionType): SubscriptionType | string {
  if (body.Name.trim() === '') return 'Name is required.';
  if (!/^\d+(\.\d{1,2})?$/.test(body.Amount)) return 'Amount must be from 0 to 1,000,000 with at most 2 decimals.';
  if (!/^[1-4]$/.test(body.SubscriptionFrequencyId)) return 'Frequency must be the id of a subscription frequency (1 Monthly, 2 Quarterly, 3 Annually, 4 Weekly).';
  const number = (value: string) => (value === '' ? 0 : Number(value));
  return subscriptionType({
    ...existing,
    Id: body.Id ?? 0,
    Name: body.Name,
    SubscriptionFrequencyId: Number(body.SubscriptionFrequencyId),
    CancelHotlistCode: number(body.CancelHotlistCode),
    FreezeHotlistCode: number(body.FreezeHotlistCode),
    EffectiveDateTypeId: Number(body.EffectiveDateTypeId),
    RetryDays: number(body.RetryDays),
    Amount: Number(body.Amount),
    ...(existing ? { UpdatedByCustomerEmail: 'admin@example.com', UpdateDateUtc: '2026-11-24T10:00:00Z' } : { CreateDateUtc: '2026-11-24T10:00:00Z' }),
  });
}

/** Every call the subscriptions admin makes, answered from `state`. */
export function fakeSubscriptionsApi(state: FakeSubscriptionsState): HttpHandler[] {
  const record = (request: Request) => logRequest(state.requests, request);
  return [
    http.get(`${API}/enrollments/statuses`, () => HttpResponse.json(state.statuses)),
    http.get(`${API}/enrollments/export`, async ({ request }) => {
      await record(request);
      const rows = matching(state, new URL(request.url).searchParams);
      const csv = CSV_BOM + csvRow(['Enrollment ID', 'First Name', 'Last Name']) + rows.map((row) => csvRow([row.SubscriptionEnrollmentId, row.FirstName, row.LastName])).join('');
      return csvDownload(csv, 'subscription-enrollments-2026-11-24.csv');
    }),
    http.get(`${API}/enrollments`, async ({ request }) => {
      await record(request);
      const query = new URL(request.url).searchParams;
      return listPage(matching(state, query), query, 10, query.get('ascending') !== 'false');
    }),
    http.put(`${API}/enrollments/nextpaymentdate`, async ({ request }) => {
      const body = (await record(request)) as SubscriptionEnrollment;
      const row = state.enrollments.find((r) => r.SubscriptionEnrollmentId === body.SubscriptionEnrollmentId);
      if (!row) return refuse('That subscription enrollment does not exist.', 404);
      row.NextPaymentDate = body.NextPaymentDate;
      return HttpResponse.json(row);
    }),
    http.put(`${API}/enrollments`, async ({ request }) => {
      const body = (await record(request)) as SubscriptionEnrollment;
      const row = state.enrollments.find((r) => r.SubscriptionEnrollmentId === body.SubscriptionEnrollmentId);
      const status = state.statuses.find((s) => s.Id === body.SubscriptionEnrollmentStatusId);
      const type = state.types.find((t) => t.Id === body.SubscriptionId);
      if (!row) return refuse('That subscription enrollment does not exist.', 404);
      if (!status) return refuse('Unknown subscription enrollment status.');
      if (!type) return refuse('That subscription does not exist.');
      Object.assign(row, { SubscriptionEnrollmentStatusId: status.Id, Status: status.Status, SubscriptionId: type.Id, Name: type.Name, Amount: type.Amount });
      return HttpResponse.json(row);
    }),
    http.get(`${API}/basic`, () => HttpResponse.json(state.types)),
    http.post(`${API}/basic`, async ({ request }) => {
      const made = typeOf((await record(request)) as SubscriptionTypeSave);
      if (typeof made === 'string') return refuse(made);
      const saved = { ...made, Id: Math.max(0, ...state.types.map((t) => t.Id)) + 1 };
      state.types = [...state.types, saved];
      return HttpResponse.json(saved);
    }),
    http.put(`${API}/basic`, async ({ request }) => {
      const body = (await record(request)) as SubscriptionTypeSave;
      const existing = state.types.find((t) => t.Id === body.Id);
      if (!existing) return refuse('That subscription does not exist.', 404);
      const made = typeOf(body, existing);
      if (typeof made === 'string') return refuse(made);
      state.types = state.types.map((t) => (t.Id === made.Id ? made : t));
      return HttpResponse.json(made);
    }),
    http.delete(`${API}/basic/:id`, async ({ request, params }) => {
      await record(request);
      const type = state.types.find((t) => t.Id === Number(params.id));
      if (!type) return refuse('That subscription does not exist.', 404);
      const active = state.enrollments.filter((e) => e.SubscriptionId === type.Id && e.Status === 'Active').length;
      if (active > 0) return refuse(`${type.Name} has ${active} active enrollments: move or cancel them before deleting the subscription.`);
      state.types = state.types.filter((t) => t.Id !== type.Id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}
