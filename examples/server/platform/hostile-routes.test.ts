// @vitest-environment node
/**
 * Every route the store registers, sent hostile input (`test-support/hostile-requests.ts` lists
 * it), and the answer is never a 5xx: bad input gets 4xx and a message. Every route, as the first
 * of a guest, a shopper and an admin that it lets in, with hostile path parameters and every query
 * field at once; and, as the admin, who may call them all, every body field at once, as a form and
 * as JSON, and bodies of the wrong shape. A route added later without the input layer fails here.
 * (Each route's own well-formed request, broken one value at a time: `hostile-examples.test.ts`.)
 */
import { describe, expect, it } from 'vitest';
import type { Browser } from '../test-support/test-support.ts';
import {
  fieldNames,
  fill,
  GENERIC_TEXT,
  handle,
  hasParameters,
  HOSTILE_BODIES,
  HOSTILE_JSON,
  HOSTILE_PATH,
  longValue,
  MEGABYTE,
  routesOf,
  turnedAway,
  useHostileStore,
  visitors,
} from '../test-support/hostile-requests.ts';

useHostileStore();

describe('every route, sent hostile input', () => {
  // It deletes the seeded rows its DELETE routes name: the well-formed walk has a store of its own.
  it('answers 4xx with a message, never 5xx, with the database-error net switched off', async () => {
    const routes = routesOf(handle);
    expect(routes.length).toBeGreaterThan(70);
    const fields = fieldNames();
    const failures: string[] = [];
    const walked = new Set<string>();
    let sent = 0;
    const send = async (who: string, visitor: Browser, token: string, method: string, path: string, init: { body?: string; type?: string } = {}) => {
      const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', RequestVerificationToken: token };
      if (init.type) headers['content-type'] = init.type;
      const response = await visitor.request(path, { method, headers, ...(init.body === undefined ? {} : { body: init.body }) });
      sent += 1;
      if (response.status >= 500) failures.push(`${who} ${method} ${path.slice(0, 120)} ${init.body?.slice(0, 100) ?? ''} → ${response.status}`);
      return response;
    };
    // Built once per value: a query or body of every field at once is up to a megabyte.
    const memo = <T,>(build: (value: T) => string) => {
      const built = new Map<T, string>();
      return (value: T) => built.get(value) ?? built.set(value, build(value)).get(value)!;
    };
    const query = memo((value: string) => new URLSearchParams(fields.map((name) => [name, value])).toString());
    const jsonBody = memo((value: unknown) => JSON.stringify(Object.fromEntries(fields.map((name) => [name, value]))));
    const longPath = longValue(MEGABYTE, 1);
    const longQuery = longValue(MEGABYTE, fields.length);
    const longForm = query(longValue(60 * 1024, fields.length));
    const longJson = jsonBody(longValue(500 * 1024, fields.length));
    const megabyteJson = JSON.stringify('x'.repeat(MEGABYTE));

    for (const [who, visitor] of visitors) {
      const token = await visitor.token();
      for (const { method, path } of routes) {
        const key = `${method} ${path}`;
        // Path and query: walked by the first visitor the route lets in (a guest, else a shopper,
        // else the admin); a visitor it turns away reads none of its input. Bodies: by the admin.
        const walkQuery = !walked.has(key);
        const walkBodies = who === 'admin' && method !== 'GET';
        if (!walkQuery && !walkBodies) continue;
        const target = fill(path, '1');
        if (turnedAway(await send(who, visitor, token, method, target, method === 'GET' ? {} : { body: '{}', type: 'application/json' }))) continue;
        if (walkQuery) {
          walked.add(key);
          if (hasParameters(path)) {
            for (const value of [...HOSTILE_PATH, longPath]) await send(who, visitor, token, method, fill(path, value));
          }
          for (const value of [...GENERIC_TEXT, longQuery]) await send(who, visitor, token, method, `${target}?${query(value)}`);
        }
        // Bodies: sent by the admin, who may call every route; the well-formed examples above
        // send each route's own body, broken one value at a time, as the visitor it is for.
        if (!walkBodies) continue;
        const form = 'application/x-www-form-urlencoded';
        for (const value of GENERIC_TEXT) await send(who, visitor, token, method, target, { body: query(value), type: form });
        await send(who, visitor, token, method, target, { body: longForm, type: form });
        for (const value of HOSTILE_JSON) await send(who, visitor, token, method, target, { body: jsonBody(value), type: 'application/json' });
        await send(who, visitor, token, method, target, { body: longJson, type: 'application/json' });
        await send(who, visitor, token, method, target, { body: megabyteJson, type: 'application/json' });
        for (const body of HOSTILE_BODIES) await send(who, visitor, token, method, target, { body, type: 'application/json' });
      }
    }
    console.log(`hostile requests: ${sent} over ${routes.length} routes (${walked.size} walked by a visitor they let in)`);
    expect(routes.filter(({ method, path }) => !walked.has(`${method} ${path}`))).toEqual([]);
    expect(failures).toEqual([]);
  }, 600_000);
});
