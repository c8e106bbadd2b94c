/**
 * The journeys' matrix: each journey in each language at each width is one cell, one test.
 *
 * `npm test` runs two cells on every change, chosen for what they cover at the least cost (its
 * real-browser lane is the gate's longest, on a two-core machine with a ten-minute limit):
 *
 * - the new family in French at 320 px: the longest journey, every shopper tag, in the language
 *   and at the width where text runs out of room first; a change that breaks a step breaks it
 *   here, and the checks see the narrowest layout and the French wording at once;
 * - the staff journey in English at 375 px: the admin tags, which no shopper journey reaches, at a
 *   phone's width, where their lists must scroll sideways with a held first column.
 *
 * The other cells run on demand (`npm run journeys`, or `npm run journeys:sheet` with the contact
 * sheets): the same steps at the other widths and in the other language. The returning shopper
 * (signed in, buying for the seeded household in fewer steps) runs only there: its tags are the
 * new family's, already walked on every change, and the gate has no time left for a third
 * journey.
 */
export const LANGUAGES = ['en-US', 'fr-CA'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A small phone, a common phone, a laptop. */
export const WIDTHS = [320, 375, 1280] as const;
export type Width = (typeof WIDTHS)[number];

/** The window's height at each width: the phones' own, a laptop's. */
export const HEIGHTS: Readonly<Record<Width, number>> = { 320: 568, 375: 667, 1280: 800 };

export const JOURNEYS = ['new family', 'returning shopper', 'staff'] as const;
export type JourneyName = (typeof JOURNEYS)[number];

export interface Cell {
  journey: JourneyName;
  language: Language;
  width: Width;
}

/** The cells `npm test` runs on every change (see above for why these). */
export const PER_CHANGE: readonly Cell[] = [
  { journey: 'new family', language: 'fr-CA', width: 320 },
  { journey: 'staff', language: 'en-US', width: 375 },
];

/** `JOURNEYS=all` (what `npm run journeys` and `journeys:sheet` set) runs every cell. */
export const everyCell = () => process.env.JOURNEYS === 'all';

/** The cells of `journey` this run holds. */
export function cellsOf(journey: JourneyName, all = everyCell()): Cell[] {
  const cells = LANGUAGES.flatMap((language) => WIDTHS.map((width) => ({ journey, language, width })));
  return all ? cells : cells.filter((cell) => PER_CHANGE.some((one) => one.journey === cell.journey && one.language === cell.language && one.width === cell.width));
}

/** `new family, fr-CA, 320 px`: the test's title. */
export const cellTitle = (cell: Cell) => `${cell.journey}, ${cell.language}, ${cell.width} px`;

/** `new-family-fr-CA-320`: the folder its pictures go to. */
export const cellSlug = (cell: Cell) => `${cell.journey.replace(/\s+/g, '-')}-${cell.language}-${cell.width}`;
