/**
 * The lint rule that keeps the library's imports pointing one way (see docs/ARCHITECTURE.md):
 *
 * - `src/` is a stack of layers; a file may import its own layer and the layers below it, never
 *   one above, and never `widgets/`.
 * - A widget (`widgets/<name>/`) may import `src/` and its own folder, never another widget.
 * - A widget's stories, story handlers and fixtures (`*.stories.tsx`, `story-handlers.ts`,
 *   `*.fixtures.ts`) sit in its folder but are not library code: they may import what a test may,
 *   and no library file imports them, so none of them lands in a bundle.
 * - The package entries (`widgets/*.ts`) sit above everything and may import anything.
 * - The call registry (`widgets/calls.ts`, each family's `calls.ts`, `src/api/host-calls.ts`) is
 *   read by `resort-widgets check-host` and the tests only: no library code imports it, so none
 *   of the command's data lands in a bundle.
 * - A widget's components (its `*.tsx` files) never import the client (`src/api/client.ts`,
 *   `src/api/file-client.ts`): every call a widget makes is in its `api.ts`, so one file lists
 *   what the widget asks the store, beside the `calls.ts` that describes it for `check-host`.
 *
 * The demo store (`examples/server/`) has a stack of its own, checked by the rule `store-layers`:
 *
 * - Its folders form one order, lowest first (`STORE_LAYERS`): a file may import its own folder
 *   and the folders below it, never one above, so no folder can end up in a loop with another.
 * - `migrations/` are frozen snapshots: they import the database's types only, and only the
 *   start-up files and the tests import them.
 * - `test-support/` is for tests: no store code imports it.
 * - A feature folder with a `feature.ts` (registered by `features.ts`, not listed here) sits above
 *   every listed folder.
 * - The start-up files at the top (`app.ts`, `main.ts`, `seed.ts`, `options.ts`, `features.ts`) may
 *   import any folder; no folder imports them.
 *
 * Only relative imports are checked: packages from node_modules are not layers.
 */
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/** Lowest first. */
export const SRC_LAYERS = ['core', 'api', 'events', 'stores', 'ui', 'island'];

const root = resolve(import.meta.dirname, '..');

/** The modules that send requests: a widget's components reach them only through its api.ts. */
const CLIENTS = new Set(['src/api/client.ts', 'src/api/file-client.ts']);

/**
 * Where a file sits: a `src/` layer, a widget, an entry, or elsewhere (tests, stories, tools);
 * `registry` for the call registry's files, `component` for a widget's React files, `client` for
 * the modules that send requests.
 */
export function placeOf(file) {
  const place = layerOf(file);
  const parts = relative(root, file).split(/[\\/]/);
  const name = parts.at(-1);
  const registry = (parts[0] === 'widgets' && name === 'calls.ts') || (parts[0] === 'src' && name === 'host-calls.ts');
  const component = place.kind === 'widget' && name.endsWith('.tsx');
  const client = CLIENTS.has(parts.join('/'));
  return { ...place, ...(registry && { registry: true }), ...(component && { component: true }), ...(client && { client: true }) };
}

/** A widget folder's stories, story handlers and fixtures: beside the tag, never in a bundle. */
export const isStoryOrFixture = (name) => /\.stories\.tsx?$|\.fixtures\.ts$|^story-handlers\.ts$/.test(name);

function layerOf(file) {
  const parts = relative(root, file).split(/[\\/]/);
  if (parts[0] === 'src') {
    if (parts.length === 2) return { kind: 'layer', layer: 'public-api', rank: SRC_LAYERS.length };
    const rank = SRC_LAYERS.indexOf(parts[1]);
    return rank === -1 ? { kind: 'other' } : { kind: 'layer', layer: parts[1], rank };
  }
  if (parts[0] === 'widgets') {
    if (parts.length === 2) return { kind: 'entry' };
    return isStoryOrFixture(parts.at(-1)) ? { kind: 'other' } : { kind: 'widget', name: parts[1] };
  }
  return { kind: 'other' };
}

