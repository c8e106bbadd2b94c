/**
 * The CSS variables a host sets to theme every island (on the tag or any ancestor: custom
 * properties inherit into shadow roots). `base-styles.ts` reads each of them; this list is what the
 * custom elements manifest, Storybook's docs and theming page, and the theming table of
 * `docs/host-page.md` are checked against. Data only: no island imports it.
 */
export interface ThemeVariable {
  name: `--resort-${string}`;
  /** The value used when the host sets none, as CSS. */
  default: string;
  description: string;
}

export const themeVariables: readonly ThemeVariable[] = [
  { name: '--resort-color-primary', default: '#4682b4', description: 'Accents, borders, the focus ring and the spinner.' },
  {
    name: '--resort-color-primary-ink',
    default: 'color-mix(in srgb, var(--resort-color-primary) 72%, #000)',
    description: 'Text and filled buttons in the primary colour: the primary darkened to 72% (`#325d81` for the default), since `#4682b4` on white is 4.1:1, short of WCAG AA.',
  },
  { name: '--resort-color-primary-contrast', default: '#ffffff', description: 'Text on filled (primary ink) buttons.' },
  { name: '--resort-color-text', default: '#1f2933', description: 'Body text.' },
  { name: '--resort-color-muted', default: '#52606d', description: 'Secondary text (hints, captions).' },
  { name: '--resort-color-border', default: '#cbd2d9', description: 'Borders and rules. A field’s edge mixes it 55 % with the text colour, for 3:1 against the surface.' },
  { name: '--resort-color-surface', default: '#ffffff', description: 'Panels, dialogs and fields.' },
  { name: '--resort-color-danger', default: '#b42318', description: 'Errors.' },
  { name: '--resort-color-success', default: '#1a7f37', description: 'Success messages.' },
  { name: '--resort-radius', default: '6px', description: 'Corner radius of buttons, fields and panels.' },
  { name: '--resort-font-family', default: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', description: 'The font.' },
  { name: '--resort-font-size', default: '16px', description: 'The base font size; everything inside scales with it.' },
  {
    name: '--resort-focus-ring',
    default: '0 0 0 2px var(--resort-color-surface), 0 0 0 4px var(--resort-color-primary)',
    description: 'The focus ring (a box-shadow). Its outer colour needs 3:1 against the page around the widget (WCAG 1.4.11).',
  },
];
