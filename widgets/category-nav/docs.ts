/** Descriptions of `<resort-category-nav>` (manifest and README check). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { categoryNavElement } from './meta.ts';

export const categoryNavMeta = withDocs(categoryNavElement, {
  description:
    'The "I\'m looking for" dropdown: the categories that are not hidden and are in the top menu (from `GET /api/categories`, loaded when the pointer or focus first reaches it), each linking to `/s{category url}`. Arrow keys, Home and End move through the list; Escape closes it.',
  attributes: { open: 'Show the list from the start (it still closes on Escape or a click elsewhere).' },
  events: [],
});
