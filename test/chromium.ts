import type { LaunchOptions } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';

/**
 * The one Chromium every Playwright run uses (`scripts/chromium.mjs` says which and why). The
 * screenshot baselines were drawn by it, so another build may draw text a pixel apart.
 */
export { chromiumPath };

export const chromiumLaunchOptions: LaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
