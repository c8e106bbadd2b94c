/**
 * Every story renders its widget's React component as an island would: inside `.rw-root`, with
 * the base styles plus the widget's own (`parameters.islandStyles`, the strings its element
 * registration passes to `defineWidget`), on a page carrying an anti-forgery token. Before each
 * story the shared stores and the API client's cache are emptied and the story's page data is
 * set (`parameters.pageData`, merged by Storybook over the defaults below).
 */
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import * as api from '../src/api/client.ts';
import type { PageDataInput } from '../src/stores/page-data.ts';
import { resetCartStore } from '../src/stores/cart.ts';
import { setPageData } from '../src/stores/page-data-actions.ts';
import { baseStyles } from '../src/ui/base-styles.ts';
import { controlStyles } from '../src/ui/control-styles.ts';
import { resetMockState } from '../stories/msw-handlers.ts';

/** The page data a story gets unless its `parameters.pageData` says otherwise. */
const defaultPageData: PageDataInput = {
  locale: 'en-US',
  currency: 'USD',
  Store: { Name: 'Summit Ridge Resort' },
  user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' },
  ShoppingCartSettings: { ShowEnhancedMinicart: false, ShowVoucherBanner: false, HideShippingTotal: false },
};

/** The island's shell in light DOM: what `defineWidget` puts in each shadow root. */
const asIsland: Decorator = (Story, { parameters }) => (
  <>
    <input type="hidden" name="__RequestVerificationToken" value="storybook-token" />
    <style>{baseStyles + controlStyles + (typeof parameters.islandStyles === 'string' ? parameters.islandStyles : '')}</style>
    <div className="rw-root">
      <Story />
    </div>
  </>
);

/** Store-like requests without a handler are worth a warning; Storybook's own files are not. */
async function startWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    // Relative, so a Storybook published under a sub-path still finds the worker.
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/api/') || pathname.startsWith('/ShoppingCart/')) print.warning();
    },
  });
  return worker;
}

const preview: Preview = {
  loaders: [mswLoader(startWorker)],
  beforeEach({ parameters }) {
    resetMockState();
    resetCartStore();
    api.invalidate();
    setPageData((parameters.pageData as PageDataInput | undefined) ?? defaultPageData);
  },
  decorators: [asIsland],
  parameters: {
    layout: 'padded',
    pageData: defaultPageData,
    controls: { expanded: true },
  },
};

export default preview;
