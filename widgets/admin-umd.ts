/**
 * The admin UMD bundle: React inside, the staff tags registered, and `window.ResortWidgetsAdmin`
 * for hosts (version, stores, bus helpers, defineWidget).
 */
import * as ResortWidgetsAdmin from './admin.ts';

declare global {
  interface Window {
    ResortWidgetsAdmin?: typeof ResortWidgetsAdmin;
  }
}

if (typeof window !== 'undefined' && !window.ResortWidgetsAdmin) window.ResortWidgetsAdmin = ResortWidgetsAdmin;
