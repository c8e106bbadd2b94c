import { defineWidget } from '../../../src/island/define-widget.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { AddMedia } from '../AddMedia.tsx';
import { addMediaElement } from '../meta.ts';
import { addMediaStyles } from '../styles/add-media.ts';

export const AddMediaElement = defineWidget({ ...addMediaElement, component: AddMedia, styles: controlStyles + fieldStyles + addMediaStyles });
