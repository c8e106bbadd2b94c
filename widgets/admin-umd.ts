/**
 * The admin UMD bundle: React inside, the staff tags registered, and `window.ResortWidgetsAdmin`
 * for hosts (version, stores, bus helpers, defineWidget, and `ready`, already resolved).
 */
import { handPolicyToParts } from './umd-parts-policy.ts';
import * as helpers from './admin.ts';

type Helpers = typeof helpers;
export type ResortWidgetsAdminGlobal = Helpers & { ready: Promise<ResortWidgetsAdminGlobal> };

declare global {
  interface Window {
    ResortWidgetsAdmin?: ResortWidgetsAdminGlobal;
  }
}

if (typeof window !== 'undefined' && !window.ResortWidgetsAdmin) {
  const api = { ...helpers } as ResortWidgetsAdminGlobal;
  api.ready = Promise.resolve(api);
  window.ResortWidgetsAdmin = api;
}

handPolicyToParts();
