import { ageOn as yearsOld } from '../../src/core/birthdates.ts';
import { localDate } from '../../src/core/dates.ts';
import { storeLabel } from '../../src/core/labels.ts';
import type { LabelLanguage } from '../../src/core/language.ts';
import type { WaiverRelease } from '../../src/api/waiver-schemas.ts';

/**
 * The waiver's rules, in plain TypeScript: the scroll thresholds, who signs, the typed-name
 * match and when Sign is enabled.
 */

/** The signature panel appears once this share of the document has been viewed. */
export const SHOW_SIGNATURE_PANEL_AT = 0.9;
/** …and stays while at least this share is viewed. */
export const KEEP_SIGNATURE_PANEL_AT = 0.66;
/** A person under this age is signed for by the user, on behalf of a minor. */
export const MINOR_AGE = 18;

export interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/**
 * The share of the document viewed, 0 to 1: how far its bottom edge has come into view. A
 * document that fits without scrolling is fully viewed.
 */
export function viewedFraction({ scrollTop, clientHeight, scrollHeight }: ScrollBox): number {
  if (!(scrollHeight > 0) || scrollHeight <= clientHeight) return 1;
  const fraction = (Math.max(0, scrollTop) + Math.max(0, clientHeight)) / scrollHeight;
  return Math.min(1, Math.max(0, fraction));
}

/**
 * The "scrolled" state after the shopper scrolls (`cause` 'scroll'): on at 90% viewed; once on,
 * it stays on while at least 66% is viewed, and goes off below that (the shopper scrolled far back
 * up). After the text reflows ('reflow': the window resized, a phone turned, the text zoomed) the
 * same place shows a smaller share of a longer text without the shopper going back, so the panel
 * may come (a text that now fits) and never goes: what they read and typed stays in front of them.
 */
export function nextScrolled(wasScrolled: boolean, fraction: number, cause: 'scroll' | 'reflow' = 'scroll'): boolean {
  if (fraction >= SHOW_SIGNATURE_PANEL_AT) return true;
  if (cause === 'reflow') return wasScrolled;
  return wasScrolled && fraction >= KEEP_SIGNATURE_PANEL_AT;
}

/** Whole years from `dateOfBirth` (YYYY-MM-DD) to `today`; null for a missing or bad date. */
export function ageOn(dateOfBirth: string | null | undefined, today: Date): number | null {
  return yearsOld(dateOfBirth, localDate(today));
}

/** Under 18 on `today`. A person without a (valid) birthdate is not treated as a minor. */
export function isMinor(dateOfBirth: string | null | undefined, today: Date): boolean {
  const age = ageOn(dateOfBirth, today);
  return age !== null && age < MINOR_AGE;
}

/**
 * Who signs: the person themself; the signed-in user on behalf of a minor; or the signed-in user
 * on behalf of the member, for a consolidated release (which wins over age).
 */
export type SignerRole = 'self' | 'minor' | 'consolidated';

export function signerRole(person: { DateOfBirth?: string | null; Release: { ConsolidateReleases: boolean } }, today: Date): SignerRole {
  if (person.Release.ConsolidateReleases) return 'consolidated';
  return isMinor(person.DateOfBirth, today) ? 'minor' : 'self';
}

/**
 * The full name the signer must type: the person's full name, or the signed-in user's
 * for a consolidated release. A minor's waiver is signed by the user on the minor's behalf, with
 * the minor's name, as the spec's rule reads.
 */
export function expectedSignerName(role: SignerRole, personFullname: string, user: { firstName: string; lastName: string }): string {
  if (role !== 'consolidated') return personFullname.trim();
  return `${user.firstName.trim()} ${user.lastName.trim()}`.trim();
}

/** The typed name matches, ignoring case and surrounding spaces; nothing matches an empty name. */
export function namesMatch(typed: string, expected: string): boolean {
  const want = expected.trim().toLocaleLowerCase();
  return want !== '' && typed.trim().toLocaleLowerCase() === want;
}

export interface SignState {
  /** Signed in and not a guest. */
  signedIn: boolean;
  /** The document has been scrolled to the signature panel. */
  scrolled: boolean;
  /** `EnableWetSignature`: a drawn signature is asked for. */
  wetSignatureEnabled: boolean;
  /** Something is drawn on the pad. */
  hasDrawing: boolean;
  /** `ElectronicSignatureRequired`: the signer types their full name. */
  electronicSignatureRequired: boolean;
  typedName: string;
  expectedName: string;
  /** `EnableAgreeCheckbox`: the agree box is shown and must be ticked. */
  agreeEnabled: boolean;
  agreeChecked: boolean;
}

/** What still stands between the signer and an enabled Sign button, in the panel's order. */
export type SignRequirement = 'signed-in' | 'scrolled' | 'wet-signature' | 'typed-name' | 'agree';

export function unmetSignRequirements(state: SignState): SignRequirement[] {
  const unmet: SignRequirement[] = [];
  if (!state.signedIn) unmet.push('signed-in');
  if (!state.scrolled) unmet.push('scrolled');
  if (state.wetSignatureEnabled && !state.hasDrawing) unmet.push('wet-signature');
  if (state.electronicSignatureRequired && !namesMatch(state.typedName, state.expectedName)) unmet.push('typed-name');
  if (state.agreeEnabled && !state.agreeChecked) unmet.push('agree');
  return unmet;
}

/** Sign is enabled only when every requirement above holds (signed in, read, signed, named, agreed). */
export function canSign(state: SignState): boolean {
  return unmetSignRequirements(state).length === 0;
}

/** The signature as the store wants it: base64 PNG without the `data:image/png;base64,` prefix. */
export function signatureBase64(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return dataUrl.startsWith('data:') && comma !== -1 ? dataUrl.slice(comma + 1) : dataUrl;
}

/** The release's own labels and the widget's keys they stand in for. */
const RELEASE_LABELS = {
  SignatureAffirmationStatement: 'waiver.agree',
  ClearButtonText: 'waiver.clear',
  SignButtonText: 'waiver.sign',
  SignaturePanelText: 'waiver.panelText',
  ConsolidatedSignaturePanelText: 'waiver.consolidatedPanelText',
  ScrollMessage: 'waiver.scrollMessage',
  WetSignaturePrompt: 'waiver.wetPrompt',
} as const satisfies Partial<Record<keyof WaiverRelease, string>>;

/**
 * The waiver's wording for one release: each label the release gives (its sign and clear buttons,
 * its prompts) where it is written in the island's language (`release.Language`), the widget's
 * own wording (`labels`, already in the island's language) where the release gives none or gives
 * it in another language.
 */
export function releaseLabels<L extends Record<(typeof RELEASE_LABELS)[keyof typeof RELEASE_LABELS], string>>(labels: L, release: WaiverRelease, language: LabelLanguage): L {
  const wording: Record<string, string> = { ...labels };
  for (const [field, key] of Object.entries(RELEASE_LABELS) as [keyof typeof RELEASE_LABELS, (typeof RELEASE_LABELS)[keyof typeof RELEASE_LABELS]][]) {
    wording[key] = storeLabel(release[field], release.Language, language, labels[key]);
  }
  return wording as L;
}
