/**
 * Theming: the storefront widgets side by side, with the documented `--resort-*` variables as
 * live controls (set on an ancestor, as a host page would), in the default, dark and
 * high-contrast themes, and under the demo store's hostile legacy stylesheet.
 */
import { createElement, type CSSProperties } from 'react';
import type { ArgTypes, Meta, StoryObj } from '@storybook/react-vite';
import { themeVariables } from '../src/ui/theme-variables.ts';
import { familyCart } from '../widgets/cart/cart.fixtures.ts';
import { pickupSites } from '../widgets/rental-locations/rental-locations.fixtures.ts';
import { waiverPerson, waiverRelease } from '../widgets/waiver/waiver.fixtures.ts';
import { locationsOk } from './checkout-handlers.ts';
import { minicartOk } from './msw-handlers.ts';
import { categoriesOk, settingsOk } from '../widgets/signin/story-handlers.ts';
import { themes, type ThemeValues } from './themes.ts';

type ThemeArgs = ThemeValues;

const widgets: { tag: string; attributes?: Record<string, string> }[] = [
  { tag: 'resort-minicart', attributes: { mode: 'full' } },
  { tag: 'resort-order-summary' },
  { tag: 'resort-discount-code', attributes: { open: '' } },
  { tag: 'resort-voucher-box' },
  { tag: 'resort-signin-form' },
  { tag: 'resort-category-nav' },
  { tag: 'resort-countdown', attributes: { seconds: '150' } },
  { tag: 'resort-waiver', attributes: { release: JSON.stringify(waiverRelease()), person: JSON.stringify(waiverPerson()) } },
  { tag: 'resort-rental-locations', attributes: { 'product-id': '4' } },
];

const argTypes = Object.fromEntries(
  themeVariables.map((variable) => [
    variable.name,
    { name: variable.name, description: variable.description, control: variable.name.startsWith('--resort-color') ? 'color' : 'text', table: { defaultValue: { summary: variable.default } } },
  ]),
) as ArgTypes<ThemeArgs>;

export default {
  title: 'Theming',
  tags: ['!autodocs'],
  argTypes,
  loaders: [
    async () => {
      await Promise.all([
        import('../widgets/cart/elements/resort-minicart.ts'),
        import('../widgets/cart/elements/resort-order-summary.ts'),
        import('../widgets/cart/elements/resort-discount-code.ts'),
        import('../widgets/voucher-box/elements/resort-voucher-box.ts'),
        import('../widgets/signin/elements/resort-signin-form.ts'),
        import('../widgets/category-nav/elements/resort-category-nav.ts'),
        import('../widgets/countdown/elements/resort-countdown.ts'),
        import('../widgets/waiver/elements/resort-waiver.ts'),
        import('../widgets/rental-locations/elements/resort-rental-locations.ts'),
      ]);
      return {};
    },
  ],
  parameters: {
    layout: 'padded',
    pageData: { cart: familyCart(), ShoppingCartSettings: { ShowVoucherBanner: true } },
    msw: [minicartOk(familyCart()), categoriesOk(), settingsOk(), locationsOk(pickupSites())],
  },
  render: (args) => (
    <div style={{ ...(args as CSSProperties), display: 'grid', gap: '1.5rem', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))', alignItems: 'start' }}>
      {widgets.map(({ tag, attributes }) => (
        <section key={tag} aria-label={`<${tag}>`} style={{ minWidth: 0 }}>
          {createElement(tag, attributes ?? {})}
        </section>
      ))}
    </div>
  ),
} satisfies Meta<ThemeArgs>;

type Story = StoryObj<Meta<ThemeArgs>>;

/** No variable set: the defaults. Change any control to see every widget follow it. */
export const Default: Story = { args: {} };

/** A dark theme: dark surface, light text, lighter accents; every tint is mixed from these. */
export const Dark: Story = { args: themes.dark.variables, globals: { theme: 'dark' } };

/** A high-contrast theme: black on white, square corners, a double focus ring. */
export const HighContrast: Story = { args: themes['high-contrast'].variables, globals: { theme: 'high-contrast' } };

/** The demo store's hostile global stylesheet (`* {}`, `button {}`, `table {}`, 62.5% root font) around every widget. */
export const UnderTheLegacyStylesheet: Story = { name: 'Under the legacy stylesheet', args: {}, parameters: { host: 'legacy' } };
