/**
 * What the journeys' checks find today that a change under way will fix: each entry names the
 * problem, where it shows and what fixes it. A finding listed here is reported (in the test's
 * annotations and on the contact sheet) but does not fail the journey; any other fails it. An entry
 * that no cell of a whole run (`npm run journeys`) still finds is reported as gone, to be removed.
 *
 * The goal is an empty list: every journey passing every check.
 */
import type { Kind } from './checks.ts';
import type { JourneyName, Language } from './cells.ts';

export interface KnownFinding {
  /** A short name for the report. */
  id: string;
  /** The check that finds it; `journey` for a step the journey cannot take as a shopper would. */
  kind: Kind | 'journey';
  /** The problem's words, as the check writes them (or the journey's own, for `journey`). */
  problem: RegExp;
  /** Where it shows; an entry without a field matches everywhere. */
  journey?: JourneyName;
  language?: Language;
  step?: RegExp;
  /** What fixes it, and who is fixing it. */
  fix: string;
}

export const KNOWN_FINDINGS: readonly KnownFinding[] = [];

/** The entry that lists `problem` of `kind`, found at `step` of a cell, or undefined. */
export function knownAs(kind: Kind | 'journey', problem: string, where: { journey: JourneyName; language: Language; step: string }, list: readonly KnownFinding[] = KNOWN_FINDINGS): KnownFinding | undefined {
  return list.find(
    (entry) =>
      entry.kind === kind &&
      entry.problem.test(problem) &&
      (entry.journey === undefined || entry.journey === where.journey) &&
      (entry.language === undefined || entry.language === where.language) &&
      (entry.step === undefined || entry.step.test(where.step)),
  );
}
