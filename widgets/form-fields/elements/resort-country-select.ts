import { defineField } from '../../../src/island/define-field.tsx';
import { controlStyles } from '../../../src/ui/control-styles.ts';
import { fieldStyles } from '../../../src/ui/field-styles.ts';
import { fieldPartStyles } from '../../../src/ui/fields/field-part-styles.ts';
import { CountrySelectTag } from '../CountrySelectTag.tsx';
import { countrySelectElement } from '../meta.ts';
import { formFieldStyles } from '../styles/form-fields.ts';

export const CountrySelectElement = defineField({ ...countrySelectElement, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: CountrySelectTag, styles: controlStyles + fieldStyles + fieldPartStyles + formFieldStyles });
