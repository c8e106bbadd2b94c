/** The resort charge card: what the tag may be given and what the store answers. */
import * as z from 'zod/mini';

/** The card on file for resort charges (the `charge-card` attribute, and the store's answer). */
export const chargeCardSchema = z.object({ LastFour: z.string().check(z.regex(/^\d{4}$/)), CardType: z._default(z.string(), '') });
export type ChargeCard = z.infer<typeof chargeCardSchema>;

/** `POST /api/resortcharge/updatewaivercreditcard`: the card now on file, or a refusal with the store's reason. */
export const resortChargeAnswerSchema = z.object({
  success: z.boolean(),
  message: z._default(z.nullable(z.string()), null),
  LastFour: z._default(z.nullable(z.string()), null),
  CardType: z._default(z.string(), ''),
});
export type ResortChargeAnswer = z.infer<typeof resortChargeAnswerSchema>;
