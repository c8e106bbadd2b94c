/**
 * The UMD bundle: React inside, every tag registered, and `window.ResortWidgets` for hosts
 * (version, stores, bus helpers, defineWidget).
 */
import * as ResortWidgets from './index.ts';

declare global {
  interface Window {
    ResortWidgets?: typeof ResortWidgets;
  }
}

// A second copy of the library keeps the first one's global (stores are shared anyway).
if (typeof window !== 'undefined' && !window.ResortWidgets) window.ResortWidgets = ResortWidgets;

