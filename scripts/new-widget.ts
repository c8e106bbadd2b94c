/**
 * `npm run new-widget resort-<name> [--store]`: writes a small, working tag in `widgets/<name>/`
 * (modelled on `<resort-category>`): one attribute, one call with its schema, its loading, error
 * with Retry and loaded states, English and French, a story per state, a component test, its
 * `tags.ts` (bundle, box, budget with what it adds to the UMD files, pictured states) and its call
 * family. With `--store`, the demo
 * store's feature folder `examples/server/<name>/` too: its route, table, demo row and audience,
 * registered through its `feature.ts`. Then `npm run tags` and `npm run docs` write the central
 * lists and the docs; nothing outside the two folders is edited by hand.
 *
 * `scaffold(root, tag, { store })` writes the files under any root (the scaffold's test writes
 * into a scratch copy).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TagBudget, TagEntry } from '../src/island/tag-entry.ts';

const repo = resolve(import.meta.dirname, '..');

interface Names {
  tag: string;
  /** `gift-card` */
  folder: string;
  /** `giftCard` */
  camel: string;
  /** `GiftCard` */
  pascal: string;
  /** `gift card` */
  words: string;
  /** `/api/gift-card/` */
  path: string;
  /** `gift_card_items` */
  table: string;
}

export function namesOf(tag: string): Names {
  if (!/^resort-[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(tag)) throw new Error(`new-widget: "${tag}" is not a tag name like resort-gift-card (lower case, words joined by -)`);
  const folder = tag.slice('resort-'.length);
  const camel = folder.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
  return {
    tag,
    folder,
    camel,
    pascal: camel[0]!.toUpperCase() + camel.slice(1),
    words: folder.replace(/-/g, ' '),
    path: `/api/${folder}/`,
    table: `${folder.replace(/-/g, '_')}_items`,
  };
}

/** A new tag's budget: an entry budget and what it adds to the UMD files. */
type ModelBudget = Required<Pick<TagBudget, 'entry' | 'umd'>>;

/**
 * The budget of `<resort-category>` (widgets/category/tags.ts), which a new tag starts from: its
 * entry budget and what it adds to the UMD files. The shared core and the UMD files grow, so fixed
 * numbers here would go stale.
 */
async function modelBudget(root: string): Promise<ModelBudget> {
  const { tags } = (await import(pathToFileURL(join(root, 'widgets/category/tags.ts')).href)) as { tags?: readonly TagEntry[] };
  const budget = tags?.find((entry) => entry.meta.tag === 'resort-category')?.budget;
  if (budget?.entry === undefined) throw new Error('new-widget: widgets/category/tags.ts names no budget for <resort-category> to start from.');
  return { entry: budget.entry, umd: { first: budget.umd.first, complete: budget.umd.complete } };
}

/** The next free call order: after every family there is. */
function nextOrder(root: string): number {
  const widgets = join(root, 'widgets');
  let highest = 0;
  for (const folder of readdirSync(widgets)) {
    const file = join(widgets, folder, 'calls.ts');
    if (!existsSync(file)) continue;
    const order = /^ {2}order: (\d+),$/m.exec(readFileSync(file, 'utf8'))?.[1];
    if (order) highest = Math.max(highest, Number(order));
  }
  return highest + 10;
}

/** Feature folders' migrations take versions from 1001 up, clear of the store's own. */
function nextFeatureVersion(root: string): number {
  const server = join(root, 'examples/server');
  let highest = 1000;
  for (const folder of readdirSync(server)) {
    const file = join(server, folder, 'feature.ts');
    if (!existsSync(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(/version: (\d+)/g)) highest = Math.max(highest, Number(match[1]));
  }
  return highest + 1;
}

function widgetFiles(n: Names, order: number, budget: ModelBudget): Record<string, string> {
  const { tag, folder, camel, pascal, words, path } = n;
  const title = words[0]!.toUpperCase() + words.slice(1);
  return {
    'meta.ts': `/** \`<${tag}>\` as the element needs it at run time (descriptions in \`docs.ts\`). */
import type { ElementSpec } from '../../src/island/widget-meta.ts';

export const ${camel}Element = {
  tag: '${tag}',
  attributes: [{ prop: 'itemId', type: 'number' }],
} as const satisfies ElementSpec;
`,
    [`${folder}-schemas.ts`]: `/** \`GET ${path}{id}\`: the item's \`Id\` and \`Name\`. */
import * as z from 'zod/mini';

export const ${camel.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}_PATH = '${path}';

export const ${camel}Schema = z.object({
  Id: z.number().check(z.refine((value) => Number.isInteger(value) && value > 0, 'An id is a positive whole number')),
  Name: z.string().check(z.refine((value) => value.trim() !== '', 'A name is needed')),
});
export type ${pascal}Answer = z.output<typeof ${camel}Schema>;
export type ${pascal}AnswerInput = z.input<typeof ${camel}Schema>;

export const ${camel}Path = (id: number) => \`${path}\${id}\`;
`,
    'api.ts': `/** \`<${tag}>\`'s call. */
import * as api from '../../src/api/client.ts';
import { ${camel}Path, ${camel}Schema } from './${folder}-schemas.ts';

export const load${pascal} = (id: number, fresh = false) => api.get(${camel}Path(id), ${camel}Schema, { fresh });
`,
    'labels.ts': `import { commonLabels } from '../../src/ui/common-labels.ts';

/** \`<${tag}>\`'s wording (overridable by key). */
export const ${camel}Labels = {
  'common.loading': commonLabels['common.loading'],
  'common.retry': commonLabels['common.retry'],
  'error.network': commonLabels['error.network'],
  'error.timeout': commonLabels['error.timeout'],
  'error.server': commonLabels['error.server'],
  'error.invalidResponse': commonLabels['error.invalidResponse'],
  '${camel}.loadError': 'This ${words} could not be loaded.',
  '${camel}.noItem': 'Nothing to show: the page did not say which one.',
} as const;

export type ${pascal}Labels = Record<keyof typeof ${camel}Labels, string>;
`,
    'labels.fr-CA.ts': `import type { Translation } from '../../src/core/labels.ts';
import type { ${camel}Labels } from './labels.ts';
import { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';

export { coreLabelsFr } from '../../src/core/labels.fr-CA.ts';
export { commonLabelsFr } from '../../src/ui/common-labels.fr-CA.ts';

/** \`<${tag}>\`'s wording in Canadian French. */
export const ${camel}LabelsFr = {
  'common.loading': commonLabelsFr['common.loading'],
  'common.retry': commonLabelsFr['common.retry'],
  'error.network': commonLabelsFr['error.network'],
  'error.timeout': commonLabelsFr['error.timeout'],
  'error.server': commonLabelsFr['error.server'],
  'error.invalidResponse': commonLabelsFr['error.invalidResponse'],
  '${camel}.loadError': 'Cet élément n’a pas pu être chargé.',
  '${camel}.noItem': 'Rien à afficher : la page n’indique pas lequel.',
} satisfies Translation<typeof ${camel}Labels>;
`,
    [`${pascal}.tsx`]: `import { useCallback, useRef } from 'react';
import { ErrorNotice } from '../../src/ui/ErrorNotice.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { useLabels } from '../../src/ui/use-labels.ts';
import { useResource } from '../../src/ui/use-resource.ts';
import { load${pascal} } from './api.ts';
import { ${camel}Labels, type ${pascal}Labels } from './labels.ts';

export interface ${pascal}Props {
  itemId?: number | undefined;
}

const validId = (id: number | undefined): id is number => id !== undefined && Number.isInteger(id) && id > 0;

/** \`<${tag}>\`: the item's name, from \`GET ${path}{id}\`. */
export function ${pascal}({ itemId }: ${pascal}Props) {
  const labels = useLabels(${camel}Labels);
  if (!validId(itemId)) return <p className="rw-${folder}__note">{labels['${camel}.noItem']}</p>;
  return <${pascal}Item itemId={itemId} labels={labels} />;
}

function ${pascal}Item({ itemId, labels }: { itemId: number; labels: ${pascal}Labels }) {
  // Retry asks the store again rather than answering from the client's cache.
  const retried = useRef(false);
  const load = useCallback(() => load${pascal}(itemId, retried.current), [itemId]);
  const item = useResource(load, itemId);
  const retry = () => {
    retried.current = true;
    item.reload();
  };
  if (item.status === 'error') return <ErrorNotice title={labels['${camel}.loadError']} error={item.error} onRetry={retry} />;
  if (!item.data) return <Spinner label={labels['common.loading']} />;
  return <p className="rw-${folder}">{item.data.Name}</p>;
}
`,
    [`styles/${folder}.ts`]: `/** \`<${tag}>\`: the item's name. */
export const ${camel}Styles = /* css */ \`
:host { display: flow-root; }
.rw-${folder} { margin: 0; font-weight: 700; }
.rw-${folder}__note { color: var(--rw-muted); margin: 0; }
\`;
`,
    [`elements/${tag}.ts`]: `import { defineWidget } from '../../../src/island/define-widget.tsx';
import { ${pascal} } from '../${pascal}.tsx';
import { ${camel}Element } from '../meta.ts';
import { ${camel}Styles } from '../styles/${folder}.ts';
import { claimCalls } from '../../../src/api/report-call.ts';
import { ${camel.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}_PATH } from '../${folder}-schemas.ts';

export const ${pascal}Element = defineWidget({ ...${camel}Element, translations: { 'fr-CA': () => import('../labels.fr-CA.ts') }, component: ${pascal}, styles: ${camel}Styles });

// A failed call is reported under the tag that first claims its path (see report-call.ts).
claimCalls(${camel}Element.tag, ${camel.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}_PATH);
`,
    'docs.ts': `/** Descriptions of \`<${tag}>\` (manifest, \`docs/tags/\` and Storybook; \`npm run docs\`). */
import { withDocs } from '../../src/island/widget-meta.ts';
import { ${camel}Element } from './meta.ts';
import { ${camel}Labels } from './labels.ts';
import { commonLabels } from '../../src/ui/common-labels.ts';

export const ${camel}Meta = withDocs(${camel}Element, {
  description: 'The name of one ${words} from \`GET ${path}{id}\`.',
  attributes: {
    itemId: 'The ${words} to show (its \`Id\`). Without a valid one the tag says so and asks nothing.',
  },
  events: [],
  reference: \`
It asks \\\`GET ${path}{id}\\\` and reads \\\`Id\\\` and \\\`Name\\\`.

- While the answer is on its way it shows \\\`Loading…\\\`.
- It then shows the \\\`Name\\\`.
- A failed load (network, timeout, a 5xx, an answer of the wrong shape) shows
  \\\`This ${words} could not be loaded.\\\`, why, and Retry (which asks the store again).
- Without a valid \\\`item-id\\\`: \\\`Nothing to show: the page did not say which one.\\\`
\`,
  labels: { ${camel}Labels, commonLabels },
  fallback: {
    description: 'The ${words}\\'s name as the store renders it (a link to its page where it has one).',
    example: '<${tag} item-id="1"><p data-resort-fallback>…the ${words}\\'s name…</p></${tag}>',
  },
});
`,
    'calls.ts': `/**
 * \`<${tag}>\`'s call. Read by \`resort-widgets check-host\` through \`widgets/calls.ts\`; no
 * bundle imports this file.
 */
import { hostCall, type CallFamily } from '../../src/api/host-calls.ts';
import { ${camel.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}_PATH, ${camel}Schema } from './${folder}-schemas.ts';

export const ${camel}Calls: CallFamily = {
  family: '${folder}',
  order: ${order},
  tags: ['${tag}'],
  calls: [
    hostCall({
      name: '${words}',
      method: 'GET',
      path: \`\${${camel.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}_PATH}{itemId}\`,
      params: { itemId: { id: '${folder}', example: 1 } },
      schema: ${camel}Schema,
      sends: 'read',
      who: 'guest',
    }),
  ],
};
`,
    'tags.ts': `/**
 * \`<${tag}>\` as the build, the docs and the checks know it: which bundle, the box reserved on
 * the page, the size budget and the states the screenshots picture. \`npm run tags\` writes the
 * central lists from every folder's tags.ts; no bundle imports this file.
 */
import { defineTags } from '../../src/island/tag-entry.ts';
import { ${camel}Meta } from './docs.ts';

export const tags = defineTags([
  {
    meta: ${camel}Meta,
    bundle: 'storefront',
    // One line of text: measure the loaded state on the demo store and write it here.
    box: { display: 'block', height: 1.5 },
    // <resort-category>'s budget, the tag this one is modelled on (a new tag weighs about what it
    // does): its entry, and what it adds to the UMD files. npm run size measures both (the UMD
    // figures in its table of what each tag takes): lower them to the tag's own plus a little once
    // it is built.
    budget: { entry: ${budget.entry}, umd: { first: ${budget.umd.first}, complete: ${budget.umd.complete} } },
    shots: [{ story: '${folder}-${tag}--loaded', shows: 'Example ${words}' }],
  },
]);
`,
    [`${folder}.fixtures.ts`]: `/** Answers of \`GET ${path}{id}\` for \`<${tag}>\`'s tests and stories, parsed by its own schema. */
import { ${camel}Schema, type ${pascal}Answer, type ${pascal}AnswerInput } from './${folder}-schemas.ts';

export function ${camel}Answer(overrides: Partial<${pascal}AnswerInput> = {}): ${pascal}Answer {
  return ${camel}Schema.parse({ Id: 1, Name: 'Example ${words}', ...overrides });
}
`,
    'story-handlers.ts': `/** MSW handlers that play \`GET ${path}{id}\` for \`<${tag}>\`'s stories. */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { ${camel}Answer } from './${folder}.fixtures.ts';

// The store's route, written out rather than taken from the client, so a wrong path shows up in the stories.
const ROUTE = '${path}:id';

/** A JSON answer whose body never ends (the widget stays loading). */
const endless = () => new Response(new ReadableStream<Uint8Array>(), { headers: { 'Content-Type': 'application/json' } });

export const ${camel}Ok = (answer: JsonBodyType = ${camel}Answer()): HttpHandler => http.get(ROUTE, () => HttpResponse.json(answer));
export const ${camel}Pending = (): HttpHandler => http.get(ROUTE, () => endless());
export const ${camel}Fail = (): HttpHandler => http.get(ROUTE, () => HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }));
`,
    [`${tag}.stories.tsx`]: `import type { Meta } from '@storybook/react-vite';
import { ${camel}Meta } from './docs.ts';
import { ${camel}Fail, ${camel}Ok, ${camel}Pending } from './story-handlers.ts';
import { tagMeta, type TagArgs, type TagStory } from '../../stories/tag-story.tsx';

export default {
  title: '${title}/<${tag}>',
  ...tagMeta(${camel}Meta, {
    load: () => import('./elements/${tag}.ts'),
    args: { itemId: 1 },
  }),
} satisfies Meta<TagArgs>;

/** The item's name. */
export const Loaded: TagStory = {
  parameters: { msw: [${camel}Ok()] },
};

/** The answer is on its way. */
export const Loading: TagStory = {
  parameters: { msw: [${camel}Pending()] },
};

/** The store answered 500: the error with Retry. */
export const LoadError: TagStory = {
  parameters: { msw: [${camel}Fail()] },
};

/** No item id on the tag: it says so and asks nothing. */
export const NoItem: TagStory = {
  args: { itemId: undefined },
  parameters: { msw: [] },
};
`,
    [`${pascal}.test.tsx`]: `import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as api from '../../src/api/client.ts';
import { setPageData } from '../../src/stores/page-data-actions.ts';
import { startMswServer } from '../../test/msw.ts';
import { ${camel}Answer } from './${folder}.fixtures.ts';
import { ${pascal} } from './${pascal}.tsx';

const ROUTE = '${path}:id';
const server = startMswServer(http.get(ROUTE, () => HttpResponse.json(${camel}Answer())));

beforeEach(() => {
  api.invalidate();
  setPageData({});
});

describe('<${tag}>', () => {
  it('asks for the item the tag names and shows its name', async () => {
    const asked: string[] = [];
    server.use(http.get(ROUTE, ({ request }) => (asked.push(new URL(request.url).pathname), HttpResponse.json(${camel}Answer({ Name: 'Season gift' })))));
    render(<${pascal} itemId={7} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Season gift')).toBeInTheDocument();
    expect(asked).toEqual(['${path}7']);
  });

  it('says why it failed, and Retry asks the store again', async () => {
    let answers = 0;
    server.use(http.get(ROUTE, () => (++answers === 1 ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : HttpResponse.json(${camel}Answer()))));
    render(<${pascal} itemId={1} />);
    expect(await screen.findByText('This ${words} could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Example ${words}')).toBeInTheDocument();
    expect(answers).toBe(2);
  });

  it('shows an answer of the wrong shape as a failure, not as a blank', async () => {
    server.use(http.get(ROUTE, () => HttpResponse.json({ Id: 1 })));
    render(<${pascal} itemId={1} />);
    expect(await screen.findByText('This ${words} could not be loaded.')).toBeInTheDocument();
  });

  it('asks nothing without an item id', () => {
    render(<${pascal} />);
    expect(screen.getByText('Nothing to show: the page did not say which one.')).toBeInTheDocument();
  });
});
`,
  };
}

function storeFiles(n: Names, version: number): Record<string, string> {
  const { tag, folder, camel, words, path, table } = n;
  return {
    'routes.ts': `/** \`GET ${path}{id}\` as \`<${tag}>\` reads it: the item's \`Id\` and \`Name\`. */
import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../platform/http-error.ts';
import { id, readParam } from '../platform/input.ts';

export function ${camel}Routes(db: Db): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('${path}:id', async (c) => {
    const itemId = readParam(c, 'id', id('Invalid ${words} id.'));
    const { rows } = await db.query<{ id: number; name: string }>('select id, name from ${table} where id = $1', [itemId]);
    const row = rows[0];
    if (!row) throw new HttpError(404, 'No such ${words}.');
    return c.json({ Id: row.id, Name: row.name });
  });
  return routes;
}
`,
    'feature.ts': `/** The demo store's side of \`<${tag}>\`: its route, its table and a demo row (found by features.ts). */
import { defineFeature } from '../platform/store-feature.ts';
import type { Db } from '../db/db.ts';
import { ${camel}Routes } from './routes.ts';

export const feature = defineFeature({
  routes: ${camel}Routes,
  migrations: [
    {
      version: ${version},
      name: '${folder}',
      sql: 'create table ${table} (id integer primary key, name text not null)',
    },
  ],
  seed: async (db: Db) => {
    await db.query("insert into ${table} (id, name) values (1, 'Example ${words}') on conflict (id) do nothing");
  },
  audience: { 'GET ${path}:id': 'anyone' },
});
`,
  };
}

function write(base: string, files: Record<string, string>): string[] {
  const written: string[] = [];
  for (const [path, text] of Object.entries(files)) {
    const file = join(base, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    written.push(file);
  }
  return written;
}

/** Writes the tag's folder (and with `store`, its demo-store folder) under `root`; returns the files written. */
export async function scaffold(root: string, tag: string, { store = false } = {}): Promise<string[]> {
  const names = namesOf(tag);
  const widget = join(root, 'widgets', names.folder);
  if (existsSync(widget)) throw new Error(`new-widget: widgets/${names.folder}/ already exists`);
  const server = join(root, 'examples/server', names.folder);
  if (store && existsSync(server)) throw new Error(`new-widget: examples/server/${names.folder}/ already exists`);
  const written = write(widget, widgetFiles(names, nextOrder(root), await modelBudget(root)));
  if (store) written.push(...write(server, storeFiles(names, nextFeatureVersion(root))));
  return written;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const tag = args.find((arg) => !arg.startsWith('--'));
  if (!tag) {
    console.error('usage: npm run new-widget -- resort-<name> [--store]');
    process.exit(1);
  }
  const written = await scaffold(repo, tag, { store: args.includes('--store') });
  for (const file of written) console.log(`new-widget: wrote ${file.slice(repo.length + 1)}`);
  // The central lists and the docs, written from the folders.
  for (const script of ['scripts/tags/generate.ts', 'scripts/docs/generate.ts']) execFileSync(process.execPath, ['--import', 'tsx', script], { cwd: repo, stdio: 'inherit' });
}
