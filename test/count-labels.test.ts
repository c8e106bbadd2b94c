/// <reference types="vite/client" />
// @vitest-environment node
/**
 * A label that counts (`key` with `key.one`, `key.few`, … beside it) is read through `countLabel`
 * (`useLocale().count` in a widget), which picks the form the locale's plural rules ask for. Read
 * as `labels['key']` it is always the general form: "1 date ranges", "1 périodes". Any such read
 * in the library's code fails here.
 */
type Module = Record<string, unknown>;

const labelModules = import.meta.glob<Module>(['/src/**/*labels.ts', '/widgets/**/*labels.ts'], { eager: true });
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '/widgets/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}', '!**/*labels.ts', '!**/*labels.fr-CA.ts', '!**/*.stories.tsx'], { query: '?raw', import: 'default', eager: true });

/** The keys that have plural forms in some label set. */
function countingKeys(): string[] {
  const keys = new Set<string>();
  for (const module of Object.values(labelModules)) {
    for (const set of Object.values(module)) {
      if (!set || typeof set !== 'object') continue;
      for (const key of Object.keys(set)) {
        const base = /^(.*)\.(zero|one|two|few|many)$/.exec(key)?.[1];
        if (base) keys.add(base);
      }
    }
  }
  return [...keys];
}

describe('labels that count', () => {
  it('finds the counting labels', () => {
    expect(countingKeys()).toEqual(expect.arrayContaining(['common.records', 'schedules.rangeCount']));
  });

  it('reads each through countLabel, never as the bare general form', () => {
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const bare = new RegExp(`\\[\\s*['"\`](${countingKeys().map(escape).join('|')})['"\`]\\s*\\]`, 'g');
    const found = Object.entries(sources).flatMap(([path, source]) => [...source.matchAll(bare)].map((match) => `${path}: ${match[0]}`));
    expect(found).toEqual([]);
  });
});
