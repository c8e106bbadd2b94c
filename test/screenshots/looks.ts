/**
 * The looks every tag is pictured in: our default theme and the dark one on a plain page, and the
 * default theme under three real hosts' stylesheets (Storybook's "Theme" and "Host page" globals),
 * each at the widths where it can show what the others do not.
 */
import type { HostPageName } from '../../stories/host-page-names.ts';
import type { ThemeName } from '../../stories/themes.ts';

export interface Look {
  name: string;
  theme: ThemeName;
  host: HostPageName;
}

/** The widths a look is pictured at: the narrowest phone a widget must serve, and a desktop. */
export type Width = 320 | 1280;

export interface PicturedLook extends Look {
  widths: readonly Width[];
  /**
   * Pictured by `npm test` on every change. The hostile host's look does it: our own layout and
   * colours show through it, and it pushes on what a host's stylesheet can break. The other looks
   * are pictured on demand (`npm run test:screenshots`, test/on-demand.mjs).
   */
  everyChange?: true;
}

const BOTH: readonly Width[] = [320, 1280];

export const looks: readonly PicturedLook[] = [
  // Our own layout, at both widths.
  { name: 'default', theme: 'default', host: 'plain', widths: BOTH },
  // Colours only: the layout is the default look's, so one width shows them.
  { name: 'dark', theme: 'dark', host: 'plain', widths: [320] },
  // The demo store's hostile stylesheet, written to break what a host can break: both widths.
  { name: 'legacy', theme: 'default', host: 'legacy', widths: BOTH, everyChange: true },
  // Real hosts' fonts, sizes and resets inherited into our tags: the phone's width is where they
  // push text out of its box; the desktop's is the default and legacy looks'.
  { name: 'bootstrap', theme: 'default', host: 'bootstrap', widths: [320] },
  { name: 'nopcommerce', theme: 'default', host: 'nopcommerce', widths: [320] },
];
