/** A per-file MSW server for component and client tests (the same handlers idea as the stories). */
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';

export function startMswServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
