/**
 * MSW handlers and fixtures that play the store's schedule viewer calls for the stories
 *. The dates start today, so the first payment
 * shows `Today` whenever the stories are opened.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { scheduleResultSchema, type ScheduleResult, type ScheduleResultInput } from '../../src/api/schedule-schemas.ts';
import { resortToday } from '../../src/core/dates.ts';

const BASE = '/api/ui/paymentplans/schedules';

/** The demo resort's offset, as the stories' page data says. */
export const STORY_TIME_ZONE_OFFSET = -7;

function shiftMonths(isoDate: string, months: number): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, month - 1 + months, 15));
  return date.toISOString().slice(0, 10);
}

/** A 30% deposit today, 35% next month and the balance the month after, on `price`. */
export function planFromToday(price: number, overrides: Partial<ScheduleResultInput> = {}): ScheduleResult {
  const today = resortToday(Date.now(), STORY_TIME_ZONE_OFFSET);
  const cents = Math.round(price * 100);
  const deposit = Math.floor((cents * 3000 + 5000) / 10000);
  const second = Math.floor((cents * 3500 + 5000) / 10000);
  return scheduleResultSchema.parse({
    IsPaymentPlan: true,
    PaymentsTotal: price,
    Payments: [
      { PaymentDate: today, PaymentAmount: deposit / 100 },
      { PaymentDate: shiftMonths(today, 1), PaymentAmount: second / 100 },
      { PaymentDate: shiftMonths(today, 2), PaymentAmount: (cents - deposit - second) / 100 },
    ],
    Deposit: deposit / 100,
    ProductName: 'Season Pass - Adult',
    ...overrides,
  });
}

/** What the malformed handlers serve: JSON, but not a schedule. */
export const malformedScheduleAnswer = { IsPaymentPlan: 'yes', Payments: 3 } as const;

const pending = () => new Response(new ReadableStream<Uint8Array>(), { headers: { 'Content-Type': 'application/json' } });
const serverError = () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });

/** `POST .../schedules/{productId}`: the answer depends on the pass type posted (1012 is Midweek). */
export const productScheduleOk = (): HttpHandler =>
  http.post(`${BASE}/:productId`, async ({ request }) => {
    const body = await request.text();
    return HttpResponse.json(body.includes('1012') ? planFromToday(664.05) : planFromToday(854.05));
  });

export const productScheduleAnswers = (result: ScheduleResult): HttpHandler => http.post(`${BASE}/:productId`, () => HttpResponse.json(result));
export const productScheduleError = (): HttpHandler => http.post(`${BASE}/:productId`, serverError);
export const productScheduleMalformed = (): HttpHandler => http.post(`${BASE}/:productId`, () => HttpResponse.json(malformedScheduleAnswer));

export const cartSchedulesOk = (results: ScheduleResult[]): HttpHandler => http.get(`${BASE}/cart`, () => HttpResponse.json(results));
/** `GET …/cart/{cartItemId}`: one cart item's schedule (the `cart-item-id` attribute). */
export const cartItemSchedulesOk = (results: ScheduleResult[]): HttpHandler => http.get(`${BASE}/cart/:cartItemId`, () => HttpResponse.json(results));
export const cartSchedulesPending = (): HttpHandler => http.get(`${BASE}/cart`, pending);
export const cartSchedulesError = (): HttpHandler => http.get(`${BASE}/cart`, serverError);

export const orderSchedulesOk = (results: ScheduleResult[]): HttpHandler => http.get(`${BASE}/orders/:orderId`, () => HttpResponse.json(results));
export const orderSchedulesMalformed = (): HttpHandler => http.get(`${BASE}/orders/:orderId`, () => HttpResponse.json([malformedScheduleAnswer]));
