// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../catalog/seed.ts';
import { Browser, pageData, startTestStore, STARTUP_TIMEOUT_MS, type TestStore } from '../test-support/test-support.ts';

let handle: TestStore;
// An empty dist folder, to see the "not built" answer whatever the repo's state.
const emptyDist = mkdtempSync(join(tmpdir(), 'resort-dist-'));

beforeAll(async () => {
  handle = await startTestStore({ distDir: emptyDist });
}, STARTUP_TIMEOUT_MS);
afterAll(async () => {
  await handle.dispose();
  rmSync(emptyDist, { recursive: true, force: true });
});

const browser = (): Browser => new Browser(() => handle.store);

async function page(path: string, visitor = browser()): Promise<{ status: number; body: string }> {
  const response = await visitor.get(path);
  return { status: response.status, body: await response.text() };
}

describe('layout', () => {
  it('has the store frame, widgets, page data and scripts in order', async () => {
    const { status, body } = await page('/');
    expect(status).toBe(200);
    expect(body.startsWith('<!doctype html>')).toBe(true);
    expect(body).toContain('<html lang="en">');
    expect(body).toContain('<link rel="stylesheet" href="/static/legacy.css">');
    expect(body).toContain('Summit Peak Resort');
    expect(body.match(/<resort-minicart><a class="legacy-account-link" data-resort-fallback href="\/cart">Cart \(0\)<\/a><\/resort-minicart>/g)).toHaveLength(1);
    for (const seName of ['season-passes', 'lift-tickets', 'rentals', 'activities', 'vouchers']) {
      expect(body).toContain(`href="/s/${seName}"`);
    }
    expect(body).toContain('href="/cart"');
    expect(body).toContain('href="/login"');
    expect(body).toContain('<link rel="stylesheet" href="/static/resort-widgets.css">');
    const bundle = body.indexOf('<script src="/static/resort-widgets.js" defer></script>');
    const legacy = body.indexOf('<script src="/static/legacy.js" defer></script>');
    expect(bundle).toBeGreaterThan(body.indexOf('id="resort-page-data"'));
    expect(legacy).toBeGreaterThan(bundle);
  });

  it('renders the page data the widgets expect', async () => {
    const data = pageData((await page('/')).body);
    expect(data).toEqual({
      locale: 'en-US',
      Language: 'en-US',
      currency: 'USD',
      labels: {},
      LabelsLanguage: 'en-US',
      user: { SignedIn: false, IsGuest: true, FirstName: '', LastName: '' },
      ShoppingCartSettings: { ShowEnhancedMinicart: true, ShowVoucherBanner: true, HideShippingTotal: true },
      Authentication: { IsExternal: false },
      Store: { Name: 'Summit Peak Resort' },
      CaptchaSettings: { IsEnabled: false, SiteKey: '' },
      LoggingSettings: { CommerceProjectCode: 'summit-peak-demo', ReportEndpoint: '/api/client-errors' },
      LoginSettings: { HideMediaHelp: false },
      CustomerSettings: { DisplayRFID: false, ShowMediaNumber: true, MediaNumberInputMask: '9999-9999-9999', MediaNumberIsNumeric: true },
      CommonMediaDigits: '6001',
      SeasonSettings: { StartDate: '2026-11-27', EndDate: '2027-04-18', ProductCutoffTime: '23:59' },
      DefaultStoreTimeZoneOffset: -7,
      CatalogSettings: { DynamicPricingCalendar: true },
      cartCount: 0,
      categories: expect.arrayContaining([
        { Id: 1, Name: 'Season Passes', SeName: 'season-passes', Url: '/season-passes', IncludeInTopMenu: true, Hidden: false },
      ]) as unknown,
    });
  });

  it('serves the same page without widgets for ?widgets=off', async () => {
    const { body } = await page('/?widgets=off');
    expect(body).not.toMatch(/<\/?resort-|resort-widgets|resort-page-data/);
    expect(body).toContain('<script src="/static/legacy.js" defer></script>');
    expect(body).toMatch(/<a class="legacy-account-link" data-resort-fallback href="\/login[^"]*">Sign in<\/a>/);
  });

  it('does not let a query string break out of the page', async () => {
    const { body } = await page('/?q=%22%3E%3Cscript%3Ealert(1)%3C/script%3E');
    expect(body).not.toContain('<script>alert(1)');
  });
});

