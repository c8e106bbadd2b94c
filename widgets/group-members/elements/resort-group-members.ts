import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { fieldPartStyles } from '../../../src/ui/fields/field-part-styles.ts';
import { GroupMembers } from '../GroupMembers.tsx';
import { groupMembersElement } from '../meta.ts';
import { groupMembersStyles } from '../styles/group-members.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { ADD_MEMBER_PATH, BIRTHDATE_PATH, HISTORY_PATH, HOUSEHOLD_PATH, PHOTO_UPLOAD_PATH } from '../api.ts';

export const GroupMembersElement = defineWidget({ ...groupMembersElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: GroupMembers, styles: controlStyles + fieldStyles + fieldPartStyles + groupMembersStyles });

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
claimCalls(groupMembersElement.tag, HOUSEHOLD_PATH, ADD_MEMBER_PATH, BIRTHDATE_PATH, PHOTO_UPLOAD_PATH, HISTORY_PATH);
