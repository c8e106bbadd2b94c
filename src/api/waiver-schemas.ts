/**
 * Waivers. The
 * release and the person come from the host page (the tag's `release` and `person` attributes);
 * the signed release goes to the store (`POST /api/waivers/sign`, this project's call: the spec
 * names none) and out on the bus as `resort:waiver:signed`.
 */
import * as z from 'zod/mini';

// Null text reads as empty text (`toWaiverRelease`, `toWaiverPerson`): after parsing rather than
// with a zod transform, which would add to the core chunk every page loads.
const text = z._default(z.nullable(z.string()), null);
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
  /**
   * The language the release's labels (below) are written in (`en-US`, `fr-CA`); empty or missing
   * means the store's default, `en-US`. A label shows only on a waiver that speaks its language;
   * elsewhere the widget's own wording shows (`src/core/labels.ts`).
   */
  Language: text,
  SignatureAffirmationStatement: text,
  ClearButtonText: text,
  SignButtonText: text,
  SignaturePanelText: text,
  ConsolidatedSignaturePanelText: text,
  ScrollMessage: text,
  WetSignaturePrompt: text,
});
type ReleaseAnswer = z.infer<typeof waiverReleaseSchema>;
export type WaiverRelease = { [K in keyof ReleaseAnswer]: Exclude<ReleaseAnswer[K], null> };
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
    { CustomComment: null, RTPAuthorizationTypeCode: null, ConsolidateReleases: false },
  ),
});
type PersonAnswer = z.infer<typeof waiverPersonSchema>;
export interface WaiverPerson {
  ContactInfoId: number;
  Fullname: string;
  /** YYYY-MM-DD; null when unknown. */
  DateOfBirth: string | null;
  ReleaseDescription: string;
  Release: { CustomComment: string; RTPAuthorizationTypeCode: string; ConsolidateReleases: boolean };
}

function emptyForNull<T extends object>(record: T): { [K in keyof T]: Exclude<T[K], null> } {
  const copy = { ...record } as Record<string, unknown>;
  for (const [key, value] of Object.entries(copy)) if (value === null) copy[key] = '';
  return copy as { [K in keyof T]: Exclude<T[K], null> };
}

export function toWaiverRelease(answer: ReleaseAnswer): WaiverRelease {
  return emptyForNull(answer);
}

export function toWaiverPerson(answer: PersonAnswer): WaiverPerson {
  const { DateOfBirth, Release, ...rest } = answer;
  return { ...emptyForNull(rest), DateOfBirth, Release: emptyForNull(Release) };
}
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
