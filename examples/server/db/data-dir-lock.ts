import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no locking of its own: two processes on one directory corrupt it.
 * A pid file refuses a second store; a stale one (its process gone) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, 'store.lock');
  let holder: number | null = null;
  try {
    holder = Number.parseInt(readFileSync(lockFile, 'utf8'), 10);
  } catch {
    holder = null;
  }
  if (holder !== null && Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
    throw new Error(`Another store (pid ${holder}) is using ${dataDir}. Stop it or set DATA_DIR to another directory.`);
  }
  writeFileSync(lockFile, String(process.pid));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    rmSync(lockFile, { force: true });
  };
}
