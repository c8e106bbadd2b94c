/**
 * The browsers Orca listens to: Debian's full `chromium` (its headless shell has no accessibility
 * bridge) and `firefox-esr`, each in a window of the screen reader's desktop, started after Orca.
 * Puppeteer opens pages and reads what the page's focus is (DevTools protocol for Chromium,
 * WebDriver BiDi for Firefox); every key a journey presses goes through the X server
 * (`keyboard.ts`), as a person's keyboard does, so Orca hears it.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Desktop } from './desktop.ts';

export type EngineName = 'chromium' | 'firefox';

export const BROWSERS: Readonly<Record<EngineName, { path: string; pkg: string; title: string }>> = {
  chromium: { path: process.env.ORCA_CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium', title: 'Chromium' },
  firefox: { path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', pkg: 'firefox-esr', title: 'Firefox' },
};

export interface ScreenBrowser {
  engine: EngineName;
  /** `Chromium 156.0…`, `Firefox 153.8.0esr`. */
  version: string;
  page: Page;
  /** The X window of the browser, which the keys are sent to. */
  window: string;
  /** Forgets the visitor: cookies and storage of every site, then a blank page. */
  newVisitor(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The browser's own helpers stay out of the page: no autofill of addresses or cards, no offer to
 * save a password or a card. Their popups and notices ("Save card?", "Automatic payment methods
 * filling is disabled…") are the browser's, not the store's, and take Orca's attention from it.
 */
const CHROMIUM_PREFERENCES = {
  autofill: { enabled: false, profile_enabled: false, credit_card_enabled: false },
  credentials_enable_service: false,
  profile: { password_manager_enabled: false },
  payments: { can_make_payment_enabled: false },
};
const FIREFOX_FORM_PREFS = {
  'signon.rememberSignons': false,
  'signon.autofillForms': false,
  'signon.generation.enabled': false,
  'signon.firefoxRelay.feature': 'disabled',
  'browser.formfill.enable': false,
  'extensions.formautofill.addresses.enabled': false,
  'extensions.formautofill.addresses.capture.enabled': false,
  'extensions.formautofill.creditCards.enabled': false,
};

/** A fresh Chromium profile with `CHROMIUM_PREFERENCES`, removed when the browser closes. */
function chromiumProfile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'resort-orca-chromium-'));
  mkdirSync(join(dir, 'Default'));
  writeFileSync(join(dir, 'Default', 'Preferences'), JSON.stringify(CHROMIUM_PREFERENCES));
  return dir;
}

const WIDTH = 1280;
const HEIGHT = 1000;

/** The browser's top-level X window: the visible one its process tree made. */
function findWindow(desktop: Desktop, engine: EngineName): string {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = spawnSync('xdotool', ['search', '--onlyvisible', '--class', engine === 'chromium' ? 'chromium' : 'firefox'], { env: desktop.env, encoding: 'utf8' });
    const windows = found.stdout.split('\n').filter(Boolean);
    if (windows.length > 0) return windows.at(-1) ?? '';
    if (Date.now() > deadline) throw new Error(`No ${engine} window appeared on ${desktop.display}`);
    spawnSync('sleep', ['0.1']);
  }
}

export async function startBrowser(desktop: Desktop, engine: EngineName): Promise<ScreenBrowser> {
  const { path, pkg } = BROWSERS[engine];
  if (!existsSync(path)) throw new Error(`${path} is missing: apt-get install ${pkg} (.ci/run does).`);
  const env = { ...desktop.env };
  const profile = engine === 'chromium' ? chromiumProfile() : null;
  const browser: Browser =
    engine === 'chromium'
      ? await puppeteer.launch({
          executablePath: path,
          headless: false,
          env,
          ...(profile ? { userDataDir: profile } : {}),
          defaultViewport: null,
          timeout: 120_000,
          // The automation bar would shift the page and take a Tab stop of the window.
          ignoreDefaultArgs: ['--enable-automation'],
          args: [
            // Build the accessibility tree from the start, as for a screen reader already running.
            '--force-renderer-accessibility',
            '--ozone-platform=x11',
            `--window-size=${WIDTH},${HEIGHT}`,
            '--window-position=0,0',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--no-default-browser-check',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--disable-extensions',
            '--disable-background-timer-throttling',
            '--disable-renderer-backgrounding',
            '--disable-backgrounding-occluded-windows',
            '--password-store=basic',
            '--disable-features=AutofillServerCommunication,AutofillEnableAccountWalletStorage,AutofillCreditCardUploadFeedback',
            '--test-type',
            '--lang=en-US',
          ],
        })
      : await puppeteer.launch({
          browser: 'firefox',
          executablePath: path,
          headless: false,
          env: { ...env, MOZ_ENABLE_WAYLAND: '0' },
          defaultViewport: null,
          timeout: 180_000,
          args: [`--width=${WIDTH}`, `--height=${HEIGHT}`],
          extraPrefsFirefox: {
            // Accessibility on for the screen reader, whatever the profile says.
            'accessibility.force_disabled': -1,
            // Nothing of its own on top of the page: no first-run pages, no notifications.
            'browser.aboutwelcome.enabled': false,
            'browser.shell.checkDefaultBrowser': false,
            'datareporting.policy.dataSubmissionEnabled': false,
            ...FIREFOX_FORM_PREFS,
            'browser.translations.enable': false,
            'intl.accept_languages': 'en-US',
          },
        });
  const version = await browser.version();
  const [first] = await browser.pages();
  const page = first ?? (await browser.newPage());
  const window = findWindow(desktop, engine);
  // No window manager: the keyboard goes where X puts its input focus.
  spawnSync('xdotool', ['windowfocus', '--sync', window], { env: desktop.env, timeout: 10_000 });
  return {
    engine,
    version: `${BROWSERS[engine].title} ${version.replace(/^[^/]*\//, '').replace(/^(HeadlessChrome|Chrome|Firefox)\s*/, '')}`,
    page,
    window,
    async newVisitor() {
      await page.goto('about:blank');
      const cookies = await page.browserContext().cookies();
      if (cookies.length > 0) await page.browserContext().deleteCookie(...cookies);
    },
    async close() {
      await browser.close().catch(() => undefined);
      const child = browser.process();
      if (child && child.exitCode === null) child.kill('SIGKILL');
      if (profile) rmSync(profile, { recursive: true, force: true });
    },
  };
}
