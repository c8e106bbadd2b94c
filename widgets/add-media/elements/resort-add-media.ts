import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { AddMedia } from '../AddMedia.tsx';
import { addMediaElement } from '../meta.ts';
import { addMediaStyles } from '../styles/add-media.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { ADD_ASSIGNMENT_PATH, ASSIGN_MEDIA_PATH, DELETE_ASSIGNMENT_PATH, MEDIA_FAST_FLOW_PATH, MEDIA_REQUIREMENTS_PATH, UPDATE_ASSIGNMENTS_PATH } from '../api.ts';

export const AddMediaElement = defineWidget({ ...addMediaElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: AddMedia, styles: controlStyles + fieldStyles + addMediaStyles });

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
claimCalls(addMediaElement.tag, ASSIGN_MEDIA_PATH, MEDIA_FAST_FLOW_PATH, MEDIA_REQUIREMENTS_PATH, UPDATE_ASSIGNMENTS_PATH, ADD_ASSIGNMENT_PATH, DELETE_ASSIGNMENT_PATH);
