// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { Jimp } from 'jimp';
import { imageSize } from 'image-size';
import {
  addMemberAnswerSchema,
  birthdateAnswerSchema,
  householdSchema,
  mediaRequirementsSchema,
  memberHistorySchema,
  photoAnswerSchema,
  type Member,
} from '../../../src/api/household-schemas.ts';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { Browser, addToCart, testStoreForFile } from '../test-support/test-support.ts';
import { HOUSEHOLD_MESSAGES, PHOTO_UPLOAD_PATH } from './household-routes.ts';
import { PHOTO_MESSAGES } from './photos.ts';
import { SEEDED_MEDIA_NUMBER } from './household-seed.ts';
import { resortDate } from '../shell/resort-date.ts';
import { mediaFastFlowAnswerSchema } from '../../../widgets/add-media/media-schemas.ts';
import { storeEarliestDate } from '../catalog/product-rules.ts';
import { addDays } from '../../../src/core/dates.ts';

const handle = testStoreForFile();

const browsers = new Map<string, Browser>();

/** One signed-in browser per customer for the whole file (signing in hashes a password: slow on purpose). */
async function signedIn(email = 'shopper@example.com'): Promise<Browser> {
  let browser = browsers.get(email);
  if (!browser) {
    browser = new Browser(() => handle.store);
    await browser.signIn(email, SEED_PASSWORD);
    browsers.set(email, browser);
  }
  return browser;
}

beforeAll(async () => {
  await Promise.all([signedIn(), signedIn('admin@example.com')]);
}, 30_000);

async function send(browser: Browser, method: string, path: string, body: unknown): Promise<Response> {
  return browser.request(path, {
    method,
    headers: { 'content-type': 'application/json', RequestVerificationToken: await browser.token(), 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify(body),
  });
}

async function household(browser: Browser): Promise<Member[]> {
  const response = await browser.get('/api/checkout/guestinfobase');
  expect(response.status).toBe(200);
  return householdSchema.parse(await response.json());
}

const byName = (members: readonly Member[], name: string) => members.find((member) => member.FirstName === name)!;
const messageOf = async (response: Response) => ((await response.json()) as { message?: string }).message;

async function uploadPhoto(browser: Browser, contactId: number | string, bytes: Uint8Array | string, type = 'image/png', metadata?: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), 'photo');
  if (metadata !== undefined) form.append('metadata', metadata);
  return browser.request(`${PHOTO_UPLOAD_PATH}?contactid=${contactId}`, { method: 'POST', headers: { RequestVerificationToken: await browser.token() }, body: form });
}

