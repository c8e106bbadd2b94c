/**
 * Which engine runs each journey in `npm test` (`--gate`). Every journey runs in one of the two
 * engines on every change, and the engines take turns: the journey Firefox walks at one commit,
 * WebKit walks at the next, so each journey meets each engine every second commit, for half the
 * time of both. A journey that names its `gate` engines (a card provider's checkout) keeps them.
 * `npm run test:engines` runs every journey in both.
 */
import { spawnSync } from 'node:child_process';
import type { EngineName, Journey } from './journeys.ts';

export const GATE_ENGINES: readonly EngineName[] = ['firefox', 'webkit'];

/** The engines each journey runs in at `turn`, by journey name. */
export function gateEngines(journeys: readonly Pick<Journey, 'name' | 'gate'>[], turn: number): Map<string, readonly EngineName[]> {
  const engines = new Map<string, readonly EngineName[]>();
  let shared = 0;
  for (const journey of journeys) {
    if (journey.gate) {
      engines.set(journey.name, journey.gate);
      continue;
    }
    const engine = GATE_ENGINES[(shared + turn) % GATE_ENGINES.length];
    if (engine) engines.set(journey.name, [engine]);
    shared += 1;
  }
  return engines;
}

/**
 * The turn: `ENGINES_TURN` where set (to repeat a run), else the number of commits in the
 * checkout's history, which grows by one with each commit; 0 without git.
 */
export function gateTurn(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number.parseInt(env.ENGINES_TURN ?? '', 10);
  if (Number.isInteger(asked) && asked >= 0) return asked;
  const count = spawnSync('git', ['rev-list', '--count', 'HEAD'], { encoding: 'utf8' });
  const commits = Number.parseInt(count.stdout ?? '', 10);
  return count.status === 0 && Number.isInteger(commits) ? commits : 0;
}
