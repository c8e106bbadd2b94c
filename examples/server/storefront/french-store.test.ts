// @vitest-environment node
/**
 * The demo store in French: every seeded entity has its French beside it, the API answers in the
 * shopper's language (the entity's own value where it has none), and every page a shopper or staff
 * member meets — header, footer, forms, the store's own markup under each tag — has no word of the
 * store's own English left, no raw ISO date or `|`-joined value, and no amount, date or percentage
 * written the English way.
 */
import { describe, expect, it } from 'vitest';
import { addToCart, Browser, testStoreForFile } from '../test-support/test-support.ts';
import { LANGUAGE_COOKIE } from '../shell/language.ts';
import { SEED_PASSWORD, categories, discounts, products } from '../catalog/seed.ts';
import { storeTextEnUS } from '../text/en-US.ts';
import { storeTextFrCA } from '../text/fr-CA.ts';
import { catalogTranslations, productsFr } from '../catalog/translations-seed.ts';
import { checkoutTranslations } from '../checkout/translations-seed.ts';
import { releaseText, releaseTexts, rentalLocations, resortChargeText } from '../checkout/seed.ts';
import { cartLabels } from '../../../widgets/cart/labels.ts';
import { cartLabelsFr } from '../../../widgets/cart/labels.fr-CA.ts';
import { voucherLabels } from '../../../widgets/voucher-box/labels.ts';
import { voucherLabelsFr } from '../../../widgets/voucher-box/labels.fr-CA.ts';
import { scheduleLabels } from '../../../widgets/payment-schedule/labels.ts';
import { scheduleLabelsFr } from '../../../widgets/payment-schedule/labels.fr-CA.ts';
import { myPlansLabels } from '../../../widgets/my-payment-plans/labels.ts';
import { myPlansLabelsFr } from '../../../widgets/my-payment-plans/labels.fr-CA.ts';

const handle = testStoreForFile();

function french(): Browser {
  const visitor = new Browser(() => handle.store);
  visitor.cookies.set(LANGUAGE_COOKIE, 'fr-CA');
  return visitor;
}