/** Why `from` may not import `to`, or null when it may. */
export function refusal(from, to) {
  if (to.registry && !from.registry && from.kind !== 'other') return 'the call registry is for resort-widgets check-host and the tests only: no bundle may carry it';
  if (to.kind === 'other') return from.kind === 'other' ? null : 'library code imports only src/ and its own widget';
  if (from.kind === 'entry' || from.kind === 'other') return null;
  if (from.kind === 'layer') {
    if (to.kind !== 'layer') return `src/${from.layer} must not import a widget or a package entry`;
    if (to.rank > from.rank) return `src/${from.layer} must not import src/${to.layer}, a layer above it (order: ${SRC_LAYERS.join(' ← ')} ← public-api)`;
    return null;
  }
  // A widget.
  if (from.component && to.client) return `a component does not call the client: put the call in the widget's api.ts (widgets/${from.name}/api.ts)`;
  if (to.kind === 'widget' && to.name !== from.name) return `widgets/${from.name} must not import widgets/${to.name}: share through src/ instead`;
  if (to.kind === 'entry') return `widgets/${from.name} must not import a package entry`;
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports point down the layers of src/, and no widget imports another.' },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const reason = refusal(from, placeOf(resolve(dirname(context.filename), source)));
      if (reason) context.report({ node: node.source, message: `${reason} (import '${source}').` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/**
 * The demo store's folders, lowest first: the ground floor (`db`, `platform`, the page shell), then
 * the features in the order they build on each other.
 */
export const STORE_LAYERS = [
  'db',
  'text',
  'platform',
  'shell',
  'catalog',
  'household',
  'buying',
  'pricing',
  'cart',
  'page',
  'payments',
  'payment-plans',
  'vouchers',
  'orders',
  'subscriptions',
  'account',
  'checkout',
  'storefront',
  'product-admin',
  'client-errors',
];

const storeRoot = resolve(root, 'examples/server');

/** Where a file of the demo store sits: a folder of the stack, `migrations`, `test-support`, the start-up files (`top`), or outside the store. */
export function storePlaceOf(file) {
  const parts = relative(storeRoot, file).split(/[\\/]/);
  if (parts[0] === '..') return { kind: 'outside' };
  if (parts.length === 1) return { kind: 'top' };
  if (parts[0] === 'migrations' || parts[0] === 'test-support') return { kind: parts[0] };
  const rank = STORE_LAYERS.indexOf(parts[0]);
  if (rank !== -1) return { kind: 'layer', folder: parts[0], rank };
  // A feature folder that registers itself (its feature.ts, found by features.ts) sits above every
  // listed folder: it may import any of them, and none imports it.
  return existsSync(resolve(storeRoot, parts[0], 'feature.ts')) ? { kind: 'layer', folder: parts[0], rank: STORE_LAYERS.length } : { kind: 'unknown', folder: parts[0] };
}

const STORE_ORDER = `order, lowest first: ${STORE_LAYERS.join(' ← ')} ← app.ts`;

/** Why store file `from` may not import `to`, or null when it may. */
export function storeRefusal(from, to) {
  if (to.kind === 'outside') return null;
  if (from.kind === 'unknown') return `examples/server/${from.folder}/ is not in the demo store's layers: add it to STORE_LAYERS in scripts/eslint-layers.mjs`;
  if (to.kind === 'unknown') return `examples/server/${to.folder}/ is not in the demo store's layers: add it to STORE_LAYERS in scripts/eslint-layers.mjs`;
  if (from.kind === 'test-support') return null;
  if (to.kind === 'test-support') return 'test-support/ is for tests only';
  if (from.kind === 'migrations') {
    if (to.kind === 'migrations' || (to.kind === 'layer' && to.folder === 'db')) return null;
    return 'a migration is a frozen snapshot: it imports db/ only and carries its own SQL and data';
  }
  if (to.kind === 'migrations') return from.kind === 'top' ? null : 'only the start-up files (app.ts) apply the migrations';
  if (from.kind === 'top') return null;
  if (to.kind === 'top') return `examples/server/${from.folder}/ must not import the start-up files (${STORE_ORDER})`;
  if (to.rank > from.rank) return `examples/server/${from.folder}/ must not import ${to.folder}/, a folder above it (${STORE_ORDER})`;
  return null;
}

const storeRule = {
  meta: {
    type: 'problem',
    docs: { description: "Imports point down the demo store's folders: features never import a feature above them, the ground floor no feature." },
    schema: [],
  },
  create(context) {
    const from = storePlaceOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const reason = storeRefusal(from, storePlaceOf(resolve(dirname(context.filename), source)));
      if (reason) context.report({ node: node.source, message: `${reason} (import '${source}').` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'layers': rule, 'store-layers': storeRule } };
