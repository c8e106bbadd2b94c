/** Descriptions of `<resort-add-media>` (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { addMediaElement } from './meta.ts';
import { mediaLabels } from './labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { showMoreLabels } from '../../src/ui/show-more-labels.ts';

export const addMediaMeta = withDocs(addMediaElement, {
  description:
    'The add media card form (media number with the store’s mask, Add Media Number, Cancel, and a status card that counts 3 seconds down), or with mode="checkout" the media selection: Purchase a new card or Reload the member’s card, for each member whose cart items need one. Signed-in customers only.',
  attributes: {
    contactId: 'The group member the card is for (form mode).',
    mode: '`form` (default) or `checkout` (the media selection, loaded on demand).',
  },
  events: [
    { name: 'resort:media:added', description: 'A card was added: `detail` has `contactId` and `mediaId` (the common media digits and the number).' },
    { name: 'resort:media:cancel', description: 'The form is done with: Cancel, or the end of a success’s status (`detail.contactId`).' },
  ],
  reference: `
The add media card form: \`Media number\` (written with \`CustomerSettings.MediaNumberInputMask\` —
\`9\` a digit, \`A\` a letter, \`*\` any character, anything else as it stands; 40 free characters without
one), \`Add Media Number\` and \`Cancel\`. \`Media number is required\`; with
\`CustomerSettings.MediaNumberIsNumeric\`, \`Media number must contain only numbers\`. It sends
\`POST /api/product/assignMedia\` with \`contactId\` and \`mediaId\` (\`CommonMediaDigits\` followed by the
number). A status card then counts 3 seconds down — \`Media number added.\` or the store's answer —
before the form comes back (empty after a success, as typed after a failure). A success sends
\`resort:media:added\`, refreshes the media selection, and at the end of the count
\`resort:media:cancel\`; Cancel sends \`resort:media:cancel\`. With \`mode="checkout"\` (loaded on demand)
it is the media selection: for each member whose cart items need a card
(\`GET /api/checkout/mediarequirements\`), \`Purchase a new card\` or \`Reload my card\` (only with a
card; otherwise \`Add a card to reload\` shows the form), saved at once through
\`POST /api/checkout/updatemediaassignments/\` — one choice per member, Purchase or Reload; it
draws 20 members at a time (\`Show 20 more\`). Signed-in customers only.
`,
  labels: { mediaLabels, commonLabels, showMoreLabels },
});
