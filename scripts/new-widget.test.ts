// @vitest-environment node
/**
 * `npm run new-widget resort-gift-card --store`, run in a scratch copy of the repository (thrown
 * away after): it changes files only in the tag's folder, its demo-store folder and the generated
 * lists and docs, the lists then name the tag, and the UMD budgets grow by its figures. (The scaffold runs `npm run tags`, which stops
 * when a folder lacks anything or a module it reads does not load. The type check, lint and tests
 * of the new files are `npm test`'s, on a clone scaffolded by hand: a type check here would cost a
 * minute and a half.)
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TagUmdBudget } from '../src/island/tag-entry.ts';

const repo = resolve(import.meta.dirname, '..');
/** What the scaffold, the list and docs generators and the type check read. */
const COPIED = ['src', 'widgets', 'stories', 'test', 'examples', 'scripts', 'cli', 'docs', 'README.md', 'CHANGELOG.md', 'package.json', 'tsconfig.json', 'size-budgets.json'];
const SKIPPED = /(^|\/)(node_modules|dist|\.data|test-results|baselines)(\/|$)/;

/** Every file the copy holds (but node_modules), by path, with a hash of its text. */
function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const top of COPIED) {
    const path = join(root, top);
    const list = statSync(path).isFile()
      ? [path]
      : readdirSync(path, { withFileTypes: true, recursive: true })
          .filter((entry) => entry.isFile())
          .map((entry) => join(entry.parentPath, entry.name));
    for (const file of list) {
      const relative = file.slice(root.length + 1);
      if (!SKIPPED.test(relative)) files.set(relative, createHash('sha1').update(readFileSync(file)).digest('hex'));
    }
  }
  return files;
}

/** What the test reads of size-budgets.json. */
interface Budgets {
  umd: number;
  umdComplete: number;
  umdAdmin: number;
  umdAdminComplete: number;
  entries: Record<string, number>;
  umdTags: Record<string, TagUmdBudget>;
}

let scratch = '';
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'resort-new-widget-'));
  for (const top of COPIED) cpSync(join(repo, top), join(scratch, top), { recursive: true, filter: (source) => !SKIPPED.test(source.slice(repo.length + 1)) });
  symlinkSync(join(repo, 'node_modules'), join(scratch, 'node_modules'), 'dir');
});
afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('npm run new-widget', () => {
  it('writes a tag in its own folders, and the lists and docs written from the folders name it', () => {
    const before = snapshot(scratch);
    const budgetsBefore = JSON.parse(readFileSync(join(scratch, 'size-budgets.json'), 'utf8')) as Budgets;
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/new-widget.ts', 'resort-gift-card', '--store'], { cwd: scratch, stdio: 'pipe' });
    const after = snapshot(scratch);
    const changed = [...after.keys()].filter((file) => before.get(file) !== after.get(file)).sort();
    const generated = ['README.md', 'docs/tags/README.md', 'docs/tags/resort-gift-card.md', 'size-budgets.json', 'src/island/tag-boxes.ts', 'test/screenshots/shots.ts', 'widgets/calls.ts', 'widgets/entries.ts', 'widgets/index.ts', 'widgets/tag-types.ts'];
    expect(changed.filter((file) => !file.startsWith('widgets/gift-card/') && !file.startsWith('examples/server/gift-card/') && !generated.includes(file))).toEqual([]);
    expect(changed).toEqual(expect.arrayContaining(['widgets/gift-card/tags.ts', 'widgets/gift-card/resort-gift-card.stories.tsx', 'widgets/gift-card/GiftCard.test.tsx', 'widgets/gift-card/labels.fr-CA.ts', 'examples/server/gift-card/feature.ts']));
    expect([...before.keys()].filter((file) => !after.has(file))).toEqual([]);

    const read = (path: string) => readFileSync(join(scratch, path), 'utf8');
    expect(read('widgets/index.ts')).toContain("import './gift-card/elements/resort-gift-card.ts';");
    expect(read('widgets/calls.ts')).toContain('giftCardCalls,');
    expect(read('widgets/tag-types.ts')).toContain("'resort-gift-card': ResortElement<typeof giftCardElement>;");
    // The new tag starts from the budget of the tag it is modelled on: its entry and what it adds to the UMD files…
    const budgets = JSON.parse(read('size-budgets.json')) as Budgets;
    expect(budgets.entries['resort-gift-card']).toBe(budgets.entries['resort-category']);
    const model = budgets.umdTags['resort-category'] as TagUmdBudget;
    expect(model.first).toBeGreaterThan(0);
    expect(model.complete).toBeGreaterThan(model.first);
    expect(read('widgets/gift-card/tags.ts')).toContain(`umd: { first: ${model.first}, complete: ${model.complete} }`);
    expect(budgets.umdTags['resort-gift-card']).toEqual(model);
    // …so the storefront's UMD budgets grow by that, written by npm run tags, and the admin's stay.
    expect(budgets.umd).toBeCloseTo(budgetsBefore.umd + model.first, 5);
    expect(budgets.umdComplete).toBeCloseTo(budgetsBefore.umdComplete + model.complete, 5);
    expect([budgets.umdAdmin, budgets.umdAdminComplete]).toEqual([budgetsBefore.umdAdmin, budgetsBefore.umdAdminComplete]);
    expect(read('test/screenshots/shots.ts')).toContain('gift-card-resort-gift-card--loaded');
    expect(read('README.md')).toContain('resort-gift-card');
  });

  it('refuses a name that is not a tag, and a folder that exists', () => {
    const run = (tag: string) => () => execFileSync(process.execPath, ['--import', 'tsx', 'scripts/new-widget.ts', tag], { cwd: scratch, stdio: 'pipe' });
    expect(run('GiftCard')).toThrow(/is not a tag name like resort-gift-card/);
    expect(run('resort-category')).toThrow(/widgets\/category\/ already exists/);
  });
});
