/**
 * The languages the store speaks, and the language of the answer being written. English is the
 * store's own language: the entities' own values, the default of every page. A middleware
 * (`app.ts`) answers each request in the language its `resort_lang` cookie chose, so a message
 * written deep in a feature (a refused add to the cart, a checkout that cannot be placed) comes in
 * the shopper's language without every function being handed it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export const STORE_LANGUAGES = ['en-US', 'fr-CA'] as const;
export type StoreLanguage = (typeof STORE_LANGUAGES)[number];
/** The entities' own language, and every page's until the shopper chooses. */
export const DEFAULT_LANGUAGE: StoreLanguage = 'en-US';
/** The languages an entity keeps translations in, beside its own values. */
export type TranslatedLanguage = Exclude<StoreLanguage, typeof DEFAULT_LANGUAGE>;

export const isStoreLanguage = (value: unknown): value is StoreLanguage => STORE_LANGUAGES.some((language) => language === value);

const answering = new AsyncLocalStorage<StoreLanguage>();

/** Runs `work` answering in `language` (the middleware wraps every request in it). */
export function answerIn<T>(language: StoreLanguage, work: () => T): T {
  return answering.run(language, work);
}

/** The language of the answer being written: the request's, or English outside a request. */
export function answerLanguage(): StoreLanguage {
  return answering.getStore() ?? DEFAULT_LANGUAGE;
}
