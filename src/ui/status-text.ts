import { storeLabel } from '../core/labels.ts';
import type { LabelLanguage } from '../core/language.ts';

/**
 * The kinds of named values the store's data gives in English and a page shows as they are: a
 * payment's, a plan's or a subscription's status (`status-labels.ts`), a scheduled payment's amount
 * type (`Balance Due`) and a subscription's frequency (`Monthly`). The spec's rules read the
 * English names, so the data keeps them; the widgets translate them only where they show them.
 */
export type StoreValueKind = 'status' | 'amountType' | 'frequency';

/** A value's label key, from its name as the store gives it: `Paid` → `status.paid`, `Balance Due` → `amountType.balanceDue`. */
export const storeValueKey = (kind: StoreValueKind, name: string): string =>
  `${kind}.${name.trim().toLowerCase().replace(/\s+(\w)/g, (_whole, letter: string) => letter.toUpperCase())}`;

/** A status's label key, from its name as the store gives it: `Paid` → `status.paid`, `On Hold` → `status.onHold`. */
export const statusKey = (name: string): string => storeValueKey('status', name);

/**
 * A named value the store gave (in `valueLanguage`, its default `en-US` when it does not say) as
 * the page shows it in `language`: the store's text where it speaks the island's language, the
 * translation of a value the widgets know (`wording`: the island's dictionary) elsewhere, and the
 * store's text for any other.
 */
export function storeValueText(kind: StoreValueKind, value: string | null | undefined, wording: Readonly<Record<string, string>>, language: LabelLanguage, valueLanguage?: string | null): string {
  const given = (value ?? '').trim();
  return storeLabel(given, valueLanguage, language, wording[storeValueKey(kind, given)] || given);
}

/**
 * A status the store gave (in `statusLanguage`, its default `en-US` when it does not say) as the
 * shopper reads it in `language`: the store's text where it speaks the island's language, the
 * translation of a status the widgets know (`wording`: the island's dictionary, `status-labels.fr-CA.ts`)
 * elsewhere, and the store's text for any other.
 */
export function statusText(status: string | null | undefined, wording: Readonly<Record<string, string>>, language: LabelLanguage, statusLanguage?: string | null): string {
  return storeValueText('status', status, wording, language, statusLanguage);
}
