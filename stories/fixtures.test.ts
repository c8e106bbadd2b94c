/**
 * Every cart a story shows — served by its MSW handlers or embedded in its page data — parses
 * with the client's `cartSchema`, so a story cannot show a cart the store would never send. The
 * stories' handlers are driven through the calls a shopper can make (load, remove an item,
 * apply and remove a code, reload after each) and every answer is checked.
 */
import { getResponse, type RequestHandler } from 'msw';
import { cartSchema, okResultSchema } from '../src/api/cart-schemas.ts';
import { malformedCartAnswer, resetMockState } from './msw-handlers.ts';
import * as cartStories from '../widgets/cart/resort-cart.stories.tsx';
import * as discountCodeStories from '../widgets/cart/resort-discount-code.stories.tsx';
import * as minicartStories from '../widgets/cart/resort-minicart.stories.tsx';
import * as orderSummaryStories from '../widgets/cart/resort-order-summary.stories.tsx';

interface StoryLike {
  name?: string;
  parameters?: { msw?: unknown; pageData?: { cart?: unknown } };
}

const files = [minicartStories, cartStories, orderSummaryStories, discountCodeStories];

const stories = files.flatMap(({ default: meta, ...named }) =>
  Object.entries(named as Record<string, StoryLike>).map(([exportName, story]) => ({
    id: `${meta.title} / ${story.name ?? exportName}`,
    handlers: Array.isArray(story.parameters?.msw) ? (story.parameters.msw as RequestHandler[]) : [],
    pageDataCart: story.parameters?.pageData?.cart,
  })),
);

const ORIGIN = 'http://store.test';
const PENDING = Symbol('pending');

/** What a shopper's session asks the store, in order; each GET of the cart follows a change. */
const session: Array<{ kind: 'cart' | 'result'; request: () => Request }> = [
  { kind: 'cart', request: () => new Request(`${ORIGIN}/api/minicart?ts=1`) },
  {
    kind: 'result',
    request: () =>
      new Request(`${ORIGIN}/ShoppingCart/RemoveShoppingCartItem`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'id=4',
      }),
  },
  { kind: 'cart', request: () => new Request(`${ORIGIN}/api/minicart?ts=2`) },
  { kind: 'result', request: () => new Request(`${ORIGIN}/api/discount/apply/WELCOME10?ts=3`) },
  { kind: 'cart', request: () => new Request(`${ORIGIN}/api/minicart?ts=4`) },
  { kind: 'result', request: () => new Request(`${ORIGIN}/api/discount/remove/WELCOME10?ts=5`) },
  { kind: 'cart', request: () => new Request(`${ORIGIN}/api/minicart?ts=6`) },
];

interface Answer {
  ok: boolean;
  body: unknown;
}

/** The handlers' answer, undefined if none handles it, or PENDING for one that never completes. */
async function answer(handlers: RequestHandler[], request: Request): Promise<Answer | undefined | typeof PENDING> {
  const pending = new Promise<typeof PENDING>((resolve) => setTimeout(() => resolve(PENDING), 50));
  const complete = async (): Promise<Answer | undefined> => {
    const response = await getResponse(handlers, request);
    return response && { ok: response.ok, body: (await response.json()) as unknown };
  };
  return Promise.race([complete(), pending]);
}

let cartsChecked = 0;

describe('story fixtures', () => {
  it('covers every stories file', () => {
    expect(stories.length).toBeGreaterThanOrEqual(30);
  });

  it('serves the malformed-answer stories something cartSchema really rejects', () => {
    expect(cartSchema.safeParse(malformedCartAnswer).success).toBe(false);
  });

  it.each(stories)('$id: every cart it shows parses with cartSchema', async ({ handlers, pageDataCart }) => {
    resetMockState();
    let carts = 0;
    if (pageDataCart !== undefined) {
      expect(cartSchema.safeParse(pageDataCart).error?.issues ?? []).toEqual([]);
      carts++;
    }
    for (const step of session) {
      const request = step.request();
      const response = await answer(handlers, request);
      if (response === PENDING || response === undefined) continue;
      if (step.kind === 'result') {
        expect(okResultSchema.safeParse(response.body).success, `${request.method} ${request.url}`).toBe(true);
      } else if (response.ok && !isDeepEqual(response.body, malformedCartAnswer)) {
        expect(cartSchema.safeParse(response.body).error?.issues ?? [], request.url).toEqual([]);
        carts++;
      }
    }
    // A story shows a cart, an error, or its loading state; it never leaves /api/minicart unanswered.
    if (pageDataCart === undefined) {
      expect(await answer(handlers, new Request(`${ORIGIN}/api/minicart`)), 'no /api/minicart handler').not.toBeUndefined();
    }
    cartsChecked += carts;
  });

  it('checked the carts of every populated story (the walk above reached them)', () => {
    expect(cartsChecked).toBeGreaterThanOrEqual(80);
  });
});

function isDeepEqual(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
