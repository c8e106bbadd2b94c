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
  /**
   * Over the window's foot, going by itself after 6 seconds: only while a dialog is open, whose
   * backdrop hides the page. Else it is in the page above the list, where it hides neither the
   * card it speaks of nor a control, and stays until dismissed or the next action: leaving by
   * itself, it would move the list under the shopper's pointer.
   */
  floating: boolean;
}

/**
 * A short message, announced politely (it never interrupts), with a button to dismiss it. The
 * live region is always in the page so the announcement is not lost.
 */
export function Toast({ toast, dismissLabel, onDismiss, floating }: Props) {
  useEffect(() => {
    if (!toast || !floating) return;
    const timer = setTimeout(onDismiss, TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss, floating]);
  return (
    <div className={`rw-toast-region${floating ? ' rw-toast-region--floating' : ''}`} role="status" aria-live="polite">
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
