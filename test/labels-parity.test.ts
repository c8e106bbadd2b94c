/// <reference types="vite/client" />
// @vitest-environment node
/**
 * Every label set has its French twin beside it (`labels.ts` ↔ `labels.fr-CA.ts`, `xLabels` ↔
 * `xLabelsFr`) with the same keys and the same `{placeholders}`, and every tag's French module
 * covers every key its widget's English sets have. A label added in one language only fails here.
 */
import { readFileSync } from 'node:fs';
import { mergeTranslation } from '../src/island/translations.ts';

type Module = Record<string, unknown>;

const english = import.meta.glob<Module>(['/src/**/*labels.ts', '/widgets/**/*labels.ts'], { eager: true });
const french = import.meta.glob<Module>(['/src/**/*labels.fr-CA.ts', '/widgets/**/*labels.fr-CA.ts'], { eager: true });
const elements = import.meta.glob(['/widgets/*/elements/*.ts'], { query: '?raw', import: 'default', eager: true });

function labelSets(module: Module): Map<string, Record<string, string>> {
  const sets = new Map<string, Record<string, string>>();
  for (const [name, value] of Object.entries(module)) {
    if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0 && Object.values(value).every((text) => typeof text === 'string')) {
      sets.set(name, value as Record<string, string>);
    }
  }
  return sets;
}

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}|\$\{\w+\}/g) ?? [])].sort();
const frenchPath = (path: string) => path.replace(/\.ts$/, '.fr-CA.ts');

const englishFiles = Object.entries(english).filter(([, module]) => labelSets(module).size > 0);

describe('label parity between en and fr-CA', () => {
  it('finds the label files', () => {
    expect(englishFiles.length).toBeGreaterThan(20);
  });

  it.each(englishFiles.map(([path]) => path))('%s has a French twin with the same keys and placeholders', (path) => {
    const twin = french[frenchPath(path)];
    expect(twin, `${frenchPath(path)} is missing`).toBeDefined();
    for (const [name, set] of labelSets(english[path]!)) {
      const translated = labelSets(twin!).get(`${name}Fr`);
      expect(translated, `${frenchPath(path)} does not export ${name}Fr`).toBeDefined();
      const keys = Object.keys(set).sort();
      const frenchKeys = Object.keys(translated!).sort();
      expect(keys.filter((key) => !frenchKeys.includes(key)), `keys of ${name} with no French`).toEqual([]);
      expect(frenchKeys.filter((key) => !keys.includes(key)), `French keys of ${name}Fr with no English`).toEqual([]);
      for (const key of keys) expect(placeholders(translated![key]!), `placeholders of ${key}`).toEqual(placeholders(set[key]!));
      // A plural form (`key.one`) goes with its general form.
      for (const key of keys.filter((each) => /\.(zero|one|two|few|many)$/.test(each))) expect(keys).toContain(key.replace(/\.\w+$/, ''));
    }
  });

  it('has no French file without an English one', () => {
    const orphans = Object.keys(french).filter((path) => {
      const own = [...labelSets(french[path]!).keys()].filter((name) => !readFileSync(`.${path}`, 'utf8').includes(`export { ${name} }`));
      if (own.length === 0) return false;
      const source = english[path.replace('.fr-CA.ts', '.ts')];
      return !source || own.some((name) => !labelSets(source).has(name.replace(/Fr$/, '')));
    });
    expect(orphans).toEqual([]);
  });

  it("gives each widget's French module every key of the widget's English sets", () => {
    const missing: string[] = [];
    for (const [path, module] of englishFiles.filter(([file]) => file.startsWith('/widgets/'))) {
      const widget = path.split('/')[2]!;
      const dictionary = mergeTranslation(french[`/widgets/${widget}/labels.fr-CA.ts`] ?? {});
      for (const set of labelSets(module).values()) for (const key of Object.keys(set)) if (!(key in dictionary)) missing.push(`${widget}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('registers every tag with its French labels', () => {
    const without = Object.entries(elements)
      .filter(([, source]) => !String(source).includes(`translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }`))
      .map(([path]) => path);
    expect(without).toEqual([]);
  });
});
