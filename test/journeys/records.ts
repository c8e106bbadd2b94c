/**
 * What a journey's run leaves behind for the contact sheets (`sheet.ts`): a record per cell of its
 * steps, their pictures and their findings, under `test-results/journeys/`.
 */
import { join } from 'node:path';
import type { Kind } from './checks.ts';
import type { Cell } from './cells.ts';

/** Where the records and pictures of the journeys go (ignored by git; Playwright empties `test-results/` per run). */
export const JOURNEYS_DIR = join(process.cwd(), 'test-results', 'journeys');

/** Whether this run pictures every step for the contact sheet. */
export const picturing = () => process.env.JOURNEYS_SHEET === '1';

/** One finding of a step, with the entry of the known list that names it, if any. */
export interface StepFinding {
  kind: Kind | 'journey';
  problem: string;
  known: string | null;
}

export interface StepRecord {
  name: string;
  url: string;
  /** The picture, relative to `JOURNEYS_DIR`, when pictured. */
  picture: string | null;
  findings: StepFinding[];
}

/** What a cell leaves for the contact sheet and the known list's report. */
export interface CellRecord {
  cell: Cell;
  title: string;
  status: string;
  steps: StepRecord[];
  /** The known findings this cell met. */
  known: string[];
}

