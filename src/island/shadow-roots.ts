/**
 * Our islands' shadow roots, announced to whoever needs to look inside them: the CDN loader
 * watches them for tags an island renders, which the document's observer cannot see.
 * Kept under the shared global so a loader and an island from different copies still meet.
 */
import { shared } from '../core/shared.ts';

export const SHADOW_ROOT_WATCHERS = 'island:shadow-root-watchers';

export type ShadowRootWatchers = Set<(root: ShadowRoot) => void>;

export function announceShadowRoot(root: ShadowRoot): void {
  for (const watch of shared<ShadowRootWatchers>(SHADOW_ROOT_WATCHERS, () => new Set())) watch(root);
}
