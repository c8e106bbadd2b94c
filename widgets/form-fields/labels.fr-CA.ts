/** The form fields' French: the shared field wording (`src/ui/fields/field-labels.fr-CA.ts`). */
export { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';
export { fieldLabelsFr } from '../../src/ui/fields/field-labels.fr-CA.ts';
