import { storeLabel } from '../core/labels.ts';
import type { LabelLanguage } from '../core/language.ts';

/**
 * The payment and payment-plan statuses the spec names, as the store's data gives them. The data
 * keeps them in English (the spec's rules read them: a `cancelled` plan is hidden, a `failed`
 * payment is paid now), so a widget shows each through its label: the store's own text on a page
 * in the store's language, the widget's translation of a status it knows on any other.
 */
export const statusLabels = {
  'status.paid': 'Paid',
  'status.pending': 'Pending',
  'status.failed': 'Failed',
  'status.refunded': 'Refunded',
  'status.cancelled': 'Cancelled',
  'status.skipped': 'Skipped',
  'status.scheduled': 'Scheduled',
  'status.active': 'Active',
  'status.completed': 'Completed',
  'status.onHold': 'On Hold',
} as const;

type StatusKey = keyof typeof statusLabels;
const byName = new Map<string, StatusKey>(Object.entries(statusLabels).map(([key, name]) => [name.toLowerCase(), key as StatusKey]));

/**
 * A status the store gave (in `statusLanguage`, its default `en-US` when it does not say) as the
 * shopper reads it in `language`: the store's text where it speaks the island's language, the
 * widget's wording (`labels`) of a status it knows elsewhere, and the store's text for any other.
 */
export function statusText(status: string | null | undefined, labels: Readonly<Record<string, string>>, language: LabelLanguage, statusLanguage?: string | null): string {
  const given = (status ?? '').trim();
  const key = byName.get(given.toLowerCase());
  return storeLabel(given, statusLanguage, language, (key && labels[key]) || given);
}
