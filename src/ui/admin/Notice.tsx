export interface NoticeMessage {
  kind: 'success' | 'error';
  text: string;
}

interface Props {
  notice: NoticeMessage | null;
  onDismiss: () => void;
  dismissLabel: string;
}

/**
 * The spec's alerts (reprocess results, failed saves), shown in the page rather than as a
 * blocking browser alert: an error is announced assertively, a success politely.
 */
export function Notice({ notice, onDismiss, dismissLabel }: Props) {
  if (!notice) return null;
  return (
    <div className={`rw-admin__notice rw-admin__notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
      <p>{notice.text}</p>
      <button type="button" className="rw-admin__icon-button" aria-label={dismissLabel} onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}
