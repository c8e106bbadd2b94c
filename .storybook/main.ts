/**
 * Storybook for the widgets: every widget in every state, without a backend (MSW plays the
 * store's API). Written by hand: `storybook init` does not fit this repository.
 */
import type { StorybookConfig } from '@storybook/react-vite';
import { braintreeDoublePlugin, squareDoublePlugin } from '../examples/double-vite-plugin.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // A tag's stories sit in its widget's folder; the pages about every tag (theming) in stories/.
  stories: ['../widgets/**/*.stories.@(ts|tsx)', '../stories/**/*.stories.@(ts|tsx)'],
  // Docs pages for every tag (their story comments become descriptions); the accessibility panel.
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  // Holds MSW's mockServiceWorker.js (`npx msw init .storybook/public --no-save`).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  // Controls and docs come from the tags' meta (stories/tag-docs.ts), not from React props:
  // skipping react-docgen keeps internal props out and halves the build.
  typescript: { reactDocgen: false },
  viteFinal(viteConfig) {
    // Storybook keeps only `build.target` of the root vite.config.ts, so its library mode never
    // applies here; but with RESORT_BUILD=esm the library's `define` (React's production build)
    // and `publicDir: false` would still come along.
    if (process.env.RESORT_BUILD) {
      throw new Error('storybook: RESORT_BUILD is set, which switches vite.config.ts to the library build; unset it to run Storybook.');
    }
    // Storybook's own runtime is one chunk of about 1.1 MB; that is expected, not a regression.
    // The provider doubles the payment form's stories load, at /square-double/ and /braintree-double/
    // (never in the library's build).
    return { ...viteConfig, plugins: [...(viteConfig.plugins ?? []), squareDoublePlugin(), braintreeDoublePlugin()], build: { ...viteConfig.build, chunkSizeWarningLimit: 1500 } };
  },
};

export default config;
