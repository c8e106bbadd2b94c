/**
 * Keys pressed through the X server with xdotool (XTEST), as a person's keyboard presses them:
 * Orca receives each one before the browser does, as it does on a desktop.
 */
import { spawnSync } from 'node:child_process';
import type { Desktop } from './desktop.ts';

/** A key as xdotool names it: `Tab`, `shift+Tab`, `Return`, `Escape`, `space`, `Down`, `ctrl+a`… */
export type KeyName = string;

function xdotool(desktop: Desktop, args: string[]): void {
  const result = spawnSync('xdotool', args, { env: desktop.env, encoding: 'utf8', timeout: 30_000 });
  if (result.error) throw new Error(`xdotool could not run (${result.error.message}): apt-get install xdotool`);
  if (result.status !== 0) throw new Error(`xdotool ${args.join(' ')} failed: ${result.stderr.trim()}`);
}

export function pressKey(desktop: Desktop, key: KeyName): void {
  xdotool(desktop, ['key', '--clearmodifiers', key]);
}

/** Types text one character at a time. */
export function typeText(desktop: Desktop, text: string): void {
  xdotool(desktop, ['type', '--clearmodifiers', '--delay', '20', '--', text]);
}

/** Puts X's keyboard focus on the browser's window (there is no window manager to do it). */
export function focusWindow(desktop: Desktop, window: string): void {
  xdotool(desktop, ['windowfocus', '--sync', window]);
}
