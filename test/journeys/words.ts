/**
 * The journeys find controls by the words a shopper reads, taken from the widgets' label
 * catalogues so a reworded label moves the journeys with it. A name matches either language's
 * wording: a label left in English on a French page is the language check's to report
 * (`checks.ts`), not a step that cannot find its button.
 */
import type { Language } from './cells.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export interface Words<K extends string> {
  /** The label in the page's language, placeholders filled. */
  (key: K, values?: Record<string, string | number>): string;
  /** The label in either language, as a whole-name pattern (a placeholder without a value matches any text). */
  exact(key: K, values?: Record<string, string | number>): RegExp;
  /** The label in either language, as a pattern found anywhere in a text. */
  within(key: K, values?: Record<string, string | number>): RegExp;
}

/** The words of one catalogue, in English and in French, for a page in `language`. */
export function wordsOf<K extends string>(english: Readonly<Record<K, string>>, french: Readonly<Record<K, string>>, language: Language): Words<K> {
  // A placeholder left without a value matches any text.
  const both = (key: K, values: Record<string, string | number>) =>
    [...new Set([fill(english[key], values), fill(french[key], values)])]
      // A browser names a control with its spaces made plain (French's no-break spaces too).
      .map((text) => escape(text).replace(/\\\{\w+\\\}/g, '.+?').replace(/\s+/g, '\\s+'))
      .join('|');
  const words = ((key: K, values: Record<string, string | number> = {}) => fill((language === 'fr-CA' ? french : english)[key], values)) as Words<K>;
  words.exact = (key, values = {}) => new RegExp(`^(?:${both(key, values)})$`);
  words.within = (key, values = {}) => new RegExp(both(key, values));
  return words;
}
