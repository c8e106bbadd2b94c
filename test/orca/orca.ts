/**
 * Orca, GNOME's screen reader, in a desktop of `desktop.ts`, with a throwaway preferences folder
 * that holds `orca-customizations.py`: Orca loads it at start, and it makes Orca write what it
 * says, the keys it gets, where its focus goes and each event it handles to a log (`OrcaLog`).
 *
 * Only one Orca may run per user (a second one refuses to start, and `orca -r` would kill the
 * first), so a run waits for the one before it: a lock file, and no other `orca` process of
 * this user.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopGroup, type Desktop } from './desktop.ts';

export const ORCA_PATH = process.env.ORCA_PATH ?? '/usr/bin/orca';
const CUSTOMIZATIONS = join(dirname(fileURLToPath(import.meta.url)), 'orca-customizations.py');
const LOCK = join(tmpdir(), `resort-orca-${process.getuid?.() ?? 'user'}.lock`);
/** How long a run waits for another run's Orca to end before it gives up. */
const QUEUE_TIMEOUT = 20 * 60_000;

/** One line of the log `orca-customizations.py` writes. */
export type OrcaRecord =
  | { kind: 'speech'; t: number; text: string; voice: string | null }
  | { kind: 'key'; t: number; key: string; modifiers: number }
  | { kind: 'focus'; t: number; role: string; name: string; description: string; states: string[]; tag: string; ancestors: { role: string; name: string }[]; complete: boolean; cause: string | null }
  | { kind: 'event'; t: number; type: string }
  | { kind: 'loaded'; t: number };

/** The log as it grows: read on demand from where it was last read. */
export class OrcaLog {
  readonly records: OrcaRecord[] = [];
  private offset = 0;
  private partial = '';
  /** When the last record was read (by this process's clock). */
  lastActivity = Date.now();

  constructor(readonly path: string) {}

  /** Reads what Orca wrote since the last call. */
  poll(): void {
    if (!existsSync(this.path)) return;
    const fd = openSync(this.path, 'r');
    try {
      const buffer = Buffer.alloc(1 << 16);
      for (;;) {
        const read = readSync(fd, buffer, 0, buffer.length, this.offset);
        if (read <= 0) break;
        this.offset += read;
        this.partial += buffer.subarray(0, read).toString('utf8');
      }
    } finally {
      closeSync(fd);
    }
    const lines = this.partial.split('\n');
    this.partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      try {
        this.records.push(JSON.parse(line) as OrcaRecord);
        this.lastActivity = Date.now();
      } catch {
        // A line Orca's process cut short as it stopped.
      }
    }
  }
}

export interface Orca {
  log: OrcaLog;
  /** Orca's own debug log (`--debug-file`), for a failure's diagnosis. */
  debugLog: string;
  version: string;
  stop(): Promise<void>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Orca processes of this user (Orca names its process `orca`), read from `/proc`. */
function otherOrcas(): number[] {
  const uid = process.getuid?.();
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'orca') continue;
      const owner = /^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1];
      if (uid === undefined || Number(owner) === uid) found.push(Number(entry));
    } catch {
      // It ended meanwhile.
    }
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Takes the machine's Orca lock, waiting for the run that holds it. */
async function takeLock(): Promise<() => void> {
  const deadline = Date.now() + QUEUE_TIMEOUT;
  let said = false;
  for (;;) {
    try {
      const fd = openSync(LOCK, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      if (otherOrcas().length === 0) return () => rmSync(LOCK, { force: true });
      rmSync(LOCK, { force: true });
    } catch {
      const holder = Number(readFileSync(LOCK, 'utf8').trim() || '0');
      if (!holder || !alive(holder)) {
        rmSync(LOCK, { force: true });
        continue;
      }
    }
    if (Date.now() > deadline) throw new Error(`Another Orca of this user has been running for ${QUEUE_TIMEOUT / 60_000} minutes (only one may run per user): ${otherOrcas().join(', ') || LOCK}`);
    if (!said) {
      console.log('Waiting for another run of Orca to end (only one Orca may run per user)…');
      said = true;
    }
    await wait(1_000);
  }
}

/** Starts Orca in `desktop` and resolves once it has said that it is on. */
export async function startOrca(desktop: Desktop): Promise<Orca> {
  if (!existsSync(ORCA_PATH)) throw new Error(`${ORCA_PATH} is missing: apt-get install orca python3-pyatspi (.ci/run does).`);
  const release = await takeLock();
  const prefs = join(desktop.home, 'orca-prefs');
  mkdirSync(prefs);
  copyFileSync(CUSTOMIZATIONS, join(prefs, 'orca-customizations.py'));
  const logPath = join(desktop.home, 'orca.jsonl');
  const debugLog = join(desktop.home, 'orca-debug.txt');
  const version = spawnSync(ORCA_PATH, ['--version'], { encoding: 'utf8', env: desktop.env }).stdout.trim();
  const orca: ChildProcess = spawn(ORCA_PATH, ['-u', prefs, '--debug-file', debugLog], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    env: { ...desktop.env, RESORT_ORCA_LOG: logPath },
  });
  let errors = '';
  orca.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4_000)));
  const log = new OrcaLog(logPath);
  const stop = async () => {
    await stopGroup(orca, 3_000);
    release();
  };
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      log.poll();
      if (log.records.some((record) => record.kind === 'speech' && record.text.startsWith('Screen reader on'))) break;
      if (orca.exitCode !== null) throw new Error(`Orca stopped (exit ${orca.exitCode}) as it started: ${errors.trim().split('\n').slice(-5).join('\n')}`);
      if (Date.now() > deadline) throw new Error(`Orca did not say it was on within 60 s (${log.records.length} lines in its log)`);
      await wait(50);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { log, debugLog, version, stop };
}
