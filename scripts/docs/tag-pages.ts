/**
 * The tag reference as Markdown, from each tag's `docs.ts` meta (the source of
 * `custom-elements.json` and of Storybook's docs pages too): `docs/tags/<tag>.md`, their index, and
 * the README's list of tags and of events. Pure functions of the metas; `scripts/docs/generate.ts`
 * writes them and `test/docs.test.ts` fails when the committed files differ.
 */
import { attributeName, attributeTypeText, tagUsage, type LabelSet, type WidgetMeta } from '../../src/island/widget-meta.ts';
import { themeVariables } from '../../src/ui/theme-variables.ts';
import { tagBoxCounts } from '../../src/island/boxes.ts';
import type { WidgetEntry } from '../../widgets/entries.ts';

/** A Markdown table cell: pipes escaped, one line. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

/** Inline code that survives backticks inside it. */
function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``;
}

/** A tag's one-line purpose in lists: the first sentence of its description, or its first clause when that is long. */
export function purpose(meta: Pick<WidgetMeta, 'description'>): string {
  const sentence = (/^(.+?)\.(?:\s|$)/.exec(meta.description)?.[1] ?? meta.description).replace(/\.$/, '');
  return sentence.length <= 170 ? sentence : (/^(.+?):\s/.exec(sentence)?.[1] ?? sentence);
}

/** The docs.ts a tag's meta comes from: beside its element module's folder. */
export function docsSource(entry: WidgetEntry): string {
  return entry.module.replace(/elements\/[^/]+$/, 'docs.ts');
}

function bundleLine(entry: WidgetEntry): string {
  return entry.bundle === 'admin'
    ? `Admin build: \`resort-widgets-admin.js\` (loader), \`umd/resort-widgets-admin.umd.js\` or \`import 'resort-widgets/${entry.meta.tag}'\`.`
    : `Storefront build: \`resort-widgets.js\` (loader), \`umd/resort-widgets.umd.js\` or \`import 'resort-widgets/${entry.meta.tag}'\`.`;
}

function fallbackSection(meta: WidgetMeta): string[] {
  return [
    "## The store's own markup inside it",
    '',
    meta.fallback.description,
    '',
    '```html',
    meta.fallback.example,
    '```',
    '',
    "The shopper sees and uses it until the widget has drawn its first real state, and again if the widget cannot start; only the tag's direct children marked `data-resort-fallback` count ([the rule](../host-page.md#the-stores-own-markup-inside-a-tag)).",
  ];
}

function attributesSection(meta: WidgetMeta): string[] {
  if (meta.attributes.length === 0) return ['## Attributes', '', 'None.'];
  return [
    '## Attributes',
    '',
    'Each attribute is also a property. Booleans follow HTML: present means true (`open=""` included); removing an attribute resets its property to the default.',
    '',
    '| attribute | property | type | default | description |',
    '| --- | --- | --- | --- | --- |',
    ...meta.attributes.map((attribute) => {
      const fallback = attribute.default === undefined || attribute.default === null ? '' : code(String(attribute.default));
      return `| \`${attributeName(attribute.prop)}\` | \`${attribute.prop}\` | ${cell(attributeTypeText(attribute))} | ${fallback} | ${cell(attribute.description)} |`;
    }),
  ];
}

/** The counts the host writes for the tag's reserved box (`src/island/boxes.ts`), when it has any. */
function countsSection(meta: WidgetMeta): string[] {
  const counts = tagBoxCounts[meta.tag];
  if (!counts) return [];
  return [
    '## Counts for its reserved box',
    '',
    "Written on the tag by the host when it knows them, and read by the host stylesheet (`resort-widgets.css`), not by the widget: the [box the tag takes](../host-page.md#nothing-moves-while-the-widgets-start) before and while it starts grows with them. A larger count, or one that is not a whole number, takes the largest count's box.",
    '',
    '| attribute | what the host counts | a rule each up to | sets |',
    '| --- | --- | --- | --- |',
    ...Object.entries(counts).map(([attribute, count]) => `| \`${attribute}\` | ${cell(count.counts)} | ${count.max} | \`${count.property}\` |`),
    '',
  ];
}

function eventsSection(meta: WidgetMeta): string[] {
  if (meta.events.length === 0) return ['## Events', '', 'None on `window`.'];
  return [
    '## Events',
    '',
    'On `window`, as `CustomEvent`s (every event: [events.md](../events.md)).',
    '',
    '| event | description |',
    '| --- | --- |',
    ...meta.events.map((event) => `| \`${event.name}\` | ${cell(event.description)} |`),
  ];
}

function partsSection(meta: WidgetMeta): string[] {
  if (meta.parts.length === 0) return ['## CSS shadow parts', '', 'None: style the tag with the custom properties below.'];
  return ['## CSS shadow parts', '', '| part | description |', '| --- | --- |', ...meta.parts.map((part) => `| \`${part.name}\` | ${cell(part.description)} |`)];
}

function customPropertiesSection(): string[] {
  return [
    '## CSS custom properties',
    '',
    'Set on the tag or any ancestor (every tag reads the same ones; [theming](../host-page.md#theming)).',
    '',
    '| property | default | what it styles |',
    '| --- | --- | --- |',
    ...themeVariables.map((variable) => `| \`${variable.name}\` | ${code(variable.default)} | ${cell(variable.description)} |`),
  ];
}

function labelTable(name: string, labels: LabelSet): string[] {
  return [`### \`${name}\``, '', '| key | default wording |', '| --- | --- |', ...Object.entries(labels).map(([key, text]) => `| \`${key}\` | ${cell(text)} |`)];
}

