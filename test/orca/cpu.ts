/**
 * CPU seconds of process trees, from `/proc` (Linux): user and system time of every process in
 * the trees, with what their exited children used (a renderer the browser reaped counts in the
 * browser). What a journey costs the machine, browser and screen reader included.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS = 100;

function stat(pid: number): { ppid: number; ticks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
    return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]) };
  } catch {
    return null;
  }
}

/** CPU seconds used so far by the processes `roots` and all their descendants (0 off Linux). */
export function treeCpuSeconds(roots: readonly number[]): number {
  let pids: number[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
  } catch {
    return 0;
  }
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const pid of pids) {
    const one = stat(pid);
    if (one) stats.set(pid, one);
  }
  const children = new Map<number, number[]>();
  for (const [pid, { ppid }] of stats) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  let ticks = 0;
  const seen = new Set<number>();
  const walk = (pid: number) => {
    if (seen.has(pid)) return;
    seen.add(pid);
    ticks += stats.get(pid)?.ticks ?? 0;
    for (const child of children.get(pid) ?? []) walk(child);
  };
  for (const root of roots) walk(root);
  return ticks / TICKS;
}
