import { forwardRef, useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { commonLabels } from './common-labels.ts';
import { useLabels } from './use-labels.ts';
import { sanitizeHtml, type CleanHtml } from './sanitize-html.ts';
import { Spinner } from './Spinner.tsx';

interface Props extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML from the server; rendered only after DOMPurify has cleaned it. */
  html: string;
  /** Shown (with Retry) when the sanitiser could not be loaded. */
  failureText: string;
  /** Called once the clean HTML is in the page (to measure it). */
  onReady?: () => void;
}

type State = { status: 'loading' } | { status: 'ready'; clean: CleanHtml; source: string } | { status: 'failed' };

/** Server HTML, sanitised on demand; until then a spinner, and never the raw HTML. */
export const SanitizedHtml = forwardRef<HTMLDivElement, Props>(function SanitizedHtml({ html, failureText, onReady, ...rest }, ref) {
  const labels = useLabels(commonLabels);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const onReadyRef = useRef(onReady);
  const shown = state.status === 'ready' && state.source === html;

  useEffect(() => {
    onReadyRef.current = onReady;
  }, [onReady]);

  useEffect(() => {
    if (shown) onReadyRef.current?.();
  }, [shown]);

  useEffect(() => {
    let current = true;
    sanitizeHtml(html).then(
      (clean) => {
        if (current) setState({ status: 'ready', clean, source: html });
      },
      (error: unknown) => {
        console.error('resort-widgets: DOMPurify could not be loaded, so the HTML is not shown.', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [html, attempt]);

  if (state.status === 'failed') {
    return (
      <div className="rw-alert" role="alert">
        <p>{failureText}</p>
        <button
          type="button"
          className="rw-button rw-button--secondary"
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt(attempt + 1);
          }}
        >
          {labels['common.retry']}
        </button>
      </div>
    );
  }
  if (state.status === 'loading' || !shown) return <Spinner label={labels['common.loading']} />;
  // A TrustedHTML where the page requires Trusted Types: React 19.3 writes it to innerHTML as it is
  // (19.0–19.2 turned it back into a string, which such a page refuses).
  return <div ref={ref} {...rest} dangerouslySetInnerHTML={{ __html: state.clean }} />;
});
