/**
 * The household's calls (issue 17): group members, adding one, birthdays, photos, media cards, a
 * member's history, and the checkout's media choices. Signed-in customers only, each on their own
 * household: a member id of another household is refused with 400 and changes nothing. The
 * widgets' rules are checked again here.
 */
import { english } from '../text/store-text.ts';
import { Hono, type Context } from 'hono';
import { answerLanguage } from '../text/languages.ts';
import * as z from 'zod';
import type { AppEnv, Customer } from '../platform/app-env.ts';
import type { Db } from '../db/db.ts';
import { HttpError, badRequest } from '../platform/http-error.ts';
import { id, isoDate, readJson, readParam, readQuery, requiredText, text, wholeNumber } from '../platform/input.ts';
import { isValidBirthdate } from '../../../src/core/birthdates.ts';
import { normalizeSelections } from '../../../widgets/add-media/media-rules.ts';
import { resortDate } from '../shell/resort-date.ts';
import { SEASON, buildPageData } from '../shell/page-data.ts';
import {
  HISTORY_LIMIT,
  addMember,
  ageDescription,
  assignMedia,
  deleteMediaSelection,
  householdMembers,
  inHousehold,
  mediaRequirements,
  memberHistory,
  memberPhoto,
  photoUrl,
  saveMediaSelections,
  setBirthdate,
  storePhoto,
} from './household-repo.ts';
import { PHOTO_MESSAGES, PHOTO_UPLOAD_MAX_BYTES, metadataProblem, reencodePhoto } from './photos.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import { pageContext } from '../page/context.ts';
import { userInfoPage } from './userinfo-pages.ts';
import { customerOrders } from '../orders/repo.ts';
import { readProfile } from './profile-repo.ts';
import { shownCustomerPlans } from '../payment-plans/customer-plans.ts';

export const PHOTO_UPLOAD_PATH = '/api/photo/upload';

/** `POST /media`: the checkout's media card, added and chosen for reload at once. */
export const MEDIA_FAST_FLOW_PATH = '/media';

export const HOUSEHOLD_MESSAGES = {
  signIn: english('msg.household.signIn'),
  firstName: english('msg.household.firstName'),
  lastName: english('msg.household.lastName'),
  birthday: english('msg.household.birthday'),
  nameTooLong: english('msg.household.nameTooLong'),
  notInHousehold: english('msg.member.notInHousehold'),
  contactId: 'Send the group member as a positive whole number.',
  mediaRequired: english('msg.household.mediaRequired'),
  mediaNumeric: english('msg.household.mediaNumeric'),
  mediaTooLong: english('msg.household.mediaTooLong'),
  mediaTaken: english('msg.household.mediaTaken'),
  selections: 'Send a list of { ContactId, MediaOption } with MediaOption Purchase or Reload.',
  limit: `Ask for 1 to ${HISTORY_LIMIT} visits.`,
} as const;

function customerOf(c: Context<AppEnv>): Customer {
  const customer = c.get('customer');
  if (customer === null) throw new HttpError(401, HOUSEHOLD_MESSAGES.signIn);
  return customer;
}

const newMemberBody = z.object({
  FirstName: requiredText(60, HOUSEHOLD_MESSAGES.firstName, HOUSEHOLD_MESSAGES.nameTooLong),
  LastName: requiredText(60, HOUSEHOLD_MESSAGES.lastName, HOUSEHOLD_MESSAGES.nameTooLong),
  DateOfBirth: isoDate(HOUSEHOLD_MESSAGES.birthday),
}, { error: HOUSEHOLD_MESSAGES.firstName });

const birthdateBody = z.object({ ContactId: id(HOUSEHOLD_MESSAGES.contactId), BirthDate: isoDate(HOUSEHOLD_MESSAGES.birthday) }, { error: HOUSEHOLD_MESSAGES.contactId });

const assignMediaBody = z.object(
  {
    contactId: id(HOUSEHOLD_MESSAGES.contactId),
    mediaId: text(60, { required: HOUSEHOLD_MESSAGES.mediaRequired, tooLong: HOUSEHOLD_MESSAGES.mediaTooLong }, 1),
  },
  { error: HOUSEHOLD_MESSAGES.mediaRequired },
);

