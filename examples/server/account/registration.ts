/**
 * Accounts made on the store: registration (`/register`), finding an account by e-mail, and
 * password recovery. A recovery link carries a signed token that names the account, expires
 * after an hour, and stops working once the password changes (it signs the current hash).
 */
import { english } from '../text/store-text.ts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import type { Customer } from '../platform/app-env.ts';
import type { Sql } from '../db/db.ts';
import { isoDate, optional, requiredText, text } from '../platform/input.ts';
import { hashPassword } from '../platform/passwords.ts';
import { isValidBirthdate } from '../../../src/core/birthdates.ts';
import { regionField, regionValue } from '../../../src/ui/fields/regions.ts';
import { resortDate } from '../shell/resort-date.ts';
import { isCountryCode } from './countries.ts';

/** `GET /api/user/settings` (nopCommerce's customer settings the registration form follows). */
export const REGISTRATION_SETTINGS = {
  UserRegistrationType: 'Standard',
  UsernamesEnabled: false,
  PasswordMinLength: 8,
  FirstNameRequired: true,
  LastNameRequired: true,
  DateOfBirthEnabled: false,
  PhoneEnabled: false,
} as const;

export const REGISTER_MESSAGES = {
  firstName: english('msg.register.firstName'),
  lastName: english('msg.register.lastName'),
  firstNameLong: english('msg.register.firstNameLong'),
  lastNameLong: english('msg.register.lastNameLong'),
  tooMany: english('msg.register.tooMany'),
  email: english('msg.register.email'),
  password: english('msg.register.password', { min: REGISTRATION_SETTINGS.PasswordMinLength }),
  confirm: english('msg.register.confirm'),
  taken: english('msg.register.taken'),
  birthdate: english('msg.register.birthdate'),
  country: english('msg.register.country'),
  state: english('msg.register.state'),
} as const;

/** An e-mail address, any case, spaces around it ignored; kept in lower case. */
const email = text(254, { required: REGISTER_MESSAGES.email, tooLong: REGISTER_MESSAGES.email })
  .transform((value) => value.toLowerCase())
  .pipe(z.email(REGISTER_MESSAGES.email));
/** A password is taken exactly as typed (spaces count), with a ceiling that keeps hashing cheap. */
const newPassword = z
  .string({ error: REGISTER_MESSAGES.password })
  .min(REGISTRATION_SETTINGS.PasswordMinLength, REGISTER_MESSAGES.password)
  .max(1024, REGISTER_MESSAGES.password);
const confirmation = z.string({ error: REGISTER_MESSAGES.confirm }).max(1024, REGISTER_MESSAGES.confirm);

export const registerSchema = z
  .object({
    FirstName: requiredText(60, REGISTER_MESSAGES.firstName, REGISTER_MESSAGES.firstNameLong),
    LastName: requiredText(60, REGISTER_MESSAGES.lastName, REGISTER_MESSAGES.lastNameLong),
    Email: email,
    Password: newPassword,
    ConfirmPassword: confirmation,
    // The fields of <resort-date-field>, <resort-country-select> and <resort-state-field>: optional.
    DateOfBirth: optional(isoDate(REGISTER_MESSAGES.birthdate).refine((date) => isValidBirthdate(date, resortDate()), REGISTER_MESSAGES.birthdate)),
    CountryCode: optional(z.string().trim().toUpperCase().refine(isCountryCode, REGISTER_MESSAGES.country)),
    StateProvince: optional(text(100, { tooLong: REGISTER_MESSAGES.state })),
  })
  .refine((value) => value.Password === value.ConfirmPassword, { message: REGISTER_MESSAGES.confirm, path: ['ConfirmPassword'] })
  // A state must be one of the country's (a code or its name); a region of another country is free text.
  .refine((value) => value.StateProvince === undefined || regionField(value.CountryCode).kind === 'text' || regionValue(value.CountryCode, value.StateProvince) !== '', {
    message: REGISTER_MESSAGES.state,
    path: ['StateProvince'],
  })
  .transform((value) => ({
    ...value,
    StateProvince: value.StateProvince === undefined || regionField(value.CountryCode).kind === 'text' ? value.StateProvince : regionValue(value.CountryCode, value.StateProvince),
  }));
export type Registration = z.infer<typeof registerSchema>;

export const emailSchema = z.object({ Email: email });

/** A recovery link's fields: the account's e-mail and the signed token (`{expires}.{signature}`). */
export const recoveryLinkSchema = z.object({ email: text(254, {}, 1), token: text(100, {}, 1) });

export const newPasswordSchema = z
  .object({ Password: newPassword, ConfirmPassword: confirmation })
  .refine((value) => value.Password === value.ConfirmPassword, { message: REGISTER_MESSAGES.confirm, path: ['ConfirmPassword'] });

export interface AccountRow {
  id: number;
  email: string;
  first_name: string;
  password_hash: string | null;
}

export async function findAccount(sql: Sql, address: string): Promise<AccountRow | null> {
  const result = await sql.query<AccountRow>('select id, email, first_name, password_hash from customers where email = $1', [
    address.trim().toLowerCase(),
  ]);
  return result.rows[0] ?? null;
}

/** Creates the customer (and the household's "me"); null when the e-mail is taken. */
export async function createAccount(sql: Sql, registration: Registration): Promise<Customer | null> {
  // The page says so when the e-mail is taken, so hashing first would only cost time.
  if ((await findAccount(sql, registration.Email)) !== null) return null;
  const hash = await hashPassword(registration.Password);
  const inserted = await sql.query<{ id: number }>(
    `insert into customers (email, first_name, last_name, password_hash, country_code, state_province) values ($1, $2, $3, $4, $5, $6)
     on conflict (email) do nothing returning id`,
    [registration.Email, registration.FirstName, registration.LastName, hash, registration.CountryCode ?? null, registration.StateProvince || null],
  );
  const id = inserted.rows[0]?.id;
  if (id === undefined) return null;
  await sql.query(
    `insert into household_members (customer_id, first_name, last_name, date_of_birth, is_me, display_order) values ($1, $2, $3, $4, true, 0)`,
    [id, registration.FirstName, registration.LastName, registration.DateOfBirth ?? null],
  );
  return { id, email: registration.Email, firstName: registration.FirstName, lastName: registration.LastName, role: 'customer' };
}

export async function setPassword(sql: Sql, customerId: number, password: string): Promise<void> {
  await sql.query(
    'update customers set password_hash = $2, failed_login_count = 0, locked_until = null where id = $1',
    [customerId, await hashPassword(password)],
  );
}

export const RECOVERY_TTL_MS = 60 * 60 * 1000;

/**
 * The links are signed with `key`, the store's `recovery` secret (`platform/secrets.ts`): kept in
 * the database, so a link one store process sends works on every other, and after a restart.
 */
function signature(key: Buffer, account: AccountRow, expires: number): string {
  return createHmac('sha256', key)
    .update(`${account.id}|${account.email}|${expires}|${account.password_hash ?? ''}`)
    .digest('base64url');
}

/** `{expires}.{signature}` for the account, valid for an hour. */
export function recoveryToken(key: Buffer, account: AccountRow, now = Date.now()): string {
  const expires = now + RECOVERY_TTL_MS;
  return `${expires}.${signature(key, account, expires)}`;
}

export function recoveryTokenValid(key: Buffer, account: AccountRow, token: string, now = Date.now()): boolean {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return false;
  const expires = Number(match[1]);
  if (expires < now) return false;
  const expected = Buffer.from(signature(key, account, expires));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
