/**
 * Resort charge (`POST /api/resortcharge/updatewaivercreditcard`): the card a household member's
 * purchases at the resort go on, kept beside the charge authorisation they signed. The store, not
 * the widget, is what the resort answers for: it refuses a card for a release that is not the
 * charge authorisation, or one the member has not signed yet, and says which. The card is checked
 * as a payment plan's is (`takeCardOnFile`): a Square store's nonce is used up, a Braintree store's
 * card comes from the customer's vault by its `PaymentKey`, whose payment token is what is kept.
 */
import { english, say } from '../text/store-text.ts';
import * as z from 'zod';
import type { Sql } from '../db/db.ts';
import { id, text } from '../platform/input.ts';
import { BRAINTREE_PAYMENT_TOKEN } from '../payments/card-tokens.ts';

export const RESORT_CHARGE_CARD_PATH = '/api/resortcharge/updatewaivercreditcard';

export const RESORT_CHARGE_MESSAGES = {
  signIn: english('msg.charge.signIn'),
  body: 'Send the card as a JSON object.',
  badCard: english('msg.charge.badCard'),
  notResortCharge: english('msg.charge.notResortCharge'),
  notSigned: (title: string, name: string) => say('msg.charge.notSigned', { name, title }),
  unsupportedProvider: (provider: string) => say('msg.charge.unsupportedProvider', { provider }),
} as const;

/** A month or year as a number or its digits (the card forms send either). */
const expiryPart = (min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,4}$/, RESORT_CHARGE_MESSAGES.badCard).transform(Number)], { error: RESORT_CHARGE_MESSAGES.badCard })
    .refine((value) => Number.isInteger(value) && value >= min && value <= max, RESORT_CHARGE_MESSAGES.badCard);

export const resortChargeBody = z.object(
  {
    ContactInfoId: id('That group member is not in your household.'),
    ReleaseId: id(RESORT_CHARGE_MESSAGES.notResortCharge),
    // The provider's token (a Square nonce, a Braintree payment method token): never a card number.
    Token: z.string({ error: RESORT_CHARGE_MESSAGES.badCard }).regex(/^[A-Za-z0-9_:-]{1,200}$/, RESORT_CHARGE_MESSAGES.badCard),
    // A Braintree store's card: the payment token of the card vaulted from Token.
    PaymentKey: z.string({ error: RESORT_CHARGE_MESSAGES.badCard }).regex(BRAINTREE_PAYMENT_TOKEN, RESORT_CHARGE_MESSAGES.badCard).optional(),
    LastFour: z.string({ error: RESORT_CHARGE_MESSAGES.badCard }).regex(/^\d{4}$/, RESORT_CHARGE_MESSAGES.badCard),
    CardType: text(40),
    ExpirationMonth: expiryPart(1, 12),
    ExpirationYear: expiryPart(2000, 2200),
    Name: text(100, { required: 'Cardholder name is required.', tooLong: 'The name on the card is too long.' }, 1),
  },
  { error: RESORT_CHARGE_MESSAGES.body },
);
export type ResortChargeBody = z.output<typeof resortChargeBody>;

/** Whether `releaseId` is a charge authorisation. */
export async function isResortChargeRelease(sql: Sql, releaseId: number): Promise<boolean> {
  const result = await sql.query<{ resort_charge: boolean }>('select resort_charge from waiver_releases where id = $1', [releaseId]);
  return result.rows[0]?.resort_charge === true;
}

/** Keeps `card` as the member's one card for resort charges (a new one replaces the old), charged later by `token`. */
export async function saveChargeCard(sql: Sql, customerId: number, card: ResortChargeBody, token: string): Promise<void> {
  await sql.query(
    `insert into resort_charge_cards (member_id, customer_id, release_id, token, last_four, card_type, expiration_month, expiration_year, cardholder_name)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (member_id) do update set release_id = excluded.release_id, token = excluded.token, last_four = excluded.last_four,
       card_type = excluded.card_type, expiration_month = excluded.expiration_month, expiration_year = excluded.expiration_year,
       cardholder_name = excluded.cardholder_name, updated_at = now()`,
    [card.ContactInfoId, customerId, card.ReleaseId, token, card.LastFour, card.CardType, card.ExpirationMonth, card.ExpirationYear, card.Name],
  );
}

/** The member's card on file for resort charges, as the waiver tag's `charge-card` shows it. */
export async function chargeCardOf(sql: Sql, customerId: number, memberId: number): Promise<{ LastFour: string; CardType: string } | null> {
  const result = await sql.query<{ last_four: string; card_type: string }>('select last_four, card_type from resort_charge_cards where customer_id = $1 and member_id = $2', [customerId, memberId]);
  const row = result.rows[0];
  return row ? { LastFour: row.last_four, CardType: row.card_type } : null;
}

/** The customer's own member and their charge authorisation, for My Account. */
export async function ownChargeMember(sql: Sql, customerId: number): Promise<number | null> {
  const result = await sql.query<{ id: number }>('select id from household_members where customer_id = $1 and is_me order by id limit 1', [customerId]);
  return result.rows[0]?.id ?? null;
}

export async function chargeReleaseId(sql: Sql): Promise<number | null> {
  const result = await sql.query<{ id: number }>('select id from waiver_releases where resort_charge order by id limit 1');
  return result.rows[0]?.id ?? null;
}
