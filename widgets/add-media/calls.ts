/**
 * `<resort-add-media>`'s calls, made by `api.ts`: the media card form and, at checkout, the
 * media selection. Read by `resort-widgets check-host` through `widgets/calls.ts`; no bundle
 * imports this file. The calls that change data are sent (with `--write`) so that the store ends
 * as it began: a member's own card is assigned to them again, a choice is added for a member who
 * has one, and after the choices are removed the ones the store had are saved again, last.
 */
import { hostCall, type CallFamily } from '../../src/api/host-calls.ts';
import { assignMediaAnswerSchema, mediaRequirementsSchema, type MediaSelection } from '../../src/api/household-schemas.ts';
import { ADD_ASSIGNMENT_PATH, ASSIGN_MEDIA_PATH, DELETE_ASSIGNMENT_PATH, MEDIA_FAST_FLOW_PATH, MEDIA_REQUIREMENTS_PATH, UPDATE_ASSIGNMENTS_PATH } from './api.ts';
import { mediaFastFlowAnswerSchema } from './media-schemas.ts';

export const addMediaCalls: CallFamily = {
  family: 'add-media',
  order: 120,
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
      name: 'add media at checkout',
      method: 'POST',
      path: MEDIA_FAST_FLOW_PATH,
      params: { card: { answer: 'member-with-card' } },
      body: { kind: 'json', value: (params) => params.card },
      schema: mediaFastFlowAnswerSchema,
      sends: 'write',
      captcha: 'fastflow',
      note: "assigns a member's own card to them again, which chooses Reload for them (the choices are saved back last)",
      who: 'customer',
    }),
    hostCall({
      name: 'add media choice',
      method: 'GET',
      path: `${ADD_ASSIGNMENT_PATH}/{member}`,
      // The household's first member, who has just been given Reload: adding changes nothing.
      params: { member: 'member' },
      schema: mediaRequirementsSchema,
      sends: 'write',
      antiForgery: true,
      note: 'asks for a new card for a member who already has a choice, which the store leaves as it is',
      who: 'customer',
    }),
    hostCall({
      name: 'remove media choice',
      method: 'GET',
      path: `${DELETE_ASSIGNMENT_PATH}/{member}/false`,
      params: { member: 'member' },
      schema: mediaRequirementsSchema,
      sends: 'write',
      antiForgery: true,
      note: 'the choices are saved back last',
      who: 'customer',
    }),
    hostCall({
      name: 'remove all media choices',
      method: 'GET',
      path: `${DELETE_ASSIGNMENT_PATH}/{member}/true`,
      params: { member: 'member' },
      schema: mediaRequirementsSchema,
      sends: 'write',
      antiForgery: true,
      note: 'the choices are saved back next',
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
      note: 'saves the choices the store had when the command began',
      who: 'customer',
    }),
  ],
};
