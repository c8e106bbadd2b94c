/** MSW handlers that play `GET /api/category/{id}` for `<resort-category>`'s stories, from the shared fixtures. */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { categoryAnswer } from './category.fixtures.ts';

// The store's route as the spec names it, written out (as in stories/msw-handlers.ts).
const CATEGORY_ROUTE = '/api/category/:id';

/** A JSON answer whose body never ends (the widget stays loading). */
const endless = () => new Response(new ReadableStream<Uint8Array>(), { headers: { 'Content-Type': 'application/json' } });

export const categoryOk = (answer: JsonBodyType = categoryAnswer()): HttpHandler => http.get(CATEGORY_ROUTE, () => HttpResponse.json(answer));
export const categoryPending = (): HttpHandler => http.get(CATEGORY_ROUTE, () => endless());
export const categoryFail = (): HttpHandler => http.get(CATEGORY_ROUTE, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }));
