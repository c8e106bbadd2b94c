/**
 * The store's own words, in one home: a catalogue per language (`en-US.ts`, `fr-CA.ts`), every key
 * in both (the type `Catalogue` holds them together, and `store-text.test.ts` checks each has the
 * same placeholders). Templates and messages ask for a key; nothing of the store's own text is
 * written anywhere else. `{name}` placeholders are filled as the widgets fill theirs
 * (`src/core/labels.ts`), and a count takes the language's plural form: `key.one` for the
 * singular (French counts 0 and 1 as one), `key` for the rest.
 */
import { countLabel, formatLabel } from '../../../src/core/labels.ts';
import { formatDisplayDate, formatNumber } from '../../../src/core/format.ts';
import { formatTimeOfDay, loadDateLocale, parseTimeOfDay } from '../../../src/core/dates.ts';
import { answerLanguage, type StoreLanguage } from './languages.ts';
import { storeTextEnUS, type StoreTextKey } from './en-US.ts';
import { storeTextFrCA } from './fr-CA.ts';

export type { StoreTextKey } from './en-US.ts';

// French month and day names, loaded once for the whole store (the library loads them per page).
await loadDateLocale('fr-CA');
export type TextValues = Readonly<Record<string, string | number>>;

/** The keys that count something: each has its `.one` form beside it. */
export type CountKey = { [K in StoreTextKey]: `${K}.one` extends StoreTextKey ? K : never }[StoreTextKey];

export const CATALOGUES: Readonly<Record<StoreLanguage, Readonly<Record<StoreTextKey, string>>>> = {
  'en-US': storeTextEnUS,
  'fr-CA': storeTextFrCA,
};

/** A language's words: `t(key, values)`, and `t.count(key, n, values)` for a count. */
export interface StoreText {
  (key: StoreTextKey, values?: TextValues): string;
  count: (key: CountKey, count: number, values?: TextValues) => string;
  language: StoreLanguage;
}

const made = new Map<StoreLanguage, StoreText>();

export function storeText(language: StoreLanguage): StoreText {
  let text = made.get(language);
  if (text === undefined) {
    const catalogue = CATALOGUES[language];
    const t = (key: StoreTextKey, values: TextValues = {}) => formatLabel(catalogue[key], values);
    text = Object.assign(t, {
      count: (key: CountKey, count: number, values: TextValues = {}) => countLabel(catalogue, key, count, language, values),
      language,
    });
    made.set(language, text);
  }
  return text;
}

/** A message in the language of the answer being written (see `languages.ts`). */
export function say(key: StoreTextKey, values?: TextValues): string {
  return storeText(answerLanguage())(key, values);
}

/** An ISO date as a message writes it, in the answer's language: `Dec 19, 2026`, `19 déc. 2026`. */
export function sayDate(iso: string): string {
  return formatDisplayDate(iso, answerLanguage());
}

/** The keys of messages (`msg.…`): the store's refusals and notices. */
export type MessageKey = Extract<StoreTextKey, `msg.${string}`>;

/** Every message as `english` wrote it, and what it was written from. */
const written = new Map<string, { key: MessageKey; values: TextValues }>(
  (Object.entries(storeTextEnUS) as [StoreTextKey, string][])
    .filter((entry): entry is [MessageKey, string] => entry[0].startsWith('msg.'))
    .map(([key, value]) => [value, { key, values: {} }]),
);

/**
 * A message's English, for a constant made at load time (a zod schema's message, one compared in a
 * test): `inAnswerLanguage` turns it into the shopper's language where the answer is written
 * (`shell/responses.ts` and the pages that show a refusal).
 */
export function english(key: MessageKey, values: TextValues = {}): string {
  const text = formatLabel(storeTextEnUS[key], values);
  if (!written.has(text)) written.set(text, { key, values });
  return text;
}

/**
 * A message in the answer's language: a message the store wrote in English from its catalogue
 * (`english`) becomes its translation; any other text (already in the answer's language, written
 * with `say`, or a value the shopper typed) stays as it is.
 */
export function inAnswerLanguage(message: string): string {
  const source = written.get(message);
  return source === undefined ? message : say(source.key, source.values);
}

/** A number as a message writes it, in the answer's language (`1,234`, `1 234`). */
export function sayNumber(value: number): string {
  return formatNumber(value, answerLanguage());
}

/** A time of day as the store's data writes it (`9:00 AM`): as it is in English, French's way in French (`09 h 00`); other text unchanged. */
export function sayTime(text: string): string {
  const seconds = parseTimeOfDay(text);
  const language = answerLanguage();
  return seconds === null || language === 'en-US' ? text : formatTimeOfDay(seconds, language);
}

/** A count in the language of the answer being written. */
export function sayCount(key: CountKey, count: number, values?: TextValues): string {
  return storeText(answerLanguage()).count(key, count, values);
}
