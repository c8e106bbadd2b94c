/**
 * A tag is one folder: `widgets/<name>/` holds its element modules (`elements/<tag>.ts`), its
 * `tags.ts` (bundle, box, budget, pictured states), its `calls.ts`, its stories and fixtures. The
 * lists the build, the docs and the checks read are written from the folders here, never by hand
 * (`npm run tags`), and `problemsOf` names what a folder lacks.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CallFamily } from '../../src/api/host-calls.ts';
import type { TagEntry, TagUmdBudget } from '../../src/island/tag-entry.ts';
import { UMD_FILES, type UmdFile } from '../umd-shares.mjs';

export const root = resolve(import.meta.dirname, '../..');

export interface TagFolder {
  /** The folder's name under widgets/. */
  name: string;
  /** The tags of its element modules (`elements/resort-*.ts`). */
  elements: string[];
  /** Its `tags.ts`, or null when it has none. */
  tags: readonly TagEntry[] | null;
  /** Its `calls.ts` family, or null when its tags ask the store nothing. */
  calls: CallFamily | null;
  /** For each tag, the name `meta.ts` exports its element spec under. */
  specs: Record<string, string>;
  /** The tags `meta.ts` types itself in an exported `TagTypes` interface. */
  typedTags: string[];
  /** Every file of the folder, relative to it. */
  files: string[];
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Reads every widget folder that defines a tag (has an `elements/` folder). */
export async function readTagFolders(base = root): Promise<TagFolder[]> {
  const widgets = join(base, 'widgets');
  const names = readdirSync(widgets, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(widgets, entry.name, 'elements')))
    .map((entry) => entry.name)
    .sort();
  const folders: TagFolder[] = [];
  for (const name of names) {
    const dir = join(widgets, name);
    const load = async (file: string) => (existsSync(join(dir, file)) ? ((await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>) : null);
    const elements = readdirSync(join(dir, 'elements'))
      .filter((file) => /^resort-[a-z-]+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    const tagsModule = await load('tags.ts');
    const callsModule = await load('calls.ts');
    const metaModule = (await load('meta.ts')) ?? {};
    const specs: Record<string, string> = {};
    for (const [exported, value] of Object.entries(metaModule)) {
      const tag = (value as { tag?: unknown } | null)?.tag;
      if (typeof tag === 'string') specs[tag] = exported;
    }
    const metaText = existsSync(join(dir, 'meta.ts')) ? readFileSync(join(dir, 'meta.ts'), 'utf8') : '';
    const typed = /export interface TagTypes \{([\s\S]*?)\n\}/.exec(metaText)?.[1] ?? '';
    folders.push({
      name,
      elements,
      tags: (tagsModule?.tags as readonly TagEntry[] | undefined) ?? null,
      calls: (Object.values(callsModule ?? {}).find((value) => typeof (value as CallFamily | null)?.family === 'string') as CallFamily | undefined) ?? null,
      specs,
      typedTags: [...typed.matchAll(/^ {2}'(resort-[a-z-]+)':/gm)].map((match) => match[1] as string),
      files: readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => file.split('\\').join('/')),
    });
  }
  return folders;
}

