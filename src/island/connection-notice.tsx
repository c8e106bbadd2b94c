/**
 * The page's one connection notice (`src/ui/ConnectionNotice.tsx`), whatever the number of
 * islands or copies of the library: the first island to connect puts it at the end of `<body>`,
 * fixed to the bottom of the viewport, so it never moves the page and never takes a click. Its
 * shadow root keeps the host's stylesheet out; the position is set on the host element through
 * its `style` object with `!important` for the same reason (declarations set from script are not
 * governed by the page's `style-src`, unlike a `style` attribute written in markup).
 *
 * Most pages never lose their connection, so what the notice says and how it counts down is a
 * chunk of its own (`connection-notice-view.tsx`), fetched when a call first waits for a busy store
 * or the connection first drops. Its status region is placed empty at start all the same: a screen
 * reader only speaks a change to a live region that was already there. Where the chunk cannot be
 * fetched because the page is offline, the region says so in the host's wording (or ours) until it
 * can.
 */
import { shared } from '../core/shared.ts';
import { resolveLabels } from '../core/labels.ts';
import { connectionState, onConnectionChange, type ConnectionState } from '../api/connection.ts';
import { $settings } from '../stores/settings.ts';
import { adoptStyles } from '../ui/adopt-styles.ts';

/** The notice's host element carries this attribute (tests and host scripts find it by it). */
export const CONNECTION_NOTICE_ATTRIBUTE = 'data-resort-connection-notice';

/** What the region says offline before its chunk is there (`connection-labels.ts` holds all of the notice's wording). */
const OFFLINE_WORDING = {
  'connection.offline': 'You are offline.',
  'connection.choicesKept': 'Your choices are kept.',
  'connection.offlineNext': 'We will carry on when your connection is back; there is no need to reload the page.',
};

const placement: Record<string, string> = {
  position: 'fixed',
  left: '0',
  right: '0',
  bottom: '0',
  top: 'auto',
  'z-index': '2147483000',
  margin: '0',
  padding: '0',
  border: '0',
  'pointer-events': 'none',
  height: '0',
  overflow: 'visible',
};

const notice = shared('island:connection-notice', () => ({ placed: false }));

/** Where the view's stylesheet is not there yet: the notice's place and look, adopted by its shadow root at start. */
const FALLBACK_CLASS = 'rw-connection--plain';
const FALLBACK_LOOK = `.${FALLBACK_CLASS}{position:absolute;bottom:0.75em;left:0.75em;right:0.75em;margin:0 auto;max-width:36em;padding:0.75em 1em;border:1px solid #b42318;border-radius:6px;color:#1f2933;background:#fff}`;

/** Until the view is there: the offline sentence in plain DOM, or nothing. */
function sayOffline(region: HTMLElement, offline: boolean): void {
  region.classList.toggle(FALLBACK_CLASS, offline);
  if (!offline) {
    region.replaceChildren();
    return;
  }
  const labels = resolveLabels(OFFLINE_WORDING, $settings.get().labels);
  const first = document.createElement('p');
  const strong = document.createElement('strong');
  strong.textContent = labels['connection.offline'];
  first.append(strong, ` ${labels['connection.choicesKept']}`);
  const next = document.createElement('p');
  next.textContent = labels['connection.offlineNext'];
  region.replaceChildren(first, next);
}

export function placeConnectionNotice(): void {
  if (notice.placed || typeof document === 'undefined' || !document.body) return;
  notice.placed = true;
  const host = document.createElement('div');
  host.setAttribute(CONNECTION_NOTICE_ATTRIBUTE, '');
  for (const [property, value] of Object.entries(placement)) host.style.setProperty(property, value, 'important');
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root, 'connection-notice-plain', FALLBACK_LOOK);
  const mount = document.createElement('div');
  mount.className = 'rw-root';
  // `.rw-root` resets every property (`all: initial`), pointer-events with them: set it again, so
  // nothing of the notice ever takes a pointer event from the page beneath (a signature pad).
  mount.style.setProperty('pointer-events', 'none', 'important');
  const region = document.createElement('div');
  region.className = 'rw-connection';
  region.setAttribute('role', 'status');
  mount.append(region);
  root.append(mount);
  document.body.append(host);

  let loading = false;
  let stop: (() => void) | null = null;
  const heard = (state: ConnectionState): void => {
    sayOffline(region, state.offline);
    if ((state.busy === null && !state.offline) || loading) return;
    loading = true;
    import('./connection-notice-view.tsx').then(
      ({ showConnectionNotice }) => {
        stop?.();
        region.classList.remove(FALLBACK_CLASS);
        showConnectionNotice(root, region);
      },
      () => {
        // Offline, or the file is gone: the next change (the browser back online) tries again.
        loading = false;
      },
    );
  };
  stop = onConnectionChange(heard);
  if (connectionState().offline) heard(connectionState());
}
