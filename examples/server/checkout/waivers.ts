/**
 * The releases a customer's cart asks them to sign, and their signatures (issues 5 and 26). Which
 * release an item needs comes from its product or category, who signs it from `release-rules.ts`;
 * a member's own options (a consolidated release, the description shown) only change how.
 */
import type { WaiverPersonInput, WaiverReleaseInput } from '../../../src/api/waiver-schemas.ts';
import type { SignerRole } from '../../../widgets/waiver/waiver-rules.ts';
import type { Sql } from '../db/db.ts';
import { loadTranslations, type Translations } from '../platform/localized.ts';
import { say } from '../text/store-text.ts';
import { answerLanguage, type StoreLanguage } from '../text/languages.ts';
import { requiredSignatures, type ReleaseItem } from './release-rules.ts';

export interface ReleaseDef {
  id: number;
  title: string;
  textHtml: string;
  enableAgreeCheckbox: boolean;
  enableWetSignature: boolean;
  electronicSignatureRequired: boolean;
  captureWaiverHtml: boolean;
  /** Its labels (`ClearButtonText`, `SignButtonText`, …), only those written in `language`. */
  texts: Record<string, string>;
  /** The language its labels are in: the answer's (a label without a translation in it is left out). */
  language: StoreLanguage;
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
  /** The member's own description of their release, or null for the store's default wording. */
  release_description: string | null;
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

/**
 * A release in the answer's language: its title and text translated where they are (else its own,
 * the only words it has), and only those labels that are written in that language, so the widget's
 * own wording stands in for the others (`src/core/labels.ts`).
 */
function localRelease(row: Row, local: Translations): ReleaseDef {
  const own = texts(row.texts);
  const labels = local.language === 'en-US' ? own : Object.fromEntries(Object.keys(own).filter((key) => local.has('Release', row.release_id, key)).map((key) => [key, local.value('Release', row.release_id, key, own[key] ?? '')]));
  return {
    id: row.release_id,
    title: local.value('Release', row.release_id, 'Title', row.title),
    textHtml: local.value('Release', row.release_id, 'TextHtml', row.text_html),
    enableAgreeCheckbox: row.enable_agree_checkbox,
    enableWetSignature: row.enable_wet_signature,
    electronicSignatureRequired: row.electronic_signature_required,
    captureWaiverHtml: row.capture_waiver_html,
    texts: labels,
    language: local.language,
  };
}

function toMemberWaiver(row: Row, local: Translations): MemberWaiver {
  return {
    memberId: row.member_id,
    firstName: row.first_name,
    lastName: row.last_name,
    dateOfBirth: row.date_of_birth,
    isMe: row.is_me,
    consolidateReleases: row.consolidate_releases,
    releaseDescription: row.release_description ?? say(row.consolidate_releases ? 'waiver.description.consolidated' : row.is_me ? 'waiver.description.own' : 'waiver.description.member'),
    customComment: row.custom_comment,
    rtpAuthorizationTypeCode: row.rtp_authorization_type_code,
    release: localRelease(row, local),
    signed: row.signed_at === null ? null : { typedFullname: row.typed_fullname ?? '', agreeChecked: row.agree_checked ?? false, signedAt: row.signed_at },
  };
}

// A member without options signs their own release, described by who they are.
const SELECT = `
  select m.id as member_id, m.first_name, m.last_name, to_char(m.date_of_birth, 'YYYY-MM-DD') as date_of_birth, m.is_me,
         coalesce(o.consolidate_releases, false) as consolidate_releases,
         nullif(o.release_description, '') as release_description,
         coalesce(o.custom_comment, '') as custom_comment, coalesce(o.rtp_authorization_type_code, '') as rtp_authorization_type_code,
         r.id as release_id, r.title, r.text_html, r.enable_agree_checkbox, r.enable_wet_signature,
         r.electronic_signature_required, r.capture_waiver_html, r.texts,
         s.typed_fullname, s.agree_checked, s.signed_at
    from household_members m
    join waiver_releases r on true
    left join member_release_options o on o.member_id = m.id
    left join lateral (
      select typed_fullname, agree_checked, signed_at from signed_waivers w
       where w.member_id = m.id and w.release_id = r.id order by signed_at desc, id desc limit 1
    ) s on true
   where m.customer_id = $1`;

/** The release each of `productIds` needs: the product's own, else its category's. */
async function releasesOfProducts(sql: Sql, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const result = await sql.query<{ product_id: number; release_id: number }>(
    `select p.id as product_id, coalesce(pr.release_id, cr.release_id) as release_id
       from products p
       left join product_releases pr on pr.product_id = p.id
       left join category_releases cr on cr.category_id = p.category_id
      where p.id = any($1::int[]) and coalesce(pr.release_id, cr.release_id) is not null`,
    [[...new Set(productIds)]],
  );
  return new Map(result.rows.map((row) => [row.product_id, row.release_id]));
}

/** The customer's own household member: the one who signs for items assigned to no one. */
async function buyerMember(sql: Sql, customerId: number): Promise<number | null> {
  const result = await sql.query<{ id: number }>('select id from household_members where customer_id = $1 and is_me order by id limit 1', [customerId]);
  return result.rows[0]?.id ?? null;
}

export interface CartWaivers {
  /** One per member and release the cart needs, in household order, signed or not. */
  waivers: MemberWaiver[];
  /** Items for no one that need a release, when the customer has no member of their own to sign it. */
  withoutSigner: { productName: string; releaseTitle: string }[];
}

/**
 * The waivers `customerId` must have signed before the cart's `items` can be ordered, in
 * `language` (the answer's by default).
 */
export async function waiversForCart(sql: Sql, customerId: number, items: readonly ReleaseItem[], language: StoreLanguage = answerLanguage()): Promise<CartWaivers> {
  const releaseOf = await releasesOfProducts(sql, items.map((item) => item.productId));
  if (releaseOf.size === 0) return { waivers: [], withoutSigner: [] };
  const local = await loadTranslations(sql, language, ['Release']);
  const plan = requiredSignatures(items, releaseOf, await buyerMember(sql, customerId));
  const titles = await sql.query<{ id: number; title: string }>('select id, title from waiver_releases where id = any($1::int[])', [[...new Set(releaseOf.values())]]);
  const titleOf = new Map(titles.rows.map((row) => [row.id, local.value('Release', row.id, 'Title', row.title)]));
  const withoutSigner = plan.withoutSigner.map((entry) => ({ productName: entry.productName, releaseTitle: titleOf.get(entry.releaseId) ?? '' }));
  if (plan.signatures.length === 0) return { waivers: [], withoutSigner };
  const result = await sql.query<Row>(
    `${SELECT} and (m.id, r.id) in (select * from unnest($2::int[], $3::int[]))
      order by m.is_me desc, m.display_order, m.id, r.id`,
    [customerId, plan.signatures.map((entry) => entry.memberId), plan.signatures.map((entry) => entry.releaseId)],
  );
  return { waivers: result.rows.map((row) => toMemberWaiver(row, local)), withoutSigner };
}

/**
 * One member's waiver of one release, only when the member is in `customerId`'s household and the
 * release exists, in `language` (the answer's by default).
 */
export async function memberWaiver(sql: Sql, customerId: number, memberId: number, releaseId: number, language: StoreLanguage = answerLanguage()): Promise<MemberWaiver | null> {
  const result = await sql.query<Row>(`${SELECT} and m.id = $2 and r.id = $3`, [customerId, memberId, releaseId]);
  const row = result.rows[0];
  return row ? toMemberWaiver(row, await loadTranslations(sql, language, ['Release'])) : null;
}

/** Whether `memberId` is in `customerId`'s household. */
export async function isHouseholdMember(sql: Sql, customerId: number, memberId: number): Promise<boolean> {
  const result = await sql.query('select 1 from household_members where customer_id = $1 and id = $2', [customerId, memberId]);
  return result.rows.length > 0;
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
    Language: release.language,
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
