// @vitest-environment node
/**
 * One source for what a tag offers: its `docs.ts` meta (via widgets/entries.ts). The tag reference
 * in `docs/tags/`, the README's lists, `custom-elements.json` and Storybook's docs pages are all
 * made from it, and it is held against the element's own code: what the element registers, the
 * events its code names and the label sets it shows. Source reads and imports only: no build, no DOM.
 */
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { widgetEntries, type WidgetEntry } from '../widgets/entries.ts';
import { attributeName } from '../src/island/widget-meta.ts';
import { themeVariables } from '../src/ui/theme-variables.ts';
import { attributeTypeText, customElementsManifest } from '../scripts/custom-elements.ts';
import { docsSource, generatedFiles } from '../scripts/docs/tag-pages.ts';
import { eventsNamed, labelSetsUsed, reachableFiles, withoutComments } from '../scripts/docs/source-graph.ts';
import { tagArgTypes } from '../stories/tag-docs.ts';

const root = resolve(__dirname, '..');
const read = (path: string): string => readFileSync(resolve(root, path), 'utf8');
const manifest = customElementsManifest(widgetEntries, root);
const tags = widgetEntries.map((entry) => [entry.meta.tag, entry] as const);

/** The exported name under which `file` exports `value`. */
async function exportName(file: string, value: unknown): Promise<string | undefined> {
  const module = (await import(resolve(root, file))) as Record<string, unknown>;
  return Object.keys(module).find((name) => module[name] === value);
}

describe('the generated docs are up to date', () => {
  const files = generatedFiles(widgetEntries, read('README.md'), read('src/events/bus.ts'));
  it.each([...files.keys()])('%s is what `npm run docs` writes from the tags\' docs.ts', (path) => {
    expect(existsSync(resolve(root, path)), `${path} is missing: run npm run docs`).toBe(true);
    expect(read(path), `${path} is stale: run npm run docs`).toBe(files.get(path));
  });

  it('docs/tags holds a page for every tag and nothing else', async () => {
    const { readdirSync } = await import('node:fs');
    const pages = readdirSync(resolve(root, 'docs/tags')).filter((file) => file !== 'README.md');
    expect(pages.sort()).toEqual(widgetEntries.map((entry) => `${entry.meta.tag}.md`).sort());
  });
});

describe.each(tags)('<%s>: docs and element agree', (tag, entry: WidgetEntry) => {
  const { meta } = entry;
  const files = reachableFiles(entry.module, root);
  const ownFiles = files.filter((file) => file.startsWith('widgets/'));

  it('the element registers the very spec its docs describe (tag, attributes, types, defaults)', async () => {
    const source = withoutComments(read(entry.module));
    const call = /\bdefine(?:Widget|Field)(?:<[^>]*>)?\(\{\s*\.\.\.(\w+)\s*,([\s\S]*?)\}\);/.exec(source);
    expect(call, `${entry.module} registers with defineWidget/defineField({ ...spec, … })`).not.toBeNull();
    const [, specName, rest] = call as RegExpExecArray;
    expect(rest, 'the registration overrides nothing the spec declares').not.toMatch(/\b(tag|attributes|shadow)\s*:/);
    const from = new RegExp(`import\\s*\\{[^}]*\\b${specName}\\b[^}]*\\}\\s*from\\s*'([^']+)'`).exec(source)?.[1];
    expect(from, `${specName} is imported by ${entry.module}`).toBeDefined();
    const specModule = (await import(resolve(dirname(resolve(root, entry.module)), from as string))) as Record<string, { tag: string; attributes: unknown[]; shadow?: boolean }>;
    const spec = specModule[specName as string];
    expect(spec?.tag).toBe(tag);
    expect(meta.attributes.map(({ prop, type, default: fallback }) => ({ prop, type, ...(fallback === undefined ? {} : { default: fallback }) }))).toEqual(spec?.attributes);
    expect(meta.shadow).toBe(spec?.shadow);
  });

  it('documents every resort:* event its own code sends or listens for, and no event its code never names', () => {
    const documented = meta.events.map((event) => event.name);
    const named = eventsNamed(files, root);
    for (const name of eventsNamed(ownFiles, root)) expect(documented, `${tag} names ${name} in its code`).toContain(name);
    for (const name of documented) expect([...named], `${tag} documents ${name}, which its code never names`).toContain(name);
  });

  it('lists exactly the label sets its code shows, with their default wording', async () => {
    const used = labelSetsUsed(files, root);
    expect(Object.keys(meta.labels).sort(), `label sets of ${tag}`).toEqual(used.map((use) => use.name).sort());
    for (const use of used) {
      const module = (await import(resolve(root, use.module))) as Record<string, unknown>;
      expect(meta.labels[use.name], `${use.name} from ${use.module}`).toBe(module[use.name]);
    }
  });

  it('documents exactly the CSS shadow parts its code exposes', () => {
    const parts = new Set<string>();
    for (const file of files) for (const match of withoutComments(read(file)).matchAll(/\bpart=["'{`]+([\w\s-]+)["'}`]/g)) for (const part of (match[1] as string).split(/\s+/)) if (part) parts.add(part);
    expect(meta.parts.map((part) => part.name).sort()).toEqual([...parts].sort());
  });

  it('has a reference, and Storybook\'s docs page is built from the same meta', async () => {
    expect(meta.reference.length, 'docs.ts gives the tag a reference').toBeGreaterThan(0);
    const metaName = await exportName(docsSource(entry), meta);
    // A tag's stories live beside its docs.ts, in its widget's folder.
    const story = read(`${dirname(docsSource(entry))}/${tag}.stories.tsx`);
    expect(story).toMatch(new RegExp(`import\\s*\\{[^}]*\\b${metaName}\\b[^}]*\\}\\s*from\\s*'\\./${basename(docsSource(entry)).replace(/\./g, '\\.')}'`));
    expect(story).toContain(`...tagMeta(${metaName},`);
  });

  it('the manifest declares the same attributes, types, defaults, events, theme variables and parts', () => {
    const declaration = manifest.modules.flatMap((module) => module.declarations).find((candidate) => candidate.tagName === tag);
    expect(declaration?.description).toBe(meta.description);
    expect(declaration?.attributes).toEqual(
      meta.attributes.map((attribute) => ({
        name: attributeName(attribute.prop),
        fieldName: attribute.prop,
        type: { text: attributeTypeText(attribute) },
        ...(attribute.default === undefined ? {} : { default: JSON.stringify(attribute.default) }),
        description: attribute.description,
      })),
    );
    expect(declaration?.events.map((event) => event.name)).toEqual(meta.events.map((event) => event.name));
    expect(declaration?.cssProperties.map((property) => property.name)).toEqual(themeVariables.map((variable) => variable.name));
    expect(declaration?.cssParts).toEqual(meta.parts.map(({ name, description }) => ({ name, description })));
  });

  it('Storybook offers one control per attribute and nothing else: toggles, selects, text, numbers, objects', () => {
    const argTypes = tagArgTypes(meta);
    expect(Object.keys(argTypes)).toEqual(meta.attributes.map((attribute) => attribute.prop));
    for (const attribute of meta.attributes) {
      const argType = argTypes[attribute.prop];
      expect(argType?.name).toBe(attributeName(attribute.prop));
      expect(argType?.description).toBe(attribute.description);
      const expected = attribute.options ? 'select' : { boolean: 'boolean', number: 'number', json: 'object', string: 'text' }[attribute.type];
      expect(argType?.control).toEqual({ type: expected });
      if (attribute.options) expect(argType?.options).toEqual(attribute.options);
    }
  });
});
