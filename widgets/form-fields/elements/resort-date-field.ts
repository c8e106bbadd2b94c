import { defineField } from '../../../src/island/define-field.tsx';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { fieldPartStyles } from '../../../src/ui/fields/field-part-styles.ts';
import { DateFieldTag } from '../DateFieldTag.tsx';
import { dateFieldElement } from '../meta.ts';
import { formFieldStyles } from '../styles/form-fields.ts';

export const DateFieldElement = defineField({ ...dateFieldElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: DateFieldTag, styles: fieldStyles + fieldPartStyles + formFieldStyles });
