/** Descriptions of `<resort-category-nav>` (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { categoryNavElement } from './meta.ts';
import { categoryNavLabels } from './labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { coreLabels } from '../../src/core/labels.ts';
import { showMoreLabels } from '../../src/ui/show-more-labels.ts';

export const categoryNavMeta = withDocs(categoryNavElement, {
  description:
    'The "I\'m looking for" dropdown: the categories that are not hidden and are in the top menu (from `GET /api/categories`, loaded when the pointer or focus first reaches it), each linking to `/s{category url}`. Arrow keys, Home and End move through the list; Escape closes it.',
  attributes: { open: 'Show the list from the start (it still closes on Escape or a click elsewhere).' },
  events: [],
  reference: `
The \`I'm looking for\` drop-down of categories that are not hidden and are in the top menu, each
linking to \`/s{category url}\`. The categories come from \`GET /api/categories\` (a list of \`Id\`,
\`Name\`, \`SeName\`, \`Url\`, \`IncludeInTopMenu\`, \`Hidden\`; a missing \`Url\` means \`/{SeName}\`; an entry
of the wrong shape is left out and logged), loaded when the pointer or focus first reaches the
button, or taken from \`categories\` in page data when the host gives them (no request then).
Keyboard: Enter or ArrowDown opens, the arrows, Home and End move through the links, Escape
closes and returns to the button, Tab moves on. A failed load shows why, with Retry.
`,
  fallback: {
    description:
      "The category links the store's header already has, folded in a native `<details>` so they take the button's room.",
    example: `
<resort-category-nav>
  <details data-resort-fallback>
    <summary>Shop by category</summary>
    <ul><li><a href="/s/season-passes">Season Passes</a></li><li><a href="/s/lift-tickets">Lift Tickets</a></li></ul>
  </details>
</resort-category-nav>
`,
  },
  labels: { categoryNavLabels, commonLabels, coreLabels, showMoreLabels },
});