describe('the household API', () => {
  it('lists the shopper’s household: Alex (me, with a media card), Jordan without a birthday, Sam a minor', async () => {
    const members = await household(await signedIn());
    expect(members.map((member) => member.Fullname)).toEqual(['Alex Morgan', 'Jordan Morgan', 'Sam Morgan']);
    expect(byName(members, 'Alex')).toMatchObject({ Me: true, MediaNumber: SEEDED_MEDIA_NUMBER, MediaAdded: true });
    expect(byName(members, 'Alex').AgeDescription).toMatch(/^Adult, age \d+$/);
    expect(byName(members, 'Jordan')).toMatchObject({ DateOfBirth: null, AgeDescription: '' });
    expect(byName(members, 'Sam').AgeDescription).toMatch(/^Minor, age \d+$/);
  });

  it('adds a member with trimmed names, and says when the household already has them', async () => {
    const browser = await signedIn();
    const added = addMemberAnswerSchema.parse(await (await send(browser, 'POST', '/api/checkout/guestinfo/add', { FirstName: '  Riley ', LastName: ' Morgan ', DateOfBirth: '2019-08-01' })).json());
    expect(added.exists).toBe(false);
    expect(added.Household.find((member) => member.ContactInfoId === added.ContactInfoId)).toMatchObject({ FirstName: 'Riley', LastName: 'Morgan', DateOfBirth: '2019-08-01' });
    const again = addMemberAnswerSchema.parse(await (await send(browser, 'POST', '/api/checkout/guestinfo/add', { FirstName: 'riley', LastName: 'MORGAN', DateOfBirth: '2019-08-01' })).json());
    expect(again).toMatchObject({ exists: true, ContactInfoId: null });
    expect((await household(browser)).filter((member) => member.FirstName === 'Riley')).toHaveLength(1);
  });

  it('refuses a new member without a first name, a last name or a valid birthday, with the message', async () => {
    const browser = await signedIn();
    for (const [body, message] of [
      [{ FirstName: ' ', LastName: 'Morgan', DateOfBirth: '2019-08-01' }, HOUSEHOLD_MESSAGES.firstName],
      [{ FirstName: 'Kit', LastName: '', DateOfBirth: '2019-08-01' }, HOUSEHOLD_MESSAGES.lastName],
      [{ FirstName: 'Kit', LastName: 'Morgan', DateOfBirth: '2019-02-29' }, HOUSEHOLD_MESSAGES.birthday],
      [{ FirstName: 'Kit', LastName: 'Morgan', DateOfBirth: '2999-01-01' }, HOUSEHOLD_MESSAGES.birthday],
      [{ FirstName: 'Kit', LastName: 'Morgan', DateOfBirth: '1900-01-01' }, HOUSEHOLD_MESSAGES.birthday],
    ] as const) {
      const response = await send(browser, 'POST', '/api/checkout/guestinfo/add', body);
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(message);
    }
  });

  it('sets a missing birthday', async () => {
    const browser = await signedIn();
    const jordan = byName(await household(browser), 'Jordan');
    const answer = birthdateAnswerSchema.parse(await (await send(browser, 'POST', '/api/customer/addbirthdate', { ContactId: jordan.ContactInfoId, BirthDate: '1988-07-02' })).json());
    expect(answer.DateOfBirth).toBe('1988-07-02');
    const jordanNow = byName(await household(browser), 'Jordan');
    expect(jordanNow.DateOfBirth).toBe('1988-07-02');
    expect(jordanNow.AgeDescription).toMatch(/^Adult/);
  });

  it('answers a member’s history with stats and at most the visits asked for', async () => {
    const browser = await signedIn();
    const alex = byName(await household(browser), 'Alex');
    const history = memberHistorySchema.parse(await (await browser.get(`/api/customer/history/${alex.ContactInfoId}/100`)).json());
    expect(history.Stats).toMatchObject({ Visits: 5, LastVisit: '2026-03-08' });
    expect(history.History[0]).toEqual({ Date: '2026-03-08', Place: 'Village Gondola' });
    const two = memberHistorySchema.parse(await (await browser.get(`/api/customer/history/${alex.ContactInfoId}/2`)).json());
    expect(two.History).toHaveLength(2);
    expect((await browser.get(`/api/customer/history/${alex.ContactInfoId}/101`)).status).toBe(400);
  });

  it('stores a photo re-encoded as a JPEG of at most 400 by 400, and serves it to its owner only', { timeout: 20_000 }, async () => {
    const browser = await signedIn();
    const sam = byName(await household(browser), 'Sam');
    const png = await new Jimp({ width: 900, height: 600, color: 0x3366ccff }).getBuffer('image/png');
    const response = await uploadPhoto(browser, sam.ContactInfoId, png);
    expect(response.status).toBe(200);
    const { PhotoUrl } = photoAnswerSchema.parse(await response.json());
    expect(byName(await household(browser), 'Sam').PhotoUrl).toBe(PhotoUrl);

    const photo = await browser.get(PhotoUrl);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('cache-control')).toContain('private');
    expect(imageSize(new Uint8Array(await photo.arrayBuffer()))).toMatchObject({ type: 'jpg', width: 400, height: 400 });

    // Another customer, and a guest, get nothing.
    const stranger = await signedIn('admin@example.com');
    expect((await stranger.get(PhotoUrl)).status).toBe(404);
    expect((await new Browser(() => handle.store).get(PhotoUrl)).status).toBe(401);
  });

  it('takes metadata of up to 262144 bytes of a JSON object with the photo, and refuses more or other', { timeout: 20_000 }, async () => {
    const browser = await signedIn();
    const sam = byName(await household(browser), 'Sam');
    const png = await new Jimp({ width: 200, height: 200, color: 0x3366ccff }).getBuffer('image/png');
    // {"note":"…"} is 11 bytes around the padding.
    const ofSize = (bytes: number) => JSON.stringify({ note: 'x'.repeat(bytes - 11) });
    expect(ofSize(262_144)).toHaveLength(262_144);
    expect((await uploadPhoto(browser, sam.ContactInfoId, png, 'image/png', ofSize(262_144))).status).toBe(200);
    const tooBig = await uploadPhoto(browser, sam.ContactInfoId, png, 'image/png', ofSize(262_145));
    expect(tooBig.status).toBe(400);
    expect(await messageOf(tooBig)).toBe(PHOTO_MESSAGES.metadataTooBig);
    expect(PHOTO_MESSAGES.metadataTooBig).toContain('262144 bytes');
    for (const bad of ['not json', '[1]', 'null']) {
      expect(await messageOf(await uploadPhoto(browser, sam.ContactInfoId, png, 'image/png', bad))).toBe(PHOTO_MESSAGES.metadataNotJson);
    }
  });

  it('refuses what is not a JPEG, PNG, GIF or BMP image, or too small, whatever its name or type says', { timeout: 20_000 }, async () => {
    const browser = await signedIn();
    const sam = byName(await household(browser), 'Sam');
    const svg = await uploadPhoto(browser, sam.ContactInfoId, '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'image/png');
    expect(svg.status).toBe(400);
    expect(await messageOf(svg)).toBe(PHOTO_MESSAGES.type);
    const tiny = await uploadPhoto(browser, sam.ContactInfoId, await new Jimp({ width: 40, height: 40, color: 0xffffffff }).getBuffer('image/png'));
    expect(await messageOf(tiny)).toBe(PHOTO_MESSAGES.tooSmall);
  });

  it('loads a pass onto a media card, refusing a card another member holds and letters when the store takes digits only', async () => {
    const browser = await signedIn();
    const jordan = byName(await household(browser), 'Jordan');
    const added = await send(browser, 'POST', '/api/product/assignMedia', { contactId: jordan.ContactInfoId, mediaId: '6001555566667777' });
    expect(await added.json()).toEqual({ success: true, MediaNumber: '6001555566667777' });
    expect(byName(await household(browser), 'Jordan')).toMatchObject({ MediaNumber: '6001555566667777', MediaAdded: true });

    const taken = await send(browser, 'POST', '/api/product/assignMedia', { contactId: jordan.ContactInfoId, mediaId: SEEDED_MEDIA_NUMBER });
    expect(await messageOf(taken)).toBe(HOUSEHOLD_MESSAGES.mediaTaken);
    const letters = await send(browser, 'POST', '/api/product/assignMedia', { contactId: jordan.ContactInfoId, mediaId: '6001ABC' });
    expect(await messageOf(letters)).toBe(HOUSEHOLD_MESSAGES.mediaNumeric);
    const empty = await send(browser, 'POST', '/api/product/assignMedia', { contactId: jordan.ContactInfoId, mediaId: '  ' });
    expect(await messageOf(empty)).toBe(HOUSEHOLD_MESSAGES.mediaRequired);
  });

  it('refuses every change to a member of another household, and changes nothing', { timeout: 20_000 }, async () => {
    const shopper = await signedIn();
    const sam = byName(await household(shopper), 'Sam');
    const stranger = await signedIn('admin@example.com');
    const calls: Array<Promise<Response>> = [
      send(stranger, 'POST', '/api/customer/addbirthdate', { ContactId: sam.ContactInfoId, BirthDate: '2000-01-01' }),
      send(stranger, 'POST', '/api/product/assignMedia', { contactId: sam.ContactInfoId, mediaId: '6001999988887777' }),
      uploadPhoto(stranger, sam.ContactInfoId, await new Jimp({ width: 200, height: 200, color: 0xff0000ff }).getBuffer('image/png')),
      stranger.get(`/api/customer/history/${sam.ContactInfoId}/100`),
      send(stranger, 'POST', '/api/checkout/updatemediaassignments/', [{ ContactId: sam.ContactInfoId, MediaOption: 'Purchase' }]),
      stranger.getWithToken(`/api/checkout/addmediaassignment/${sam.ContactInfoId}`),
      send(stranger, 'POST', '/media', { contactId: sam.ContactInfoId, mediaId: '6001999988887777' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(400);
      expect(await messageOf(response)).toBe(HOUSEHOLD_MESSAGES.notInHousehold);
    }
    const after = byName(await household(shopper), 'Sam');
    expect(after).toMatchObject({ DateOfBirth: sam.DateOfBirth, MediaNumber: sam.MediaNumber });
    expect((await household(stranger)).map((member) => member.FirstName)).toEqual(['Taylor']);
  });

  it('keeps one media choice per member whose cart items need a card: Purchase or Reload only', async () => {
    const browser = await signedIn();
    const members = await household(browser);
    const [alex, sam] = [byName(members, 'Alex'), byName(members, 'Sam')];
    await addToCart(browser, 1, { 'addtocart_1.LegacyContactId': String(alex.ContactInfoId) });
    await addToCart(browser, 3, { 'addtocart_3.LegacyContactId': String(sam.ContactInfoId), product_attribute_5: '2027-01-15' });
    const start = mediaRequirementsSchema.parse(await (await browser.get('/api/checkout/mediarequirements')).json());
    expect(start.Members.map((member) => [member.Fullname, member.MediaOption])).toContainEqual(['Alex Morgan', null]);

    const update = async (body: unknown) => send(browser, 'POST', '/api/checkout/updatemediaassignments/', body);
    const chosen = mediaRequirementsSchema.parse(await (await update([{ ContactId: alex.ContactInfoId, MediaOption: 'Purchase' }, { ContactId: alex.ContactInfoId, MediaOption: 'Reload' }])).json());
    expect(chosen.Members.find((member) => member.ContactId === alex.ContactInfoId)?.MediaOption).toBe('Reload');
    expect((await update([{ ContactId: alex.ContactInfoId, MediaOption: 'Gift' }])).status).toBe(400);

    const removed = mediaRequirementsSchema.parse(await (await browser.getWithToken(`/api/checkout/deletemediaassignment/${alex.ContactInfoId}/false`)).json());
    expect(removed.Members.find((member) => member.ContactId === alex.ContactInfoId)?.MediaOption).toBeNull();
    const added = mediaRequirementsSchema.parse(await (await browser.getWithToken(`/api/checkout/addmediaassignment/${alex.ContactInfoId}`)).json());
    expect(added.Members.find((member) => member.ContactId === alex.ContactInfoId)?.MediaOption).toBe('Purchase');
    // A GET that changes the choices needs the anti-forgery token, like a post.
    expect((await browser.get(`/api/checkout/deletemediaassignment/${alex.ContactInfoId}/true`)).status).toBe(400);
  });

  it("adds the checkout's card through POST /media and chooses Reload for it in one step; refuses a taken or non-numeric number", async () => {
    const browser = await signedIn();
    const sam = byName(await household(browser), 'Sam');
    const [year, month, day] = addDays(storeEarliestDate(Date.now(), {}), 5).split('-');
    const ticket = { product_attribute_301_day: String(Number(day)), product_attribute_301_month: String(Number(month)), product_attribute_301_year: year!, product_attribute_302: '3022' };
    expect(await (await addToCart(browser, 3, { ...ticket, 'addtocart_3.LegacyContactId': String(sam.ContactInfoId) })).json()).toMatchObject({ success: true });
    const answer = mediaFastFlowAnswerSchema.parse(await (await send(browser, 'POST', '/media', { contactId: sam.ContactInfoId, mediaId: '600155554444' })).json());
    expect(answer.MediaNumber).toBe('600155554444');
    expect(answer.Members.find((member) => member.ContactId === sam.ContactInfoId)).toMatchObject({ MediaNumber: '600155554444', MediaOption: 'Reload' });
    expect(byName(await household(browser), 'Sam').MediaNumber).toBe('600155554444');

    const alex = byName(await household(browser), 'Alex');
    const taken = await send(browser, 'POST', '/media', { contactId: alex.ContactInfoId, mediaId: '600155554444' });
    expect(taken.status).toBe(400);
    expect(await messageOf(taken)).toBe(HOUSEHOLD_MESSAGES.mediaTaken);
    const letters = await send(browser, 'POST', '/media', { contactId: sam.ContactInfoId, mediaId: '6001ABC' });
    expect(letters.status).toBe(400);
    expect(await messageOf(letters)).toBe(HOUSEHOLD_MESSAGES.mediaNumeric);
    expect(byName(await household(browser), 'Sam').MediaNumber).toBe('600155554444');
  });

  it('shows the media selection at checkout', async () => {
    expect(await (await (await signedIn()).get('/onepagecheckout')).text()).toContain('<resort-add-media mode="checkout" loading="lazy"><p class="legacy-empty" data-resort-fallback>Choosing media cards needs JavaScript.');
  });

  it('shows My Account with the household panel to a signed-in customer, and sends a guest to sign in', async () => {
    const browser = await signedIn();
    const page = await (await browser.get('/userinfo')).text();
    // The household's size and the plans' count on the tags size their boxes before they load.
    const members = (await household(browser)).length;
    // The plans My Account shows: every one but the cancelled.
    const all = (await (await browser.get('/api/ui/paymentplans/schedules/contacts')).json()) as { PaymentStatus: string; Payments: { PaymentDate: string; PaymentStatus: string }[] }[];
    const shown = all.filter((plan) => plan.PaymentStatus !== 'Cancelled');
    const plans = shown.length;
    // Those that offer Pay now: a failed payment, or one not paid (nor refunded, skipped, cancelled) dated today or earlier.
    const today = resortDate();
    const due = shown.filter((plan) => plan.Payments.some(({ PaymentDate, PaymentStatus }) => PaymentStatus === 'Failed' || (!['Paid', 'Refunded', 'Skipped', 'Cancelled'].includes(PaymentStatus) && PaymentDate <= today))).length;
    expect(all.length).toBeGreaterThan(plans);
    expect(members).toBeGreaterThan(1);
    expect(plans).toBeGreaterThan(0);
    expect(page).toContain(`<resort-group-members edit-photos add-media edit-members loading="lazy" members="${members}"><ul class="legacy-household-list" data-resort-fallback>`);
    expect(page).toContain(`<resort-my-payment-plans loading="lazy" plans="${plans}" due="${due}"><div data-resort-fallback>`);
    // The same household and plans, read-only, as the store lists them itself for a browser without our script.
    const listed = /<ul class="legacy-household-list" data-resort-fallback>([\s\S]*?)<\/ul>/.exec(page)?.[1] ?? '';
    expect([...listed.matchAll(/<strong>([^<]+)<\/strong>/g)].map((match) => match[1])).toHaveLength(members);
    expect(listed).toContain('<strong>Alex Morgan</strong> (you): adult, born');
    // Earlier tests here gave Jordan a birthday, and added Riley, a minor.
    expect(listed).toContain('<strong>Jordan Morgan</strong>: adult, born Jul 2, 1988');
    expect(listed).toContain('<strong>Riley Morgan</strong>: minor, born Aug 1, 2019');
    const list = /<ul class="legacy-plan-list">([\s\S]*?)<\/ul><\/li><\/ul>/.exec(page)?.[1] ?? '';
    expect(list.match(/<li><strong>/g)).toHaveLength(plans);
    expect(list).toContain('Left to pay: $');
    expect(page).toContain('<dl class="legacy-profile-details" data-resort-fallback>');
    // The customer's own orders, each leading to its details; another customer's order is not among them.
    const orders = /<ul class="legacy-order-list">([\s\S]*?)<\/ul>/.exec(page)?.[1] ?? '';
    expect(orders).toMatch(/<li><a href="\/orderdetails\/1001">Order SR1001<\/a> Placed on [A-Z][a-z]{2} \d{1,2}, \d{4}\.( Total: \$[\d,]+\.\d\d\.)?<\/li>/);
    expect(orders).not.toContain('/orderdetails/1002"');
    const guest = await new Browser(() => handle.store).get('/userinfo');
    expect(guest.status).toBe(303);
    expect(guest.headers.get('location')).toBe('/login?returnUrl=%2Fuserinfo');
  });
});
