/**
 * User-visible texts are keyed, with the spec's default wording. Each widget declares its own
 * defaults next to it (so a bundle carries only the wording it shows); these are the platform's
 * own, which any island may show at boot (its crash box, a loading spinner). Shared wording such as
 * Retry and the error sentences is in `src/ui/common-labels.ts`.
 * A host overrides any key through the page data's `labels` object
 * (`{"labels": {"cart.empty": "Nothing here yet"}}`). `{name}` placeholders are filled by
 * `formatLabel`, counts by `countLabel`.
 *
 * A second language is a file beside each set, `labels.fr-CA.ts`, with the same keys (a test and the
 * type `Translation` hold them together); it reaches a page only when an island asks for French
 * (`src/island/translations.ts`), and a host's overrides still win over it.
 */
import { formatNumber, pluralCategory } from './format.ts';

/** A set's wording in another language: every key of the English set, no other. */
export type Translation<D extends Record<string, string>> = { readonly [K in keyof D]: string };

export const coreLabels = {
  'island.loading': 'Loading',
  'island.crashed': 'This part of the page could not be shown.',
  'island.tryAgain': 'Try again',
  'common.loading': 'Loading…',
} as const;

export type Labels<D extends Record<string, string> = typeof coreLabels> = Record<keyof D, string>;

/** `defaults` with the host's overrides of the same keys applied; other override keys are ignored. */
export function resolveLabels<D extends Record<string, string>>(defaults: D, overrides: Record<string, string>): Labels<D> {
  const labels: Record<string, string> = { ...defaults };
  for (const [key, value] of Object.entries(overrides)) {
    if (key in defaults) labels[key] = value;
  }
  return labels as Labels<D>;
}

/**
 * A label that counts something: `key` holds the general (`other`) wording and `key.one`, `key.few`, …
 * the forms the locale's plural rules ask for (`Intl.PluralRules`: English says "1 record", French
 * says "0 enregistrement"). `{count}` is the count in the locale's digits; `values` fill the rest.
 */
export function countLabel(labels: Readonly<Record<string, string>>, key: string, count: number, locale: string, values: Record<string, string | number> = {}): string {
  const form = labels[`${key}.${pluralCategory(count, locale)}`] ?? labels[key] ?? key;
  return formatLabel(form, { ...values, count: formatNumber(count, locale) });
}

/** Fills `{name}` placeholders; an unknown placeholder stays as written. */
export function formatLabel(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
