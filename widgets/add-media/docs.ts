/** Descriptions of `<resort-add-media>` (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { addMediaElement } from './meta.ts';
import { mediaLabels } from './labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { showMoreLabels } from '../../src/ui/show-more-labels.ts';

export const addMediaMeta = withDocs(addMediaElement, {
  description:
    'The add media card form (media number with the store’s mask, Add Media Number, Cancel, and a status card that counts 3 seconds down), or with mode="checkout" the media selection: Purchase a new card or Reload the member’s card, for each member whose cart items need one, a choice cleared or all of them, and a card added through the checkout’s fast flow (POST /media). Signed-in customers only.',
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
card; otherwise \`Add a card to reload\` shows the form), saved at once — one choice per member,
Purchase or Reload: a member's first Purchase through \`GET /api/checkout/addmediaassignment/{id}\`,
any other choice through \`POST /api/checkout/updatemediaassignments/\`. \`Clear the choice for
{name}\` removes a member's choice (\`GET /api/checkout/deletemediaassignment/{contactId}/false\`) and,
with two or more choices, \`Clear all media choices\` removes every one
(\`GET /api/checkout/deletemediaassignment/{contactId}/true\`); the two GETs change data, so they carry
the anti-forgery token. Each shows at once and the store's answer (the choices as it keeps them)
replaces it; a refusal puts the choices back and says why. At checkout the form sends the card
through the checkout's fast flow instead, \`POST /media\` (\`contactId\`, \`mediaId\`, with the reCAPTCHA
action \`fastflow\` when the store has captcha on), which also chooses Reload for the member and
answers the choices with the card (\`success\`, \`MediaNumber\`, \`Members\`). It draws 20 members at a
time (\`Show 20 more\`). Signed-in customers only.

**Where the spec's error catalogue differs.** It says media fetch, add and delete errors are logged
only. Here the media requirements that fail to load say so with \`Retry\`, and a choice that could
not be saved or cleared says \`Your choice could not be saved.\` and the previous choice comes back; each is also logged and reported as every failed
call is.
`,
  fallback: {
    description:
      "Choosing media cards is the widget's own: a sentence saying it needs JavaScript and that the passes can be loaded onto a card later.",
    example: `
<resort-add-media>
  <p data-resort-fallback>Choosing media cards needs JavaScript. Your passes can be loaded onto a card later, at any ticket window.</p>
</resort-add-media>
`,
  },
  labels: { mediaLabels, commonLabels, showMoreLabels },
});