const selectionsBody = z
  .array(z.object({ ContactId: id(HOUSEHOLD_MESSAGES.contactId), MediaOption: z.enum(['Purchase', 'Reload'], { error: HOUSEHOLD_MESSAGES.selections }) }), { error: HOUSEHOLD_MESSAGES.selections })
  .max(50, HOUSEHOLD_MESSAGES.selections);

const contactParam = id(HOUSEHOLD_MESSAGES.contactId);

const validBirthday = (date: string) => {
  if (!isValidBirthdate(date, resortDate())) throw badRequest(HOUSEHOLD_MESSAGES.birthday);
};

export function householdRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // The store's media setting, as its pages tell the widgets.
  const { CustomerSettings } = buildPageData(null, undefined);

  routes.get('/userinfo', async (c) => {
    const customer = c.get('customer');
    if (customer === null) return c.redirect(`/login?returnUrl=${encodeURIComponent('/userinfo')}`, 303);
    return c.html(userInfoPage(await pageContext(c, db, await loadCatalog(db, answerLanguage())), await readProfile(db, customer.id), await shownCustomerPlans(db, customer.id), await customerOrders(db, customer.id)).value);
  });

  routes.get('/api/checkout/guestinfobase', async (c) => c.json(await householdMembers(db, customerOf(c).id)));

  routes.post('/api/checkout/guestinfo/add', async (c) => {
    const customer = customerOf(c);
    const member = await readJson(c, newMemberBody, HOUSEHOLD_MESSAGES.firstName);
    validBirthday(member.DateOfBirth);
    const added = await addMember(db, customer.id, member);
    const household = await householdMembers(db, customer.id);
    return c.json({ exists: added.exists, Household: household, ContactInfoId: added.exists ? null : added.id });
  });

  routes.get('/api/customer/history/:contactId/:limit', async (c) => {
    const customer = customerOf(c);
    const contactId = readParam(c, 'contactId', contactParam);
    const limit = readParam(c, 'limit', wholeNumber(1, HISTORY_LIMIT, HOUSEHOLD_MESSAGES.limit));
    const history = await memberHistory(db, customer.id, contactId, limit, SEASON.StartDate);
    if (!history) throw badRequest(HOUSEHOLD_MESSAGES.notInHousehold);
    return c.json(history);
  });

  routes.post('/api/customer/addbirthdate', async (c) => {
    const customer = customerOf(c);
    const body = await readJson(c, birthdateBody, HOUSEHOLD_MESSAGES.contactId);
    validBirthday(body.BirthDate);
    if (!(await setBirthdate(db, customer.id, body.ContactId, body.BirthDate))) throw badRequest(HOUSEHOLD_MESSAGES.notInHousehold);
    return c.json({ success: true, DateOfBirth: body.BirthDate, AgeDescription: ageDescription(body.BirthDate, new Date()) });
  });

  routes.post(PHOTO_UPLOAD_PATH, async (c) => {
    const customer = customerOf(c);
    const { contactid: contactId } = readQuery(c, z.object({ contactid: contactParam }, { error: HOUSEHOLD_MESSAGES.contactId }));
    if (!(await inHousehold(db, customer.id, contactId))) throw badRequest(HOUSEHOLD_MESSAGES.notInHousehold);
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'multipart/form-data') throw badRequest(PHOTO_MESSAGES.missing);
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest(PHOTO_MESSAGES.missing);
    }
    const file = form.get('file');
    if (file === null || typeof file === 'string') throw badRequest(PHOTO_MESSAGES.missing);
    if (file.size > PHOTO_UPLOAD_MAX_BYTES) throw badRequest(PHOTO_MESSAGES.tooBig);
    const metadata = await metadataProblem(form.get('metadata'));
    if (metadata) throw badRequest(metadata);
    const photo = await reencodePhoto(new Uint8Array(await file.arrayBuffer()));
    if (!photo.ok) throw badRequest(photo.message);
    const version = await storePhoto(db, customer.id, contactId, photo);
    if (version === null) throw badRequest(HOUSEHOLD_MESSAGES.notInHousehold);
    return c.json({ success: true, PhotoUrl: photoUrl(contactId, version) });
  });

  routes.get('/api/photo/:contactId', async (c) => {
    const customer = customerOf(c);
    const contactId = readParam(c, 'contactId', contactParam);
    const jpeg = await memberPhoto(db, customer.id, contactId);
    if (!jpeg) return c.json({ success: false, message: 'No photo is stored for that group member.' }, 404);
    // Its address changes with each new photo, so the owner's browser may keep it; no one else's may.
    return c.body(new Uint8Array(jpeg), 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': 'private, max-age=86400' });
  });

  routes.post('/api/product/assignMedia', async (c) => {
    const customer = customerOf(c);
    const body = await readJson(c, assignMediaBody, HOUSEHOLD_MESSAGES.mediaRequired);
    if (CustomerSettings.MediaNumberIsNumeric && !/^\d+$/.test(body.mediaId)) throw badRequest(HOUSEHOLD_MESSAGES.mediaNumeric);
    const outcome = await assignMedia(db, customer.id, body.contactId, body.mediaId);
    if (outcome === 'not-in-household') throw badRequest(HOUSEHOLD_MESSAGES.notInHousehold);
    if (outcome === 'taken') throw badRequest(HOUSEHOLD_MESSAGES.mediaTaken);
    return c.json({ success: true, MediaNumber: body.mediaId });
  });

  const requirements = async (customerId: number) => ({ Members: await mediaRequirements(db, customerId) });

  // The checkout's fast flow: the card goes on the member and is chosen to be reloaded in one
  // step (the store's bot check guards it, action `fastflow`); the answer is the new choices.
  routes.post(MEDIA_FAST_FLOW_PATH, async (c) => {
    const customer = customerOf(c);
    const body = await readJson(c, assignMediaBody, HOUSEHOLD_MESSAGES.mediaRequired);
    if (CustomerSettings.MediaNumberIsNumeric && !/^\d+$/.test(body.mediaId)) throw badRequest(HOUSEHOLD_MESSAGES.mediaNumeric);
    const outcome = await db.transaction(async (tx) => {
      const assigned = await assignMedia(tx, customer.id, body.contactId, body.mediaId);
      if (assigned === 'assigned') await saveMediaSelections(tx, customer.id, [{ ContactId: body.contactId, MediaOption: 'Reload' }]);
      return assigned;
    });
    if (outcome === 'not-in-household') throw badRequest(HOUSEHOLD_MESSAGES.notInHousehold);
    if (outcome === 'taken') throw badRequest(HOUSEHOLD_MESSAGES.mediaTaken);
    return c.json({ success: true, MediaNumber: body.mediaId, ...(await requirements(customer.id)) });
  });

  routes.get('/api/checkout/mediarequirements', async (c) => c.json(await requirements(customerOf(c).id)));

  // Adds the member's entry (a new card) unless they have one: a state-changing GET, so it needs the anti-forgery header.
  routes.get('/api/checkout/addmediaassignment/:id', async (c) => {
    const customer = customerOf(c);
    const contactId = readParam(c, 'id', contactParam);
    if (!(await inHousehold(db, customer.id, contactId))) throw badRequest(HOUSEHOLD_MESSAGES.notInHousehold);
    await db.query(
      `insert into media_assignments (customer_id, contact_id, media_option) values ($1, $2, 'Purchase') on conflict (customer_id, contact_id) do nothing`,
      [customer.id, contactId],
    );
    return c.json(await requirements(customer.id));
  });

  routes.get('/api/checkout/deletemediaassignment/:contactId/:deleteAll', async (c) => {
    const customer = customerOf(c);
    const contactId = readParam(c, 'contactId', contactParam);
    const all = readParam(c, 'deleteAll', z.enum(['true', 'false', 'True', 'False'], { error: 'Send deleteAll as true or false.' })).toLowerCase() === 'true';
    if (!all && !(await inHousehold(db, customer.id, contactId))) throw badRequest(HOUSEHOLD_MESSAGES.notInHousehold);
    await deleteMediaSelection(db, customer.id, contactId, all);
    return c.json(await requirements(customer.id));
  });

  const updateSelections = async (c: Context<AppEnv>) => {
    const customer = customerOf(c);
    const selections = normalizeSelections(await readJson(c, selectionsBody, HOUSEHOLD_MESSAGES.selections));
    if (!(await db.transaction((tx) => saveMediaSelections(tx, customer.id, selections)))) throw badRequest(HOUSEHOLD_MESSAGES.notInHousehold);
    return c.json(await requirements(customer.id));
  };
  // The legacy path ends with a slash; both spellings are taken.
  routes.post('/api/checkout/updatemediaassignments/', updateSelections);
  routes.post('/api/checkout/updatemediaassignments', updateSelections);

  return routes;
}
