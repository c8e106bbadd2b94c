import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { fieldPartStyles } from '../../../src/ui/fields/field-part-styles.ts';
import { Profile } from '../Profile.tsx';
import { profileElement } from '../meta.ts';
import { profileStyles } from '../styles/profile.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { SAVE_PROFILE_PATH, USERNAME_PATH } from '../profile-schemas.ts';

export const ProfileElement = defineWidget({ ...profileElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: Profile, styles: controlStyles + fieldStyles + fieldPartStyles + profileStyles });

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
claimCalls(profileElement.tag, SAVE_PROFILE_PATH, USERNAME_PATH);
