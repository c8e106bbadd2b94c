/** The form-field tags as their elements need them at run time; descriptions live in `docs.ts`. */
import type { ElementSpec } from '../../src/island/widget-meta.ts';

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
