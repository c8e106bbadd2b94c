/** The resort charge card: what the tag may be given and what the store answers. */
import * as z from 'zod/mini';

/** The card on file for resort charges (the `charge-card` attribute, and the store's answer). */
// A refine, not `z.regex`: the regex check's machinery would land in the chunk every page loads for this one field.
const lastFour = z.string().check(z.refine((value) => /^\d{4}$/.test(value), 'Expected the last four digits of a card'));
export const chargeCardSchema = z.object({ LastFour: lastFour, CardType: z._default(z.string(), '') });
export type ChargeCard = z.infer<typeof chargeCardSchema>;

/** `POST /api/resortcharge/updatewaivercreditcard`: the card now on file, or a refusal with the store's reason. */
export const resortChargeAnswerSchema = z.object({
  success: z.boolean(),
  message: z._default(z.nullable(z.string()), null),
  LastFour: z._default(z.nullable(z.string()), null),
  CardType: z._default(z.string(), ''),
});
export type ResortChargeAnswer = z.infer<typeof resortChargeAnswerSchema>;
