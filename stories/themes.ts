/**
 * The themes Storybook offers (toolbar "Theme", and the Theming page): values of the documented
 * `--resort-*` variables only, as a host page would set them, so what a designer sees in a theme
 * is what a host gets by writing the same variables.
 */
import type { ThemeVariable } from '../src/ui/theme-variables.ts';

export type ThemeValues = Partial<Record<ThemeVariable['name'], string>>;

export interface StoryTheme {
  title: string;
  /** The page behind the widgets (the host's own background and text). */
  page: { background: string; color: string };
  variables: ThemeValues;
}

export const themes = {
  default: { title: 'Default', page: { background: '#ffffff', color: '#1f2933' }, variables: {} },
  dark: {
    title: 'Dark',
    page: { background: '#0f1720', color: '#e6edf3' },
    variables: {
      '--resort-color-primary': '#6cb4ee',
      '--resort-color-primary-ink': '#9fd0f7',
      '--resort-color-primary-contrast': '#0b1622',
      '--resort-color-text': '#e6edf3',
      '--resort-color-muted': '#a9b6c3',
      '--resort-color-border': '#52606d',
      '--resort-color-surface': '#17212b',
      '--resort-color-danger': '#ff9b91',
      '--resort-color-success': '#6fdc8c',
      '--resort-focus-ring': '0 0 0 2px #17212b, 0 0 0 4px #9fd0f7',
    },
  },
  'high-contrast': {
    title: 'High contrast',
    page: { background: '#ffffff', color: '#000000' },
    variables: {
      '--resort-color-primary': '#000000',
      '--resort-color-primary-ink': '#000000',
      '--resort-color-primary-contrast': '#ffffff',
      '--resort-color-text': '#000000',
      '--resort-color-muted': '#000000',
      '--resort-color-border': '#000000',
      '--resort-color-surface': '#ffffff',
      '--resort-color-danger': '#9b0000',
      '--resort-color-success': '#005a1e',
      '--resort-radius': '0px',
      '--resort-focus-ring': '0 0 0 3px #ffffff, 0 0 0 6px #000000',
    },
  },
} satisfies Record<string, StoryTheme>;

export type ThemeName = keyof typeof themes;

export const isThemeName = (value: unknown): value is ThemeName => typeof value === 'string' && value in themes;
