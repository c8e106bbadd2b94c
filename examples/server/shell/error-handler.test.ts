// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../platform/app-env.ts';
import { errorHandler, serverErrorMessage } from './error-handler.ts';
import { badRequest } from '../platform/http-error.ts';

/** An error as PostgreSQL reports it: a message and its SQLSTATE code. */
const databaseError = (code: string) => Object.assign(new Error('value "2147483648" is out of range for type integer'), { code });

function app(thrown: unknown, databaseErrorNet?: boolean) {
  const routes = new Hono<AppEnv>();
  routes.get('/api/thing', () => {
    throw thrown;
  });
  routes.onError(errorHandler(databaseErrorNet === undefined ? {} : { databaseErrorNet }));
  return routes;
}

describe('the error answers', () => {
  it('give an expected failure its status and message', async () => {
    const response = await app(badRequest('Invalid id.')).request('/api/thing');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Invalid id.' });
  });

  it.each(['22003', '22P02', '23503', '23505'])('answer a database error the request caused (%s) with 400 and a message', async (code) => {
    const response = await app(databaseError(code)).request('/api/thing');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/value in the request/);
  });

  it('log any other failure with a reference and answer 500 without internals', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await app(databaseError('57014')).request('/api/thing');
    expect(response.status).toBe(500);
    const reference = response.headers.get('x-request-id');
    expect(reference).toMatch(/^[0-9a-f]{8}$/);
    const body = await response.text();
    expect(body).toContain(serverErrorMessage());
    expect(body).not.toContain('out of range');
    expect(String(log.mock.calls[0]?.[0])).toContain(reference);
  });

  it('with the net switched off, answer a database error the request caused with 500 (the store tests use it to prove the input layer works alone)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await app(databaseError('22003'), false).request('/api/thing')).status).toBe(500);
  });
});
