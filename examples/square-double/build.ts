/**
 * Builds the double for the browser: `square.js` (what `scriptSrc` points at), the card frame's
 * `card-frame.html`, `card-frame.css` and `frame.js`. In memory, with esbuild: the demo store
 * serves the result (`serve.ts`) and Storybook's dev server and build take it from its plugin
 * (`vite-plugin.ts`). The library's own build never includes it.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

export interface BuiltFile {
  type: string;
  body: string;
}

const here = import.meta.dirname;

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [join(here, entry)],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
    legalComments: 'none',
  });
  return result.outputFiles[0]?.text ?? '';
}

let built: Promise<Map<string, BuiltFile>> | null = null;

/** The double's files by name; built once per process. */
export function squareDoubleFiles(): Promise<Map<string, BuiltFile>> {
  built ??= (async () => {
    const [square, frame, html, css] = await Promise.all([bundle('browser.ts'), bundle('frame.ts'), readFile(join(here, 'card-frame.html'), 'utf8'), readFile(join(here, 'card-frame.css'), 'utf8')]);
    const js = 'text/javascript; charset=utf-8';
    return new Map<string, BuiltFile>([
      ['square.js', { type: js, body: square }],
      ['frame.js', { type: js, body: frame }],
      ['card-frame.html', { type: 'text/html; charset=utf-8', body: html }],
      ['card-frame.css', { type: 'text/css; charset=utf-8', body: css }],
    ]);
  })();
  built.catch(() => {
    built = null;
  });
  return built;
}
