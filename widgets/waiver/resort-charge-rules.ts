/**
 * Resort charge: a signed-in customer's household member signs the resort's charge authorisation
 * (a waiver the host marks `resort-charge`), then puts a card on file that purchases made at the
 * resort with their pass are charged to. The card goes to the store with the release it belongs
 * to; the store refuses it until that release is signed.
 */
import type { CardInfo } from '../../src/api/payment-schemas.ts';

/**
 * What `POST /api/resortcharge/updatewaivercreditcard` is sent: the member, the release and the
 * card as a card update sends it — with `PaymentKey` when the provider vaulted the card first
 * (Braintree: the payment token the store charges later; `Token` stays the nonce it was made from).
 */
export function resortChargePayload(contactId: number, releaseId: number, card: CardInfo) {
  return {
    ContactInfoId: contactId,
    ReleaseId: releaseId,
    Token: card.Token,
    ...(card.PaymentKey ? { PaymentKey: card.PaymentKey } : {}),
    LastFour: card.Last4,
    CardType: card.Brand,
    ExpirationMonth: card.Exp.Month,
    ExpirationYear: card.Exp.Year,
    Name: card.Name.trim(),
  };
}
export type ResortChargePayload = ReturnType<typeof resortChargePayload>;
