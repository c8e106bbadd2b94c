/**
 * The support floor (grade B, docs/host-page.md#browser-support) over `dist/`: every script the
 * build writes must parse, and use no built-in newer, than ES2022 (es-check with its feature
 * check). The web APIs the floor needs are feature-tested by the loader (src/island/support.ts).
 * Run by `npm run size`; a few seconds.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export const FLOOR_ES = 'es2022';

const require = createRequire(import.meta.url);

/**
 * The groups of scripts in `dist/`: ES modules (the ESM builds) and classic scripts (the
 * loaders, the UMD files and their parts, the command is Node's and not checked).
 */
const groups = [
  { what: 'ES modules', module: true, files: ['esm/**/*.js', 'esm-admin/**/*.js'] },
  { what: 'classic scripts', module: false, files: ['resort-widgets.js', 'resort-widgets-admin.js', 'umd/**/*.js'] },
];

/**
 * Checks `distDir`; returns the problems found (empty when every file is at or below the floor).
 * @param {string} distDir
 * @returns {string[]}
 */
export function checkFloor(distDir) {
  const cli = join(require.resolve('es-check'), '..', 'cli', 'index.js');
  const problems = [];
  for (const group of groups) {
    if (!existsSync(join(distDir, group.files[0].split('/')[0]))) {
      problems.push(`${group.what}: ${group.files[0]} is missing (run npm run build)`);
      continue;
    }
    const args = [cli, FLOOR_ES, ...group.files, '--checkFeatures', '--noColor', '--quiet', ...(group.module ? ['--module'] : [])];
    try {
      execFileSync(process.execPath, args, { cwd: distDir, stdio: 'pipe', encoding: 'utf8' });
    } catch (error) {
      const out = /** @type {{ stdout?: string, stderr?: string }} */ (error);
      problems.push(`${group.what} above ${FLOOR_ES}:\n${`${out.stdout ?? ''}${out.stderr ?? ''}`.trim()}`);
    }
  }
  return problems;
}
