/**
 * Builds the package's command, `dist/cli/resort-widgets.js` (the `bin` of package.json): one
 * ES module for Node 20 with everything it imports inside (the call registry, the widgets' zod
 * schemas), so `npx resort-widgets check-host` needs nothing but Node. Run by scripts/build.mjs;
 * the tests build it the same way into a folder of their own.
 */
import { chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * @param {string} root  the repository
 * @param {string} outFile
 */
export async function buildCli(root, outFile) {
  await build({
    entryPoints: [join(root, 'cli', 'resort-widgets.ts')],
    outfile: outFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
    legalComments: 'none',
    logLevel: 'silent',
  });
  await chmod(outFile, 0o755);
}
