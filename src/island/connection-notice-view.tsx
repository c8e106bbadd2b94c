/**
 * The connection notice's view, fetched the first time the page has something to say
 * (`connection-notice.tsx` places its empty status region at start): its styles, and React
 * rendering what the notice says into that region from then on.
 */
import { createRoot } from 'react-dom/client';
import { baseStyles } from '../ui/base-styles.ts';
import { adoptStyles } from '../ui/adopt-styles.ts';
import { ConnectionNoticeContent, connectionNoticeStyles } from '../ui/ConnectionNotice.tsx';

export function showConnectionNotice(root: ShadowRoot, region: HTMLElement): void {
  adoptStyles(root, 'connection-notice', baseStyles + connectionNoticeStyles, { first: true });
  createRoot(region).render(<ConnectionNoticeContent region={region} />);
}
