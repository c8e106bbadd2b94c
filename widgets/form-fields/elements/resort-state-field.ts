import { defineField } from '../../../src/island/define-field.tsx';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { fieldPartStyles } from '../../../src/ui/fields/field-part-styles.ts';
import { StateFieldTag } from '../StateFieldTag.tsx';
import { stateFieldElement } from '../meta.ts';
import { formFieldStyles } from '../styles/form-fields.ts';

export const StateFieldElement = defineField({ ...stateFieldElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: StateFieldTag, styles: fieldStyles + fieldPartStyles + formFieldStyles });
