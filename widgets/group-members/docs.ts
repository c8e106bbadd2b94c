/** Descriptions of `<resort-group-members>` (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { groupMembersElement } from './meta.ts';
import { memberLabels } from './labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';
import { photoLabels } from './photo-labels.ts';
import { fieldLabels } from '../../src/ui/fields/field-labels.ts';
import { showMoreLabels } from '../../src/ui/show-more-labels.ts';

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
    { name: 'resort:media:added', description: 'Listened for from the `<resort-add-media>` in its Add Media dialog: the card was added, so the member list is refreshed.' },
    { name: 'resort:media:cancel', description: 'Listened for from the `<resort-add-media>` in its Add Media dialog: the form is done with, so the dialog closes.' },
  ],
  reference: `
The household panel, as two tabs (the tabs pattern: arrow keys, Home and End): \`Your Group\` lists,
20 at a time (\`Show 20 more\`; a member just added always shows), each member (\`GET /api/checkout/guestinfobase\`) with their photo or their initials on their colour
(the colour their cart group shows too, from \`src/core/member-colors.ts\`), full name, age, the
pass number when \`CustomerSettings.DisplayRFID\` and the media number when \`ShowMediaNumber\` is on,
\`Stats\` (the member's days on the mountain, this season, last visit, purchases and latest visits from
\`GET /api/customer/history/{contactId}/100\`, asked for only then) and the actions its flags allow:
\`New Photo\`, \`Add Media\`, and \`Add BirthDate\` with \`Birthdate missing\` for a member without one.
\`Add New Group Member\` takes a first name, a last name and a birthday (the date field: the last 100
years, a real date), trimmed: \`First name is required\`, \`Last name is required\`, \`A valid birthday
is required\`; then \`POST /api/checkout/guestinfo/add\` (reCAPTCHA action \`myaccount/addgroupmember\`
when captcha is on): on success the form is cleared and the panel goes back to Your Group with the new
member focused, and \`resort:members:changed\` tells the page (the product widget refreshes its
assignable members); \`exists\` shows \`This person is already in your group.\`, a 400 its message,
anything else \`The group member could not be added.\` with the reason — what was typed stays.
\`Add BirthDate\` (\`POST /api/customer/addbirthdate\`) shows a loader, then the toast \`birthday has
been set\` or \`{name} birthday update failed\` (6 seconds, announced politely, \`Dismiss\`). \`New
Photo\` takes a JPEG, PNG, GIF or BMP (too big, too small and wrong-type messages are labels:
\`The file is probably too big\`, …; a file that cannot be read back from its local address says
\`The chosen file could not be loaded. Choose it again, or choose another.\`; an image still decoding
after 500 ms shows \`Loading image…\`), crops a square (react-image-crop, loaded with the dialog: drag
it, or move it with the arrow keys and resize it from its corners; each change is announced) and
uploads it drawn at 400 by 400 to \`/api/photo/upload?contactid={id}\` with a \`metadata\` part (JSON:
the file's name and type, the image's size and the square cropped; the store refuses more than
262144 bytes of it): \`Saved\` for 2 seconds, and the
new photo shows wherever the member does. Closed (Cancel, ×, Escape, or after \`Saved\`), the
uploader's popover hides 250 ms later, fading out (at once for a shopper who asks for less motion),
and the focus goes back to \`New Photo\`. \`Add Media\` shows \`<resort-add-media>\` for the member in
a dialog. The forms, dialogs and stats load when first opened. Signed-in customers only.
`,
  fallback: {
    description:
      "The household as a read-only list: each member with their age group and birth date (or that it is missing). Adding or changing a member needs the widget.",
    example: `
<resort-group-members members="3">
  <ul data-resort-fallback>
    <li>Alex Morgan (you): adult, born 1986-03-14</li>
    <li>Jordan Morgan: birthdate missing</li>
    <li>Sam Morgan: minor, born 2015-05-09</li>
  </ul>
</resort-group-members>
`,
  },
  labels: { memberLabels, commonLabels, photoLabels, fieldLabels, showMoreLabels },
});
