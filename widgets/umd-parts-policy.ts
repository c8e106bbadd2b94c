/**
 * The UMD file's parts are classic scripts its define function adds to the page
 * (`scripts/umd-parts.mjs`); this hands it the library's Trusted Types policy for their addresses
 * (`src/core/trusted-types.ts`), which a page that requires Trusted Types insists on. The complete
 * file has no parts: its build leaves this out (`rollup.config.mjs`).
 */
import { scriptUrl } from '../src/core/trusted-types.ts';

export function handPolicyToParts(): void {
  const define = (globalThis as { __resortWidgetsDefine?: { scriptUrl?: (url: string) => unknown } }).__resortWidgetsDefine;
  if (define && !define.scriptUrl) define.scriptUrl = scriptUrl;
}
