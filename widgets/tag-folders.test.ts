// @vitest-environment node
/**
 * A tag is one folder. The lists the build, the docs and the checks read (widgets/entries.ts,
 * widgets/index.ts, widgets/admin.ts, widgets/tag-types.ts, widgets/calls.ts,
 * src/island/tag-boxes.ts, size-budgets.json's budgets and UMD totals, test/screenshots/shots.ts) are written
 * from the folders by `npm run tags`: they may not say anything the folders do not.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedFiles, problemsOf, readTagFolders, root, type TagFolder } from '../scripts/tags/folders.ts';
import type { TagBudget } from '../src/island/tag-entry.ts';

const folders = await readTagFolders();

describe('the widget folders', () => {
  it('each have what a tag needs: a tags.ts entry per element, a budget, stories, pictured states', () => {
    expect(problemsOf(folders)).toEqual([]);
  });

  it.each([...generatedFiles(folders)].map(([path, text]) => ({ path, text })))('$path is what npm run tags writes from them', ({ path, text }) => {
    expect(readFileSync(join(root, path), 'utf8'), `run npm run tags: ${path} disagrees with the widget folders`).toBe(text);
  });
});

describe('a folder that lacks something', () => {
  const category = folders.find((folder) => folder.name === 'category') as TagFolder;
  const [entry] = category.tags ?? [];

  it('is named when a tag has no size budget', () => {
    const planted = { ...category, name: 'gift-card', tags: [{ ...entry!, budget: { umd: entry!.budget.umd } }] };
    expect(problemsOf([planted])).toEqual(['resort-category has no size budget (budget in widgets/gift-card/tags.ts)']);
  });

  it('is named when a tag does not say what it adds to the UMD files', () => {
    // As a tags.ts without `umd` reads at run time (its type check fails too).
    const withoutUmd: Partial<TagBudget> = { entry: 114 };
    const planted = { ...category, name: 'gift-card', tags: [{ ...entry!, budget: withoutUmd as TagBudget }] };
    expect(problemsOf([planted])).toEqual([
      'resort-category does not say what it adds to the UMD files (budget.umd in widgets/gift-card/tags.ts: first and complete, KB gzip; npm run size measures them)',
    ]);
  });

  it('is named when a tag has no stories', () => {
    const planted = { ...category, name: 'gift-card', files: category.files.filter((file) => !file.endsWith('.stories.tsx')) };
    expect(problemsOf([planted])).toEqual(['resort-category has no stories (widgets/gift-card/resort-category.stories.tsx)']);
  });

  it('is named when an element has no tags.ts entry, or there is no tags.ts', () => {
    expect(problemsOf([{ ...category, elements: [...category.elements, 'resort-gift-card'] }])).toEqual([
      'widgets/category/elements/resort-gift-card.ts has no entry in widgets/category/tags.ts',
    ]);
    expect(problemsOf([{ ...category, tags: null }])).toEqual(['widgets/category has element modules but no tags.ts (npm run new-widget writes one)']);
  });

  it('is named when a pictured state is not one of the tag’s stories, or a tag has none', () => {
    const elsewhere = { ...category, tags: [{ ...entry!, shots: [{ story: 'navigation-resort-category-nav--open', shows: 'Season Passes' }] }] };
    expect(problemsOf([elsewhere])).toEqual(['resort-category\'s pictured state navigation-resort-category-nav--open is not one of its stories (ids contain "-resort-category--")']);
    expect(problemsOf([{ ...category, tags: [{ ...entry!, shots: [] }] }])).toEqual(['resort-category has no pictured state (shots in widgets/category/tags.ts)']);
  });
});

describe('the UMD budgets', () => {
  type Budgets = Record<'umd' | 'umdComplete' | 'umdAdmin' | 'umdAdminComplete', number> & { umdBase: Record<string, number> };
  const budgetsOf = (list: readonly TagFolder[]) => JSON.parse(generatedFiles(list).get('size-budgets.json') as string) as Budgets;
  const category = folders.find((folder) => folder.name === 'category') as TagFolder;
  const [entry] = category.tags ?? [];
  const giftCard = (bundle: 'storefront' | 'admin'): TagFolder => ({
    ...category,
    name: 'gift-card',
    elements: ['resort-gift-card'],
    calls: null,
    tags: [{ ...entry!, bundle, meta: { ...entry!.meta, tag: 'resort-gift-card' }, budget: { entry: 1, umd: { first: 0.7, complete: 2.1 } } }],
  });

  it('are the hand-written base plus what each tag of their bundle adds', () => {
    const budgets = JSON.parse(readFileSync(join(root, 'size-budgets.json'), 'utf8')) as Budgets;
    const sum = (bundle: string, part: 'first' | 'complete') =>
      folders.flatMap((folder) => folder.tags ?? []).filter((tag) => tag.bundle === bundle).reduce((total, tag) => total + tag.budget.umd[part], 0);
    expect(budgets.umd).toBeCloseTo(budgets.umdBase.umd! + sum('storefront', 'first'), 5);
    expect(budgets.umdComplete).toBeCloseTo(budgets.umdBase.umdComplete! + sum('storefront', 'complete'), 5);
    expect(budgets.umdAdmin).toBeCloseTo(budgets.umdBase.umdAdmin! + sum('admin', 'first'), 5);
    expect(budgets.umdAdminComplete).toBeCloseTo(budgets.umdBase.umdAdminComplete! + sum('admin', 'complete'), 5);
  });

  it('grow by the figures of a new folder’s tag, in its own bundle only', () => {
    const before = budgetsOf(folders);
    const storefront = budgetsOf([...folders, giftCard('storefront')]);
    expect([storefront.umd - before.umd, storefront.umdComplete - before.umdComplete].map((kb) => Number(kb.toFixed(5)))).toEqual([0.7, 2.1]);
    expect([storefront.umdAdmin, storefront.umdAdminComplete]).toEqual([before.umdAdmin, before.umdAdminComplete]);
    const admin = budgetsOf([...folders, giftCard('admin')]);
    expect([admin.umdAdmin - before.umdAdmin, admin.umdAdminComplete - before.umdAdminComplete].map((kb) => Number(kb.toFixed(5)))).toEqual([0.7, 2.1]);
    expect([admin.umd, admin.umdComplete]).toEqual([before.umd, before.umdComplete]);
  });
});
