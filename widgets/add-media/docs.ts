/** Descriptions of `<resort-add-media>` (manifest and README check). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { addMediaElement } from './meta.ts';

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
});
