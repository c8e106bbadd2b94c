/**
 * User-visible texts are keyed, with the spec's default wording. Each widget declares its own
 * defaults next to it (so a bundle carries only the wording it shows); these are the platform's
 * own, which any island may show at boot (its crash box, a loading spinner). Shared wording such as
 * Retry and the error sentences is in `src/ui/common-labels.ts`.
 * A host overrides any key through the page data's `labels` object
 * (`{"labels": {"cart.empty": "Nothing here yet"}}`). `{name}` placeholders are filled by
 * `formatLabel`.
 */
export const coreLabels = {
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

/** Fills `{name}` placeholders; an unknown placeholder stays as written. */
export function formatLabel(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