/** What a folder lacks or says twice, one sentence each. */
export function problemsOf(folders: readonly TagFolder[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const folder of folders) {
    const where = `widgets/${folder.name}`;
    if (!folder.tags) {
      problems.push(`${where} has element modules but no tags.ts (npm run new-widget writes one)`);
      continue;
    }
    const listed: readonly string[] = folder.tags.map((entry) => entry.meta.tag);
    for (const tag of folder.elements) if (!listed.includes(tag)) problems.push(`${where}/elements/${tag}.ts has no entry in ${where}/tags.ts`);
    for (const entry of folder.tags) {
      const tag = entry.meta.tag;
      if (seen.has(tag)) problems.push(`${tag} is listed by widgets/${seen.get(tag)}/tags.ts and ${where}/tags.ts`);
      seen.set(tag, folder.name);
      if (!folder.elements.includes(tag)) problems.push(`${where}/tags.ts lists ${tag} but ${where}/elements/${tag}.ts does not exist`);
      if (entry.budget.entry === undefined && entry.budget.addedToMinicart === undefined) problems.push(`${tag} has no size budget (budget in ${where}/tags.ts)`);
      const umd = entry.budget.umd as Partial<TagUmdBudget> | undefined;
      if (typeof umd?.first !== 'number' || typeof umd.complete !== 'number') {
        problems.push(`${tag} does not say what it adds to the UMD files (budget.umd in ${where}/tags.ts: first and complete, KB gzip; npm run size measures them)`);
      }
      if (entry.shots.length === 0) problems.push(`${tag} has no pictured state (shots in ${where}/tags.ts)`);
      if (!folder.files.includes(`${tag}.stories.tsx`)) problems.push(`${tag} has no stories (${where}/${tag}.stories.tsx)`);
      if (!folder.specs[tag] && !folder.typedTags.includes(tag)) problems.push(`${tag} has no element spec exported by ${where}/meta.ts`);
      for (const shot of entry.shots) {
        const prefix = `-${tag}--`;
        if (!shot.story.includes(prefix)) problems.push(`${tag}'s pictured state ${shot.story} is not one of its stories (ids contain "${prefix}")`);
      }
    }
    if (folder.calls) {
      for (const tag of folder.calls.tags) if (!listed.includes(tag)) problems.push(`${where}/calls.ts names ${tag}, which is not one of the folder's tags`);
    }
  }
  const orders = folders.flatMap((folder) => (folder.calls ? [[folder.calls.order, folder.name] as const] : []));
  for (const [order, name] of orders) {
    const other = orders.find(([otherOrder, otherName]) => otherOrder === order && otherName !== name);
    if (other && name < other[1]) problems.push(`widgets/${name}/calls.ts and widgets/${other[1]}/calls.ts both have order ${order}`);
  }
  return problems;
}

const GENERATED = '// Written by `npm run tags` from each widget folder (scripts/tags/folders.ts): do not edit by hand.';

const tagsName = (folder: TagFolder) => `${camel(folder.name)}Tags`;

function entriesFile(folders: readonly TagFolder[]): string {
  const withTags = folders.filter((folder) => folder.tags);
  return `${GENERATED}
/**
 * Every tag the library defines, with its element module (an ESM entry of its own), its meta, the
 * bundle it ships in, its reserved box, its size budget and its pictured states, from the folders'
 * \`tags.ts\`. The build, the custom elements manifest and the generated docs (\`docs/tags/\`, the
 * README's lists; \`npm run docs\`) read this list.
 */
import type { TagEntry } from '../src/island/tag-entry.ts';
${withTags.map((folder) => `import { tags as ${tagsName(folder)} } from './${folder.name}/tags.ts';`).join('\n')}

export type { WidgetBundle } from '../src/island/tag-entry.ts';

export interface WidgetEntry extends TagEntry {
  /** Path of the element module from the repository root. */
  module: string;
}

const inFolder = (folder: string, tags: readonly TagEntry[]): WidgetEntry[] =>
  tags.map((entry) => ({ ...entry, module: \`widgets/\${folder}/elements/\${entry.meta.tag}.ts\` }));

export const widgetEntries: readonly WidgetEntry[] = [
${withTags.map((folder) => `  ...inFolder('${folder.name}', ${tagsName(folder)}),`).join('\n')}
];

export const entriesOf = (bundle: TagEntry['bundle']): readonly WidgetEntry[] => widgetEntries.filter((entry) => entry.bundle === bundle);
`;
}

const modulesOf = (folders: readonly TagFolder[], bundle: TagEntry['bundle']) =>
  folders.flatMap((folder) => (folder.tags ?? []).filter((entry) => entry.bundle === bundle).map((entry) => `./${folder.name}/elements/${entry.meta.tag}.ts`));

function indexFile(folders: readonly TagFolder[]): string {
  return `${GENERATED}
/**
 * resort-widgets: registers every tag and exports the public helpers.
 * Import a single tag instead with \`resort-widgets/resort-minicart\` to load only what it needs.
 */
${modulesOf(folders, 'storefront').map((module) => `import '${module}';`).join('\n')}

export * from '../src/public-api.ts';
export type { ResortTagNameMap } from './tag-types.ts';
export type { ElementProperties, ResortElement } from '../src/island/widget-meta.ts';
`;
}

function adminFile(folders: readonly TagFolder[]): string {
  return `${GENERATED}
/**
 * resort-widgets/admin: registers the staff tags and exports the helpers an admin page may use.
 * Built apart from the storefront bundle (see widgets/entries.ts); its stores are the same ones,
 * shared through the library's global key.
 */
${modulesOf(folders, 'admin').map((module) => `import '${module}';`).join('\n')}

export * from './admin-api.ts';
export type { ResortTagNameMap } from './tag-types.ts';
export type { ElementProperties, ResortElement } from '../src/island/widget-meta.ts';
`;
}

