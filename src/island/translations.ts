/**
 * A second language's labels reach a page only when an island asks for them. Each element module
 * names its widget's translation files (`translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }`);
 * the first island of that tag in French loads the module (its own chunk in the ESM build, kept out
 * of the UMD file too) and every named export that is a label set is merged into one dictionary.
 * The dictionary sits under the page's labels: a host's override of a key still wins. The
 * language's month and day names (dayjs's locale, `loadDateLocale`) load beside it, so an island
 * draws its first French date with French names.
 */
import { loadDateLocale } from '../core/dates.ts';
import type { LabelLanguage } from '../core/language.ts';
import { shared, warnOnce } from '../core/shared.ts';

export type TranslatedLanguage = Exclude<LabelLanguage, 'en'>;
export type Dictionary = Readonly<Record<string, string>>;
export type TranslationLoaders = Partial<Record<TranslatedLanguage, () => Promise<Record<string, unknown>>>>;

interface Entry {
  promise: Promise<Dictionary>;
  value?: Dictionary;
}

const entries = shared('translations', () => new Map<string, Entry>());

function isLabelSet(value: unknown): value is Dictionary {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((text) => typeof text === 'string');
}

/** Every label set a translation module exports, as one dictionary. */
export function mergeTranslation(module: Record<string, unknown>): Dictionary {
  const dictionary: Record<string, string> = {};
  for (const value of Object.values(module)) if (isLabelSet(value)) Object.assign(dictionary, value);
  return dictionary;
}

/**
 * The dictionary of `tag` in `language`, loaded once per page (and per copy of the library). A
 * translation that cannot be loaded leaves the island in English and says so once: a shopper
 * reads the default wording rather than nothing.
 */
export function loadTranslation(tag: string, language: TranslatedLanguage, loaders: TranslationLoaders): Promise<Dictionary> {
  const key = `${tag}|${language}`;
  let entry = entries.get(key);
  if (!entry) {
    const load = loaders[language];
    const created: Entry = {
      // The date locale never fails (its names fall back to English on their own).
      promise: Promise.all([load ? load() : Promise.resolve({}), loadDateLocale(language)]).then(
        ([module]) => mergeTranslation(module),
        (error: unknown) => {
          warnOnce(`translation:${key}`, `${tag}: the ${language} labels could not be loaded; showing the default wording. ${String(error)}`);
          return {};
        },
      ),
    };
    void created.promise.then((value) => {
      created.value = value;
      // Marked settled as React marks a promise it has read: an island mounted later renders at once.
      void Object.assign(created.promise, { status: 'fulfilled', value });
    });
    entries.set(key, created);
    entry = created;
  }
  return entry.promise;
}

/** Whether the island's translation for the language is in (an empty one, after a failed load, counts). */
export function hasTranslation(tag: string, language: LabelLanguage): boolean {
  return language === 'en' || entries.get(`${tag}|${language}`)?.value !== undefined;
}

/** The dictionary already loaded for `tag` in `language` (the crash box reads it without waiting). */

export function loadedTranslation(tag: string, language: LabelLanguage): Dictionary {
  return language === 'en' ? {} : (entries.get(`${tag}|${language}`)?.value ?? {});
}
