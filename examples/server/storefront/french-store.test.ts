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
import { SEED_PASSWORD, categories, products } from '../catalog/seed.ts';
import { productsFr } from '../catalog/translations-seed.ts';
import { englishLeftIn, OWN_NAMES } from '../test-support/store-english.ts';

const handle = testStoreForFile();

function french(): Browser {
  const visitor = new Browser(() => handle.store);
  visitor.cookies.set(LANGUAGE_COOKIE, 'fr-CA');
  return visitor;
}

const textOf = (htmlText: string) => htmlText.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ');

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
const adminChrome = (page: string) => OWN_NAMES.reduce((text, name) => text.split(name).join(' '), page.replace(/<(td|dd|option)\b[^>]*>[\s\S]*?<\/\1>/g, ' '));

const leftBehind = (page: string, { admin = false } = {}): string[] => englishLeftIn(readable(admin ? adminChrome(page) : page), { admin });

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
    // A site's map and photos have words drawn in them: their French drawings are served.
    const pictures = await handle.store.db.query<{ value: string }>(
      `select locale_value as value from localized_properties where language = 'fr-CA' and locale_key in ('MapImageUrl', 'LocationPictureUrls')`,
    );
    const urls = pictures.rows.flatMap((row) => (row.value.startsWith('[') ? (JSON.parse(row.value) as string[]) : [row.value]));
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) {
      const response = await new Browser(() => handle.store).get(url.replace(/[#?].*$/, ''));
      expect(response.status, url).toBe(200);
      expect(await response.text(), url).not.toMatch(/>[^<]*\b(Rentals|Shop|Tent|trail map|BOOT)\b[^<]*</);
    }
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
    // The household's ages, as My Account shows them: `Adult, age 40` was English on a French page.
    await visitor.signIn('shopper@example.com', 'Resort!2026');
    const household = (await (await visitor.get('/api/checkout/guestinfobase')).json()) as { FirstName: string; AgeDescription: string }[];
    const ageOf = (first: string) => household.find((member) => member.FirstName === first)?.AgeDescription;
    expect(ageOf('Alex')).toMatch(/^Personne adulte, \d+ ans$/);
    expect(ageOf('Sam')).toMatch(/^Personne mineure, \d+ ans$/);
  });

  it('refuses in French: the call’s message and the page a browser without script is sent to', async () => {
    const visitor = french();
    const refused = await addToCart(visitor, 3, { product_attribute_302: '3021' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe('Veuillez indiquer «\u00a0Date de début\u00a0».');
    const page = await addToCart(visitor, 3, { product_attribute_301: '2020-01-01', product_attribute_302: '3021' }, { page: true, token: 'field' });
    const body = await page.text();
    expect(page.status).toBe(400);
    expect(body).toContain('<html lang="fr-CA">');
    expect(body).toContain('<h1>Demande invalide</h1>');
    expect(body).toMatch(/Il est trop tard pour réserver pour le 1er janv\. 2020\u00a0: Billet de remontée 1 jour\. La première date possible est le \d{1,2}(?:er)? \S+ \d{4}\./);
    const english = await addToCart(new Browser(() => handle.store), 3, { product_attribute_302: '3021' });
    expect(((await english.json()) as { message: string }).message).toBe('Please enter Start Date.');
  });

  it('names the no-script several-days field in French and says in French how to write the days', async () => {
    const body = await frenchPage(french(), '/');
    expect(body).toMatch(/<label for="tile-12-attr-1201">Jours de location<\/label>/);
    expect(body).toContain('<span class="legacy-hint" id="tile-12-attr-1201-hint">Un ou plusieurs jours, chacun écrit année-mois-jour en chiffres, avec une barre verticale | entre les jours.</span>');
  });

  it('leaves no English word of its own, raw value or English number on any page a French shopper or staff member reads', async () => {
    const shopper = french();
    await shopper.signIn('shopper@example.com', SEED_PASSWORD);
    const household = (await (await shopper.get('/api/checkout/guestinfobase')).json()) as { ContactInfoId: number; FirstName: string }[];
    const alex = household.find((member) => member.FirstName === 'Alex')?.ContactInfoId ?? 0;
    expect((await addToCart(shopper, 3, { product_attribute_301: '2027-01-15', product_attribute_302: '3021', 'addtocart_3.LegacyContactId': String(alex) })).status).toBe(200);
    expect((await addToCart(shopper, 4, { product_attribute_401: '2027-01-16', product_attribute_402: '4022', 'addtocart_4.LegacyContactId': String(alex) })).status).toBe(200);
    expect((await addToCart(shopper, 12, { rental_start_date_1201: '2027-01-16|2027-01-18', 'addtocart_12.LegacyContactId': String(alex) })).status).toBe(200);
    expect((await addToCart(shopper, 1, { product_attribute_101: '1011', 'addtocart_1.LegacyContactId': String(alex) })).status).toBe(200);
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
