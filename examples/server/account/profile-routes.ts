/**
 * My Account's profile: `POST /api/customer/username` (the login, an e-mail address) and
 * `POST /api/customer/saveprofile` (the rest). Signed-in customers only, each on their own account
 * (the session names it; nothing in the body can name another). The form's rules are checked again
 * here, with its words.
 */
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import type { AppEnv, Customer } from '../platform/app-env.ts';
import type { Db } from '../db/db.ts';
import { HttpError, badRequest } from '../platform/http-error.ts';
import { isoDate, readJson, requiredText, text } from '../platform/input.ts';
import { isValidBirthdate } from '../../../src/core/birthdates.ts';
import { PHONE_MAX_LENGTH, isContactPhone } from '../../../src/ui/fields/phone.ts';
import { REGION_MAX_LENGTH, regionField, regionValue } from '../../../src/ui/fields/regions.ts';
import { PROFILE_LIMITS, PROFILE_MESSAGES, isEmailAddress } from '../../../widgets/profile/profile-rules.ts';
import { SAVE_PROFILE_PATH, USERNAME_PATH } from '../../../widgets/profile/profile-schemas.ts';
import { resortDate } from '../shell/resort-date.ts';
import { isCountryCode } from './countries.ts';
import { changeEmail, readProfile, saveProfile } from './profile-repo.ts';

export const PROFILE_ROUTE_MESSAGES = {
  signIn: 'Sign in to change your profile.',
  body: 'Send the profile as JSON: FirstName, LastName, Phone, DateOfBirth, StreetAddress, StreetAddress2, City, ZipPostalCode, CountryCode and StateProvince.',
  username: 'Send the new login as { "email": "…" }.',
} as const;

function customerOf(c: Context<AppEnv>): Customer {
  const customer = c.get('customer');
  if (customer === null) throw new HttpError(401, PROFILE_ROUTE_MESSAGES.signIn);
  return customer;
}

const usernameBody = z.object(
  {
    email: text(PROFILE_LIMITS.email, { required: PROFILE_MESSAGES.email, tooLong: PROFILE_MESSAGES.email }, 1)
      .refine(isEmailAddress, PROFILE_MESSAGES.email)
      .transform((value) => value.toLowerCase()),
  },
  { error: PROFILE_ROUTE_MESSAGES.username },
);

const line = (max: number, tooLong: string) => text(max, { tooLong }).default('');

const profileBody = z
  .object(
    {
      FirstName: requiredText(PROFILE_LIMITS.name, PROFILE_MESSAGES.firstName, PROFILE_MESSAGES.nameTooLong),
      LastName: requiredText(PROFILE_LIMITS.name, PROFILE_MESSAGES.lastName, PROFILE_MESSAGES.nameTooLong),
      Phone: text(PHONE_MAX_LENGTH, { tooLong: PROFILE_MESSAGES.phone })
        .refine((value) => value === '' || isContactPhone(value), PROFILE_MESSAGES.phone)
        .default(''),
      DateOfBirth: isoDate(PROFILE_MESSAGES.birthday).refine((date) => isValidBirthdate(date, resortDate()), PROFILE_MESSAGES.birthday),
      StreetAddress: line(PROFILE_LIMITS.street, PROFILE_MESSAGES.streetTooLong),
      StreetAddress2: line(PROFILE_LIMITS.street, PROFILE_MESSAGES.streetTooLong),
      City: line(PROFILE_LIMITS.city, PROFILE_MESSAGES.cityTooLong),
      ZipPostalCode: line(PROFILE_LIMITS.zip, PROFILE_MESSAGES.zipTooLong),
      CountryCode: text(2, { tooLong: PROFILE_MESSAGES.country })
        .transform((value) => value.toUpperCase())
        .refine((value) => value === '' || isCountryCode(value), PROFILE_MESSAGES.country)
        .default(''),
      StateProvince: text(REGION_MAX_LENGTH, { tooLong: PROFILE_MESSAGES.state }).default(''),
    },
    { error: PROFILE_ROUTE_MESSAGES.body },
  )
  // A state must be one of the country's (a code or its name); a region of another country is free text.
  .refine((value) => value.StateProvince === '' || regionField(value.CountryCode).kind === 'text' || regionValue(value.CountryCode, value.StateProvince) !== '', {
    message: PROFILE_MESSAGES.state,
    path: ['StateProvince'],
  })
  .transform((value) => ({
    ...value,
    StateProvince: value.StateProvince === '' || regionField(value.CountryCode).kind === 'text' ? value.StateProvince : regionValue(value.CountryCode, value.StateProvince),
  }));

export function profileRoutes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post(USERNAME_PATH, async (c) => {
    const customer = customerOf(c);
    const { email } = await readJson(c, usernameBody, PROFILE_ROUTE_MESSAGES.username);
    if (email !== customer.email && !(await db.transaction((tx) => changeEmail(tx, customer.id, email)))) throw badRequest(PROFILE_MESSAGES.emailTaken);
    return c.json({ success: true, UserName: email });
  });

  routes.post(SAVE_PROFILE_PATH, async (c) => {
    const customer = customerOf(c);
    const profile = await readJson(c, profileBody, PROFILE_ROUTE_MESSAGES.body);
    const saved = await db.transaction(async (tx) => {
      await saveProfile(tx, customer.id, profile);
      return readProfile(tx, customer.id);
    });
    if (saved === null) throw new HttpError(401, PROFILE_ROUTE_MESSAGES.signIn);
    return c.json(saved);
  });

  return routes;
}
