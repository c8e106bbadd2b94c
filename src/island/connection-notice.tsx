/**
 * The page's one connection notice (`src/ui/ConnectionNotice.tsx`), whatever the number of
 * islands or copies of the library: the first island to connect puts it at the end of `<body>`,
 * fixed to the bottom of the viewport, so it never moves the page and never takes a click. Its
 * shadow root keeps the host's stylesheet out; the position is set inline with `!important` for
 * the same reason.
 */
import { createRoot } from 'react-dom/client';
import { shared } from '../core/shared.ts';
import { baseStyles } from '../ui/base-styles.ts';
import { ConnectionNotice, connectionNoticeStyles } from '../ui/ConnectionNotice.tsx';

/** The notice's host element carries this attribute (tests and host scripts find it by it). */
export const CONNECTION_NOTICE_ATTRIBUTE = 'data-resort-connection-notice';

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

export function placeConnectionNotice(): void {
  if (notice.placed || typeof document === 'undefined' || !document.body) return;
  notice.placed = true;
  const host = document.createElement('div');
  host.setAttribute(CONNECTION_NOTICE_ATTRIBUTE, '');
  for (const [property, value] of Object.entries(placement)) host.style.setProperty(property, value, 'important');
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = baseStyles + connectionNoticeStyles;
  const mount = document.createElement('div');
  mount.className = 'rw-root';
  // `.rw-root` resets every property (`all: initial`), pointer-events with them: set it again, so
  // nothing of the notice ever takes a pointer event from the page beneath (a signature pad).
  mount.style.setProperty('pointer-events', 'none', 'important');
  root.append(style, mount);
  document.body.append(host);
  createRoot(mount).render(<ConnectionNotice />);
}
