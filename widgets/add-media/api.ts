/** The media calls, each returning an `ApiResult`. */
import * as api from '../../src/api/client.ts';
import { assignMediaAnswerSchema, mediaRequirementsSchema, type MediaSelection } from '../../src/api/household-schemas.ts';
import { mediaFastFlowAnswerSchema } from './media-schemas.ts';

export const ASSIGN_MEDIA_PATH = '/api/product/assignMedia';
export const MEDIA_FAST_FLOW_PATH = '/media';
export const MEDIA_REQUIREMENTS_PATH = '/api/checkout/mediarequirements';
export const UPDATE_ASSIGNMENTS_PATH = '/api/checkout/updatemediaassignments/';
export const ADD_ASSIGNMENT_PATH = '/api/checkout/addmediaassignment';
export const DELETE_ASSIGNMENT_PATH = '/api/checkout/deletemediaassignment';

export const assignMedia = (contactId: number, mediaId: string) => api.postJson(ASSIGN_MEDIA_PATH, { contactId, mediaId }, assignMediaAnswerSchema);

/** The checkout's card: added and chosen for reload in one call, bot-checked as `fastflow`. */
export const addMediaAtCheckout = (contactId: number, mediaId: string) =>
  api.postJson(MEDIA_FAST_FLOW_PATH, { contactId, mediaId }, mediaFastFlowAnswerSchema, { captchaAction: 'fastflow' });

export const loadMediaRequirements = () => api.get(MEDIA_REQUIREMENTS_PATH, mediaRequirementsSchema, { fresh: true });

export const updateMediaAssignments = (selections: readonly MediaSelection[]) => api.postJson(UPDATE_ASSIGNMENTS_PATH, selections, mediaRequirementsSchema);

// The two GETs change the choices, so they carry the anti-forgery token and are never cached.
/** A new card (Purchase) for a member who has no choice yet. */
export const addMediaAssignment = (contactId: number) => api.get(`${ADD_ASSIGNMENT_PATH}/${contactId}`, mediaRequirementsSchema, { fresh: true, antiForgery: true });

/** The member's choice removed, or with `all` every choice of the shopper. */
export const deleteMediaAssignment = (contactId: number, all: boolean) =>
  api.get(`${DELETE_ASSIGNMENT_PATH}/${contactId}/${all}`, mediaRequirementsSchema, { fresh: true, antiForgery: true });
