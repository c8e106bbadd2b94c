import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { Waiver } from '../Waiver.tsx';
import { waiverElement } from '../meta.ts';
import { waiverStyles } from '../styles/waiver.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { SIGN_WAIVER_PATH } from '../meta.ts';
import { RESORT_CHARGE_CARD_PATH } from '../api.ts';

export const WaiverElement = defineWidget({ ...waiverElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: Waiver, styles: controlStyles + fieldStyles + waiverStyles });

// A failed call is reported under the claiming tag whose control was used (see report-call.ts).
claimCalls(waiverElement.tag, SIGN_WAIVER_PATH, RESORT_CHARGE_CARD_PATH);
