/** The form-field tags as their elements need them at run time; descriptions live in `docs.ts`. */
import type { ElementProperties, ElementSpec } from '../../src/island/widget-meta.ts';

const common = [
  { prop: 'name', type: 'string' },
  { prop: 'value', type: 'string' },
  { prop: 'label', type: 'string' },
  { prop: 'required', type: 'boolean', default: false },
  { prop: 'disabled', type: 'boolean', default: false },
] as const;

export const dateFieldElement = {
  tag: 'resort-date-field',
  attributes: [...common, { prop: 'min', type: 'string' }, { prop: 'max', type: 'string' }, { prop: 'years', type: 'number', default: 100 }],
} as const satisfies ElementSpec;

export const countrySelectElement = {
  tag: 'resort-country-select',
  attributes: [...common, { prop: 'defaultCountry', type: 'string' }, { prop: 'usOnly', type: 'boolean', default: false }],
} as const satisfies ElementSpec;

export const stateFieldElement = {
  tag: 'resort-state-field',
  attributes: [...common, { prop: 'country', type: 'string' }, { prop: 'countryField', type: 'string' }],
} as const satisfies ElementSpec;

/** A form field's element: the tag's properties plus what a native field offers a host script (`define-field.tsx`). */
type FieldElement<S extends ElementSpec> = HTMLElement & Omit<ElementProperties<S>, 'value'> & {
  /** The value the field holds now (what the form submits); setting it changes the field. */
  value: string;
  readonly form: HTMLFormElement | null;
  /** Undefined in a browser without ElementInternals. */
  readonly validity: ValidityState | undefined;
  readonly validationMessage: string;
  readonly willValidate: boolean;
  checkValidity(): boolean;
  reportValidity(): boolean;
};

/** The fields as TypeScript sees them (`widgets/tag-types.ts` extends this). */
export interface TagTypes {
  'resort-date-field': FieldElement<typeof dateFieldElement>;
  'resort-country-select': FieldElement<typeof countrySelectElement>;
  'resort-state-field': FieldElement<typeof stateFieldElement>;
}
