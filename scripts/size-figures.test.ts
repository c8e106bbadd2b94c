// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error: a plain .mjs build helper without type declarations
import * as untyped from './size-figures.mjs';

type Figures = { inline: Map<string, (decimals: number) => string>; blocks: Map<string, string> };
const { rewrite, rowId, syncFigures } = untyped as {
  rewrite: (text: string, figures: Figures) => { text: string; differ: { id: string; written: string; measured: string }[]; unknown: string[] };
  rowId: (row: { kind: string; name: string }) => string;
  syncFigures: (root: string, figures: Figures, options?: { write?: boolean }) => { problems: string[]; marked: number };
};

/** What a run measured: the UMD file at 132.43 KB gzip, the loader at 3.22 KB, one table. */
const measured: Figures = {
  inline: new Map([
    ['umd', (decimals: number) => `${(132.43).toFixed(decimals)} KB`],
    ['loader', (decimals: number) => `${(3.22).toFixed(decimals)} KB`],
  ]),
  blocks: new Map([['table', '| bundle | gzip |\n| --- | --- |\n| umd | 132.43 KB |']]),
};

describe('the sizes README.md and docs/ quote, written by npm run size', () => {
  it('finds a figure that differs from the measurement, at the decimals it is written with', () => {
    const { differ } = rewrite('The loader (<!-- size:loader -->2.0 KB<!-- /size -->), the UMD file (<!-- size:umd 0 -->132 KB<!-- /size -->).', measured);
    expect(differ).toEqual([{ id: 'loader', written: '2.0 KB', measured: '3.2 KB' }]);
  });

  it('writes every figure and table as measured, and leaves the prose around them', () => {
    const text = 'A (<!-- size:umd 0 -->122 KB<!-- /size -->) and\n<!-- size:table -->\n| old |\n<!-- /size:table -->\nafter.';
    const result = rewrite(text, measured);
    expect(result.text).toBe('A (<!-- size:umd 0 -->132 KB<!-- /size -->) and\n<!-- size:table -->\n| bundle | gzip |\n| --- | --- |\n| umd | 132.43 KB |\n<!-- /size:table -->\nafter.');
    expect(rewrite(result.text, measured).differ).toEqual([]);
  });

  it('names a marker no measurement has, and never reads a figure across lines', () => {
    const result = rewrite('<!-- size:umd-nightly 0 -->9 KB<!-- /size -->; `<!-- size:ID DECIMALS -->` is how one is written,\nand <!-- /size --> ends it.', measured);
    expect(result.unknown).toEqual(['umd-nightly']);
    expect(result.differ).toEqual([]);
  });

  it('fails the run on a planted figure in a page of docs/, and passes once written', () => {
    const root = mkdtempSync(join(tmpdir(), 'size-figures-'));
    mkdirSync(join(root, 'docs'));
    writeFileSync(join(root, 'README.md'), 'Loader: <!-- size:loader -->3.2 KB<!-- /size -->.\n');
    writeFileSync(join(root, 'docs', 'host-page.md'), 'The UMD file (<!-- size:umd 0 -->122 KB<!-- /size --> gzip).\n');
    expect(syncFigures(root, measured)).toEqual({ problems: ['docs/host-page.md: size:umd says 122 KB, measured 132 KB'], marked: 2 });
    syncFigures(root, measured, { write: true });
    expect(readFileSync(join(root, 'docs', 'host-page.md'), 'utf8')).toBe('The UMD file (<!-- size:umd 0 -->132 KB<!-- /size --> gzip).\n');
    expect(syncFigures(root, measured).problems).toEqual([]);
  });

  it('names each row of the size table by a stable id', () => {
    expect(rowId({ kind: 'umd', name: 'umd admin complete' })).toBe('umd-admin-complete');
    expect(rowId({ kind: 'loader', name: 'resort-minicart through the loader (ESM page + 6 KB)' })).toBe('resort-minicart-through-the-loader');
    expect(rowId({ kind: 'entry', name: 'resort-waiver' })).toBe('entry/resort-waiver');
    expect(rowId({ kind: 'onDemand', name: 'resort-waiver (+ on demand)' })).toBe('on-demand/resort-waiver');
    expect(rowId({ kind: 'page', name: 'a category page' })).toBe('page/a-category-page');
  });
});
