import type { LaunchOptions } from '@playwright/test';

/**
 * The one Chromium every Playwright run uses: Debian's (`apt-get install chromium`, as `.ci/run`
 * does), since Playwright cannot download its own browsers here. The screenshot baselines were
 * drawn by it, so another build may draw text a pixel apart.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};
