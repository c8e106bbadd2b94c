/** Descriptions of `<resort-group-members>` (manifest and README check). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { groupMembersElement } from './meta.ts';

export const groupMembersMeta = withDocs(groupMembersElement, {
  description:
    'The household panel: Your Group (each member with photo or initials in their colour, name, age, pass or media number as CustomerSettings say, member stats on request, and the actions the flags allow: New Photo, Add Media, Add BirthDate for a member without one) and Add New Group Member (first name, last name, birthday). Signed-in customers only.',
  attributes: {
    editPhotos: 'New Photo on each member: choose an image, crop a square (pointer or keyboard) and upload it at 400 by 400.',
    addMedia: 'Add Media on each member: `<resort-add-media>` for them in a dialog.',
    editMembers: 'The Add New Group Member tab, and Add BirthDate on members without a birthday.',
    selectMembers: 'Selection mode: a checkbox per member; the chosen members go out as `resort:members:selected`.',
    maxFileMb: 'The largest photo file accepted, in MB (default 10).',
    minPixels: 'The smallest photo accepted, in pixels on each side (default 100).',
  },
  events: [
    { name: 'resort:members:changed', description: 'Sent when a member was added or got a birthday or a photo; `detail` has `members`, `reason` and `contactId`. The product widget refreshes its assignable members.' },
    { name: 'resort:members:selected', description: 'Selection mode: the members the shopper checked (`detail.members`).' },
  ],
});