function tagTypesFile(folders: readonly TagFolder[]): string {
  const imports: string[] = [];
  const extended: string[] = [];
  const lines: string[] = [];
  for (const folder of folders) {
    const tags = (folder.tags ?? []).map((entry) => entry.meta.tag);
    const plain = tags.filter((tag) => !folder.typedTags.includes(tag) && folder.specs[tag]);
    const names = [...new Set(plain.map((tag) => folder.specs[tag] as string))].sort();
    if (folder.typedTags.length > 0) {
      names.push(`TagTypes as ${camel(folder.name)}TagTypes`);
      extended.push(`${camel(folder.name)}TagTypes`);
    }
    if (names.length > 0) imports.push(`import type { ${names.join(', ')} } from './${folder.name}/meta.ts';`);
    for (const tag of plain) lines.push(`  '${tag}': ResortElement<typeof ${folder.specs[tag]}>;`);
  }
  return `${GENERATED}
/**
 * The tags as TypeScript sees them: \`document.querySelector('resort-countdown')\` is an element
 * with \`seconds: number\` and \`continuous: boolean\`, from the same specs the elements parse their
 * attributes with, so the shipped declarations cannot drift from what the tags do. A folder whose
 * elements offer more (a form field's \`value\` and validity, the payment form's \`tokenize()\`)
 * types them in its \`meta.ts\`'s \`TagTypes\`. Types only: it adds nothing to a bundle. Every
 * package entry's declarations reach it.
 */
import type { ResortElement } from '../src/island/widget-meta.ts';
${imports.join('\n')}

export interface ResortTagNameMap${extended.length ? ` extends ${extended.join(', ')}` : ''} {
${lines.join('\n')}
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merging the map is the point
  interface HTMLElementTagNameMap extends ResortTagNameMap {}
}
`;
}

function callsFile(folders: readonly TagFolder[]): string {
  const families = folders.filter((folder) => folder.calls).sort((a, b) => (a.calls as CallFamily).order - (b.calls as CallFamily).order);
  const exportName = (folder: TagFolder) => {
    const text = readFileSync(join(root, 'widgets', folder.name, 'calls.ts'), 'utf8');
    return /export const (\w+): CallFamily/.exec(text)?.[1] ?? `${camel(folder.name)}Calls`;
  };
  const named = families.map((folder) => [folder, exportName(folder)] as const);
  return `${GENERATED}
/**
 * The registry of every call the tags make, one family per line, in the order
 * \`resort-widgets check-host\` asks them (each family's \`order\`: a family whose calls need an id
 * another family's answer teaches comes after it). Each family describes its calls in its own
 * \`calls.ts\`, beside the code that makes them. No bundle imports this file: only the command and
 * the tests do.
 */
import type { CallFamily } from '../src/api/host-calls.ts';
${[...named].sort((a, b) => a[1].localeCompare(b[1])).map(([folder, name]) => `import { ${name} } from './${folder.name}/calls.ts';`).join('\n')}

export const callRegistry: readonly CallFamily[] = [
${named.map(([, name]) => `  ${name},`).join('\n')}
];
`;
}

