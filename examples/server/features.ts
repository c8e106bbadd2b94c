/**
 * The demo store's feature folders that register themselves: every `examples/server/<folder>/feature.ts`
 * (`platform/store-feature.ts` says what one gives). `app.ts` applies their migrations and seeds and
 * routes their calls before the catch-all page route, so a new feature edits no central list.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StoreFeature } from './platform/store-feature.ts';

/** The folders that have a `feature.ts`, by name. */
export function featureFolders(root = import.meta.dirname): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, entry.name, 'feature.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** Loads every feature folder's `feature.ts`. */
export async function loadFeatures(root = import.meta.dirname): Promise<StoreFeature[]> {
  const features: StoreFeature[] = [];
  for (const folder of featureFolders(root)) {
    const module = (await import(pathToFileURL(join(root, folder, 'feature.ts')).href)) as { feature?: StoreFeature };
    if (!module.feature) throw new Error(`examples/server/${folder}/feature.ts exports no \`feature\` (defineFeature({ … }))`);
    features.push(module.feature);
  }
  return features;
}