const words = (text: string) => text.toLowerCase().match(/[a-zà-ÿœ’']+/g) ?? [];
const textOf = (htmlText: string) => htmlText.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ');
const seedEnglish = [
  ...categories.map((category) => category.name),
  ...products.flatMap((product) => [product.name, product.description, ...product.attributes.flatMap((attribute) => [attribute.name, ...(attribute.values ?? []).map((value) => value.name)])]),
  ...rentalLocations.flatMap((site) => [site.name, site.description, site.village, site.hours]),
  textOf(releaseText),
  textOf(resortChargeText),
  ...Object.values(releaseTexts),
];
const seedFrench = [...catalogTranslations(), ...checkoutTranslations()].map((row) => textOf(row.value));
const widgetsEnglish = [cartLabels, voucherLabels, scheduleLabels, myPlansLabels].flatMap((set) => Object.values(set));
const widgetsFrench = [cartLabelsFr, voucherLabelsFr, scheduleLabelsFr, myPlansLabelsFr].flatMap((set) => Object.values(set));

/** Names that are the same in both languages: the resort's, its places' and its brands'. */
const PROPER_NAMES = new Set(['summit', 'peak', 'resort', 'valley', 'express', 'mountain', 'kids', 'road', 'walk', 'co', 'goofy', 'javascript', 'square', 'braintree', 'visa']);

const frenchWords = new Set([...Object.values(storeTextFrCA), ...seedFrench, ...widgetsFrench].flatMap(words));
const englishOnly = (texts: readonly string[]) => new Set(texts.flatMap(words).filter((word) => word.length > 1 && !frenchWords.has(word) && !PROPER_NAMES.has(word)));
/** Words of the store's own English that French never uses: any of them on a French page is left behind. */
const ENGLISH_ONLY = englishOnly([...Object.values(storeTextEnUS), ...seedEnglish, ...widgetsEnglish]);
/** The admin area shows the entities' own values (staff edit them); only its own chrome must be French. */
const ENGLISH_CHROME = englishOnly(Object.values(storeTextEnUS));

/** What a person reads or hears on a page: its text and its labels, without the data the widgets are given. */
function readable(page: string): string {
  const withoutData = page
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/\s(release|person|profile|charge-card)="[^"]*"/g, ' ');
  const labels = [...withoutData.matchAll(/\s(?:aria-label|title|alt|placeholder|label)="([^"]*)"/g)].map((match) => match[1]);
  return `${textOf(withoutData)} ${labels.join(' ')}`.replace(/\s+/g, ' ');
}

/** What staff read of the admin area's own: its pages without the entities they show (table cells, details, options, the names in titles). */
const adminChrome = (page: string) =>
  [...products, ...discounts]
    .map((entity) => entity.name)
    .reduce((text, name) => text.split(name).join(' '), page.replace(/<(td|dd|option)\b[^>]*>[\s\S]*?<\/\1>/g, ' '));

function leftBehind(page: string, { admin = false } = {}): string[] {
  const text = readable(admin ? adminChrome(page) : page);
  const english = admin ? ENGLISH_CHROME : ENGLISH_ONLY;
  const problems = [...new Set(words(text).filter((word) => english.has(word)))].map((word) => `English word "${word}"`);
  // A raw date, a `|`-joined value, an English amount or percentage (the admin's data aside).
  for (const pattern of [/\b\d{4}-\d{2}-\d{2}\b/, /\S\|\S/, ...(admin ? [] : [/\$\s?\d/, /\b\d+\.\d+\s?%/])]) {
    const found = pattern.exec(text);
    if (found) problems.push(`"${text.slice(Math.max(0, found.index - 30), found.index + 30)}"`);
  }
  return problems;
}

async function frenchPage(visitor: Browser, path: string): Promise<string> {
  const response = await visitor.get(path);
  const body = await response.text();
  expect(response.status, `${path}: ${body.slice(0, 300)}`).toBeLessThan(500);
  expect(body, path).toContain('<html lang="fr-CA">');
  return body;
}

describe('the demo store in French', () => {
  it('keeps every seeded entity’s French beside it', async () => {
    const rows = await handle.store.db.query<{ group: string; id: number; key: string }>(
      `select locale_key_group as group, entity_id as id, locale_key as key from localized_properties where language = 'fr-CA'`,
    );
    const has = new Set(rows.rows.map((row) => `${row.group}|${row.id}|${row.key}`));
    const missing: string[] = [];
    const need = (group: string, id: number, key: string) => has.has(`${group}|${id}|${key}`) || missing.push(`${group} ${id} ${key}`);
    const sql = (text: string) => handle.store.db.query<{ id: number; name: string }>(text);
    for (const row of (await sql('select id, name from categories')).rows) need('Category', row.id, 'Name');
    for (const row of (await sql('select id, name from products')).rows) for (const key of ['Name', 'ShortDescription']) need('Product', row.id, key);
    for (const row of (await sql('select id, name from product_attributes')).rows) for (const key of ['Name', 'TextPrompt']) need('ProductAttribute', row.id, key);
    // Times of day, counts and the dated evenings read the same in French.
    for (const row of (await sql('select id, name from product_attribute_values')).rows) if (!/^(\d{1,2}:\d{2} [AP]M|\d+|\d{4}-\d{2}-\d{2})$/.test(row.name)) need('ProductAttributeValue', row.id, 'Name');
    for (const row of (await handle.store.db.query<{ id: number; texts: Record<string, string> }>('select id, texts from waiver_releases')).rows) {
      for (const key of ['Title', 'TextHtml', ...Object.keys(row.texts)]) need('Release', row.id, key);
    }
    for (const row of (await sql('select id, pickup_site_name as name from rental_locations')).rows) for (const key of ['PickupSiteName', 'Description', 'HoursOfOperation']) need('RentalLocation', row.id, key);
    expect(missing).toEqual([]);
  });

  it('answers the API in the shopper’s language, and with the entity’s own value where it has no translation', async () => {
    const visitor = french();
    const product = (await (await visitor.get('/api/productdetails/3')).json()) as { Name: string };
    expect(product.Name).toBe(productsFr[3]?.name);
    const attributes = (await (await visitor.get('/api/products/productattributes/3')).json()) as { TextPrompt: string; Values: { Name: string }[] }[];
    expect(attributes.map((attribute) => attribute.TextPrompt)).toEqual(['Date de début [Date] [Pricing Calendar]', 'Groupe d’âge [Assigned To]']);
    expect(attributes[1]?.Values.map((value) => value.Name)).toEqual(['Adulte', 'Enfant (6 à 12 ans)', 'Aîné (65 ans et plus)']);
    const deleted = await handle.store.db.query<{ locale_value: string }>(
      `delete from localized_properties where locale_key_group = 'Product' and entity_id = 5 and locale_key = 'Name' returning locale_value`,
    );
    try {
      const untranslated = (await (await visitor.get('/api/productdetails/5')).json()) as { Name: string; ShortDescription: string };
      expect(untranslated.Name).toBe('Guided Snowshoe Tour');
      expect(untranslated.ShortDescription).toBe(productsFr[5]?.description);
    } finally {
      await handle.store.db.query(`insert into localized_properties values ('Product', 5, 'Name', 'fr-CA', $1)`, [deleted.rows[0]?.locale_value]);
    }
    const english = (await (await new Browser(() => handle.store).get('/api/productdetails/3')).json()) as { Name: string };
    expect(english.Name).toBe('1-Day Lift Ticket');
  });

  it('refuses in French: the call’s message and the page a browser without script is sent to', async () => {
    const visitor = french();
    const refused = await addToCart(visitor, 3, { product_attribute_302: '3021' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('Veuillez indiquer « Date de début ».');
    const page = await addToCart(visitor, 3, { product_attribute_301: '2020-01-01', product_attribute_302: '3021' }, { page: true, token: 'field' });
    const body = await page.text();
    expect(page.status).toBe(400);
    expect(body).toContain('<html lang="fr-CA">');
    expect(body).toContain('<h1>Demande invalide</h1>');
    expect(body).toMatch(/Il est trop tard pour réserver Billet de remontée 1 jour pour le 1 janv\. 2020; la première date possible est le \d{1,2} \S+ \d{4}\./);
    const english = await addToCart(new Browser(() => handle.store), 3, { product_attribute_302: '3021' });
    expect(((await english.json()) as { message: string }).message).toBe('Please enter Start Date.');
  });

  it('leaves no English word of its own, raw value or English number on any page a French shopper or staff member reads', async () => {
    const shopper = french();
    await shopper.signIn('shopper@example.com', SEED_PASSWORD);
    const household = (await (await shopper.get('/api/checkout/guestinfobase')).json()) as { ContactInfoId: number; FirstName: string }[];
    const alex = household.find((member) => member.FirstName === 'Alex')?.ContactInfoId ?? 0;
    expect((await addToCart(shopper, 3, { product_attribute_301: '2027-01-15', product_attribute_302: '3021', 'addtocart_3.LegacyContactId': String(alex) })).status).toBe(200);
    expect((await addToCart(shopper, 4, { product_attribute_401: '2027-01-16', product_attribute_402: '4022' })).status).toBe(200);
    expect((await addToCart(shopper, 12, { rental_start_date_1201: '2027-01-16|2027-01-18' })).status).toBe(200);
    expect((await addToCart(shopper, 1, { product_attribute_101: '1011' })).status).toBe(200);
    const paths = [
      '/',
      ...categories.map((category) => `/s/${category.seName}`),
      ...products.map((product) => `/${product.seName}`),
      '/cart',
      '/onepagecheckout',
      '/checkout/completed/1001',
      '/orderdetails/1001',
      '/userinfo',
      '/userinfo/paymentplans',
      '/userinfo/resortcharge',
      '/voucher-product/season-pass-adult?code=VCH-PRODUCT-1',
      '/voucher-product/season-pass-adult?code=VCH-NOPE',
      '/no-such-page',
    ];
    const found: string[] = [];
    for (const path of paths) for (const problem of leftBehind(await frenchPage(shopper, path))) found.push(`${path}: ${problem}`);

    const guest = french();
    for (const path of ['/login', '/register', '/register/findbyemail', '/passwordrecovery', '/cart']) {
      for (const problem of leftBehind(await frenchPage(guest, path))) found.push(`${path} (guest): ${problem}`);
    }

    const admin = french();
    await admin.signIn('admin@example.com', SEED_PASSWORD);
    for (const path of ['/Admin/PaymentPlans/Configure/', '/Admin/Subscriptions', '/Admin/Product/List', '/Admin/Product/Create', '/Admin/Product/Edit/1', '/Admin/Discount/List', '/Admin/Discount/Create', '/Admin/Discount/Edit/1', '/Admin/ClientErrors']) {
      for (const problem of leftBehind(await frenchPage(admin, path), { admin: true })) found.push(`${path} (admin): ${problem}`);
    }
    expect(found).toEqual([]);
  });
});
