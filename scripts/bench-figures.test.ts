import { withBlock } from './bench-figures.mjs';

describe("the benchmark's figures in docs/", () => {
  const page = ['# Speed', '', '<!-- bench:interactions -->', '| old | 1 |', '<!-- /bench:interactions -->', '', 'After.'].join('\n');

  it('replaces the block between its markers, and nothing else', () => {
    expect(withBlock(page, 'interactions', ['| new | 2 |', '| more | 3 |'])).toBe(
      ['# Speed', '', '<!-- bench:interactions -->', '| new | 2 |', '| more | 3 |', '<!-- /bench:interactions -->', '', 'After.'].join('\n'),
    );
  });

  it('refuses a page without the block, or with it twice', () => {
    expect(() => withBlock('# Speed', 'interactions', [])).toThrow(/no single block <!-- bench:interactions -->/);
    expect(() => withBlock(`${page}\n${page}`, 'interactions', [])).toThrow(/no single block/);
  });
});
