/**
 * The looks every tag is pictured in: our default theme and the dark one on a plain page, and the
 * default theme under three real hosts' stylesheets (Storybook's "Theme" and "Host page" globals).
 */
import type { HostPageName } from '../../stories/host-page-names.ts';
import type { ThemeName } from '../../stories/themes.ts';

export interface Look {
  name: string;
  theme: ThemeName;
  host: HostPageName;
  /**
   * The widths `npm test` pictures it at (`npm run test:screenshots` takes both): our default look
   * and the hostile legacy stylesheet at both; the dark theme changes colours alone, and it is
   * pictured where most of them show at once, the phone; Bootstrap's grid acts at a desktop's width,
   * DefaultClean's narrow rules at a phone's.
   */
  gate: readonly (typeof widths)[number][];
}

export const looks: readonly Look[] = [
  { name: 'default', theme: 'default', host: 'plain', gate: [320, 1280] },
  { name: 'dark', theme: 'dark', host: 'plain', gate: [320] },
  { name: 'legacy', theme: 'default', host: 'legacy', gate: [320, 1280] },
  { name: 'bootstrap', theme: 'default', host: 'bootstrap', gate: [1280] },
  { name: 'nopcommerce', theme: 'default', host: 'nopcommerce', gate: [320] },
];

/** The widths every look is pictured at: the narrowest phone a widget must serve, and a desktop. */
export const widths = [320, 1280] as const;
