import { defineWidget } from '../../../src/core/island/define-widget.tsx';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { Waiver } from '../Waiver.tsx';
import { waiverElement } from '../meta.ts';
import { waiverStyles } from '../styles/waiver.ts';

export const WaiverElement = defineWidget({ ...waiverElement, component: Waiver, styles: fieldStyles + waiverStyles });
