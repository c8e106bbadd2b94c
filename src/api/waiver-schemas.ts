/**
 * Waivers (storefront spec §3 "Waiver release", "Group member's Release", §4 "Waiver"). The
 * release and the person come from the host page (the tag's `release` and `person` attributes);
 * the signed release goes to the store (`POST /api/waivers/sign`, this project's call: the spec
 * names none) and out on the bus as `resort:waiver:signed`.
 */
import * as z from 'zod/mini';

const text = z.pipe(z.optional(z.nullable(z.string())), z.transform((value) => value ?? ''));
const flag = z._default(z.boolean(), false);

export const waiverReleaseSchema = z.object({
  /** The store's id of this release text; sent back when signing. */
  Id: z._default(z.number(), 0),
  Title: z.string(),
  /** The waiver document: server HTML, sanitised before it is shown. */
  Text: z.string(),
  EnableAgreeCheckbox: flag,
  EnableWetSignature: flag,
  ElectronicSignatureRequired: flag,
  CaptureWaiverHTML: flag,
  TypedFullname: text,
  /** Base64 PNG without its data-URL prefix. */
  Signature: text,
  Signed: flag,
  agreeChecked: flag,
  /** When the store recorded the signature (ISO 8601), for a release signed earlier. */
  SignedOn: text,
  SignatureAffirmationStatement: text,
  ClearButtonText: text,
  SignButtonText: text,
  SignaturePanelText: text,
  ConsolidatedSignaturePanelText: text,
  ScrollMessage: text,
  WetSignaturePrompt: text,
});
export type WaiverRelease = z.infer<typeof waiverReleaseSchema>;
export type WaiverReleaseInput = z.input<typeof waiverReleaseSchema>;

/** The group member the release is for, with the member's Release settings. */
export const waiverPersonSchema = z.object({
  ContactInfoId: z.number(),
  Fullname: z.string(),
  DateOfBirth: z._default(z.nullable(z.string()), null),
  ReleaseDescription: text,
  Release: z._default(
    z.object({
      CustomComment: text,
      RTPAuthorizationTypeCode: text,
      ConsolidateReleases: flag,
    }),
    { CustomComment: '', RTPAuthorizationTypeCode: '', ConsolidateReleases: false },
  ),
});
export type WaiverPerson = z.infer<typeof waiverPersonSchema>;
export type WaiverPersonInput = z.input<typeof waiverPersonSchema>;

/** What the widget sends to store a signature. */
export interface SignWaiverRequest {
  ContactInfoId: number;
  ReleaseId: number;
  TypedFullname: string;
  agreeChecked: boolean;
  /** Base64 PNG without its prefix; empty when the release asks for no drawn signature. */
  Signature: string;
  /** The waiver HTML as shown, when the release sets `CaptureWaiverHTML`. */
  WaiverHTML?: string;
}

export const signWaiverResultSchema = z.object({
  success: z.boolean(),
  message: z._default(z.string(), ''),
  SignedOn: text,
});

/**
 * The release as `resort:waiver:signed` sends it: signed, with the typed name, the agree box and
 * the signature (base64 PNG without its data-URL prefix; empty when no drawing was asked for),
 * and the waiver HTML as shown when the release sets `CaptureWaiverHTML`.
 */
export type SignedWaiverRelease = WaiverRelease & { Signed: true; WaiverHTML?: string };
