import * as z from 'zod';

/**
 * One attribute choice as stored with a cart item: a value id (one entry per ticked checkbox), a
 * date for date attributes (`dates` holds all of them for a multiple-dates attribute, `date` the
 * first), or a typed text.
 */
export interface StoredSelection {
  attributeId: number;
  valueId: number | null;
  date: string | null;
  dates?: string[] | undefined;
  text?: string | undefined;
}

export const storedSelectionsSchema = z.array(
  z.object({
    attributeId: z.number().int(),
    valueId: z.number().int().nullable(),
    date: z.string().nullable(),
    dates: z.array(z.string()).optional(),
    text: z.string().optional(),
  }),
);
