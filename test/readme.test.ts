/**
 * One source of truth for what a tag offers: each tag's `docs.ts` meta (via widgets/entries.ts).
 * The README's tables, `custom-elements.json` and Storybook's controls and docs are all checked
 * against it here, so none of them can drift from the others.
 */
import { readFileSync } from 'node:fs';
import { widgetEntries } from '../widgets/entries.ts';
import { attributeName, type AttributeMeta } from '../src/island/widget-meta.ts';
import { themeVariables } from '../src/ui/theme-variables.ts';
import { attributeTypeText, customElementsManifest } from '../scripts/custom-elements.ts';
import { tagArgTypes } from '../stories/tag-docs.ts';

const readme = readFileSync(new URL('../README.md', `file://${__filename}`), 'utf8');
const manifest = customElementsManifest(widgetEntries);

/** The README section of `<tag>`, up to the next heading. */
function section(tag: string): string {
  const start = readme.indexOf(`### \`<${tag}>\``);
  expect(start, `README has no section for <${tag}>`).toBeGreaterThan(-1);
  const next = readme.indexOf('\n## ', start);
  return readme.slice(start, next === -1 ? undefined : next).split('\n### ')[0] ?? '';
}

/** The README row of an attribute: attribute, property, type and default cells. */
function readmeRow(attribute: AttributeMeta): string {
  const defaultCell = attribute.default === undefined || attribute.default === null ? '' : ` \`${String(attribute.default)}\``;
  return `| \`${attributeName(attribute.prop)}\` | \`${attribute.prop}\` | ${attribute.type} |${defaultCell} |`;
}

describe('README, custom-elements.json and Storybook agree with the tags\' docs', () => {
  describe.each(widgetEntries.map((entry) => [entry.meta.tag, entry.meta] as const))('<%s>', (tag, meta) => {
    it('the README documents each attribute (name, property, type, default, the values an enum takes) and each event', () => {
      const text = section(tag);
      const rows = text.split('\n').filter((line) => line.startsWith('| `'));
      expect(rows.map((row) => /^\| `([^`]+)`/.exec(row)?.[1]), 'README attribute rows').toEqual(meta.attributes.map((attribute) => attributeName(attribute.prop)));
      for (const attribute of meta.attributes) {
        const row = rows.find((line) => line.startsWith(readmeRow(attribute)));
        expect(row, `README row of ${attributeName(attribute.prop)}: ${readmeRow(attribute)}`).toBeDefined();
        for (const option of attribute.options ?? []) expect(row).toContain(`\`${option}\``);
      }
      for (const event of meta.events) expect(text).toContain(`\`${event.name}\``);
    });

    it('the manifest declares the same attributes, types, defaults, events and theme variables', () => {
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

  it('every tag has a README section, and every README tag section is a tag', () => {
    const documented = [...readme.matchAll(/^### `<(resort-[a-z-]+)>`$/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual(widgetEntries.map((entry) => entry.meta.tag).sort());
  });

  it('lists every event in the event table', () => {
    const names = new Set(widgetEntries.flatMap((entry) => entry.meta.events.map((event) => event.name)));
    for (const name of names) expect(readme).toMatch(new RegExp(`\\| \`${name}\` \\| (in|out) \\|`));
  });

  it('the theming table lists exactly the theme variables, with their defaults', () => {
    const start = readme.indexOf('## Theming');
    const table = readme.slice(start, readme.indexOf('\n## ', start + 1));
    const rows = table.split('\n').filter((line) => line.startsWith('| `--resort-'));
    expect(rows.map((row) => /^\| `([^`]+)`/.exec(row)?.[1])).toEqual(themeVariables.map((variable) => variable.name));
    for (const variable of themeVariables) expect(rows.find((row) => row.startsWith(`| \`${variable.name}\``))).toContain(`\`${variable.default}\``);
  });

  it('shows the two commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});