/** A value as TypeScript source: single-quoted strings, keys bare where they can be. */
function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
  if (typeof value !== 'object' || value === null) return String(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  const fields = Object.entries(value).map(([key, field]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : literal(key)}: ${literal(field)}`);
  return `{ ${fields.join(', ')} }`;
}

function boxesFile(folders: readonly TagFolder[]): string {
  const boxed = folders.flatMap((folder) => (folder.tags ?? []).filter((entry) => entry.box));
  // The counts go in a list of their own: only the host stylesheet reads them, no island.
  const rows = boxed.map((entry) => `  '${entry.meta.tag}': ${literal(Object.fromEntries(Object.entries(entry.box!).filter(([key]) => key !== 'counts')))},`);
  const counted = boxed.filter((entry) => entry.box!.counts).map((entry) => `  '${entry.meta.tag}': ${literal(entry.box!.counts)},`);
  return `${GENERATED}
/**
 * The box each tag takes on the page before and while it starts (\`boxes.ts\` says how it is used),
 * from each folder's \`tags.ts\`, where every box is explained and measured.
 */
import type { BoxCount, TagBox } from './boxes.ts';

export const tagBoxes: Readonly<Record<string, TagBox>> = {
${rows.join('\n')}
};

/** The counts a host writes as attributes on a tag, which only the host stylesheet reads (\`countCss\`). */
export const tagBoxCounts: Readonly<Record<string, Readonly<Record<string, BoxCount>>>> = {
${counted.join('\n')}
};
`;
}

function shotsFile(folders: readonly TagFolder[]): string {
  const rows: string[] = [];
  for (const folder of folders) {
    for (const entry of folder.tags ?? []) {
      const shots = entry.shots.map(literal);
      rows.push(shots.length === 1 ? `  '${entry.meta.tag}': [${shots[0]}],` : `  '${entry.meta.tag}': [\n${shots.map((shot) => `    ${shot},`).join('\n')}\n  ],`);
    }
  }
  return `${GENERATED}
/**
 * The states each tag is pictured in (\`shots\` in its folder's \`tags.ts\`), each in every look at
 * its widths (\`looks.ts\`). \`npm run test:screenshots -- --update-snapshots\` draws a new tag's
 * baselines.
 */
import type { TagShot } from '../../src/island/tag-entry.ts';

export type Shot = TagShot;

export const shots: Record<string, readonly Shot[]> = {
${rows.join('\n')}
};
`;
}

type UmdTotal = UmdFile['key'];

/** Hundredths, so that sums of tenths print as written (0.1 + 0.2 is 0.30000000000000004). */
const kb = (value: number) => Math.round(value * 100) / 100;

/** The hand-written base of each UMD total (`umdBase`): what its file carries that belongs to no tag. */
function umdBase(budgets: Record<string, unknown>): Record<UmdTotal, number> {
  const base = budgets.umdBase as Partial<Record<UmdTotal, unknown>> | undefined;
  const totals: Partial<Record<UmdTotal, number>> = {};
  for (const { key, file } of UMD_FILES) {
    const value = base?.[key];
    if (typeof value !== 'number') throw new Error(`tags: size-budgets.json has no umdBase.${key} (KB gzip of ${file} that belongs to no tag; npm run size measures it)`);
    totals[key] = value;
  }
  return totals as Record<UmdTotal, number>;
}

/**
 * size-budgets.json with the rows written from the folders: `entries`, `addedToMinicart`, each
 * tag's UMD figures (`umdTags`) and the UMD totals (`umd`, `umdComplete`, `umdAdmin`,
 * `umdAdminComplete`: `umdBase` plus the figures of the bundle's tags); the rest kept.
 */
function budgetsFile(folders: readonly TagFolder[], current: string): string {
  const budgets = JSON.parse(current) as Record<string, unknown>;
  const entries: Record<string, number> = {};
  const added: Record<string, number> = {};
  const umdTags: Record<string, TagUmdBudget> = {};
  const totals = umdBase(budgets);
  for (const folder of folders) {
    for (const entry of folder.tags ?? []) {
      if (entry.budget.entry !== undefined) entries[entry.meta.tag] = entry.budget.entry;
      if (entry.budget.addedToMinicart !== undefined) added[entry.meta.tag] = entry.budget.addedToMinicart;
      umdTags[entry.meta.tag] = { first: entry.budget.umd.first, complete: entry.budget.umd.complete };
      for (const { key, bundle, part } of UMD_FILES) if (entry.bundle === bundle) totals[key] = kb(totals[key] + entry.budget.umd[part]);
    }
  }
  const generated: Record<string, unknown> = { ...totals, entries, addedToMinicart: added, umdTags };
  // Keys keep their place in the file; one it lacks goes at the end.
  const out: Record<string, unknown> = { ...budgets, ...generated };
  return `${JSON.stringify(out, null, 2)}\n`;
}

/** Every generated file, by path from the repository root. */
export function generatedFiles(folders: readonly TagFolder[], base = root): Map<string, string> {
  return new Map([
    ['widgets/entries.ts', entriesFile(folders)],
    ['widgets/index.ts', indexFile(folders)],
    ['widgets/admin.ts', adminFile(folders)],
    ['widgets/tag-types.ts', tagTypesFile(folders)],
    ['widgets/calls.ts', callsFile(folders)],
    ['src/island/tag-boxes.ts', boxesFile(folders)],
    ['test/screenshots/shots.ts', shotsFile(folders)],
    ['size-budgets.json', budgetsFile(folders, readFileSync(join(base, 'size-budgets.json'), 'utf8'))],
  ]);
}
