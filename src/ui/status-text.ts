import { storeLabel } from '../core/labels.ts';
import type { LabelLanguage } from '../core/language.ts';

/** A status's label key, from its name as the store gives it: `Paid` → `status.paid`, `On Hold` → `status.onHold`. */
export const statusKey = (name: string): string => `status.${name.trim().toLowerCase().replace(/\s+(\w)/g, (_whole, letter: string) => letter.toUpperCase())}`;

/**
 * A status the store gave (in `statusLanguage`, its default `en-US` when it does not say) as the
 * shopper reads it in `language`: the store's text where it speaks the island's language, the
 * translation of a status the widgets know (`wording`: the island's dictionary, `status-labels.fr-CA.ts`)
 * elsewhere, and the store's text for any other.
 */
export function statusText(status: string | null | undefined, wording: Readonly<Record<string, string>>, language: LabelLanguage, statusLanguage?: string | null): string {
  const given = (status ?? '').trim();
  return storeLabel(given, statusLanguage, language, wording[statusKey(given)] || given);
}
