/**
 * The sign-in calls' answers.
 */
import * as z from 'zod/mini';

export const CUSTOMER_EXISTS_PATH = '/api/customer/exists';
export const USER_LOGIN_PATH = '/api/user/login';
export const USER_SETTINGS_PATH = '/api/user/settings';

/** `GET /api/customer/exists?id=…`: `UserName` is empty (or the answer `null`) when nobody has that login. */
export const customerLookupSchema = z.nullable(
  z.object({
    UserName: z._default(z.nullable(z.string()), null),
    HasPassword: z._default(z.boolean(), false),
  }),
);
export type CustomerLookup = z.infer<typeof customerLookupSchema>;

/** `POST /api/user/login` `{Email, Password}` answers `{success: true}`; a refusal is a 400 of field errors. */
export const loginOkSchema = z.object({ success: z.boolean() });

/** `GET /api/user/settings`: the registration settings the form reads (anything else is ignored). */
export const userSettingsSchema = z.object({
  /** `Disabled` hides "Create An Account". */
  UserRegistrationType: z._default(z.string(), 'Standard'),
  PasswordMinLength: z._default(z.number(), 0),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export interface LoginRequest {
  Email: string;
  Password: string;
}
