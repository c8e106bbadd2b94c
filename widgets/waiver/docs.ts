/** Descriptions of `<resort-waiver>`, its attributes and events (manifest, `docs/tags/` and Storybook; `npm run docs`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { waiverElement } from './meta.ts';
import { waiverLabels } from './labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';

export const waiverMeta = withDocs(waiverElement, {
  description:
    "A group member's waiver: a card with the release and its status that opens the waiver window — the scrollable document with a progress bar and scroll prompt, then (at 90% read) the signature panel with the drawn signature, the typed full name, the agree box, Clear and Sign. Only signed-in customers can sign; a minor is signed for by the user, a consolidated release on behalf of the member.",
  attributes: {
    release: 'The waiver release (JSON): Id, Title, Text (HTML, sanitised), EnableAgreeCheckbox, EnableWetSignature, ElectronicSignatureRequired, CaptureWaiverHTML, the label texts with Language (the language they are written in; en-US when missing), and Signed/TypedFullname/SignedOn for one signed earlier.',
    person: 'The group member (JSON): ContactInfoId, Fullname, DateOfBirth, ReleaseDescription and Release.ConsolidateReleases.',
    open: 'Open the waiver window (the host can open it from its own button by setting this).',
    signUrl: 'Where the signed waiver is posted; empty to only send `resort:waiver:signed` and let the host store it.',
    notice: "Why the host needs this waiver signed now (the store refused the order without it); shown on the card, and read with its Read and Sign button, until the waiver is signed.",
    resortCharge: 'The release is the resort charge authorisation: once it is signed, the card shows the card resort charges go on, with Add a Card / Update Card (the card form, `<resort-payment-form update-card>`, loads then).',
    chargeCard: 'The card already on file for resort charges (JSON): `{"LastFour":"1111","CardType":"VISA"}`. One that does not read is left out (logged).',
  },
  events: [
    {
      name: 'resort:waiver:signed',
      description: 'Sent after signing (and storing): `detail.release` with Signed, TypedFullname, agreeChecked, Signature (base64 PNG without its data-URL prefix) and WaiverHTML when CaptureWaiverHTML; `detail.person`.',
    },
  ],
  reference: `
A group member's waiver: a card with the release's title, the member and its status, whose button
opens the waiver window (a modal dialog: focus trapped, Escape and the × close it). The window
shows the document (the release's HTML, sanitised with DOMPurify: no scripts, event handlers,
\`javascript:\` links, styles, forms or frames), a progress bar and the scroll prompt; at 90% read
the signature panel appears (it stays while at least 66% is viewed): the drawn signature
(signature_pad, loaded on demand; mouse, touch and pen; the drawing survives a resize, and
"Sign with my typed name" draws the typed name for those who cannot draw), the typed full name,
the agree box, \`Clear\` and \`Sign\`. Sign is enabled only when every rule holds: read to 90%, a
drawing when \`EnableWetSignature\`, the typed name matching when \`ElectronicSignatureRequired\`
(ignoring case and surrounding spaces) and the box ticked when \`EnableAgreeCheckbox\`; while the
signature pad loads, Sign stays focusable but \`aria-disabled\` and says "Loading the signature pad…". The person
types their own full name; for a member under 18 the signed-in user signs on behalf of the minor,
and for a consolidated release (\`Release.ConsolidateReleases\`) on behalf of the member, typing
the user's own name. Only signed-in customers can sign. The release's texts
(\`SignatureAffirmationStatement\`, \`ClearButtonText\`, \`SignButtonText\`, \`SignaturePanelText\`,
\`ConsolidatedSignaturePanelText\`, \`ScrollMessage\`, \`WetSignaturePrompt\`) replace the defaults
where they are written in the waiver's language: the release's \`Language\` (\`en-US\` when missing).
On a waiver in another language (a French page, \`lang="fr-CA"\`) the widget's own translation shows.
Signing posts (JSON, anti-forgery token) \`ContactInfoId\`, \`ReleaseId\`, \`TypedFullname\`,
\`agreeChecked\`, \`Signature\` (base64 PNG at the pad's CSS size, without its data-URL prefix) and, with
\`CaptureWaiverHTML\`, \`WaiverHTML\` to \`sign-url\`, then sends \`resort:waiver:signed\`. Closing the
window leaves the release unsigned and reopens it at the top; what was typed or drawn stays until
\`Clear\`.

Which releases a page shows is the store's rule: a product, or else its category, names the
release it needs, and every member an item is for must have signed it; the buyer signs for an item
assigned to no one, on behalf of a minor (typing the minor's name) and for a consolidated release
(typing their own). The demo store refuses an order with a release unsigned and names each member
and release; its checkout page sets that message as the card's \`notice\`, which the card shows
(and its Read and Sign button reads out) until the waiver is signed.

**Resort charge.** With \`resort-charge\`, the release is the resort's charge authorisation: a member
who has signed it may charge purchases at the resort to their pass. Once signed, the card shows
\`Resort charge card\` with the card on file (\`VISA ending in 1111 is on file for resort charges.\`,
from \`charge-card\` or the last save) or \`No card on file yet…\`, and \`Add a Card\` / \`Update Card\`,
which opens \`Card for Resort Charges\`: the card form (\`<resort-payment-form update-card>\`, created in
the tag's light DOM and shown through a slot, as My Account's card update does; its code and the
provider's load only then), \`Save Card\` and \`Cancel\`. Save tokenizes the card (a card the provider
refuses keeps the dialog open with the form's own message) and posts
\`POST /api/resortcharge/updatewaivercreditcard\` (JSON, anti-forgery token, reCAPTCHA action
\`resortcharge\` when the store has captcha on) with \`ContactInfoId\`, \`ReleaseId\`, \`Token\`,
\`LastFour\`, \`CardType\`, \`ExpirationMonth\`, \`ExpirationYear\`, \`Name\` — and, on a Braintree
store (the card form takes the store's provider, as everywhere), \`PaymentKey\`: the payment token of
the card vaulted first, \`Token\` being its nonce; the answer \`{ success,
message, LastFour, CardType }\` puts the new card on the card, and a refusal (\`success: false\` or a 4xx
with a message) is shown in the dialog with the store's words. The store refuses a card for a
release that is not signed, or not a resort charge release, naming what is missing, and checks the
card as a payment plan's card update does.
`,
  fallback: {
    description:
      "The release for the member: its title, its whole text folded in a native `<details>` (a shopper reads what they sign, without pages of it), and how to sign it. Where the release takes a typed name (no drawn signature), the store's own form posting the name and the agree box; where it needs a drawn signature, a sentence saying that signing needs JavaScript and that the cart is kept.",
    example: `
<resort-waiver release="…" person="…">
  <section data-resort-fallback aria-labelledby="release-7">
    <h3 id="release-7">Equipment Rental Release for Alex Morgan</h3>
    <details><summary>Read the Equipment Rental Release</summary><p>…the release's text…</p></details>
    <form method="post" action="/checkout/signwaiver">
      <input type="hidden" name="__RequestVerificationToken" value="…">
      <input type="hidden" name="ContactInfoId" value="12"><input type="hidden" name="ReleaseId" value="7">
      <label><input type="checkbox" name="agreeChecked" value="true" required> I have read and agree to the Equipment Rental Release.</label>
      <label for="release-7-name">Type Alex Morgan's full name to sign</label>
      <input type="text" id="release-7-name" name="TypedFullname" required>
      <button type="submit">Sign</button>
    </form>
  </section>
</resort-waiver>
`,
  },
  labels: { waiverLabels, commonLabels },
});
