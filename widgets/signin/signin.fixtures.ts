/**
 * Sign-in answers for tests and stories, built through the widgets' own schemas so they
 * cannot drift from what the client accepts.
 */
import { customerLookupSchema, userSettingsSchema, type CustomerLookup, type UserSettings } from './signin-schemas.ts';

export const SHOPPER_EMAIL = 'shopper@example.com';
export const SHOPPER_PASSWORD = 'Resort!2026';

export const customerWithPassword = (userName = SHOPPER_EMAIL): CustomerLookup =>
  customerLookupSchema.parse({ UserName: userName, HasPassword: true });
export const customerWithoutPassword = (userName = 'nopass@example.com'): CustomerLookup =>
  customerLookupSchema.parse({ UserName: userName, HasPassword: false });
export const noCustomer = (): CustomerLookup => customerLookupSchema.parse({ UserName: null, HasPassword: false });

export const wrongPasswordErrors = () => ({
  Password: ["Your account or password is incorrect. If you don't remember your password, reset it now."],
});
export const LOCKED_MESSAGE = 'This account is locked. Please contact the resort to unlock it.';
export const lockedErrors = (message = LOCKED_MESSAGE) => ({ '': [message] });

export const registrationSettings = (overrides: Partial<UserSettings> = {}): UserSettings =>
  userSettingsSchema.parse({ UserRegistrationType: 'Standard', PasswordMinLength: 8, ...overrides });