describe('store pages', () => {
  it('lists every product with a legacy add-to-cart form on the home page', async () => {
    const { body } = await page('/');
    expect(body.match(/<form method="post" action="\/addproducttocart\/details\/\d+\/1" class="legacy-add-to-cart"/g)).toHaveLength(products.length);
    expect(body).toContain('name="product_attribute_101"');
    // A date in the page's language (day, month, year in its order), over the store's native field for a browser without script.
    expect(body).toMatch(/<resort-date-field name="product_attribute_301" label="Start Date" min="\d{4}-\d{2}-\d{2}" max="2027-04-18" required><p class="legacy-field" data-resort-fallback>\s*<label for="tile-3-attr-301">Start Date<\/label>\s*<input type="date" id="tile-3-attr-301" name="product_attribute_301" required/);
    expect(body).toContain('name="addtocart_3.EnteredQuantity"');
    expect(body).not.toContain('LegacyContactId'); // guests cannot assign
    expect(body).toContain('>Add to cart</button>');
  });

  it('names the several-days field as the shopper knows it, says how to write the days under it, and lets real days through its pattern', async () => {
    const { body } = await page('/');
    const field = /<label for="(tile-12-attr-1201)">([^<]*)<\/label>\s*<input type="text" id="\1" name="rental_start_date_1201" aria-describedby="\1-hint"[^>]* pattern="([^"]*)">\s*<span class="legacy-hint" id="\1-hint">([^<]*)<\/span>/.exec(body);
    expect(field?.[2]).toBe('Rental Days');
    expect(field?.[4]).toBe('One or more days, each written as year-month-day in numbers, with a vertical bar | between days.');
    // A browser matches the whole value against the pattern, compiled with the v flag.
    const pattern = new RegExp(`^(?:${field?.[3] ?? ''})$`, 'v');
    for (const value of ['2027-01-16', '2027-01-16|2027-01-18', ' 2027-01-16 | 2027-01-18 ']) expect(pattern.test(value), value).toBe(true);
    for (const value of ['16/01/2027', '2027-01-16,2027-01-18', 'dddd-dd-dd']) expect(pattern.test(value), value).toBe(false);
  });

  it('shows a category through <resort-category>, its products and subcategories as the store\'s own links until it runs', async () => {
    const { status, body } = await page('/s/activities');
    expect(status).toBe(200);
    expect(body).toMatch(/<resort-category category-id="4"><div data-resort-fallback>\s*<ul class="legacy-category-products">/);
    expect(body).toContain('<a href="/guided-snowshoe-tour">Guided Snowshoe Tour</a>');
    expect(body).toContain('<a href="/tee-time-mountain-course">Tee Time - Mountain Course</a>');
    expect(body).not.toContain('Season Pass - Adult');
    const tickets = await page('/s/lift-tickets');
    expect(tickets.body).toContain('<li><a href="/s/multi-day-tickets">Multi-Day Tickets</a></li>');
  });

  it('shows a subcategory under its parent in the breadcrumb', async () => {
    const { status, body } = await page('/s/multi-day-tickets');
    expect(status).toBe(200);
    expect(body).toContain('<a href="/">Home</a> / <a href="/s/lift-tickets">Lift Tickets</a> / <span>Multi-Day Tickets</span>');
    expect(body).toContain('<resort-category category-id="6">');
    expect(body).toContain('<a href="/lift-ticket-4-day-flex">4-Day Flex Lift Ticket</a>');
  });

  it('shows a product page at its SeName', async () => {
    const { status, body } = await page('/ski-rental-package');
    expect(status).toBe(200);
    expect(body).toContain('<h1 class="legacy-page-title">Ski Rental Package</h1>');
    expect(body).toContain('action="/addproducttocart/details/4/1"');
  });

  it('puts the cart widgets on /cart', async () => {
    const { body } = await page('/cart');
    expect(body).toMatch(/<resort-cart items="0"><div data-resort-fallback>[\s\S]*Your Shopping Cart is empty[\s\S]*<\/div><\/resort-cart>/);
    expect(body).toMatch(/<aside[^>]*>\s*<resort-discount-code><div data-resort-fallback>[\s\S]*<\/resort-discount-code>\s*<resort-order-summary><div data-resort-fallback>[\s\S]*<\/resort-order-summary>/);
  });

  it('has an island test page with each island once and the throwing widget after the bundle', async () => {
    const { body } = await page('/__test/islands');
    expect(body.match(/<resort-minicart>/g)).toHaveLength(1);
    expect(body.match(/<resort-order-summary>/g)).toHaveLength(1);
    expect(body.match(/<resort-test-throws>/g)).toHaveLength(1);
    expect(body.indexOf('/static/test-throws.js')).toBeGreaterThan(body.indexOf('/static/resort-widgets.js'));
  });

  it.each(['/no-such-product', '/s/no-such-category', '/s/UPPER', '/a/b/c'])('answers 404 for %s', async (path) => {
    const { status, body } = await page(path);
    expect(status).toBe(404);
    expect(body).toContain('Page not found');
  });
});

