// @vitest-environment node
/**
 * The checkout and the resort charge as the store renders them inside our tags, and their own
 * forms: the pickup site and a release signed with a typed name, checked by the same rules as the
 * widgets' calls; the drawn signature and the card fields, which need script, said in words.
 */
import { describe, expect, it } from 'vitest';
import { ANTIFORGERY_MESSAGE } from '../platform/antiforgery.ts';
import { CHECKOUT_MESSAGES } from './checkout-input.ts';
import { CHECKOUT_FORM_PATHS, documentParagraphs } from './fallback-pages.ts';
import { RESORT_CHARGE_RELEASE_ID } from './seed.ts';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { addDays } from '../../../src/core/dates.ts';
import { storeEarliestDate } from '../catalog/product-rules.ts';
import { addToCart, Browser, forMember, householdOf, testStoreForFile } from '../test-support/test-support.ts';

const handle = testStoreForFile();
const RENTAL = 4;
const BASE_LODGE = 1;
const VILLAGE_SHOP = 2;

const browser = (): Browser => new Browser(() => handle.store);
const decode = (text: string) => text.replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
const inside = (page: string, tag: string) => [...page.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1] ?? '');
const asPage = (referer: string) => ({ token: 'field', page: { referer: `http://localhost${referer}` } }) as const;

async function customer(email = 'shopper@example.com'): Promise<Browser> {
  const visitor = browser();
  await visitor.signIn(email, SEED_PASSWORD);
  return visitor;
}

async function rent(visitor: Browser, day = 9): Promise<void> {
  const fields = { product_attribute_401: addDays(storeEarliestDate(Date.now(), {}), day), product_attribute_402: '4021', ...forMember(RENTAL, (await householdOf(visitor)).me) };
  expect((await addToCart(visitor, RENTAL, fields)).status).toBe(200);
}

describe('a release as text', () => {
  it('keeps the paragraphs of its text and nothing of its markup', () => {
    expect(documentParagraphs('<h4>Risks</h4><p>Skiing is <b>risky</b> &amp; fun.</p><script>alert(1)</script><p onclick="x()">Read&nbsp;it.<br>Twice.</p>')).toEqual([
      'Risks',
      'Skiing is risky & fun.',
      'Read it.',
      'Twice.',
    ]);
  });
});

describe('/onepagecheckout without our script', () => {
  it('shows the pickup sites as a form, the release as its document with what signing it needs, the totals, and why paying needs JavaScript', async () => {
    const admin = await customer('admin@example.com');
    await rent(admin);
    const page = decode(await (await admin.get('/onepagecheckout')).text());

    const [pickup = ''] = inside(page, 'resort-rental-locations');
    expect(pickup).toMatch(/^<form method="post" action="\/checkout\/rentallocation" class="legacy-pickup-form" data-resort-fallback>\s*<input type="hidden" name="__RequestVerificationToken"/);
    expect([...pickup.matchAll(/<input type="radio" name="locationId" value="(\d+)"/g)].map((match) => match[1])).toEqual(['1', '2', '3']);
    expect(pickup).toContain('Base Lodge Rentals');
    expect(pickup).toContain('name="phone"');

    const [waiver = ''] = inside(page, 'resort-waiver');
    expect(waiver).toContain('<section class="legacy-waiver-document" data-resort-fallback');
    expect(waiver).toContain('Equipment Rental Release for Taylor Brooks');
    // The whole text, folded under its title's summary: read on request, not pages of it.
    expect(waiver).toMatch(/<details class="legacy-waiver-text">\s*<summary>Read the Equipment Rental Release<\/summary>\s*<p>/);
    expect(waiver).not.toContain('<form');
    expect(waiver).toContain('This release is signed by drawing a signature, which needs JavaScript in your browser. If the signing pad does not appear in a moment, your cart is kept');

    expect(inside(page, 'resort-payment-form')[0]).toContain('Paying by card needs JavaScript');
    const [summary = ''] = inside(page, 'resort-order-summary');
    expect(summary).toMatch(/<dt>Total<\/dt><dd>\$\d/);
    expect(summary).not.toContain('/onepagecheckout');
  });
});

