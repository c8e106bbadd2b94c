import type { AttributeSpec } from './widget-meta.ts';

export type AttributeValue = string | number | boolean | null | undefined | object;

/**
 * Turns an attribute's text into its prop, following HTML rather than r2wc:
 * a removed attribute (null) resets the prop to its default; a boolean is true when present
 * (`compact=""` included); a bad number or bad JSON warns and falls back to the default.
 */
export function parseAttribute(tag: string, meta: AttributeSpec, raw: string | null): AttributeValue {
  const fallback = meta.default ?? undefined;
  if (meta.type === 'boolean') return raw !== null;
  if (raw === null) return fallback;
  switch (meta.type) {
    case 'string':
      return raw;
    case 'number': {
      const value = Number(raw.trim());
      if (raw.trim() === '' || !Number.isFinite(value)) {
        console.warn(`${tag}: attribute "${meta.prop}" must be a number, got "${raw}"; using ${String(fallback)}.`);
        return fallback;
      }
      return value;
    }
    case 'json':
      try {
        return JSON.parse(raw) as object;
      } catch {
        console.warn(`${tag}: attribute "${meta.prop}" is not valid JSON; using the default.`);
        return fallback;
      }
  }
}
