/**
 * `<resort-add-media>`'s calls, made by `api.ts`: the media card form and, at checkout, the
 * media selection. Read by `resort-widgets check-host` through `widgets/calls.ts`; no bundle
 * imports this file. The calls that change data are sent (with `--write`) so that they change
 * nothing: a member's own card is assigned to them again, and the choices are saved as they are.
 */
import { hostCall, type CallFamily } from '../../src/api/host-calls.ts';
import { assignMediaAnswerSchema, mediaRequirementsSchema, type MediaSelection } from '../../src/api/household-schemas.ts';
import { ASSIGN_MEDIA_PATH, MEDIA_REQUIREMENTS_PATH, UPDATE_ASSIGNMENTS_PATH } from './api.ts';

export const addMediaCalls: CallFamily = {
  family: 'add-media',
  tags: ['resort-add-media'],
  calls: [
    hostCall({
      name: 'media requirements',
      method: 'GET',
      path: MEDIA_REQUIREMENTS_PATH,
      schema: mediaRequirementsSchema,
      sends: 'read',
      who: 'customer',
      provides: (requirements) => ({
        'media-choices': requirements.Members.flatMap((member): MediaSelection[] => (member.MediaOption ? [{ ContactId: member.ContactId, MediaOption: member.MediaOption }] : [])),
      }),
    }),
    hostCall({
      name: 'assign media',
      method: 'POST',
      path: ASSIGN_MEDIA_PATH,
      // A member who has a card, and that card (learnt from <resort-group-members>' household).
      params: { card: { answer: 'member-with-card' } },
      body: { kind: 'json', value: (params) => params.card },
      schema: assignMediaAnswerSchema,
      sends: 'write',
      note: "assigns a member's own card to them again",
      who: 'customer',
    }),
    hostCall({
      name: 'save media choices',
      method: 'POST',
      path: UPDATE_ASSIGNMENTS_PATH,
      params: { choices: { answer: 'media-choices' } },
      body: { kind: 'json', value: (params) => params.choices },
      schema: mediaRequirementsSchema,
      sends: 'write',
      note: 'saves the choices the store already has',
      who: 'customer',
    }),
  ],
};
