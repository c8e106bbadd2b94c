/**
 * `<resort-profile>`'s calls, made by `api.ts`. Read by `resort-widgets check-host` through
 * `widgets/calls.ts`; no bundle imports this file. Both change the signed-in customer's account
 * (the login, the profile), which a check must not do, so the command describes them and sends
 * neither; the demo store's tests send both.
 */
import { hostCall, type CallFamily } from '../../src/api/host-calls.ts';
import { SAVE_PROFILE_PATH, USERNAME_PATH, profileSchema, usernameAnswerSchema } from './profile-schemas.ts';

export const profileCalls: CallFamily = {
  family: 'profile',
  order: 140,
  tags: ['resort-profile'],
  calls: [
    hostCall({
      name: 'change username',
      method: 'POST',
      path: USERNAME_PATH,
      body: { kind: 'json', value: () => ({ email: 'shopper@example.com' }) },
      schema: usernameAnswerSchema,
      sends: 'never',
      who: 'customer',
      note: 'It would change the signed-in customer’s login; the demo store’s tests send it.',
    }),
    hostCall({
      name: 'save profile',
      method: 'POST',
      path: SAVE_PROFILE_PATH,
      body: {
        kind: 'json',
        value: () => ({
          FirstName: 'Alex',
          LastName: 'Morgan',
          Phone: '',
          DateOfBirth: '1986-03-14',
          StreetAddress: '',
          StreetAddress2: '',
          City: '',
          ZipPostalCode: '',
          CountryCode: 'US',
          StateProvince: '',
        }),
      },
      schema: profileSchema,
      sends: 'never',
      who: 'customer',
      note: 'It would overwrite the signed-in customer’s profile with sample values; the demo store’s tests send it.',
    }),
  ],
};
