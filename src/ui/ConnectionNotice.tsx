import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $connection } from '../stores/connection.ts';
import { $settings } from '../stores/settings.ts';
import { formatLabel, resolveLabels } from '../core/labels.ts';
import { labelLanguage } from '../core/language.ts';
import { connectionLabels } from './connection-labels.ts';

type ConnectionLabels = Record<keyof typeof connectionLabels, string>;

/**
 * The notice speaks the page's language (page data `Language`, else `locale`); the French wording
 * is fetched only by a French page, and only once the notice has something to say.
 */
function usePageWording(wanted: boolean): ConnectionLabels {
  const { Language, locale } = useStore($settings);
  const french = wanted && labelLanguage(Language.trim() || locale) === 'fr-CA';
  const [loaded, setLoaded] = useState<ConnectionLabels | null>(null);
  useEffect(() => {
    if (!french || loaded) return;
    let current = true;
    import('./connection-labels.fr-CA.ts')
      .then((module) => current && setLoaded(module.connectionLabelsFr))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [french, loaded]);
  return french && loaded ? loaded : connectionLabels;
}

/** Seconds until `at`, whole and never below 0, as of `now`. */
export function secondsUntil(at: number, now: number): number {
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Now, again each second while `ticking` (the busy notice counts down to the next try); never
 * earlier than `asOf`, when the state shown was known.
 */
function useClock(ticking: boolean, asOf: number): number {
  const [ticked, setTicked] = useState(asOf);
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setTicked(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return Math.max(ticked, asOf);
}

type NoticeState = 'ok' | 'busy' | 'offline';

/** What the notice says now, and which state it is in. */
function useNotice(): { state: NoticeState; content: ReactNode } {
  const { busy, offline, asOf } = useStore($connection);
  // The page's notice, not a tag's: its wording is listed with the host page's documentation
  // (docs/host-page.md), not among each tag's label sets, though page data overrides it the same way.
  const overrides = useStore($settings).labels;
  const wording = usePageWording(busy !== null || offline);
  const labels = useMemo(() => resolveLabels(wording, overrides), [wording, overrides]);
  const now = useClock(busy !== null && !offline, asOf);
  const seconds = busy === null ? 0 : secondsUntil(busy.retryAt, now);
  if (!offline && !busy) return { state: 'ok', content: null };
  const next = offline ? labels['connection.offlineNext'] : seconds > 0 ? formatLabel(labels['connection.retryIn'], { seconds }) : labels['connection.retryNow'];
  return {
    state: offline ? 'offline' : 'busy',
    content: (
      <>
        <p>
          <strong>{labels[offline ? 'connection.offline' : 'connection.busy']}</strong> {labels['connection.choicesKept']}
        </p>
        {/* The countdown is not announced every second. */}
        <p aria-live={offline ? undefined : 'off'}>{next}</p>
      </>
    ),
  };
}

/**
 * The page's one notice of a busy store or a lost connection: it says what is happening, that the
 * shopper's choices are kept, and when the next try goes (no spinner: the wait always ends). The
 * status region stays in place while empty, so a screen reader hears each change once; the
 * countdown itself is not announced every second.
 */
export function ConnectionNotice() {
  const { state, content } = useNotice();
  return (
    <div className="rw-connection" role="status" data-state={state}>
      {content}
    </div>
  );
}

/** The notice drawn inside the status region the page placed empty at start (`src/island/connection-notice.tsx`). */
export function ConnectionNoticeContent({ region }: { region: HTMLElement }) {
  const { state, content } = useNotice();
  useLayoutEffect(() => region.setAttribute('data-state', state), [region, state]);
  return content;
}

export const connectionNoticeStyles = /* css */ `
.rw-connection {
  pointer-events: none;
  position: absolute; bottom: 0.75em; left: 0; right: 0;
  margin: 0 auto; max-width: min(36em, calc(100vw - 1.5em));
  padding: 0.75em 1em; border: 1px solid var(--rw-warning); border-radius: var(--rw-radius);
  color: var(--rw-text); background: var(--rw-surface); box-shadow: 0 4px 16px rgba(0, 0, 0, 0.18);
  display: grid; gap: 0.25em;
}
.rw-connection[data-state="offline"] { border-color: var(--rw-danger); }
/* Empty, it stays in place (a live region must exist before it speaks) but shows nothing. */
.rw-connection:empty { padding: 0; margin: 0; border: 0; box-shadow: none; }
`;
