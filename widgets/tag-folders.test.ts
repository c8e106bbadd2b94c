// @vitest-environment node
/**
 * A tag is one folder. The lists the build, the docs and the checks read (widgets/entries.ts,
 * widgets/index.ts, widgets/admin.ts, widgets/tag-types.ts, widgets/calls.ts,
 * src/island/tag-boxes.ts, size-budgets.json's budgets, test/screenshots/shots.ts) are written
 * from the folders by `npm run tags`: they may not say anything the folders do not.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatedFiles, problemsOf, readTagFolders, root, type TagFolder } from '../scripts/tags/folders.ts';

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
    const planted = { ...category, name: 'gift-card', tags: [{ ...entry!, budget: {} }] };
    expect(problemsOf([planted])).toContain('resort-category has no size budget (budget in widgets/gift-card/tags.ts)');
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
