// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.ts';
import { staticRoutes } from './static-routes.ts';

const dist = mkdtempSync(join(tmpdir(), 'resort-static-'));
mkdirSync(join(dist, 'umd', 'chunks'), { recursive: true });
writeFileSync(join(dist, 'umd', 'chunks', 'cart-AbCd1234.js'), 'define("cart");');
writeFileSync(join(dist, 'secret.txt'), 'not for the folder routes');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = new Hono<AppEnv>().route('/static', staticRoutes(dist));
const get = (path: string) => app.request(path);

describe("the static folders (the bundle's esm/, esm-admin/ and umd/)", () => {
  it('serve a part by its path, kept for a year when its name carries its hash', async () => {
    const response = await get('/static/umd/chunks/cart-AbCd1234.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('define("cart");');
    expect(response.headers.get('Cache-Control')).toContain('immutable');
  });

  it.each(['/static/umd/..%2Fsecret.txt', '/static/umd/chunks/%2E%2E/%2E%2E/secret.txt', '/static/umd/%E0%A4%A', '/static/umd/chunks%00.js', '/static/umd/'])('answer %s with 404 and never a file outside the folder', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('not for the folder routes');
  });
});
