/** Waiver releases of a customer's household members and their signatures (issue 5). */
import type { WaiverPersonInput, WaiverReleaseInput } from '../../../src/api/waiver-schemas.ts';
import type { SignerRole } from '../../../widgets/waiver/waiver-rules.ts';
import type { Sql } from '../db/db.ts';

export interface ReleaseDef {
  id: number;
  title: string;
  textHtml: string;
  enableAgreeCheckbox: boolean;
  enableWetSignature: boolean;
  electronicSignatureRequired: boolean;
  captureWaiverHtml: boolean;
  texts: Record<string, string>;
}

export interface MemberWaiver {
  memberId: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  isMe: boolean;
  consolidateReleases: boolean;
  releaseDescription: string;
  customComment: string;
  rtpAuthorizationTypeCode: string;
  release: ReleaseDef;
  signed: { typedFullname: string; agreeChecked: boolean; signedAt: Date } | null;
}

interface Row {
  member_id: number;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  is_me: boolean;
  consolidate_releases: boolean;
  release_description: string;
  custom_comment: string;
  rtp_authorization_type_code: string;
  release_id: number;
  title: string;
  text_html: string;
  enable_agree_checkbox: boolean;
  enable_wet_signature: boolean;
  electronic_signature_required: boolean;
  capture_waiver_html: boolean;
  texts: unknown;
  typed_fullname: string | null;
  agree_checked: boolean | null;
  signed_at: Date | null;
}

const texts = (value: unknown): Record<string, string> =>
  value !== null && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
    : {};

function toMemberWaiver(row: Row): MemberWaiver {
  return {
    memberId: row.member_id,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    isMe: row.is_me,
    consolidateReleases: row.consolidate_releases,
    releaseDescription: row.release_description,
    customComment: row.custom_comment,
    rtpAuthorizationTypeCode: row.rtp_authorization_type_code,
    release: {
      id: row.release_id,
      title: row.title,
      textHtml: row.text_html,
      enableAgreeCheckbox: row.enable_agree_checkbox,
      enableWetSignature: row.enable_wet_signature,
      electronicSignatureRequired: row.electronic_signature_required,
      captureWaiverHtml: row.capture_waiver_html,
      texts: texts(row.texts),
    },
    signed: row.signed_at === null ? null : { typedFullname: row.typed_fullname ?? '', agreeChecked: row.agree_checked ?? false, signedAt: row.signed_at },
  };
}

const SELECT = `
  select m.id as member_id, m.first_name, m.last_name, to_char(m.date_of_birth, 'YYYY-MM-DD') as date_of_birth, m.is_me,
         mr.consolidate_releases, mr.release_description, mr.custom_comment, mr.rtp_authorization_type_code,
         r.id as release_id, r.title, r.text_html, r.enable_agree_checkbox, r.enable_wet_signature,
         r.electronic_signature_required, r.capture_waiver_html, r.texts,
         s.typed_fullname, s.agree_checked, s.signed_at
    from household_members m
    join member_releases mr on mr.member_id = m.id
    join waiver_releases r on r.id = mr.release_id
    left join lateral (
      select typed_fullname, agree_checked, signed_at from signed_waivers w
       where w.member_id = m.id and w.release_id = r.id order by signed_at desc, id desc limit 1
    ) s on true
   where m.customer_id = $1 and not m.exclude_from_household`;

/** Every household member of `customerId` with a release to sign, in household order. */
export async function waiversForCustomer(sql: Sql, customerId: number): Promise<MemberWaiver[]> {
  const result = await sql.query<Row>(`${SELECT} order by m.is_me desc, m.display_order, m.id`, [customerId]);
  return result.rows.map(toMemberWaiver);
}

/** One member's waiver, only when the member is in `customerId`'s household. */
export async function memberWaiver(sql: Sql, customerId: number, memberId: number): Promise<MemberWaiver | null> {
  const result = await sql.query<Row>(`${SELECT} and m.id = $2`, [customerId, memberId]);
  const row = result.rows[0];
  return row ? toMemberWaiver(row) : null;
}

export interface SignatureRecord {
  customerId: number;
  memberId: number;
  releaseId: number;
  role: SignerRole;
  typedFullname: string;
  agreeChecked: boolean;
  signaturePng: Buffer | null;
  waiverHtml: string | null;
}

export async function recordSignature(sql: Sql, record: SignatureRecord): Promise<Date> {
  const result = await sql.query<{ signed_at: Date }>(
    `insert into signed_waivers (customer_id, member_id, release_id, signer_role, typed_fullname, agree_checked, signature_png, waiver_html)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning signed_at`,
    [record.customerId, record.memberId, record.releaseId, record.role, record.typedFullname, record.agreeChecked, record.signaturePng, record.waiverHtml],
  );
  const signedAt = result.rows[0]?.signed_at;
  if (!signedAt) throw new Error('The signature was not stored.');
  return signedAt;
}

/** The latest stored signature image of a member of `customerId`'s household. */
export async function signatureImage(sql: Sql, customerId: number, memberId: number): Promise<Uint8Array | null> {
  const result = await sql.query<{ signature_png: Uint8Array | null }>(
    `select signature_png from signed_waivers
      where customer_id = $1 and member_id = $2 and signature_png is not null
      order by signed_at desc, id desc limit 1`,
    [customerId, memberId],
  );
  return result.rows[0]?.signature_png ?? null;
}

/** The `release` attribute of `<resort-waiver>` for this member. */
export function releaseJson(waiver: MemberWaiver): WaiverReleaseInput {
  const { release, signed } = waiver;
  return {
    Id: release.id,
    Title: release.title,
    Text: release.textHtml,
    EnableAgreeCheckbox: release.enableAgreeCheckbox,
    EnableWetSignature: release.enableWetSignature,
    ElectronicSignatureRequired: release.electronicSignatureRequired,
    CaptureWaiverHTML: release.captureWaiverHtml,
    ...release.texts,
    Signed: signed !== null,
    TypedFullname: signed?.typedFullname ?? '',
    agreeChecked: signed?.agreeChecked ?? false,
    SignedOn: signed ? signed.signedAt.toISOString() : '',
  };
}

/** The `person` attribute of `<resort-waiver>` for this member. */
export function personJson(waiver: MemberWaiver): WaiverPersonInput {
  return {
    ContactInfoId: waiver.memberId,
    Fullname: `${waiver.firstName} ${waiver.lastName}`,
    DateOfBirth: waiver.dateOfBirth,
    ReleaseDescription: waiver.releaseDescription,
    Release: {
      ConsolidateReleases: waiver.consolidateReleases,
      CustomComment: waiver.customComment,
      RTPAuthorizationTypeCode: waiver.rtpAuthorizationTypeCode,
    },
  };
}
