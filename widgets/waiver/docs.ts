/** Descriptions of `<resort-waiver>`, its attributes and events (manifest and README check). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { waiverElement } from './meta.ts';

export const waiverMeta = withDocs(waiverElement, {
  description:
    "A group member's waiver: a card with the release and its status that opens the waiver window — the scrollable document with a progress bar and scroll prompt, then (at 90% read) the signature panel with the drawn signature, the typed full name, the agree box, Clear and Sign. Only signed-in customers can sign; a minor is signed for by the user, a consolidated release on behalf of the member.",
  attributes: {
    release: 'The waiver release (JSON): Id, Title, Text (HTML, sanitised), EnableAgreeCheckbox, EnableWetSignature, ElectronicSignatureRequired, CaptureWaiverHTML, the label texts, and Signed/TypedFullname/SignedOn for one signed earlier.',
    person: 'The group member (JSON): ContactInfoId, Fullname, DateOfBirth, ReleaseDescription and Release.ConsolidateReleases.',
    open: 'Open the waiver window (the host can open it from its own button by setting this).',
    signUrl: 'Where the signed waiver is posted; empty to only send `resort:waiver:signed` and let the host store it.',
  },
  events: [
    {
      name: 'resort:waiver:signed',
      description: 'Sent after signing (and storing): `detail.release` with Signed, TypedFullname, agreeChecked, Signature (base64 PNG without its data-URL prefix) and WaiverHTML when CaptureWaiverHTML; `detail.person`.',
    },
  ],
});
