import { readFileSync } from 'node:fs';
import { widgetEntries } from '../widgets/entries.ts';
import { attributeName } from '../src/island/widget-meta.ts';

const readme = readFileSync(new URL('../README.md', `file://${__filename}`), 'utf8');

describe('README', () => {
  it.each(widgetEntries.map((entry) => [entry.meta.tag, entry]))('documents <%s>, each of its attributes and events', (tag, entry) => {
    const start = readme.indexOf(`### \`<${tag}>\``);
    expect(start, `README has no section for <${tag}>`).toBeGreaterThan(-1);
    const next = readme.indexOf('\n## ', start);
    const section = readme.slice(start, next === -1 ? undefined : next).split('\n### ')[0] ?? '';
    for (const attribute of entry.meta.attributes) {
      expect(section).toContain(`| \`${attributeName(attribute.prop)}\` | \`${attribute.prop}\` | ${attribute.type} |`);
    }
    for (const event of entry.meta.events) expect(section).toContain(`\`${event.name}\``);
  });

  it('lists every event in the event table', () => {
    const names = new Set(widgetEntries.flatMap((entry) => entry.meta.events.map((event) => event.name)));
    for (const name of names) expect(readme).toMatch(new RegExp(`\\| \`${name}\` \\| (in|out) \\|`));
  });

  it('shows the two commands', () => {
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('npm test');
  });
});
