import * as z from 'zod';
import { parseIsoDate } from './dates.ts';

const MAX_INT4 = 2_147_483_647;

/** A database id written as a plain positive integer ("12", not "012", "1e1" or "+3"). */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .pipe(z.number().int().max(MAX_INT4));

export const quantityField = z
  .string()
  .regex(/^\d{1,9}$/, 'Quantity must be a whole number.')
  .transform(Number)
  .pipe(z.number().int().min(1, 'Quantity must be between 1 and 99.').max(99, 'Quantity must be between 1 and 99.'));

export const isoDateField = z.string().transform((value, ctx) => {
  const date = parseIsoDate(value.trim());
  if (date === null) {
    ctx.addIssue({ code: 'custom', message: 'Enter a valid date (YYYY-MM-DD).' });
    return z.NEVER;
  }
  return date;
});

export const datePartField = z.string().regex(/^\d{1,4}$/).transform(Number);

export const couponCodeParam = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/);

export const loginFormSchema = z.object({
  Email: z.string().trim().min(1, 'Username required').max(254, 'Check your login or create a new account.'),
  Password: z.string().min(1, 'Password required').max(1024, 'Your account or password is incorrect.'),
});

/** The first message of a failed parse, for a 400 answer. */
export function firstMessage(error: z.ZodError, fallback: string): string {
  return error.issues[0]?.message ?? fallback;
}
