/**
 * The single-file UMD bundle: React inside, every tag registered, and `window.ResortWidgets` for
 * hosts (version, stores, bus helpers, defineWidget). Everything is there at once; `ready` is
 * there too, already resolved, so host code written for the CDN loader works with this file.
 */
import { handPolicyToParts } from './umd-parts-policy.ts';
import * as helpers from './index.ts';

type Helpers = typeof helpers;
export type ResortWidgetsGlobal = Helpers & { ready: Promise<ResortWidgetsGlobal> };

declare global {
  interface Window {
    ResortWidgets?: ResortWidgetsGlobal;
  }
}

// A second copy of the library keeps the first one's global (stores are shared anyway).
if (typeof window !== 'undefined' && !window.ResortWidgets) {
  const api = { ...helpers } as ResortWidgetsGlobal;
  api.ready = Promise.resolve(api);
  window.ResortWidgets = api;
}

handPolicyToParts();
