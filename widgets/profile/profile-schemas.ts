/**
 * My Account's profile. `POST /api/customer/saveprofile` takes the profile as JSON and answers the
 * profile as saved; `POST /api/customer/username` takes `{ email }` (the e-mail is the login) and
 * answers the login as saved. The host gives the form its starting values in the tag's `profile`
 * attribute, in the same shape.
 */
import * as z from 'zod/mini';
import { dateString } from '../../src/api/schema-parts.ts';

export const SAVE_PROFILE_PATH = '/api/customer/saveprofile';
export const USERNAME_PATH = '/api/customer/username';

/** Text a store may leave out or send as null: empty then. */
const text = () => z._default(z.pipe(z.nullable(z.string()), z.transform((value) => value ?? '')), '');

export const profileSchema = z.object({
  FirstName: text(),
  LastName: text(),
  Email: text(),
  /** `+<country code> <number>`, or empty. */
  Phone: text(),
  /** `YYYY-MM-DD` (a date-time gives its date), or null when none is on file. */
  DateOfBirth: z._default(z.nullable(dateString), null),
  StreetAddress: text(),
  StreetAddress2: text(),
  City: text(),
  ZipPostalCode: text(),
  /** ISO 3166-1 alpha-2, or empty. */
  CountryCode: text(),
  /** A state or province code of the country, or a region's name. */
  StateProvince: text(),
});
export type Profile = z.output<typeof profileSchema>;
export type ProfileInput = z.input<typeof profileSchema>;

/** What `saveprofile` is sent: the profile without the e-mail, which only `username` changes. */
export type ProfileBody = Omit<Profile, 'Email' | 'DateOfBirth'> & { DateOfBirth: string };

export const usernameAnswerSchema = z.object({ UserName: z.string() });
