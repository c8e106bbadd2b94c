/** `<resort-profile>` as the element needs it at run time (descriptions in `docs.ts`). */
import type { ElementSpec } from '../../src/island/widget-meta.ts';

export const profileElement = {
  tag: 'resort-profile',
  attributes: [{ prop: 'profile', type: 'json' }],
} as const satisfies ElementSpec;
