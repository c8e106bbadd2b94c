/**
 * Every answer the voucher box and schedule viewer stories serve parses with the client's
 * schemas (except the deliberately malformed ones), so a story cannot show an answer the store
 * would never send.
 */
import { getResponse, type RequestHandler } from 'msw';
import { voucherLookupSchema, voucherProductSchema } from '../src/api/voucher-schemas.ts';
import { scheduleListSchema, scheduleResultSchema } from '../src/api/schedule-schemas.ts';
import { malformedVoucherAnswer } from '../widgets/voucher-box/story-handlers.ts';
import { malformedScheduleAnswer } from '../widgets/payment-schedule/story-handlers.ts';
import * as voucherStories from '../widgets/voucher-box/resort-voucher-box.stories.tsx';
import * as scheduleStories from '../widgets/payment-schedule/resort-payment-schedule.stories.tsx';

interface StoryLike {
  parameters?: { msw?: unknown };
}

const ORIGIN = 'http://store.test';
const stories = [voucherStories, scheduleStories].flatMap(({ default: meta, ...named }) =>
  Object.entries(named as Record<string, StoryLike>).map(([name, story]) => ({
    id: `${meta.title} / ${name}`,
    handlers: Array.isArray(story.parameters?.msw) ? (story.parameters.msw as RequestHandler[]) : [],
  })),
);

const calls = [
  { request: () => new Request(`${ORIGIN}/api/vouchers/validate?voucherid=VCH-PRODUCT-1`, { method: 'POST' }), schema: voucherLookupSchema, malformed: malformedVoucherAnswer },
  { request: () => new Request(`${ORIGIN}/api/productdetails/1?ts=1`), schema: voucherProductSchema, malformed: null },
  {
    request: () => new Request(`${ORIGIN}/api/ui/paymentplans/schedules/1`, { method: 'POST', body: 'product_attribute_101=1012', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
    schema: scheduleResultSchema,
    malformed: malformedScheduleAnswer,
  },
  { request: () => new Request(`${ORIGIN}/api/ui/paymentplans/schedules/cart?ts=1`), schema: scheduleListSchema, malformed: null },
  { request: () => new Request(`${ORIGIN}/api/ui/paymentplans/schedules/orders/1001?ts=1`), schema: scheduleListSchema, malformed: [malformedScheduleAnswer] },
];

async function answer(handlers: RequestHandler[], request: Request): Promise<{ ok: boolean; body: unknown } | undefined> {
  const pending = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 50));
  const complete = (async () => {
    const response = await getResponse(handlers, request);
    return response && { ok: response.ok, body: (await response.json()) as unknown };
  })();
  return Promise.race([complete, pending]);
}

let answersChecked = 0;

describe('voucher and schedule story answers', () => {
  it('covers both stories files', () => {
    expect(stories.length).toBeGreaterThanOrEqual(25);
  });

  it('serves the malformed-answer stories something the schemas really reject', () => {
    expect(voucherLookupSchema.safeParse(malformedVoucherAnswer).success).toBe(false);
    expect(scheduleResultSchema.safeParse(malformedScheduleAnswer).success).toBe(false);
  });

  it.each(stories)('$id: every answer it serves parses with the client schema', async ({ handlers }) => {
    for (const call of calls) {
      const response = await answer(handlers, call.request());
      if (!response?.ok || JSON.stringify(response.body) === JSON.stringify(call.malformed)) continue;
      expect(call.schema.safeParse(response.body).error?.issues ?? []).toEqual([]);
      answersChecked++;
    }
  });

  it('checked the answers of the populated stories', () => {
    expect(answersChecked).toBeGreaterThanOrEqual(15);
  });
});