function labelsSection(meta: WidgetMeta): string[] {
  const sets = Object.entries(meta.labels);
  return [
    '## Labels',
    '',
    'Every text the tag shows, by key, with its default wording. A page overrides any key through page data: `{"labels": {"<key>": "…"}}`, in the language `LabelsLanguage` names (the page\'s own when empty); on a tag in another language the tag\'s own translation shows ([host-page.md](../host-page.md#the-stores-labels-and-the-pages-language)).',
    ...sets.flatMap(([name, labels]) => ['', ...labelTable(name, labels)]),
  ];
}

/** `docs/tags/<tag>.md`. */
export function tagPage(entry: WidgetEntry): string {
  const { meta } = entry;
  const lines = [
    `# \`<${meta.tag}>\``,
    '',
    `<!-- Generated by \`npm run docs\` from ${docsSource(entry)}: edit that file, not this one. -->`,
    '',
    meta.reference || meta.description,
    '',
    '## On a host page',
    '',
    '```html',
    tagUsage(meta),
    '```',
    '',
    `${bundleLine(entry)} It renders ${meta.shadow === false ? 'in light DOM, with a scoped reset of its own' : 'in an open shadow root'}.`,
    '',
    ...fallbackSection(meta),
    '',
    ...attributesSection(meta),
    '',
    ...countsSection(meta),
    ...eventsSection(meta),
    '',
    ...partsSection(meta),
    '',
    ...customPropertiesSection(),
    '',
    ...labelsSection(meta),
  ];
  return `${lines.join('\n')}\n`;
}

/** `docs/tags/README.md`: every tag with its purpose and build. */
export function tagIndex(entries: readonly WidgetEntry[]): string {
  const lines = [
    '# Tags',
    '',
    '<!-- Generated by `npm run docs` from each widget\'s docs.ts: edit those, not this file. -->',
    '',
    'One page per tag: what it shows and does, its attributes (each also a property), the events it sends or listens for on `window`, CSS parts and custom properties, and every label with its default wording. The same source gives `dist/custom-elements.json` and the Storybook docs pages.',
    '',
    'Any storefront or admin tag can also be written `loading="lazy"`, as an `<img>` is: the CDN loader then fetches its code only when the shopper nears it (one screen ahead), reaches it with the focus, a pointer or a finger, or prints the page. It is the loader\'s attribute, not the element\'s, so no tag page lists it; the UMD files define every tag at once and ignore it. See [the loader](../host-page.md#loading-the-loader-the-umd-file-or-the-complete-file).',
    '',
    '| tag | build | purpose |',
    '| --- | --- | --- |',
    ...entries.map((entry) => `| [\`<${entry.meta.tag}>\`](${entry.meta.tag}.md) | ${entry.bundle} | ${cell(purpose(entry.meta))} |`),
  ];
  return `${lines.join('\n')}\n`;
}

/** The README's list of tags, each linking to its page. */
export function readmeTagList(entries: readonly WidgetEntry[]): string {
  return entries.map((entry) => `- [\`<${entry.meta.tag}>\`](docs/tags/${entry.meta.tag}.md)${entry.bundle === 'admin' ? ' (admin)' : ''}: ${purpose(entry.meta)}.`).join('\n');
}

export interface BusEvent {
  name: string;
  direction: 'in' | 'out';
}

/** The README's compact table of every event: direction, and the tags that send or listen for it. */
export function readmeEventTable(events: readonly BusEvent[], entries: readonly WidgetEntry[]): string {
  const rows = events.map(({ name, direction }) => {
    const tags = entries.filter((entry) => entry.meta.events.some((event) => event.name === name)).map((entry) => `\`<${entry.meta.tag}>\``);
    return `| \`${name}\` | ${direction} | ${tags.join(', ') || 'the host page'} |`;
  });
  return ['| event | direction | tags that send or listen for it |', '| --- | --- | --- |', ...rows].join('\n');
}

/** Every event `src/events/bus.ts` declares, with the direction its comment gives (`In:` / `Out:`). */
export function busEvents(busSource: string): BusEvent[] {
  const body = busSource.slice(busSource.indexOf('export interface ResortEvents'), busSource.indexOf('\n}\n', busSource.indexOf('export interface ResortEvents')));
  return [...body.matchAll(/\/\*\*([\s\S]*?)\*\/\s*'(resort:[a-z-]+:[a-z-]+)'/g)].map((match) => ({
    name: match[2] as string,
    direction: /^\s*\*?\s*In\b/.test(match[1] as string) ? 'in' : 'out',
  }));
}

/** `text` with what lies between `<!-- docs:<name> -->` and `<!-- /docs:<name> -->` replaced by `content`. */
export function replaceBlock(text: string, name: string, content: string): string {
  const open = `<!-- docs:${name} -->`;
  const close = `<!-- /docs:${name} -->`;
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start === -1 || end < start) throw new Error(`no ${open} … ${close} block`);
  return `${text.slice(0, start + open.length)}\n${content}\n${text.slice(end)}`;
}

/** Every generated file, by repository path, given the current README and bus source. */
export function generatedFiles(entries: readonly WidgetEntry[], readme: string, busSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of entries) files.set(`docs/tags/${entry.meta.tag}.md`, tagPage(entry));
  files.set('docs/tags/README.md', tagIndex(entries));
  const withTags = replaceBlock(readme, 'tags', readmeTagList(entries));
  files.set('README.md', replaceBlock(withTags, 'events', readmeEventTable(busEvents(busSource), entries)));
  return files;
}
