/**
 * Signing: the signed release goes to the store (unless the tag's `sign-url` is empty), then out
 * on the bus as `resort:waiver:signed`.
 */
import type { ApiResult } from '../../src/api/errors.ts';
import { refusedCall } from '../../src/api/report-call.ts';
import * as api from '../../src/api/client.ts';
import {
  signWaiverResultSchema,
  type SignWaiverRequest,
  type SignedWaiverRelease,
  type WaiverPerson,
  type WaiverRelease,
} from '../../src/api/waiver-schemas.ts';
import { BUS_SOURCE, emit } from '../../src/events/bus.ts';
import type { ResortChargePayload } from './resort-charge-rules.ts';
import { resortChargeAnswerSchema, type ChargeCard } from './resort-charge-schemas.ts';

export const RESORT_CHARGE_CARD_PATH = '/api/resortcharge/updatewaivercreditcard';

/** Puts the card on file for the member's resort charges (bot-checked as `resortcharge`). */
export async function updateResortChargeCard(payload: ResortChargePayload): Promise<ApiResult<ChargeCard>> {
  const result = await api.postJson(RESORT_CHARGE_CARD_PATH, payload, resortChargeAnswerSchema, { captchaAction: 'resortcharge' });
  if (!result.ok) return result;
  if (!result.data.success) return { ok: false, error: refusedCall('POST', RESORT_CHARGE_CARD_PATH, result.data.message, 'Card refused') };
  return { ok: true, data: { LastFour: result.data.LastFour ?? payload.LastFour, CardType: result.data.CardType || payload.CardType } };
}

export interface Signature {
  typedName: string;
  agreeChecked: boolean;
  /** Base64 PNG without its prefix; empty when the release asks for no drawing. */
  signature: string;
  /** The document's HTML as shown, when the release captures it. */
  html: string | null;
}

/** Stores the signature and announces the signed release; the release is returned as sent. */
export async function signWaiver(
  signUrl: string,
  release: WaiverRelease,
  person: WaiverPerson,
  signature: Signature,
): Promise<ApiResult<SignedWaiverRelease>> {
  let signedOn = new Date().toISOString();
  if (signUrl.trim() !== '') {
    const request: SignWaiverRequest = {
      ContactInfoId: person.ContactInfoId,
      ReleaseId: release.Id,
      TypedFullname: signature.typedName.trim(),
      agreeChecked: signature.agreeChecked,
      Signature: signature.signature,
      ...(signature.html === null ? {} : { WaiverHTML: signature.html }),
    };
    const result = await api.postJson(signUrl, request, signWaiverResultSchema);
    if (!result.ok) return result;
    if (!result.data.success) {
      return { ok: false, error: refusedCall('POST', signUrl, result.data.message, 'Signature refused') };
    }
    if (result.data.SignedOn) signedOn = result.data.SignedOn;
  }
  const signed: SignedWaiverRelease = {
    ...release,
    Signed: true,
    TypedFullname: signature.typedName.trim(),
    agreeChecked: signature.agreeChecked,
    Signature: signature.signature,
    SignedOn: signedOn,
    ...(signature.html === null ? {} : { WaiverHTML: signature.html }),
  };
  emit('resort:waiver:signed', { release: signed, person, source: BUS_SOURCE });
  return { ok: true, data: signed };
}
