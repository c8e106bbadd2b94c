/** The answers of the media calls only `<resort-add-media>` makes. */
import * as z from 'zod/mini';
import { mediaRequirementSchema } from '../../src/api/household-schemas.ts';
import { succeeded } from '../../src/api/schema-parts.ts';

/**
 * `POST /media`, the checkout's fast flow: the card now on the member, and the checkout's media
 * choices after it (the member's set to Reload).
 */
export const mediaFastFlowAnswerSchema = z.object({
  success: succeeded,
  MediaNumber: z.string(),
  Members: z._default(z.array(mediaRequirementSchema), []),
});
export type MediaFastFlowAnswer = z.infer<typeof mediaFastFlowAnswerSchema>;
