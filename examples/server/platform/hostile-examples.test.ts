// @vitest-environment node
/**
 * Each route's well-formed example (`test-support/hostile-examples.ts`: its query, form or JSON
 * body), sent as the visitor it is for, broken one value at a time with every hostile value
 * (`test-support/hostile-requests.ts`): the answer is never a 5xx. A route that takes a body
 * without an example fails here. (Every route with every field at once: `hostile-routes.test.ts`.)
 */
import { describe, expect, it } from 'vitest';
import { EXAMPLES, type Example, type Visitor } from '../test-support/hostile-examples.ts';
import { Browser } from '../test-support/test-support.ts';
import {
  formVariants,
  handle,
  HOSTILE_JSON,
  HOSTILE_TEXT,
  type JsonValue,
  longValue,
  MEGABYTE,
  routesOf,
  uploadOf,
  useHostileStore,
  variants,
  visitors,
} from '../test-support/hostile-requests.ts';

useHostileStore();

describe('every route, sent hostile input', () => {
  it('every route that takes a body has a well-formed example to break', () => {
    const withBody = routesOf(handle).filter(({ method }) => method === 'POST' || method === 'PUT' || method === 'PATCH');
    expect(withBody.map(({ method, path }) => `${method} ${path}`).filter((key) => !(key in EXAMPLES))).toEqual([]);
  });

  it('answers 4xx, never 5xx, when one value of a well-formed request is broken, with the database-error net switched off', async () => {
    const browsers = Object.fromEntries(visitors) as Record<Visitor, Browser>;
    const { shopper, admin } = browsers;
    const tokens = new Map<Browser, string>();
    const failures: string[] = [];
    let sent = 0;
    const send = async (method: string, example: Example, init: { query?: Record<string, string>; body?: string; type?: string; upload?: Record<string, string> }) => {
      const browser = example.ownBrowser ? new Browser(() => handle.store) : browsers[example.visitor];
      if (!tokens.has(browser)) tokens.set(browser, await browser.token());
      const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', RequestVerificationToken: tokens.get(browser)! };
      if (init.type) headers['content-type'] = init.type;
      const query = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
      const body = init.upload ? uploadOf(init.upload) : init.body;
      const response = await browser.request(`${example.path}${query}`, { method, headers, ...(body === undefined ? {} : { body }) });
      sent += 1;
      if (response.status >= 500) failures.push(`${example.visitor} ${example.path}${query.slice(0, 100)} ${init.body?.slice(0, 160) ?? ''} → ${response.status}`);
    };
    const textValues = [...HOSTILE_TEXT, longValue(MEGABYTE, 1)];
    const jsonValues = [...HOSTILE_JSON, longValue(100 * 1024, 1)] as JsonValue[];
    for (const [key, build] of Object.entries(EXAMPLES)) {
      const method = key.split(' ')[0]!;
      const example = await build(admin, shopper);
      const form = example.form;
      const json = example.json as JsonValue | undefined;
      const plain = {
        ...(form ? (example.multipart ? { upload: form } : { body: new URLSearchParams(form).toString(), type: 'application/x-www-form-urlencoded' }) : {}),
        ...(json !== undefined ? { body: JSON.stringify(json), type: 'application/json' } : {}),
      };
      if (example.query) for (const query of formVariants(example.query, textValues)) await send(method, example, { ...plain, query });
      if (form && example.multipart) for (const variant of formVariants(form, textValues)) await send(method, example, { query: example.query ?? {}, upload: variant });
      else if (form) for (const variant of formVariants(form, textValues)) await send(method, example, { query: example.query ?? {}, body: new URLSearchParams(variant).toString(), type: 'application/x-www-form-urlencoded' });
      if (json !== undefined) for (const variant of variants(json, jsonValues)) await send(method, example, { body: JSON.stringify(variant), type: 'application/json' });
    }
    console.log(`broken well-formed requests: ${sent} over ${Object.keys(EXAMPLES).length} routes`);
    expect(failures).toEqual([]);
  }, 600_000);
});