describe('POST /checkout/rentallocation (the pickup form)', () => {
  it('saves the chosen site and phone and goes back to the checkout (303)', async () => {
    const shopper = await customer();
    const saved = await shopper.postForm(CHECKOUT_FORM_PATHS.rentalLocation, { locationId: String(VILLAGE_SHOP), phone: '+1 3035550100' }, asPage('/onepagecheckout'));
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/onepagecheckout');
    const sites = (await (await shopper.get(`/api/product/rentallocations/${RENTAL}`)).json()) as { Id: number; IsSelected: boolean; ContactPhone: string }[];
    expect(sites.find((site) => site.IsSelected)).toMatchObject({ Id: VILLAGE_SHOP, ContactPhone: '+1 3035550100' });
  });

  it('shows a saved site as its summary with the form folded under Change, and writes its lines on the tag', async () => {
    const shopper = await customer();
    await rent(shopper, 11);
    await shopper.postForm(CHECKOUT_FORM_PATHS.rentalLocation, { locationId: String(VILLAGE_SHOP), phone: '+1 3035550100' }, asPage('/onepagecheckout'));
    const page = decode(await (await shopper.get('/onepagecheckout')).text());
    // Its address's two lines, its hours and the phone: the tag's box is the summary's, not the list's.
    expect(page).toContain(`<resort-rental-locations product-id="${RENTAL}" saved-lines="4">`);
    const [pickup = ''] = inside(page, 'resort-rental-locations');
    expect(pickup).toMatch(/^<div class="legacy-pickup-saved" data-resort-fallback>\s*<p class="legacy-pickup-summary"><strong>Your pickup site<\/strong><br>Village Ski Shop<br>/);
    expect(pickup).toContain('<br>Contact phone: +1 3035550100</p>');
    expect(pickup).toMatch(/<details class="legacy-pickup-change">\s*<summary>Change pickup site<\/summary>\s*<form method="post" action="\/checkout\/rentallocation" class="legacy-pickup-form">/);
    // One marked child: the form inside is the summary's, not the tag's own.
    expect(pickup.match(/data-resort-fallback/g)).toHaveLength(1);
    expect(pickup).toMatch(/value="2" checked/);
  });

  it.each([
    [{ phone: '' }, CHECKOUT_MESSAGES.chooseLocation],
    [{ locationId: String(VILLAGE_SHOP), phone: '' }, CHECKOUT_MESSAGES.phoneRequired],
    [{ locationId: String(VILLAGE_SHOP), phone: '12' }, CHECKOUT_MESSAGES.phoneInvalid],
    [{ locationId: '999', phone: '' }, CHECKOUT_MESSAGES.unknownLocation],
  ])('refuses %j with a page saying "%s"', async (fields, message) => {
    const refused = await (await customer()).postForm(CHECKOUT_FORM_PATHS.rentalLocation, fields, asPage('/onepagecheckout'));
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    const page = decode(await refused.text());
    expect(page).toContain(message);
    expect(page).toContain('<a href="/onepagecheckout">Back to the page</a>');
  });

  it('is for signed-in customers, with the anti-forgery token', async () => {
    expect((await browser().postForm(CHECKOUT_FORM_PATHS.rentalLocation, { locationId: String(BASE_LODGE) }, asPage('/onepagecheckout'))).status).toBe(401);
    const unsigned = await (await customer()).postForm(CHECKOUT_FORM_PATHS.rentalLocation, { locationId: String(BASE_LODGE) }, { ...asPage('/onepagecheckout'), token: 'none' });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.text()).toContain(ANTIFORGERY_MESSAGE);
  });
});

