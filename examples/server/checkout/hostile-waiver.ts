/**
 * The waiver of the store's `/__test/waiver-hostile` page: HTML that tries every trick — scripts,
 * handlers, `javascript:` links, styles and forms — to show that the waiver widget sanitises what
 * the store sends. The shared test fixtures use the same text.
 */
import { toWaiverPerson, toWaiverRelease, waiverPersonSchema, waiverReleaseSchema, type WaiverPerson, type WaiverRelease } from '../../../src/api/waiver-schemas.ts';

export function hostileWaiverText(): string {
  return [
    '<h3>Release</h3>',
    '<p id="intro">Read me.</p>',
    '<script>window.__waiverPwned = "script"</script>',
    '<img src="x" onerror="window.__waiverPwned = \'onerror\'" alt="broken">',
    '<p onclick="window.__waiverPwned = \'onclick\'">Click this paragraph.</p>',
    '<a href="javascript:window.__waiverPwned = \'link\'">A javascript: link</a>',
    '<a href="JaVaScRiPt:window.__waiverPwned = \'link2\'">Another one</a>',
    '<iframe src="javascript:parent.__waiverPwned = \'iframe\'"></iframe>',
    '<style>.rw-waiver__sign { display: none !important }</style>',
    '<form action="/evil"><input name="x"><button>Send</button></form>',
    '<svg><script>window.__waiverPwned = "svg"</script></svg>',
    '<p style="position:fixed;inset:0">Overlay</p>',
  ].join('');
}

export function hostileWaiverRelease(): WaiverRelease {
  return toWaiverRelease(
    waiverReleaseSchema.parse({
      Id: 1,
      Title: 'Hostile waiver',
      Text: hostileWaiverText(),
      EnableAgreeCheckbox: false,
      EnableWetSignature: false,
      ElectronicSignatureRequired: true,
      CaptureWaiverHTML: true,
      SignatureAffirmationStatement: 'I have read this release and agree to its terms.',
    }),
  );
}

/** The signer shown beside it: the shopper's own adult member. */
export function hostileWaiverPerson(): WaiverPerson {
  return toWaiverPerson(waiverPersonSchema.parse({ ContactInfoId: 201, Fullname: 'Alex Morgan', DateOfBirth: '1986-03-14', ReleaseDescription: 'Adult release' }));
}
