// @vitest-environment node
/**
 * The README stays what a newcomer reads first — short, with the two commands, a host page, every
 * tag, every event and every runtime dependency — and the pages it sends readers to say what the
 * code does: every link lands, the page-data table names the keys the page-data parser reads, the
 * theming table the theme's variables, the event reference every event of the bus.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { widgetEntries } from '../widgets/entries.ts';
import { themeVariables } from '../src/ui/theme-variables.ts';
import { pageDataShape } from '../src/stores/page-data.ts';
import { busEvents } from '../scripts/docs/tag-pages.ts';

const root = resolve(__dirname, '..');
const read = (path: string): string => readFileSync(resolve(root, path), 'utf8');
const readme = read('README.md');
const events = busEvents(read('src/events/bus.ts'));

/** The section of `text` under `heading`, up to the next heading of the same level or higher. */
function section(text: string, heading: string): string {
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, `no "${heading}"`).toBeGreaterThan(-1);
  const level = /^#+/.exec(heading)?.[0].length ?? 2;
  const next = text.slice(start + heading.length + 2).search(new RegExp(`^#{1,${level}} `, 'm'));
  return next === -1 ? text.slice(start) : text.slice(start, start + heading.length + 2 + next);
}

/** The first cells of a section's table rows. */
function firstCells(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .slice(1)
    .map((line) => line.split(' | ')[0]?.slice(2) ?? '');
}

describe('README', () => {
  it('shows the two commands first', () => {
    const commands = section(readme, '## The two commands');
    expect(commands).toContain('npm install && npm start');
    expect(commands).toContain('npm test');
    expect(readme.indexOf('\n## '), 'the first section').toBe(readme.indexOf('\n## The two commands'));
  });

  it('is under 15 KB', () => {
    expect(Buffer.byteLength(readme)).toBeLessThan(15 * 1024);
  });

  it('shows a host page with the page data, the script and a tag', () => {
    const page = section(readme, '## Using a tag on a host page');
    expect(page).toContain('<script type="application/json" id="resort-page-data">');
    expect(page).toMatch(/<script src="[^"]+resort-widgets\.js"/);
    expect(page).toContain('<resort-minicart></resort-minicart>');
  });

  it('lists every tag, and only tags, each linking to its page', () => {
    const listed = [...section(readme, '## Tags').matchAll(/^- \[`<(resort-[a-z-]+)>`\]\(docs\/tags\/([a-z-]+)\.md\)/gm)];
    expect(listed.map((match) => match[1])).toEqual(widgetEntries.map((entry) => entry.meta.tag));
    for (const match of listed) expect(match[2]).toBe(match[1]);
  });

  it('lists every event of the bus with its direction, and every event a tag documents is on the bus', () => {
    const table = section(readme, '## Events');
    for (const { name, direction } of events) expect(table).toContain(`| \`${name}\` | ${direction} |`);
    const names = events.map((event) => event.name);
    for (const entry of widgetEntries) for (const event of entry.meta.events) expect(names, `${entry.meta.tag} documents ${event.name}`).toContain(event.name);
  });

  it('quotes each size only between the markers `npm run size` writes and checks (scripts/size-figures.mjs)', () => {
    const files = section(readme, '## Using a tag on a host page');
    expect(files).toContain('`resort-widgets.js`, the loader (<!-- size:loader 0 -->');
    expect(files).toContain('`umd/resort-widgets.umd.js` (<!-- size:umd 0 -->');
    expect(files).toContain('`umd/resort-widgets.complete.umd.js` (<!-- size:umd-complete 0 -->');
    expect(section(readme, '## Dependencies')).toContain('ISO 3166-1 list (<!-- size:chunk/countries -->');
    // A size written anywhere else would be a figure nothing measures.
    const unmarked = readme.replace(/<!-- size:\S+?(?: \d)? -->[^<\n]*<!-- \/size -->/g, '');
    expect([...unmarked.matchAll(/\d[\d.,]* ?(?:KB|KiB|MB|kB)\b/g)].map((match) => match[0])).toEqual([]);
  });

  it('says why of every runtime dependency, and lists nothing else', () => {
    const { dependencies } = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
    const listed = firstCells(section(readme, '## Dependencies')).flatMap((cell) => cell.split(', ').map((name) => name.replace(/ \(.*\)$/, '')));
    expect(listed.sort()).toEqual(Object.keys(dependencies).sort());
  });
});

describe('the pages the README sends readers to', () => {
  const pages = ['README.md', 'examples/server/README.md', ...readdirSync(resolve(root, 'docs')).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`), ...readdirSync(resolve(root, 'docs/tags')).map((file) => `docs/tags/${file}`)];

  it.each(pages)('every relative link of %s lands on a file', (page) => {
    for (const match of read(page).matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      const target = match[1] as string;
      if (/^[a-z]+:/.test(target)) continue;
      expect(existsSync(resolve(root, dirname(page), target)), `${page} links to ${target}`).toBe(true);
    }
  });

  it('docs/host-page.md documents exactly the page-data keys the parser reads', () => {
    const table = section(read('docs/host-page.md'), '## Page data');
    const documented = firstCells(table).flatMap((cell) => cell.split(', ').map((key) => key.replace(/`/g, '')));
    expect(documented.sort()).toEqual(Object.keys(pageDataShape).sort());
  });

  it('docs/host-page.md lists exactly the theme variables, with their defaults', () => {
    const rows = section(read('docs/host-page.md'), '## Theming')
      .split('\n')
      .filter((line) => line.startsWith('| `--resort-'));
    expect(rows.map((row) => /^\| `([^`]+)`/.exec(row)?.[1])).toEqual(themeVariables.map((variable) => variable.name));
    for (const variable of themeVariables) expect(rows.find((row) => row.startsWith(`| \`${variable.name}\``))).toContain(`\`${variable.default}\``);
  });

  it('docs/events.md describes every event of the bus, with its direction', () => {
    const text = read('docs/events.md');
    const rows = text.split('\n').filter((line) => line.startsWith('| `resort:'));
    expect(rows.map((row) => /^\| `([^`]+)`/.exec(row)?.[1]).sort()).toEqual(events.map((event) => event.name).sort());
    for (const { name, direction } of events) expect(text).toContain(`| \`${name}\` | ${direction} |`);
  });
});