describe('POST /checkout/signwaiver (a release signed with a typed name)', () => {
  const chargeForm = async (visitor: Browser) => {
    const [waiver = ''] = inside(decode(await (await visitor.get('/userinfo/resortcharge')).text()), 'resort-waiver');
    return waiver;
  };

  it("shows the resort charge authorization, which takes a typed name, with the store's own form", async () => {
    const waiver = await chargeForm(await customer());
    expect(waiver).toMatch(/<form method="post" action="\/checkout\/signwaiver" class="legacy-waiver-form">\s*<input type="hidden" name="__RequestVerificationToken"/);
    expect(waiver).toContain(`name="ReleaseId" value="${RESORT_CHARGE_RELEASE_ID}"`);
    expect(waiver).toContain('name="agreeChecked" value="true"');
    expect(waiver).toContain("Type Alex Morgan's full name to sign");
    expect(waiver).toContain("Keeping a card on file needs JavaScript: the card fields are the card provider's own script.");
  });

  it('refuses, naming what is missing, a form without the agree box, with a wrong name, for a release signed by drawing, or without the token', async () => {
    const shopper = await customer();
    const alex = /name="ContactInfoId" value="(\d+)"/.exec(await chargeForm(shopper))?.[1] ?? '';
    const form = { ContactInfoId: alex, ReleaseId: String(RESORT_CHARGE_RELEASE_ID), TypedFullname: 'Alex Morgan', agreeChecked: 'true' };
    const cases: [Record<string, string>, string][] = [
      [{ ...form, agreeChecked: '' }, CHECKOUT_MESSAGES.agreeRequired],
      [{ ...form, TypedFullname: '' }, CHECKOUT_MESSAGES.nameMismatch],
      [{ ...form, TypedFullname: 'Alex Morgen' }, CHECKOUT_MESSAGES.nameMismatch],
      [{ ...form, ReleaseId: '1' }, CHECKOUT_MESSAGES.signatureRequired],
      [{ ...form, ContactInfoId: '999999' }, CHECKOUT_MESSAGES.notInHousehold],
    ];
    for (const [fields, message] of cases) {
      const refused = await shopper.postForm(CHECKOUT_FORM_PATHS.waiver, fields, asPage('/userinfo/resortcharge'));
      expect(refused.status, message).toBe(400);
      expect(decode(await refused.text()), message).toContain(message);
    }
    const unsigned = await shopper.postForm(CHECKOUT_FORM_PATHS.waiver, form, { ...asPage('/userinfo/resortcharge'), token: 'none' });
    expect(await unsigned.text()).toContain(ANTIFORGERY_MESSAGE);
    expect((await browser().postForm(CHECKOUT_FORM_PATHS.waiver, form, asPage('/userinfo/resortcharge'))).status).toBe(401);
    expect(await chargeForm(shopper)).toContain('<form method="post" action="/checkout/signwaiver"');
  });

  it('signs it and goes back to the page it was signed on (303), which then shows who signed', async () => {
    const shopper = await customer();
    const alex = /name="ContactInfoId" value="(\d+)"/.exec(await chargeForm(shopper))?.[1] ?? '';
    const signed = await shopper.postForm(
      CHECKOUT_FORM_PATHS.waiver,
      { ContactInfoId: alex, ReleaseId: String(RESORT_CHARGE_RELEASE_ID), TypedFullname: ' alex morgan ', agreeChecked: 'true' },
      asPage('/userinfo/resortcharge'),
    );
    expect(signed.status).toBe(303);
    expect(signed.headers.get('location')).toBe('/userinfo/resortcharge');
    const waiver = await chargeForm(shopper);
    expect(waiver).not.toContain('<form');
    expect(waiver).toMatch(/Signed on [A-Z][a-z]{2} \d{1,2}, \d{4} by alex morgan\./);
  });
});

describe('/onepagecheckout in the order of its steps', () => {
  it('puts every step to answer or choose (pickup, waivers, media cards, billing) before the payment that ends with Place order', async () => {
    const admin = await customer('admin@example.com');
    // The test above rented the ninth day for the admin already.
    await rent(admin, 10);
    const page = decode(await (await admin.get('/onepagecheckout')).text());
    const headings = [...page.matchAll(/<h2 id="step-[a-z]+" class="legacy-checkout-title">([^<]*)<\/h2>/g)].map((match) => match[1]);
    expect(headings).toEqual(['1. Rental pickup', '2. Waivers', '3. Media cards', '4. Billing', '5. Payment']);
    const at = (tag: string) => page.indexOf(`<${tag} `);
    for (const before of ['resort-rental-locations', 'resort-waiver', 'resort-add-media']) {
      expect(at(before), before).toBeGreaterThan(0);
      expect(at(before), `${before} before <resort-payment-form place-order>`).toBeLessThan(at('resort-payment-form'));
    }
    // After the payment form (whose last control is Place order), only the summary beside the steps.
    const after = page.slice(page.indexOf('</resort-payment-form>'), page.indexOf('<resort-order-summary'));
    expect(after).not.toMatch(/<(input|select|textarea|button|resort-(?!order-summary)[a-z-]+)\b/);
  });
});
