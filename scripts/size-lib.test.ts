import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build helper without type declarations
import { facadeOf, measureSizes as untypedMeasure } from './size-lib.mjs';

const measureSizes = untypedMeasure as (distDir: string, options: { budgetsFile: string }) => { name: string; budget: number | undefined }[];

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

describe('a tag without a budget', () => {
  it('fails npm run size, naming where its budget goes', () => {
    const dist = mkdtempSync(join(tmpdir(), 'resort-size-'));
    try {
      for (const file of ['umd/resort-widgets.umd.js', 'umd/resort-widgets-admin.umd.js', 'umd/resort-widgets.complete.umd.js', 'umd/resort-widgets-admin.complete.umd.js', 'resort-widgets.js', 'resort-widgets-admin.js', 'esm/resort-gift-card.js']) {
        mkdirSync(dirname(join(dist, file)), { recursive: true });
        writeFileSync(join(dist, file), 'export const giftCard = 1;\n');
      }
      writeFileSync(join(dist, 'esm/manifest.json'), JSON.stringify({ 'widgets/gift-card/elements/resort-gift-card.ts': { file: 'resort-gift-card.js', name: 'resort-gift-card', src: 'widgets/gift-card/elements/resort-gift-card.ts', isEntry: true } }));
      mkdirSync(join(dist, 'esm-admin'));
      writeFileSync(join(dist, 'esm-admin/manifest.json'), '{}');
      const budgets = join(dist, 'size-budgets.json');
      writeFileSync(budgets, JSON.stringify({ entries: {}, addedToMinicart: {}, pages: {} }));
      expect(() => measureSizes(dist, { budgetsFile: budgets })).toThrow("size: resort-gift-card has no budget in size-budgets.json: give it one in its folder's tags.ts (budget), then npm run tags");
      writeFileSync(budgets, JSON.stringify({ entries: { 'resort-gift-card': 1 }, addedToMinicart: {}, pages: {} }));
      expect(measureSizes(dist, { budgetsFile: budgets }).find((row) => row.name === 'resort-gift-card')?.budget).toBe(1);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
