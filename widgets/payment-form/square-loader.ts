/**
 * Loads Square's Web Payments SDK — only when a payment form is on the page — from `scriptSrc` when
 * the store's configuration gives one, else Square's own script for the application id's
 * environment: `https://web.squarecdn.com/v1/square.js` for production ids (`sq0idp-`),
 * `https://sandbox.web.squarecdn.com/v1/square.js` for sandbox ones (`sandbox-sq0idb-`).
 *
 * The script is added through the library's Trusted Types policy (`src/core/trusted-types.ts`).
 * Square's own loader package (`@square/web-sdk`) sets the script's address as a plain string,
 * which a page that requires Trusted Types refuses, so the library adds it itself. A Retry after a
 * failed load adds it again.
 */
import type { Payments } from '@square/web-payments-sdk-types';
import { addScript } from '../../src/core/add-script.ts';

interface SquareGlobal {
  payments(applicationId: string, locationId?: string): Payments;
}

const squareGlobal = () => (window as unknown as { Square?: SquareGlobal }).Square;

/** Square's script for the application id's environment, as Square's own loader picks it. */
export function squareScriptUrl(applicationId: string): string {
  if (applicationId.startsWith('sq0idp-')) return 'https://web.squarecdn.com/v1/square.js';
  if (applicationId.startsWith('sandbox-sq0idb-')) return 'https://sandbox.web.squarecdn.com/v1/square.js';
  throw new Error(`Square's application id "${applicationId}" is neither a production (sq0idp-) nor a sandbox (sandbox-sq0idb-) id`);
}

export async function loadSquarePayments(applicationId: string, locationId: string, scriptSrc: string | undefined): Promise<Payments> {
  const present = squareGlobal();
  if (present) return present.payments(applicationId, locationId);
  const src = scriptSrc ?? squareScriptUrl(applicationId);
  await addScript(src, 'data-resort-square');
  const loaded = squareGlobal();
  if (!loaded) throw new Error(`Square's script at ${src} loaded but did not define window.Square`);
  return loaded.payments(applicationId, locationId);
}
