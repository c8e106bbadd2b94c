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
}

export const looks: readonly Look[] = [
  { name: 'default', theme: 'default', host: 'plain' },
  { name: 'dark', theme: 'dark', host: 'plain' },
  { name: 'legacy', theme: 'default', host: 'legacy' },
  { name: 'bootstrap', theme: 'default', host: 'bootstrap' },
  { name: 'nopcommerce', theme: 'default', host: 'nopcommerce' },
];

/** The widths every look is pictured at: the narrowest phone a widget must serve, and a desktop. */
export const widths = [320, 1280] as const;
