import { useEffect, useId, useRef } from 'react';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * A modal confirmation on the native `<dialog>`: the browser traps focus and closes it on
 * Escape; we return focus to whatever had it before (inside shadow roots too).
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocus.current = deepActiveElement();
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const restore = () => {
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
    const cancel = (event: Event) => {
      event.preventDefault(); // we close it ourselves so React state stays the truth
      onCancel();
    };
    element.addEventListener('close', restore);
    element.addEventListener('cancel', cancel);
    return () => {
      element.removeEventListener('close', restore);
      element.removeEventListener('cancel', cancel);
    };
  }, [onCancel]);

  return (
    <dialog ref={dialog} className="rw-dialog" aria-labelledby={titleId} aria-describedby={messageId}>
      {open && (
        <div className="rw-dialog__body">
          <h2 id={titleId} className="rw-dialog__title">
            {title}
          </h2>
          <p id={messageId}>{message}</p>
          <div className="rw-dialog__actions">
            <button type="button" className="rw-button rw-button--secondary" onClick={onCancel} autoFocus>
              {cancelLabel}
            </button>
            <button type="button" className="rw-button rw-button--danger" onClick={onConfirm}>
              {confirmLabel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
