/**
 * `<resort-waiver>`'s call, made by `api.ts`. Read by `resort-widgets check-host`
 * through `widgets/calls.ts`; no bundle imports this file.
 */
import { hostCall, type CallFamily } from '../../src/api/host-calls.ts';
import { signWaiverResultSchema } from '../../src/api/waiver-schemas.ts';
import { SIGN_WAIVER_PATH } from './meta.ts';
import { RESORT_CHARGE_CARD_PATH } from './api.ts';
import { resortChargeAnswerSchema } from './resort-charge-schemas.ts';

export const waiverCalls: CallFamily = {
  family: 'waiver',
  order: 90,
  tags: ['resort-waiver'],
  calls: [
    hostCall({
      name: 'sign waiver',
      method: 'POST',
      // The default of the tag's `sign-url` attribute.
      path: SIGN_WAIVER_PATH,
      schema: signWaiverResultSchema,
      sends: 'never',
      who: 'customer',
      note: 'a signature is a person’s own act: the command never signs',
    }),
    hostCall({
      name: 'resort charge card',
      method: 'POST',
      path: RESORT_CHARGE_CARD_PATH,
      schema: resortChargeAnswerSchema,
      sends: 'never',
      who: 'customer',
      captcha: 'resortcharge',
      note: 'a card on file needs a real card token from the payment provider and a signed authorization: the command never sends one',
    }),
  ],
};
