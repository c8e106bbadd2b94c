/**
 * The benchmark's figures in `docs/`, written by `npm run bench -- --write`, the command that
 * measures them, between markers, never by hand: a block `<!-- bench:NAME -->` … `<!-- /bench:NAME -->`,
 * each marker on a line of its own. A run that measured a block writes it whole.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** `text` with the block `name` replaced by `lines`; fails when the block is missing or broken. */
export function withBlock(text, name, lines) {
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const start = text.indexOf(`${open}\n`);
  const end = text.indexOf(`${close}`, start);
  if (start < 0 || end < 0 || text.indexOf(open, start + open.length) >= 0) {
    throw new Error(`bench: no single block ${open} … ${close} to write`);
  }
  return `${text.slice(0, start + open.length + 1)}${lines.join('\n')}\n${text.slice(end)}`;
}

/** Writes the block `name` of `file`. */
export function writeBlock(file, name, lines) {
  writeFileSync(file, withBlock(readFileSync(file, 'utf8'), name, lines));
}
