/**
 * Where a production demo store puts the e-mails it would send: one JSON line each in
 * `DATA_DIR/outbox.jsonl`, for the operator to read. Nothing is ever shown on a page.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

export async function sendToOutbox(dataDir: string, email: OutgoingEmail): Promise<void> {
  // A store on a PostgreSQL server may never have made DATA_DIR (no PGlite folder in it).
  await mkdir(dataDir, { recursive: true });
  await appendFile(join(dataDir, 'outbox.jsonl'), `${JSON.stringify({ ...email, at: new Date().toISOString() })}\n`, 'utf8');
}
