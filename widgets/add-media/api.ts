/** The media calls, each returning an `ApiResult`. */
import * as api from '../../src/api/client.ts';
import { assignMediaAnswerSchema, mediaRequirementsSchema, type MediaSelection } from '../../src/api/household-schemas.ts';

export const ASSIGN_MEDIA_PATH = '/api/product/assignMedia';
export const MEDIA_REQUIREMENTS_PATH = '/api/checkout/mediarequirements';
export const UPDATE_ASSIGNMENTS_PATH = '/api/checkout/updatemediaassignments/';

export const assignMedia = (contactId: number, mediaId: string) => api.postJson(ASSIGN_MEDIA_PATH, { contactId, mediaId }, assignMediaAnswerSchema);

export const loadMediaRequirements = () => api.get(MEDIA_REQUIREMENTS_PATH, mediaRequirementsSchema, { fresh: true });

export const updateMediaAssignments = (selections: readonly MediaSelection[]) => api.postJson(UPDATE_ASSIGNMENTS_PATH, selections, mediaRequirementsSchema);
