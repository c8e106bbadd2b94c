/**
 * The Chromium every automated check drives (the real-browser tests, the screenshots, the story
 * check, the packed tarball): Debian's `chromium-headless-shell` where it is installed, else its
 * `chromium`; `CHROMIUM_PATH` names another. Playwright cannot download its own browsers here.
 *
 * The headless shell is the same Chromium (the same Blink, V8 and Skia, the same version as
 * Debian's `chromium`) without the desktop browser's window layer: what Playwright itself runs for
 * headless Chromium. Measured on this 2-core machine, the real-browser stage took 634 CPU seconds
 * and 338 s with `chromium` and 415 and 240 s with the shell, every test passing and every picture
 * matching the same baselines (the fonts and the rasteriser are the same). The benchmark keeps the
 * full browser (`test/bench/run.mjs`): it measures what a shopper's browser does.
 */
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';

export const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

/**
 * Without the background networking flags Chromium's own connections are refused by a closed
 * network, many at a time; the rest keep a test's browser to the page it shows.
 */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
