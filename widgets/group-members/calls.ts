/**
 * `<resort-group-members>`'s calls, made by `api.ts`. Read by `resort-widgets check-host`
 * through `widgets/calls.ts`; no bundle imports this file. The calls that change the household
 * are sent (with `--write`) so that they change nothing: a member who is already there is added
 * again (the store answers `exists`), and a birthday is saved as it already is.
 */
import { hostCall, type CallFamily } from '../../src/api/host-calls.ts';
import { addMemberAnswerSchema, birthdateAnswerSchema, householdSchema, memberHistorySchema, photoAnswerSchema } from '../../src/api/household-schemas.ts';
import { ADD_MEMBER_PATH, BIRTHDATE_PATH, HISTORY_LIMIT, HOUSEHOLD_PATH, PHOTO_UPLOAD_PATH } from './api.ts';

/** A member as the add-member form and the birthday dialog send them, read back from the household. */
interface KnownMember {
  ContactInfoId: number;
  FirstName: string;
  LastName: string;
  DateOfBirth: string;
}

const memberOf = (value: unknown): KnownMember => value as KnownMember;

export const groupMembersCalls: CallFamily = {
  family: 'group-members',
  order: 110,
  tags: ['resort-group-members'],
  calls: [
    hostCall({
      name: 'group members',
      method: 'GET',
      path: HOUSEHOLD_PATH,
      schema: householdSchema,
      sends: 'read',
      who: 'customer',
      provides: (household) => {
        const withBirthday = household.find((member) => member.DateOfBirth !== null && member.FirstName !== '' && member.LastName !== '');
        const withCard = household.find((member) => member.MediaNumber !== null && member.MediaNumber !== '');
        return {
          member: household[0]?.ContactInfoId,
          'member-with-birthday': withBirthday,
          'member-with-card': withCard && { contactId: withCard.ContactInfoId, mediaId: withCard.MediaNumber },
        };
      },
    }),
    hostCall({
      name: 'member history',
      method: 'GET',
      path: `/api/customer/history/{contactId}/${HISTORY_LIMIT}`,
      params: { contactId: 'member' },
      schema: memberHistorySchema,
      sends: 'read',
      who: 'customer',
    }),
    hostCall({
      name: 'add member',
      method: 'POST',
      path: ADD_MEMBER_PATH,
      params: { member: { answer: 'member-with-birthday' } },
      body: {
        kind: 'json',
        value: (params) => {
          const { FirstName, LastName, DateOfBirth } = memberOf(params.member);
          return { FirstName, LastName, DateOfBirth };
        },
      },
      schema: addMemberAnswerSchema,
      sends: 'write',
      note: 'adds a member who is already in the household: the store answers that they exist',
      who: 'customer',
      captcha: 'myaccount/addgroupmember',
    }),
    hostCall({
      name: 'add birthday',
      method: 'POST',
      path: BIRTHDATE_PATH,
      params: { member: { answer: 'member-with-birthday' } },
      body: {
        kind: 'json',
        value: (params) => {
          const { ContactInfoId, DateOfBirth } = memberOf(params.member);
          return { ContactId: ContactInfoId, BirthDate: DateOfBirth };
        },
      },
      schema: birthdateAnswerSchema,
      sends: 'write',
      note: 'saves a birthday the store already has',
      who: 'customer',
    }),
    hostCall({
      name: 'upload photo',
      method: 'POST',
      path: PHOTO_UPLOAD_PATH,
      schema: photoAnswerSchema,
      sends: 'never',
      note: "uploads a photo (a multipart file), which would replace the member's own: the command sends no files",
      who: 'customer',
    }),
  ],
};
