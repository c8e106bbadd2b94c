/**
 * The sign-in calls through the one API client, turned into what the step machine needs.
 */
import * as api from '../../src/api/client.ts';
import type { ApiError } from '../../src/api/errors.ts';
import { reportCallFailure } from '../../src/api/report-call.ts';
import type { LookupOutcome } from './signin-machine.ts';
import {
  CUSTOMER_EXISTS_PATH,
  USER_LOGIN_PATH,
  USER_SETTINGS_PATH,
  customerLookupSchema,
  loginOkSchema,
  userSettingsSchema,
  type LoginRequest,
  type UserSettings,
} from './signin-schemas.ts';

export type LookupResult = { ok: true; outcome: LookupOutcome } | { ok: false; error: ApiError };
export type LoginResult =
  | { kind: 'ok' }
  | { kind: 'refused'; fieldErrors: Record<string, string[]> }
  | { kind: 'failed'; error: ApiError };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The field errors of a 400 body: `{"": ["locked…"], "Password": ["…"]}` (ASP.NET's model state),
 * also inside `errors` (its problem details), a single string counting as a list of one. Null
 * when the body holds no field errors at all (a `{message}` body, an HTML page).
 */
export function fieldErrorsOf(body: unknown): Record<string, string[]> | null {
  if (!isRecord(body)) return null;
  const source = isRecord(body.errors) ? body.errors : body;
  const errors: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(source)) {
    if (Array.isArray(value)) {
      const messages = value.filter((message): message is string => typeof message === 'string');
      if (messages.length > 0) errors[key] = messages;
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** `GET /api/customer/exists?id={login}`: a 404 or an empty `UserName` means nobody has that login. */
export async function lookupCustomer(login: string): Promise<LookupResult> {
  const result = await api.get(CUSTOMER_EXISTS_PATH, customerLookupSchema, { searchParams: { id: login }, fresh: true });
  if (!result.ok) {
    if (result.error.kind === 'http' && result.error.status === 404) return { ok: true, outcome: { found: false } };
    return result;
  }
  const customer = result.data;
  if (customer === null || !customer.UserName) return { ok: true, outcome: { found: false } };
  return { ok: true, outcome: { found: true, hasPassword: customer.HasPassword } };
}

/** `POST /api/user/login` with `{Email, Password}`. */
export async function logIn(request: LoginRequest): Promise<LoginResult> {
  const result = await api.postJson(USER_LOGIN_PATH, request, loginOkSchema);
  if (result.ok) {
    if (result.data.success) return { kind: 'ok' };
    const error: ApiError = { kind: 'invalid-response', message: `POST ${USER_LOGIN_PATH}: success is false without field errors` };
    reportCallFailure('POST', USER_LOGIN_PATH, error);
    return { kind: 'failed', error };
  }
  if (result.error.kind === 'http' && result.error.status === 400) {
    const fieldErrors = fieldErrorsOf(result.error.body);
    if (fieldErrors) return { kind: 'refused', fieldErrors };
  }
  return { kind: 'failed', error: result.error };
}

export const defaultUserSettings: UserSettings = { UserRegistrationType: 'Standard', PasswordMinLength: 0 };

/** `GET /api/user/settings`; the defaults when it fails (already logged by the client). */
export async function loadUserSettings(): Promise<UserSettings> {
  const result = await api.get(USER_SETTINGS_PATH, userSettingsSchema);
  return result.ok ? result.data : defaultUserSettings;
}
