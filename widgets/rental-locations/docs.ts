/** Descriptions of `<resort-rental-locations>`, its attributes and events (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { rentalLocationsElement } from './meta.ts';
import { rentalLabels } from './labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { showMoreLabels } from '../../src/ui/show-more-labels.ts';

export const rentalLocationsMeta = withDocs(rentalLocationsElement, {
  description:
    "The checkout delivery step for a rental: the product's pickup sites, a map that zooms on click (with the zoom settings embedded in MapImageUrl), the map/photo toggle, the Info toggle and the selected site's details; Select This Location saves it (with a Contact Phone Number when the site RequiresPhone), and a saved site shows as a summary with Change.",
  attributes: {
    productId: 'The rental product whose pickup sites are shown (`GET /api/product/rentallocations/{productId}`); required.',
    readOnly: 'Browse only: no Select This Location button, no phone input, no Change.',
  },
  events: [
    {
      name: 'resort:rental-location:saved',
      description: 'Sent after a pickup site was saved: `detail.productId`, `detail.location` (the site, with ContactPhone) and `detail.phone` (`+<country code> <number>` or null). Other rental-location islands on the page follow it.',
    },
  ],
  reference: `
The checkout delivery step for a rental (\`GET /api/product/rentallocations/{productId}\`): the
pickup sites as a radio list; for the chosen one a map that zooms on click with the settings
embedded in its \`MapImageUrl\` (\`scale\`, \`translateX\`, \`translateY\` as query or fragment
parameters, translations in percent: \`/maps/base.svg#scale=2.5&translateX=-8&translateY=4\`). A
\`MapImageUrl\` of zoom settings only (\`#scale=2.5&translateX=-8\`), or none, places the site on the
resort's rental map, \`CatalogSettings.RentalLocationsMapUrl\`, zoomed by those settings; the
Map/Photos toggle over \`LocationPictureUrls\`, the \`Info\` toggle, and the site's name linked to its
store, description, \`Directions\` (\`MapApiUrl\`), logo, hours, phone, address, demo brands, nearby
hotels and village when present. \`Select This Location\` (disabled while the choice is invalid)
shows \`Saving Location\`, then a summary with \`Change\`; on failure it says \`Could Not Save\` with the
store's message, keeping the chosen site and the typed phone. A site that \`RequiresPhone\` asks for
a \`Contact Phone Number\` (intl-tel-input, loaded with its utils only then: US and Canada first, at
most 20 characters, an error style while invalid), saved as \`+<country code> <number>\` through
\`GET /api/saverentallocation/{locationId}?phone=\` with the anti-forgery token. The answer's
\`IsSelected\` and \`ContactPhone\` mark the site saved earlier.

The island renders in a shadow root, except the phone field: intl-tel-input listens for outside
clicks on \`document\`, measures its list in \`document.body\` and positions a detached list with CSS
anchors, none of which work across a shadow root. So the field is rendered into a light-DOM child
of the tag and shown in place through a \`<slot>\`, with intl-tel-input's stylesheet and a scoped
reset (against the host's \`input {}\`, \`button {}\`, \`ul {}\` rules) added to the document once.
`,
  fallback: {
    description:
      "The store's own pickup form: the sites as radio buttons (name, village, address, hours), the contact phone for the sites that need one, and a Save button posting `/checkout/rentallocation` with the anti-forgery token. With a site saved, the store shows its summary with the form folded under Change (a `<details>`), as the widget does, and writes the summary's lines on the tag (`saved-lines`), so that the widget's summary, once drawn, takes the room the store's did.",
    example: `
<resort-rental-locations product-id="4">
  <form method="post" action="/checkout/rentallocation" data-resort-fallback>
    <input type="hidden" name="__RequestVerificationToken" value="…">
    <fieldset><legend>Where you pick up your Ski Rental Package</legend>
      <label><input type="radio" name="locationId" value="1" required> Base Lodge Rentals</label>
    </fieldset>
    <label for="pickup-phone">Contact phone</label> <input type="tel" id="pickup-phone" name="phone" autocomplete="tel">
    <button type="submit">Save pickup site</button>
  </form>
</resort-rental-locations>
`,
  },
  labels: { rentalLabels, commonLabels, showMoreLabels },
});
