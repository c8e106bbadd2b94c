/**
 * `<resort-rental-locations>` as the element needs it at run time. Its descriptions live in
 * `docs.ts`, which only the custom elements manifest, `docs/tags/` and Storybook read.
 */
import type { ElementSpec } from '../../src/island/widget-meta.ts';

export const rentalLocationsElement = {
  tag: 'resort-rental-locations',
  attributes: [
    { prop: 'productId', type: 'number' },
    { prop: 'readOnly', type: 'boolean', default: false },
  ],
} as const satisfies ElementSpec;
