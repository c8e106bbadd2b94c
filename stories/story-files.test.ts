// @vitest-environment node
/**
 * Storybook's docs plugin turns a doc comment written right above a story file's `export default`
 * into the component's description by adding a `parameters` key after the object's spread — which
 * replaces the parameters `tagMeta` returns (the tag's meta and the MSW handlers): every story of
 * the file then runs without its answers. The description comes from the tag's docs instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..');
// A tag's stories sit in its widget's folder; the pages about every tag in stories/.
const files = ['stories', 'widgets'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.stories.tsx')).map((file) => join(dir, file)),
);

describe('story files', () => {
  it.each(files)('%s has no doc comment on its default export (it would drop tagMeta’s parameters)', (file) => {
    const text = readFileSync(join(root, file), 'utf8');
    expect(text).not.toMatch(/\*\/\s*\nexport default/);
  });
});
