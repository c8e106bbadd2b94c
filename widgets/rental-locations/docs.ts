/** Descriptions of `<resort-rental-locations>`, its attributes and events (manifest and README check). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { rentalLocationsElement } from './meta.ts';

export const rentalLocationsMeta = withDocs(rentalLocationsElement, {
  description:
    "The checkout delivery step for a rental: the product's pickup sites, a map that zooms on click (with the zoom settings embedded in MapImageUrl), the map/photo toggle, the Info toggle and the selected site's details; Select This Location saves it (with a Contact Phone Number when the site RequiresPhone), and a saved site shows as a summary with Change.",
  attributes: {
    productId: 'The rental product whose pickup sites are shown (`GET /api/product/rentallocations/{productId}`).',
    readOnly: 'Browse only: no Select This Location button, no phone input, no Change.',
  },
  events: [
    {
      name: 'resort:rental-location:saved',
      description: 'Sent after a pickup site was saved: `detail.productId`, `detail.location` (the site, with ContactPhone) and `detail.phone` (`+<country code> <number>` or null). Other rental-location islands on the page follow it.',
    },
  ],
});
