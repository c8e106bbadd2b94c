/**
 * The sign-in widgets' calls (`<resort-signin-menu>`, `<resort-signin-form>`), made by
 * `api.ts`. Read by `resort-widgets check-host` through `widgets/calls.ts`; no bundle
 * imports this file.
 */
import { hostCall, type CallFamily } from '../../src/api/host-calls.ts';
import { CUSTOMER_EXISTS_PATH, USER_LOGIN_PATH, USER_SETTINGS_PATH, customerLookupSchema, loginOkSchema, userSettingsSchema } from './signin-schemas.ts';

export const signInCalls: CallFamily = {
  family: 'sign-in',
  order: 10,
  tags: ['resort-signin-menu', 'resort-signin-form'],
  calls: [
    hostCall({
      name: 'registration settings',
      method: 'GET',
      path: USER_SETTINGS_PATH,
      schema: userSettingsSchema,
      sends: 'read',
      who: 'guest',
    }),
    hostCall({
      name: 'customer lookup',
      method: 'GET',
      path: CUSTOMER_EXISTS_PATH,
      params: { login: { id: 'login', example: 'check-host@example.invalid' } },
      query: (params) => ({ id: String(params.login) }),
      schema: customerLookupSchema,
      // A 404 is how some stores say nobody has that login; the form reads it so.
      answers: [404],
      sends: 'read',
      who: 'guest',
    }),
    hostCall({
      name: 'sign in',
      method: 'POST',
      path: USER_LOGIN_PATH,
      params: { login: 'login', password: { answer: 'password' } },
      body: { kind: 'json', value: (params) => ({ Email: params.login, Password: params.password }) },
      schema: loginOkSchema,
      sends: 'write',
      who: 'guest',
      signsIn: true,
      note: 'sent by --login',
    }),
  ],
};
