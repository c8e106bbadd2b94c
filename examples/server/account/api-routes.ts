import { inAnswerLanguage } from '../text/store-text.ts';
import { Hono } from 'hono';
import { answerLanguage } from '../text/languages.ts';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env.ts';
import { loadCatalog } from '../catalog/catalog.ts';
import type { Db } from '../db/db.ts';
import { readFields } from '../platform/request-body.ts';
import { readQuery, text } from '../platform/input.ts';
import { clientAddress, LOGIN_MESSAGES, loginFields, signIn, type SignInGuard } from './sign-in.ts';
import { REGISTRATION_SETTINGS } from './registration.ts';
import { categoryEntries } from '../shell/page-data.ts';

const LOOKUP_MESSAGE = 'Send the login to look up as ?id=.';
const lookupQuery = z.object({ id: text(254, { required: LOOKUP_MESSAGE, tooLong: LOOKUP_MESSAGE }, 1) });

const loginBody = z.object(loginFields);

/** ASP.NET-style model state: field name → messages; the empty key is about the whole request. */
type FieldErrors = Record<string, string[]>;

function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : '';
    (errors[key] ??= []).push(inAnswerLanguage(issue.message));
  }
  return errors;
}

/**
 * The calls the sign-in widgets make: the customer lookup, the login, the
 * registration settings, and the categories for the navigation.
 */
export function accountApiRoutes(db: Db, guard: SignInGuard): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/api/customer/exists', async (c) => {
    const { id } = readQuery(c, lookupQuery);
    const lookup = await guard.lookups.take(clientAddress(c));
    if (!lookup.allowed) {
      c.header('Retry-After', String(lookup.retryAfterSeconds));
      return c.json({ success: false, message: inAnswerLanguage(LOGIN_MESSAGES.tooManyLookups) }, 429);
    }
    const found = await db.query<{ email: string; has_password: boolean }>(
      'select email, password_hash is not null as has_password from customers where email = $1',
      [id.toLowerCase()],
    );
    const row = found.rows[0];
    return c.json({ UserName: row?.email ?? null, HasPassword: row?.has_password ?? false });
  });

  routes.post('/api/user/login', async (c) => {
    const fields = await readFields(c);
    const parsed = loginBody.safeParse({ Email: fields.get('Email'), Password: fields.get('Password') });
    if (!parsed.success) return c.json(fieldErrors(parsed.error), 400);

    const outcome = await signIn(db, c, guard, parsed.data.Email, parsed.data.Password);
    switch (outcome.kind) {
      case 'signed-in':
        return c.json({ success: true });
      case 'unknown':
        return c.json({ Email: [LOGIN_MESSAGES.unknown] }, 400);
      case 'no-password':
        return c.json({ Password: [LOGIN_MESSAGES.noPassword] }, 400);
      case 'wrong-password':
        return c.json({ Password: [LOGIN_MESSAGES.wrongPassword] }, 400);
      case 'locked':
        return c.json({ '': [inAnswerLanguage(outcome.message)] }, 400);
      case 'rate-limited':
        c.header('Retry-After', String(outcome.retryAfterSeconds));
        return c.json({ success: false, message: inAnswerLanguage(LOGIN_MESSAGES.tooManyAttempts) }, 429);
    }
  });

  routes.get('/api/user/settings', (c) => c.json(REGISTRATION_SETTINGS));

  routes.get('/api/categories', async (c) => {
    return c.json(categoryEntries(await loadCatalog(db, answerLanguage())));
  });

  return routes;
}
