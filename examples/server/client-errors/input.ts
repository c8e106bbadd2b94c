/**
 * What a widget's error beacon may send (`src/core/report.ts` writes it): a project code and at
 * most a beacon's worth of short reports. Every text is scrubbed again before it is stored, so a
 * page that is not ours cannot put a card number or an e-mail address into the admin list either.
 */
import * as z from 'zod';
import { scrub, BEACON_CAP } from '../../../src/core/report.ts';
import { text, requiredText, wholeNumber } from '../platform/input.ts';

const scrubbed = (schema: z.ZodType<string>) => schema.transform((value) => scrub(value));

export const clientErrorReport = z.object({
  widget: scrubbed(requiredText(80, 'Name the widget.')),
  operation: scrubbed(requiredText(200, 'Name the operation.')),
  status: wholeNumber(100, 599, 'A status is an HTTP status from 100 to 599.').optional(),
  reference: scrubbed(text(64)).optional(),
  message: scrubbed(text(300)),
  page: scrubbed(text(300)).optional(),
});

export const clientErrorBatch = z.object({
  project: requiredText(64, 'Send the project code.'),
  reports: z
    .array(clientErrorReport, { error: 'Send the reports as a list.' })
    .min(1, 'Send at least one report.')
    .max(BEACON_CAP, `Send at most ${BEACON_CAP} reports at once.`),
});
