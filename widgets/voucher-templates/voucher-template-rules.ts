/**
 * The voucher template panels' rules as plain functions: what an unsaved item shows, which
 * template id may be sent, and which words a failure is told in.
 */
import { isRefusal, type ApiError } from '../../src/api/errors.ts';
import { formatLabel } from '../../src/core/labels.ts';
import { userMessage } from '../../src/ui/error-text.ts';
import type { VoucherTemplatesLabels } from './labels.ts';

export type VoucherTemplatesKind = 'product' | 'discount';

/** What the panel shows: the item's options, or the message until the item is saved (it has no id yet). */
export function panelFor(kind: VoucherTemplatesKind, productId: number | undefined, discountId: number | undefined): 'product' | 'discount' | 'unsaved-product' | 'unsaved-discount' {
  if (kind === 'discount') return discountId !== undefined && discountId > 0 ? 'discount' : 'unsaved-discount';
  return productId !== undefined && productId > 0 ? 'product' : 'unsaved-product';
}

/** A template id as sent: trimmed; null when blank (`A voucher template is required.`). */
export function templateIdToSend(typed: string): string | null {
  const id = typed.trim();
  return id === '' ? null : id;
}

/** The store's `ErrorMessage` (the legacy field) or its `message`, when it refused and said why. */
export function storeErrorMessage(error: ApiError): string | null {
  if (!isRefusal(error)) return null;
  const body = error.body;
  const legacy = body !== null && typeof body === 'object' ? (body as { ErrorMessage?: unknown }).ErrorMessage : undefined;
  if (typeof legacy === 'string' && legacy.trim() !== '') return legacy.trim();
  return error.serverMessage?.trim() || null;
}

/**
 * A failed add or discount save: the store's `ErrorMessage`, or the spec's sentence when it refused
 * without one; a failure that is not a refusal (network, timeout, server error) says so instead.
 */
export function refusalText(error: ApiError, fallback: string, labels: VoucherTemplatesLabels): string {
  const stored = storeErrorMessage(error);
  if (stored) return stored;
  return isRefusal(error) ? fallback : userMessage(error, labels);
}

/** A failed switch or remove: `Error: {ErrorMessage}`. */
export function errorAlert(error: ApiError, labels: VoucherTemplatesLabels): string {
  return formatLabel(labels['common.error'], { message: storeErrorMessage(error) ?? userMessage(error, labels, { showServerErrors: true }) });
}
