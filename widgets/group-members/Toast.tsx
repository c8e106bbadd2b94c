import { useEffect } from 'react';

/** How long a toast stays. */
export const TOAST_MS = 6000;

export interface ToastMessage {
  id: number;
  text: string;
  tone: 'success' | 'error';
}

interface Props {
  toast: ToastMessage | null;
  dismissLabel: string;
  onDismiss: () => void;
}

/**
 * A short message that goes away by itself after 6 seconds, announced politely (it never
 * interrupts), with a button to dismiss it sooner. The live region is always in the page so the
 * announcement is not lost.
 */
export function Toast({ toast, dismissLabel, onDismiss }: Props) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDismiss, TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <div className="rw-toast-region" role="status" aria-live="polite">
      {toast && (
        <div className={`rw-toast rw-toast--${toast.tone}`}>
          <span>{toast.text}</span>
          <button type="button" className="rw-button rw-button--link" onClick={onDismiss}>
            {dismissLabel}
          </button>
        </div>
      )}
    </div>
  );
}
