/// <reference types="vite/client" />
// @vitest-environment node
/**
 * Every French catalogue (each tag's `labels.fr-CA.ts` and the demo store's `text/fr-CA.ts`), and
 * the demo store's French data (names, descriptions, releases, pickup sites), puts French
 * typography's no-break spaces before `:`, `;`, `!`, `?` and inside « » (`french-punctuation.ts`);
 * a label added the English way (`Total: {total}`) fails here.
 */
import { frenchPunctuationProblems } from './french-punctuation.ts';
import { storeTextFrCA } from '../examples/server/text/fr-CA.ts';
import * as catalogFr from '../examples/server/catalog/translations-seed.ts';
import * as checkoutFr from '../examples/server/checkout/translations-seed.ts';

type Module = Record<string, unknown>;

const catalogues = import.meta.glob<Module>(['/src/**/*.fr-CA.ts', '/widgets/**/*.fr-CA.ts'], { eager: true });

/** Every label of every catalogue, by file, set and key; a set re-exported by another file counted once. */
function labels(): Map<string, string> {
  const found = new Map<string, string>();
  const seen = new Set<unknown>();
  const sets: [string, unknown][] = [...Object.entries(catalogues).flatMap(([path, module]) => Object.entries(module).map(([name, value]) => [`${path} ${name}`, value] as [string, unknown])), ['/examples/server/text/fr-CA.ts storeTextFrCA', storeTextFrCA]];
  for (const [where, set] of sets) {
    if (!set || typeof set !== 'object' || seen.has(set)) continue;
    seen.add(set);
    for (const [key, text] of Object.entries(set)) if (typeof text === 'string') found.set(`${where} ${key}`, text);
  }
  return found;
}

/** The problems of every label, as `where key: problem`. */
const problemsOf = (all: Map<string, string>) => [...all].flatMap(([where, text]) => frenchPunctuationProblems(text).map((problem) => `${where}: ${problem} in ${JSON.stringify(text)}`));

describe('French punctuation in the French catalogues', () => {
  it('reads every catalogue', () => {
    expect(Object.keys(catalogues).length).toBeGreaterThan(25);
    expect(labels().size).toBeGreaterThan(1000);
  });

  it('puts a no-break space before every colon, semicolon, ! and ?, and inside « »', () => {
    expect(problemsOf(labels())).toEqual([]);
  });

  it("keeps the store's French data to the same rule (its markup's tags aside)", () => {
    const texts: [string, string][] = [];
    const walk = (where: string, value: unknown): void => {
      if (typeof value === 'string') texts.push([where, value.replace(/<[^>]*>/g, ' ')]);
      else if (value && typeof value === 'object') for (const [key, each] of Object.entries(value)) walk(`${where}.${key}`, each);
    };
    for (const [name, value] of Object.entries({ ...catalogFr, ...checkoutFr })) walk(name, value);
    expect(texts.length).toBeGreaterThan(50);
    expect(problemsOf(new Map(texts))).toEqual([]);
  });

  it('fails on a colon written the English way, planted in a catalogue', () => {
    const planted = new Map([...labels(), ['planted total', 'Total: {total}'], ['planted spaced', 'Total : {total}']]);
    expect(problemsOf(planted)).toEqual([
      'planted total: “:” without a no-break space before it in "Total: {total}"',
      'planted spaced: “:” without a no-break space before it (an ordinary space breaks there) in "Total : {total}"',
    ]);
  });

  it('knows a sign that is not punctuation, and the other signs', () => {
    expect(frenchPunctuationProblems('Ouvert de 9:00 à 16:30, https://example.com/?code=A')).toEqual([]);
    expect(frenchPunctuationProblems('Total\u00a0: 5\u202f$ ; c’est fait!')).toEqual(['“;” without a no-break space before it (an ordinary space breaks there)', '“!” without a no-break space before it']);
    expect(frenchPunctuationProblems('Le champ «Nom» ?')).toEqual(['“«” without a no-break space after it', '“»” without a no-break space before it', '“?” without a no-break space before it (an ordinary space breaks there)']);
    expect(frenchPunctuationProblems('Le champ «\u00a0Nom\u00a0»\u202f?')).toEqual([]);
  });
});
