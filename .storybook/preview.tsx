/**
 * Every story renders the real tag (see `stories/tag-story.tsx`) on a page that plays the host:
 * an anti-forgery token, the story's page data (`parameters.pageData`, merged by Storybook over the
 * defaults below), its address (`parameters.pagePath`), a theme (toolbar "Theme": the documented
 * `--resort-*` variables), a host page (toolbar "Host page": plain, the demo store's hostile legacy
 * stylesheet, Bootstrap 3.4.1 or nopCommerce's DefaultClean, `stories/host-pages.ts`), a language
 * (toolbar "Language": the story's own page data, or its locale and label set replaced, `fr-CA`
 * loading the French labels), and four viewports (phone 320 and 375, tablet, desktop). Before each
 * story the shared
 * stores and the API client's cache are emptied. The accessibility panel runs axe on every story;
 * `scripts/storybook-axe.ts` fails `npm test` on any violation of any impact.
 */
import { useLayoutEffect, type CSSProperties, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { ViewportMap } from 'storybook/viewport';
import { http, HttpResponse, isCommonAssetRequest } from 'msw';
import { setupWorker } from 'msw/browser';
import { configure } from 'storybook/test';
import { mswLoader } from 'msw-storybook-addon/csf3';
import * as api from '../src/api/client.ts';
import { startNewPage } from '../src/api/client.ts';
import type { PageDataInput } from '../src/stores/page-data.ts';
import { resetCartStore } from '../src/stores/cart.ts';
import { setPageData } from '../src/stores/page-data-actions.ts';
import { resetMockState } from '../stories/msw-handlers.ts';
import { isThemeName, themes } from '../stories/themes.ts';
import { hostPages, type HostPage } from '../stories/host-pages.ts';
import { hostPageNames, isHostPageName } from '../stories/host-page-names.ts';
import { TagDocsPage } from '../stories/docs/TagDocsPage.tsx';

// A play function's findBy… waits this long: the story check runs beside the real-browser tests
// on two cores, where a dialog once took more than the default second to open, and the card form
// in My Account's Pay now more than 5 s (its double's frame loads first). The story check gives a
// story 20 s in all.
configure({ asyncUtilTimeout: 15_000 });

/** The page data a story gets unless its `parameters.pageData` says otherwise. */
const defaultPageData: PageDataInput = {
  locale: 'en-US',
  currency: 'USD',
  Store: { Name: 'Summit Ridge Resort' },
  user: { SignedIn: true, FirstName: 'Alex', LastName: 'Morgan' },
  ShoppingCartSettings: { ShowEnhancedMinicart: false, ShowVoucherBanner: false, HideShippingTotal: false },
};

/**
 * The toolbar's languages: `story` keeps the story's page data; the others set its `locale` (dates,
 * money, the date fields' order) and `Language` (the label set) as a host page would.
 */
const locales = ['en-US', 'en-CA', 'en-AU', 'en-NZ', 'fr-CA'] as const;

function inLocale(data: PageDataInput, locale: unknown): PageDataInput {
  return typeof locale === 'string' && (locales as readonly string[]).includes(locale) ? { ...data, locale, Language: locale } : data;
}

/** The story's page data as set before it rendered. */
let shownPageData: PageDataInput = defaultPageData;

/**
 * Switches the story on show to another language in place, as a host page's language switch
 * would: the story check (`scripts/storybook-axe.ts`) checks every story again in fr-CA this way.
 */
(window as unknown as { __resortSpeak: (locale: string) => void }).__resortSpeak = (locale) => setPageData(inLocale(shownPageData, locale));

const viewports: ViewportMap = {
  phone320: { name: 'Phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone375: { name: 'Phone 375', styles: { width: '375px', height: '740px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
};

/** A host's stylesheet, in the page only while a story asks for it. */
function HostStylesheet({ name, css }: { name: string; css: string }): null {
  useLayoutEffect(() => {
    const style = document.createElement('style');
    style.dataset.host = name;
    style.textContent = css;
    document.head.append(style);
    return () => style.remove();
  }, [name, css]);
  return null;
}

/**
 * The elements a host's template wraps a widget in (outermost first). Always the same number of
 * elements, so switching host pages keeps the story's tree, and its state, where it is.
 */
function HostFrame({ classes, children }: { classes: HostPage['frame']; children: ReactNode }): ReactNode {
  const [outer, middle, inner] = classes;
  return (
    <div className={outer}>
      <div className={middle}>
        <div className={inner}>{children}</div>
      </div>
    </div>
  );
}

/** The page's background and text follow the theme, as a host's own page would. */
function PageColours({ background, color }: { background: string; color: string }): null {
  useLayoutEffect(() => {
    const { body } = document;
    const before = [body.style.background, body.style.color];
    body.style.background = background;
    body.style.color = color;
    return () => {
      [body.style.background, body.style.color] = before as [string, string];
    };
  }, [background, color]);
  return null;
}

/** A tag that renders nothing on purpose still shows where it sits, with the reason. */
function BlankOutline({ reason, children }: { reason: string; children: ReactNode }) {
  return (
    <div style={{ border: '2px dashed #52606d', minHeight: '2.5rem', padding: '0.5rem', overflow: 'hidden' }}>
      {children}
      <p style={{ margin: '0.5rem 0 0', font: '14px/1.4 system-ui, sans-serif', color: '#3e4c59' }}>
        Blank by design: {reason}
      </p>
    </div>
  );
}

/** The host page around the tag. */
const asHostPage: Decorator = (Story, { parameters, globals }) => {
  const theme = themes[isThemeName(globals.theme) ? globals.theme : 'default'];
  // A story's own host page (the Theming page's legacy story) wins over the toolbar's.
  const hostName = isHostPageName(parameters.host) ? parameters.host : isHostPageName(globals.host) ? globals.host : 'plain';
  const host = hostPages[hostName];
  const story = typeof parameters.blank === 'string' ? <BlankOutline reason={parameters.blank}>{<Story />}</BlankOutline> : <Story />;
  return (
    <>
      <input type="hidden" name="__RequestVerificationToken" value="storybook-token" />
      {host.css ? <HostStylesheet name={hostName} css={host.css} /> : null}
      {/* A host's stylesheet colours its own page; the theme colours the plain one. */}
      {hostName === 'plain' ? <PageColours {...theme.page} /> : null}
      <HostFrame classes={host.frame}>
        <div className="sb-host-page" style={theme.variables as CSSProperties}>
          {story}
        </div>
      </HostFrame>
    </>
  );
};

/**
 * A 401 or 403 sends a host page's browser to `/login`; a story stays where it is and says where
 * the browser would have gone.
 */
api.navigation.toLogin = () => {
  const note = document.createElement('p');
  note.className = 'sb-navigation-note';
  note.setAttribute('role', 'status');
  note.style.cssText = 'overflow-wrap:anywhere;margin:1rem;padding:0.5rem 0.75rem;border:1px solid #52606d;font:14px/1.4 system-ui,sans-serif;color:#1f2933;background:#fff';
  note.textContent = `The store answered 401 or 403: on a host page the browser would now go to /login?returnUrl=${location.pathname}.`;
  document.querySelector('.sb-navigation-note')?.remove();
  document.body.append(note);
};

/**
 * The requests of the story on show that no MSW handler answered (`METHOD path`). A story must mock
 * every call it makes: an unmocked call would reach whatever serves Storybook (the dev server, a
 * static host) and show an answer no store gives. `scripts/storybook-axe.ts` reads the list too.
 */
const unhandled: string[] = [];
(window as unknown as { __resortUnhandledRequests: string[] }).__resortUnhandledRequests = unhandled;

/** Storybook's own files (scripts, styles, fonts, images, its index, the dev server's modules). */
const storybookFile = (request: Request) => isCommonAssetRequest(request) || new URL(request.url).pathname.startsWith('/@');

/**
 * The last handler, behind every story's own (msw-storybook-addon puts a story's handlers in front
 * of the worker's initial ones): any other request fails as a dropped network would, never
 * reaching whatever serves Storybook, and the story fails after its play function (below).
 */
const unmocked = http.all('*', ({ request }) => {
  if (storybookFile(request)) return undefined;
  unhandled.push(`${request.method} ${new URL(request.url).pathname}`);
  console.error(`[MSW] ${request.method} ${request.url}: no handler of this story answers it; add one to its parameters.msw.`);
  return HttpResponse.error();
});

async function startWorker() {
  const worker = setupWorker(unmocked);
  await worker.start({
    quiet: true,
    // Relative, so a Storybook published under a sub-path still finds the worker.
    serviceWorker: { url: './mockServiceWorker.js' },
    // Only Storybook's own files get this far: they come from the server.
    onUnhandledRequest: 'bypass',
  });
  return worker;
}

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader(startWorker)],
  beforeEach({ parameters, globals }) {
    unhandled.length = 0;
    document.querySelector('.sb-navigation-note')?.remove();
    resetMockState();
    resetCartStore();
    api.invalidate();
    // Each story is a page of its own as far as the client's requests per minute go.
    startNewPage();
    shownPageData = inLocale((parameters.pageData as PageDataInput | undefined) ?? defaultPageData, globals.locale);
    setPageData(shownPageData);
    // The page's address, for tags that read it (the admin area's routes, a return URL); the
    // query string stays, since it names the story, and the address comes back afterwards.
    if (typeof parameters.pagePath !== 'string') return undefined;
    const before = `${location.pathname}${location.search}${location.hash}`;
    history.replaceState(history.state, '', `${parameters.pagePath}${location.search}`);
    return () => history.replaceState(history.state, '', before);
  },
  afterEach() {
    if (unhandled.length > 0) throw new Error(`The story called the store without an MSW handler for: ${[...new Set(unhandled)].join(', ')}. Add the handlers to its parameters.msw.`);
  },
  decorators: [asHostPage],
  globalTypes: {
    theme: {
      description: 'The --resort-* variables a host sets',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: Object.entries(themes).map(([value, theme]) => ({ value, title: theme.title })), dynamicTitle: true },
    },
    host: {
      description: 'The host page around the widget',
      toolbar: {
        title: 'Host page',
        icon: 'browser',
        items: hostPageNames.map((value) => ({ value, title: hostPages[value].title })),
        dynamicTitle: true,
      },
    },
    locale: {
      description: "The page's locale and label set (Language)",
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [{ value: 'story', title: "The story's own" }, ...locales.map((value) => ({ value, title: value }))],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default', host: 'plain', locale: 'story' },
  parameters: {
    layout: 'padded',
    pageData: defaultPageData,
    controls: { expanded: true, sort: 'requiredFirst' },
    viewport: { options: viewports },
    a11y: { test: 'error' },
    docs: { page: TagDocsPage, story: { inline: false, iframeHeight: '420px' }, codePanel: false },
  },
};

export default preview;