describe('static files', () => {
  it('serves the legacy stylesheet and scripts', async () => {
    for (const [path, type] of [
      ['/static/legacy.css', 'text/css'],
      ['/static/legacy.js', 'text/javascript'],
      ['/static/test-throws.js', 'text/javascript'],
    ] as const) {
      const response = await browser().get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toContain(type);
    }
  });

  it('does not start sessions for static files', async () => {
    const response = await browser().get('/static/legacy.css');
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers 304 when the file has not changed', async () => {
    const first = await browser().get('/static/legacy.css');
    const etag = first.headers.get('etag') ?? '';
    const second = await browser().get('/static/legacy.css', { 'if-none-match': etag });
    expect(second.status).toBe(304);
  });

  it('tells to build when the widget bundle is missing', async () => {
    for (const path of ['/static/resort-widgets.js', '/static/resort-widgets.css', '/static/umd/resort-widgets.umd.js', '/static/esm/index.js']) {
      const response = await browser().get(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('npm run build');
    }
  });

  it.each(['/static/..%2fserver%2fmain.ts', '/static/%2e%2e/server/main.ts', '/static/esm/..%2f..%2fpackage.json'])(
    'does not serve files outside its folders (%s)',
    async (path) => {
      const response = await browser().get(path);
      expect(response.status).toBe(404);
    },
  );
});

describe('as a good host serves them', () => {
  it('compresses pages with brotli when the browser takes it, else gzip, and says it varies', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const br = await browser().get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('</html>');
    const gzip = await browser().get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain('</html>');
    const plain = await browser().get('/', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('</html>');
  });

  it('gives every page a description', async () => {
    for (const path of ['/', '/cart', '/login', '/no-such-page']) {
      expect((await page(path)).body, path).toMatch(/<meta name="description" content="[^"]{40,}">/);
    }
  });
});

describe('the language switch', () => {
  it('remembers the shopper’s language and gives it to the widgets in the page data', async () => {
    const visitor = browser();
    expect(pageData((await page('/cart', visitor)).body)).toMatchObject({ Language: 'en-US', locale: 'en-US' });
    const switched = await visitor.get('/language?to=fr-CA&returnUrl=%2Fcart');
    expect(switched.status).toBe(303);
    expect(switched.headers.get('location')).toBe('/cart');
    const french = await page('/cart', visitor);
    expect(pageData(french.body)).toMatchObject({ Language: 'fr-CA', locale: 'fr-CA', currency: 'USD' });
    // The header offers the other language by its own name; the chosen one is marked current.
    expect(french.body).toMatch(/<a class="legacy-account-link" lang="en" hreflang="en-US" href="\/language\?to=en-US&amp;returnUrl=%2Fcart">English<\/a>/);
    expect(french.body).toMatch(/lang="fr" aria-current="true"[^>]*>Français</);
    await visitor.get('/language?to=en-US');
    expect(pageData((await page('/', visitor)).body)).toMatchObject({ Language: 'en-US' });
  });

  it('refuses a language it does not speak, and never leaves the store', async () => {
    const refused = await browser().get('/language?to=de-DE');
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Choose a language: en-US or fr-CA.');
    const away = await browser().get('/language?to=fr-CA&returnUrl=https%3A%2F%2Fevil.example%2F');
    expect(away.headers.get('location')).toBe('/');
  });
});

describe('unexpected failures', () => {
  // Runs last in this file: it closes the database under the running app.
  it('answers 500 (JSON for the API, a page otherwise) when a handler throws, and keeps serving', async () => {
    const visitor = browser();
    await visitor.get('/');
    await handle.store.close();
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const api = await visitor.get('/api/minicart?ts=1');
      expect(api.status).toBe(500);
      expect(await api.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.' });
      const html = await visitor.get('/cart');
      expect(html.status).toBe(500);
      expect(await html.text()).toContain('Something went wrong');
      expect((await visitor.get('/static/legacy.css')).status).toBe(200);
      expect(errors).toHaveLength(2);
    } finally {
      console.error = original;
    }
  });
});
