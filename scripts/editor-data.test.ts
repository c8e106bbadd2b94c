// @vitest-environment node
import { widgetEntries } from '../widgets/entries.ts';
import { customElementsManifest } from './custom-elements.ts';
import { enumValues, vscodeCustomData, webTypes } from './editor-data.ts';

const manifest = customElementsManifest(widgetEntries);

describe('editor completion data', () => {
  it('lists every tag with its attributes, in VS Code and JetBrains form', () => {
    const expected = widgetEntries.map(({ meta }) => [meta.tag, meta.attributes.map((attribute) => attribute.prop.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`))]);
    expect(vscodeCustomData(manifest).tags.map((tag) => [tag.name, tag.attributes.map((attribute) => attribute.name)])).toEqual(expected);
    const elements = webTypes(manifest, { name: 'resort-widgets', version: '1.2.3' }).contributions.html.elements;
    expect(elements.map((element) => [element.name, element.attributes.map((attribute) => attribute.name)])).toEqual(expected);
  });

  it('offers an enum attribute its values, and writes a boolean attribute without a value', () => {
    const minicart = vscodeCustomData(manifest).tags.find((tag) => tag.name === 'resort-minicart');
    expect(minicart?.attributes.find((attribute) => attribute.name === 'mode')?.values).toEqual([{ name: 'compact' }, { name: 'full' }]);
    const summary = webTypes(manifest, { name: 'resort-widgets', version: '1.2.3' }).contributions.html.elements.find((element) => element.name === 'resort-order-summary');
    expect(summary?.attributes.find((attribute) => attribute.name === 'hide-shipping')?.value).toEqual({ kind: 'no-value' });
    const countdown = vscodeCustomData(manifest).tags.find((tag) => tag.name === 'resort-countdown');
    expect(countdown?.attributes.find((attribute) => attribute.name === 'continuous')?.valueSet).toBe('v');
    expect(countdown?.description.value).toContain('`resort:countdown:expired`');
  });

  it('reads enum values only from a union of string literals', () => {
    expect(enumValues("'compact' | 'full'")).toEqual(['compact', 'full']);
    expect(enumValues('string')).toEqual([]);
    expect(enumValues("'a' | string")).toEqual([]);
  });
});
