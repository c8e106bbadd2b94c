/** The household panel's calls, each returning an `ApiResult` (the client parses every answer). */
import * as api from '../../src/api/client.ts';
import {
  addMemberAnswerSchema,
  birthdateAnswerSchema,
  householdSchema,
  memberHistorySchema,
  photoAnswerSchema,
} from '../../src/api/household-schemas.ts';

export const HOUSEHOLD_PATH = '/api/checkout/guestinfobase';
export const ADD_MEMBER_PATH = '/api/checkout/guestinfo/add';
export const BIRTHDATE_PATH = '/api/customer/addbirthdate';
export const PHOTO_UPLOAD_PATH = '/api/photo/upload';
export const HISTORY_PATH = '/api/customer/history/';
/** How many visits a member's history asks for. */
export const HISTORY_LIMIT = 100;

export const loadHousehold = (fresh = false) => api.get(HOUSEHOLD_PATH, householdSchema, { fresh });

export const addMember = (member: { FirstName: string; LastName: string; DateOfBirth: string }) =>
  api.postJson(ADD_MEMBER_PATH, member, addMemberAnswerSchema, { captchaAction: 'myaccount/addgroupmember' });

export const addBirthdate = (contactId: number, birthDate: string) => api.postJson(BIRTHDATE_PATH, { ContactId: contactId, BirthDate: birthDate }, birthdateAnswerSchema);

export const loadHistory = (contactId: number) => api.get(`${HISTORY_PATH}${contactId}/${HISTORY_LIMIT}`, memberHistorySchema);

/** `metadata`: the JSON of `metadataPart` (what was cropped from which image). */
export const uploadPhoto = (contactId: number, photo: Blob, metadata: string) => {
  const form = new FormData();
  form.append('file', photo, 'photo.jpg');
  form.append('metadata', metadata);
  return api.postMultipart(PHOTO_UPLOAD_PATH, form, photoAnswerSchema, { searchParams: { contactid: contactId } });
};
