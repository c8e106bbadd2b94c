/**
 * MSW handlers that play the store's cart API for the stories. A story lists
 * them in `parameters.msw`; the first matching handler answers, so put the ones that change the
 * cart (`removeOk`, `discountApplies`) before the `minicartOk` that serves the initial cart.
 *
 * Handlers that change the cart remember it until `resetMockState()`, which the preview calls
 * before every story.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Cart } from '../src/api/cart-schemas.ts';

// The store's routes as the spec names them, written out rather than taken from the client, so
// a client that calls the wrong path shows up in the stories.
const MINICART_PATH = '/api/minicart';
const REMOVE_ITEM_PATH = '/ShoppingCart/RemoveShoppingCartItem';
const DISCOUNT_APPLY_PATH = '/api/discount/apply/:code';
const DISCOUNT_REMOVE_PATH = '/api/discount/remove/:code';

const resets = new Set<() => void>();

/** Forgets every change a handler made (an item removed, a code applied). */
export function resetMockState(): void {
  for (const reset of resets) reset();
}

/**
 * One change to the server's cart: `trigger` records it, and from then on `GET /api/minicart`
 * answers `nextCart` (until the handlers are reset for the next story).
 */
function cartChange(nextCart: Cart): { trigger: () => void; minicart: HttpHandler } {
  let changed = false;
  resets.add(() => {
    changed = false;
  });
  return {
    trigger: () => {
      changed = true;
    },
    // Returning nothing lets the request fall through to the next handler (the initial cart).
    minicart: http.get(MINICART_PATH, () => (changed ? HttpResponse.json(nextCart) : undefined)),
  };
}

/** A JSON answer whose body never ends (the loading state stays on screen). */
export function endlessJsonResponse(): Response {
  return new Response(new ReadableStream<Uint8Array>(), { headers: { 'Content-Type': 'application/json' } });
}

/** `GET /api/minicart` answers `cart`. */
export const minicartOk = (cart: Cart): HttpHandler => http.get(MINICART_PATH, () => HttpResponse.json(cart));

/**
 * `GET /api/minicart` never finishes answering. The headers arrive and the body never ends: a
 * response that never starts would turn into the client's timeout error after 15 s, and the
 * story would no longer show loading.
 */
export const minicartLoading = (): HttpHandler => http.get(MINICART_PATH, () => endlessJsonResponse());

/**
 * `GET /api/minicart` answers `cart` until the story calls `hold()`: from then on a load never
 * finishes answering, as a reload after an add still on its way. `reset()` (the story's
 * `beforeEach`) answers again, so every showing of the story starts the same.
 */
export function minicartHeldLater(cart: Cart): { handler: HttpHandler; hold: () => void; reset: () => void } {
  let held = false;
  return {
    handler: http.get(MINICART_PATH, () => (held ? endlessJsonResponse() : HttpResponse.json(cart))),
    hold: () => {
      held = true;
    },
    reset: () => {
      held = false;
    },
  };
}

/** `GET /api/minicart` fails with `status`. */
export const minicartError = (status = 500): HttpHandler =>
  http.get(MINICART_PATH, () => HttpResponse.json({ message: 'Internal Server Error' }, { status }));

/** What `minicartMalformed` serves: JSON, but not a cart (a count as text, no items). */
export const malformedCartAnswer = { TotalProducts: '4', Items: null, SubTotal: '$1,912.10' } as const;

/** `GET /api/minicart` answers JSON of the wrong shape. */
export const minicartMalformed = (): HttpHandler => http.get(MINICART_PATH, () => HttpResponse.json(malformedCartAnswer));

/** Removing an item succeeds; the next `GET /api/minicart` answers `nextCart`. */
export function removeOk(nextCart: Cart): HttpHandler[] {
  const change = cartChange(nextCart);
  return [
    http.post(REMOVE_ITEM_PATH, () => {
      change.trigger();
      return HttpResponse.json({ success: true });
    }),
    change.minicart,
  ];
}

/** Removing an item never finishes answering (the item stays on "Removing…"). */
export const removePending = (): HttpHandler => http.post(REMOVE_ITEM_PATH, () => endlessJsonResponse());

/** The store refuses to remove the item. */
export const removeFails = (): HttpHandler =>
  http.post(REMOVE_ITEM_PATH, () => HttpResponse.json({ success: false, message: 'The item could not be removed.' }));

/** Any code applies; the next `GET /api/minicart` answers `nextCart`. */
export function discountApplies(nextCart: Cart): HttpHandler[] {
  const change = cartChange(nextCart);
  return [
    http.get(DISCOUNT_APPLY_PATH, () => {
      change.trigger();
      return HttpResponse.json({ success: true });
    }),
    change.minicart,
  ];
}

/** Applying a code never finishes answering (the button stays on "Applying…"). */
export const discountApplyPending = (): HttpHandler => http.get(DISCOUNT_APPLY_PATH, () => endlessJsonResponse());

/** The store refuses the code with HTTP 400. */
export const discountFails = (): HttpHandler =>
  http.get(DISCOUNT_APPLY_PATH, () =>
    HttpResponse.json({ success: false, message: 'The coupon code is not valid.' }, { status: 400 }),
  );

/** Removing a code succeeds; the next `GET /api/minicart` answers `nextCart`. */
export function discountRemoves(nextCart: Cart): HttpHandler[] {
  const change = cartChange(nextCart);
  return [
    http.get(DISCOUNT_REMOVE_PATH, () => {
      change.trigger();
      return HttpResponse.json({ success: true });
    }),
    change.minicart,
  ];
}

/** Removing a code never finishes answering (its button stays on "Removing…"). */
export const discountRemovePending = (): HttpHandler => http.get(DISCOUNT_REMOVE_PATH, () => endlessJsonResponse());

/** The store refuses to remove a code with HTTP 400. */
export const discountRemoveFails = (): HttpHandler =>
  http.get(DISCOUNT_REMOVE_PATH, () =>
    HttpResponse.json({ success: false, message: 'The coupon code could not be removed.' }, { status: 400 }),
  );

/**
 * A file the story means to be missing (a broken image): answered 404 by the story itself, since
 * every request a story makes must have a handler (see `.storybook/preview.tsx`).
 */
export const notFound = (path: string): HttpHandler => http.get(path, () => new HttpResponse(null, { status: 404 }));
