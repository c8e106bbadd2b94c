// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { householdSchema } from '../../../src/api/household-schemas.ts';
import { profileSchema, usernameAnswerSchema } from '../../../widgets/profile/profile-schemas.ts';
import { PROFILE_MESSAGES } from '../../../widgets/profile/profile-rules.ts';
import { SEED_PASSWORD } from '../catalog/seed.ts';
import { Browser, json, testStoreForFile } from '../test-support/test-support.ts';

const handle = testStoreForFile();
let shopper: Browser;
let admin: Browser;

beforeAll(async () => {
  shopper = new Browser(() => handle.store);
  admin = new Browser(() => handle.store);
  await Promise.all([shopper.signIn('shopper@example.com', SEED_PASSWORD), admin.signIn('admin@example.com', SEED_PASSWORD)]);
}, 30_000);

const PROFILE = {
  FirstName: 'Alexandra',
  LastName: 'Morgan-Reyes',
  Phone: '+1 3035550100',
  DateOfBirth: '1986-03-15',
  StreetAddress: '1 Summit Road',
  StreetAddress2: 'Unit 4',
  City: 'Breckenridge',
  ZipPostalCode: '80424',
  CountryCode: 'us',
  StateProvince: 'Colorado',
};

async function post(browser: Browser, path: string, body: unknown, token = true): Promise<Response> {
  return browser.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...(token ? { RequestVerificationToken: await browser.token() } : {}) },
    body: JSON.stringify(body),
  });
}

const userInfoProfile = async (browser: Browser) => {
  const page = await (await browser.get('/userinfo')).text();
  const attribute = /<resort-profile profile="([^"]*)">/.exec(page)?.[1] ?? '';
  return profileSchema.parse(JSON.parse(attribute.replaceAll('&quot;', '"').replaceAll('&amp;', '&')));
};

describe('POST /api/customer/saveprofile', () => {
  it('saves the signed-in customer’s profile and answers it as saved; My Account and the household show it', async () => {
    const before = await userInfoProfile(shopper);
    expect(before).toMatchObject({ FirstName: 'Alex', LastName: 'Morgan', Email: 'shopper@example.com', DateOfBirth: '1986-03-14', Phone: '' });

    const response = await post(shopper, '/api/customer/saveprofile', PROFILE);
    expect(response.status).toBe(200);
    const saved = profileSchema.parse(await response.json());
    // The state is kept as its code, the country in capitals.
    expect(saved).toEqual({ ...PROFILE, Email: 'shopper@example.com', CountryCode: 'US', StateProvince: 'CO' });
    expect(await userInfoProfile(shopper)).toEqual(saved);
    const me = householdSchema.parse(await (await shopper.get('/api/checkout/guestinfobase')).json()).find((member) => member.Me);
    expect(me).toMatchObject({ FirstName: 'Alexandra', LastName: 'Morgan-Reyes', DateOfBirth: '1986-03-15' });
    // Another customer's profile is untouched.
    expect(await userInfoProfile(admin)).toMatchObject({ Email: 'admin@example.com', Phone: '', City: '' });
  });

  it.each([
    ['no first name', { FirstName: '  ' }, PROFILE_MESSAGES.firstName],
    ['no last name', { LastName: '' }, PROFILE_MESSAGES.lastName],
    ['a name over 60 characters', { FirstName: 'A'.repeat(61) }, PROFILE_MESSAGES.nameTooLong],
    ['a birthday in the future', { DateOfBirth: '2999-01-01' }, PROFILE_MESSAGES.birthday],
    ['an impossible birthday', { DateOfBirth: '1990-02-30' }, PROFILE_MESSAGES.birthday],
    ['no birthday', { DateOfBirth: undefined }, PROFILE_MESSAGES.birthday],
    ['a phone number not in the stored form', { Phone: '303-555-0100' }, PROFILE_MESSAGES.phone],
    ['a state of another country', { CountryCode: 'CA', StateProvince: 'CO' }, PROFILE_MESSAGES.state],
    ['a country that does not exist', { CountryCode: 'ZZ' }, PROFILE_MESSAGES.country],
    ['a postal code over 20 characters', { ZipPostalCode: '1'.repeat(21) }, PROFILE_MESSAGES.zipTooLong],
  ])('refuses %s with 400 and says what is wrong, changing nothing', async (_name, change, message) => {
    const before = await userInfoProfile(shopper);
    const response = await post(shopper, '/api/customer/saveprofile', { ...PROFILE, FirstName: 'Changed', ...change });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ message });
    expect(await userInfoProfile(shopper)).toEqual(before);
  });

  it('refuses a guest (401) and a request without the anti-forgery token (400)', async () => {
    expect((await post(new Browser(() => handle.store), '/api/customer/saveprofile', PROFILE)).status).toBe(401);
    const forged = await post(shopper, '/api/customer/saveprofile', { ...PROFILE, FirstName: 'Forged' }, false);
    expect(forged.status).toBe(400);
    expect((await userInfoProfile(shopper)).FirstName).not.toBe('Forged');
  });
});

describe('POST /api/customer/username', () => {
  it('changes the login of the signed-in customer only, refuses an address another account has, and signs in with the new one', async () => {
    const taken = await post(shopper, '/api/customer/username', { email: 'ADMIN@example.com' });
    expect(taken.status).toBe(400);
    expect(await json(taken)).toMatchObject({ message: PROFILE_MESSAGES.emailTaken });

    for (const bad of ['', 'not an address', 'a@b', 'two@at@example.com']) {
      const response = await post(shopper, '/api/customer/username', { email: bad });
      expect(response.status, bad).toBe(400);
      expect(await json(response), bad).toMatchObject({ message: PROFILE_MESSAGES.email });
    }

    const changed = await post(shopper, '/api/customer/username', { email: ' Alex.Morgan@Example.com ' });
    expect(changed.status).toBe(200);
    expect(usernameAnswerSchema.parse(await changed.json())).toEqual({ UserName: 'alex.morgan@example.com' });
    expect((await userInfoProfile(shopper)).Email).toBe('alex.morgan@example.com');
    const again = new Browser(() => handle.store);
    expect((await again.signIn('alex.morgan@example.com', SEED_PASSWORD)).status).toBeLessThan(400);
    expect((await userInfoProfile(admin)).Email).toBe('admin@example.com');

    // Back as it was, for the rest of the file; the same address again is no change.
    expect((await post(shopper, '/api/customer/username', { email: 'shopper@example.com' })).status).toBe(200);
    expect((await post(shopper, '/api/customer/username', { email: 'shopper@example.com' })).status).toBe(200);
  });
});
