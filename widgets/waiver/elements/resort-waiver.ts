import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { Waiver } from '../Waiver.tsx';
import { waiverElement } from '../meta.ts';
import { waiverStyles } from '../styles/waiver.ts';

export const WaiverElement = defineWidget({ ...waiverElement, component: Waiver, styles: controlStyles + fieldStyles + waiverStyles });
