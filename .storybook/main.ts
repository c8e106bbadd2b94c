/**
 * Storybook for the widgets: every widget in every state, without a backend (MSW plays the
 * store's API). Written by hand: `storybook init` does not fit this repository.
 */
import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // Holds MSW's mockServiceWorker.js (`npx msw init .storybook/public --no-save`).
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    // The root vite.config.ts switches to the library build when RESORT_BUILD=esm; Storybook
    // built that way would be a set of widget bundles, not a Storybook.
    if (viteConfig.build?.lib) {
      throw new Error('storybook: vite.config.ts is in library mode because RESORT_BUILD=esm is set; unset RESORT_BUILD to run Storybook.');
    }
    // Storybook's own runtime is one chunk of about 1.1 MB; that is expected, not a regression.
    return { ...viteConfig, build: { ...viteConfig.build, chunkSizeWarningLimit: 1500 } };
  },
};

export default config;
