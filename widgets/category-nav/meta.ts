/** `<resort-category-nav>` as the element needs it at run time (descriptions in `docs.ts`). */
import type { ElementSpec } from '../../src/island/widget-meta.ts';

export const categoryNavElement = {
  tag: 'resort-category-nav',
  attributes: [{ prop: 'open', type: 'boolean', default: false }],
} as const satisfies ElementSpec;
