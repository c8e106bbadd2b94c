import { readFileSync } from 'node:fs';
import { entriesOf, type WidgetBundle } from './entries.ts';

/** The element modules a package entry imports, as repository paths. */
function importedElements(entryFile: string): string[] {
  const text = readFileSync(new URL(entryFile, import.meta.url), 'utf8');
  return [...text.matchAll(/^import '\.\/(.+\/elements\/.+\.ts)';$/gm)].map((match) => `widgets/${match[1]}`);
}

describe('package entries', () => {
  it.each<[string, WidgetBundle]>([
    ['./index.ts', 'storefront'],
    ['./admin.ts', 'admin'],
  ])('%s registers exactly the %s tags that widgets/entries.ts lists', (file, bundle) => {
    expect(importedElements(file).sort()).toEqual(entriesOf(bundle).map((entry) => entry.module).sort());
  });
});
