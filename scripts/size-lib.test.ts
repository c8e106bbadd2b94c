import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build helper without type declarations
import { facadeOf } from './size-lib.mjs';

type Chunk = { file: string; imports?: string[] };
const facade = facadeOf as (distDir: string, esmDir: string, chunk: Chunk, manifest: Record<string, Chunk>) => string | null;

/** An ESM build folder holding `files`, with the manifest rows the entries are read with. */
function build(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'resort-size-lib-'));
  mkdirSync(join(dist, 'esm', 'chunks'), { recursive: true });
  for (const [file, code] of Object.entries(files)) writeFileSync(join(dist, 'esm', file), code);
  return dist;
}

const manifest: Record<string, Chunk> = { '_core-A1.js': { file: 'chunks/core-A1.js' }, '_other-B2.js': { file: 'chunks/other-B2.js' } };

describe('facadeOf: which entries the CDN loader can skip', () => {
  it('names the chunk an entry only re-exports', () => {
    const dist = build({ 'resort-minicart.js': 'export{J as MiniCartElement}from"./chunks/core-A1.js";\n' });
    expect(facade(dist, 'esm', { file: 'resort-minicart.js', imports: ['_core-A1.js'] }, manifest)).toBe('_core-A1.js');
  });

  it('keeps an entry with code of its own, which defines its tag', () => {
    const dist = build({ 'resort-cart.js': 'import{a as e}from"./chunks/core-A1.js";var t=e({});export{t as CartElement};' });
    expect(facade(dist, 'esm', { file: 'resort-cart.js', imports: ['_core-A1.js'] }, manifest)).toBeNull();
  });

  it('keeps an entry whose re-export does not match its one import', () => {
    const dist = build({ 'resort-x.js': 'export{J as X}from"./chunks/other-B2.js";' });
    expect(facade(dist, 'esm', { file: 'resort-x.js', imports: ['_core-A1.js'] }, manifest)).toBeNull();
    expect(facade(dist, 'esm', { file: 'resort-x.js', imports: ['_core-A1.js', '_other-B2.js'] }, manifest)).toBeNull();
  });
});
