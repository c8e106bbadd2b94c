/**
 * Where a production demo store puts the e-mails it would send: one JSON line each in
 * `DATA_DIR/outbox.jsonl`, for the operator to read. Nothing is ever shown on a page.
 */
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

export async function sendToOutbox(dataDir: string, email: OutgoingEmail): Promise<void> {
  await appendFile(join(dataDir, 'outbox.jsonl'), `${JSON.stringify({ ...email, at: new Date().toISOString() })}\n`, 'utf8');
}
