/** `<resort-category>` as the element needs it at run time (descriptions in `docs.ts`). */
import type { ElementSpec } from '../../src/island/widget-meta.ts';

export const categoryElement = {
  tag: 'resort-category',
  attributes: [{ prop: 'categoryId', type: 'number' }],
} as const satisfies ElementSpec;
