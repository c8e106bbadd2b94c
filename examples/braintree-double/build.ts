/**
 * Builds the double for the browser: `braintree.js` (what `scriptSrc` points at) and the field
 * frame's `field-frame.html`, `field-frame.css` and `field-frame.js`. In memory, with esbuild: the
 * demo store serves the result. The library's own build never includes it.
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
  const result = await build({ entryPoints: [join(here, entry)], bundle: true, format: 'iife', target: 'es2020', minify: true, write: false, legalComments: 'none' });
  return result.outputFiles[0]?.text ?? '';
}

let built: Promise<Map<string, BuiltFile>> | null = null;

/** The double's files by name; built once per process. */
export function braintreeDoubleFiles(): Promise<Map<string, BuiltFile>> {
  built ??= (async () => {
    const [braintree, frame, html, css] = await Promise.all([bundle('browser.ts'), bundle('field-frame.ts'), readFile(join(here, 'field-frame.html'), 'utf8'), readFile(join(here, 'field-frame.css'), 'utf8')]);
    const js = 'text/javascript; charset=utf-8';
    return new Map<string, BuiltFile>([
      ['braintree.js', { type: js, body: braintree }],
      ['field-frame.js', { type: js, body: frame }],
      ['field-frame.html', { type: 'text/html; charset=utf-8', body: html }],
      ['field-frame.css', { type: 'text/css; charset=utf-8', body: css }],
    ]);
  })();
  built.catch(() => {
    built = null;
  });
  return built;
}
