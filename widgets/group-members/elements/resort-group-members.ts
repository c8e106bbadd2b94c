import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { fieldPartStyles } from '../../../src/ui/fields/field-part-styles.ts';
import { GroupMembers } from '../GroupMembers.tsx';
import { groupMembersElement } from '../meta.ts';
import { groupMembersStyles } from '../styles/group-members.ts';

export const GroupMembersElement = defineWidget({ ...groupMembersElement, component: GroupMembers, styles: controlStyles + fieldStyles + fieldPartStyles + groupMembersStyles });
