/**
 * The input layer lives in `input.ts`; these names are kept for code that imports them from here.
 */
export { couponCodeParam, datePartField, firstMessage, idParam, isoDateField, quantityField } from './input.ts';

import * as z from 'zod';

export const loginFormSchema = z.object({
  Email: z.string().trim().min(1, 'Username required').max(254, 'Check your login or create a new account.'),
  Password: z.string().min(1, 'Password required').max(1024, 'Your account or password is incorrect.'),
});
