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
 * (`src/island/translations.ts`).
 *
 * A label the store gives (page data's `labels`, a release's button texts, a status) wins over the
 * widget's own wording only when it is written in the island's language; otherwise the widget's
 * translation shows (`storeLabel`, `storeOverrides`). So a store whose data is in English shows
 * its own wording on its English pages and the widgets' French on its French ones.
 */
import { formatNumber, pluralCategory } from './format.ts';
import { labelLanguage, type LabelLanguage } from './language.ts';

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

/**
 * The language the store's data is taken to be in when the store does not say: the spec's default,
 * `en-US`. (Page data's `labels` say theirs with `LabelsLanguage`, or are the page's; see
 * `pageLabelsLanguage`.)
 */
export const STORE_DATA_LANGUAGE = 'en-US';

/**
 * Whether text the store gives in `givenLanguage` (a language tag: `fr-CA`, `en`, `fr-FR`; empty
 * for the store's default, `en-US`) speaks the island's language.
 */
export function speaksIslandLanguage(givenLanguage: string | null | undefined, islandLanguage: LabelLanguage): boolean {
  const tag = (givenLanguage ?? '').trim();
  return labelLanguage(tag === '' ? STORE_DATA_LANGUAGE : tag) === islandLanguage;
}

/**
 * A label the store's data gives, or the widget's own (`own`, already in the island's language):
 * the store's wins only when it is not blank and is written in the island's language.
 */
export function storeLabel(given: string | null | undefined, givenLanguage: string | null | undefined, islandLanguage: LabelLanguage, own: string): string {
  return given !== null && given !== undefined && given.trim() !== '' && speaksIslandLanguage(givenLanguage, islandLanguage) ? given : own;
}

/**
 * The language page data's `labels` are written in: `LabelsLanguage` when the host says, else the
 * page's own (`Language`, else `locale`), as a host writes its overrides for the page they are on.
 */
export function pageLabelsLanguage(settings: { LabelsLanguage?: string | undefined; Language: string; locale: string }): string {
  return [settings.LabelsLanguage, settings.Language, settings.locale].map((value) => (value ?? '').trim()).find((value) => value !== '') ?? STORE_DATA_LANGUAGE;
}

/** Page data's `labels` where they speak the island's language, else none (the widget's own wording shows). */
export function storeOverrides(labels: Readonly<Record<string, string>>, labelsLanguage: string, islandLanguage: LabelLanguage): Readonly<Record<string, string>> {
  return speaksIslandLanguage(labelsLanguage, islandLanguage) ? labels : NO_OVERRIDES;
}

const NO_OVERRIDES: Readonly<Record<string, string>> = Object.freeze({});

/** Fills `{name}` placeholders; an unknown placeholder stays as written. */
export function formatLabel(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
