// @vitest-environment node
import { widgetEntries } from '../../widgets/entries.ts';
import { shots } from './shots.ts';

describe('the screenshot suite’s list of states', () => {
  it('pictures every tag the library defines', () => {
    const missing = widgetEntries.map((entry) => entry.meta.tag).filter((tag) => !shots[tag]?.length);
    expect(missing, 'add their main states to test/screenshots/shots.ts, then npm run test:screenshots -- --update-snapshots').toEqual([]);
  });

  it('names only tags the library defines, each story once', () => {
    const tags = new Set<string>(widgetEntries.map((entry) => entry.meta.tag));
    expect(Object.keys(shots).filter((tag) => !tags.has(tag))).toEqual([]);
    const stories = Object.values(shots).flatMap((list) => list.map((shot) => shot.story));
    expect(stories.filter((story, index) => stories.indexOf(story) !== index)).toEqual([]);
  });
});
