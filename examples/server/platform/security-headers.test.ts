// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.ts';
import { doubleFramePolicy, securityHeaders } from './security-headers.ts';

const app = new Hono<AppEnv>().use('*', securityHeaders());
app.get('/page', (c) => c.html('<!doctype html><title>Page</title>'));
app.get('/Admin/Subscriptions', (c) => c.html('<!doctype html><title>Admin</title>'));
app.get('/logo.svg', (c) => c.body('<svg xmlns="http://www.w3.org/2000/svg"></svg>', 200, { 'Content-Type': 'image/svg+xml' }));
app.get('/static/esm/resort-minicart.js', (c) => c.body('export {};', 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' }));
app.get('/api/minicart', (c) => c.json({ Items: [] }));

const headersOf = async (path: string) => (await app.request(path)).headers;

describe('the security headers', () => {
  it('give a page, and an SVG a browser could open, the Content-Security-Policy and the framing rule', async () => {
    for (const path of ['/page', '/logo.svg']) {
      const headers = await headersOf(path);
      expect(headers.get('Content-Security-Policy'), path).toContain("script-src 'self'");
      expect(headers.get('Content-Security-Policy'), path).toContain("frame-ancestors 'self'");
      expect(headers.get('X-Frame-Options'), path).toBe('SAMEORIGIN');
    }
  });

  it('are the strictest a host sets: no inline style, Trusted Types required with the widgets’ policy alone, no plugin, no <base>', async () => {
    const policy = (await headersOf('/page')).get('Content-Security-Policy') ?? '';
    const directives = new Map(policy.split(/;\s*/).map((directive) => [directive.split(' ')[0], directive]));
    expect(directives.get('style-src')).toBe("style-src 'self'");
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(directives.get('require-trusted-types-for')).toBe("require-trusted-types-for 'script'");
    expect(directives.get('trusted-types')).toBe('trusted-types resort-widgets');
    expect(directives.get('object-src')).toBe("object-src 'none'");
    expect(directives.get('base-uri')).toBe("base-uri 'none'");
    expect(directives.get('form-action')).toBe("form-action 'self'");
    expect(directives.get('default-src')).toBe("default-src 'self'");
  });

  it('keep the admin area out of every frame', async () => {
    const headers = await headersOf('/Admin/Subscriptions');
    expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('leave the document-only headers off scripts and JSON answers, which keep nosniff, the referrer policy and their caching', async () => {
    const script = await headersOf('/static/esm/resort-minicart.js');
    const answer = await headersOf('/api/minicart');
    for (const headers of [script, answer]) {
      expect(headers.get('Content-Security-Policy')).toBeNull();
      expect(headers.get('X-Frame-Options')).toBeNull();
      expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(headers.get('Referrer-Policy')).toBe('same-origin');
    }
    expect(script.get('Cache-Control')).toBe('no-cache');
    expect(answer.get('Cache-Control')).toBe('no-store');
  });
});

describe('the card doubles on their own origin', () => {
  it('are named by the store’s pages for scripts, frames and the wallets’ token calls', async () => {
    const withDoubles = new Hono<AppEnv>().use('*', securityHeaders('http://127.0.0.1:9191'));
    withDoubles.get('/onepagecheckout', (c) => c.html('<!doctype html><title>Checkout</title>'));
    const policy = (await withDoubles.request('/onepagecheckout')).headers.get('Content-Security-Policy');
    expect(policy).toContain("script-src 'self' http://127.0.0.1:9191;");
    expect(policy).toContain("frame-src 'self' http://127.0.0.1:9191;");
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:9191;");
    expect(policy).toContain("style-src 'self' http://127.0.0.1:9191;");
  });

  it('give their sandboxed frames a policy that names their origin, never the frame’s opaque self', () => {
    const policy = doubleFramePolicy('http://127.0.0.1:9191');
    expect(policy).toContain('script-src http://127.0.0.1:9191;');
    expect(policy).toContain("style-src http://127.0.0.1:9191 'unsafe-inline';");
    expect(policy).toContain('connect-src http://127.0.0.1:9191;');
    expect(policy).not.toContain("'self'");
  });
});
