import { useEffect, useId, useInsertionEffect, useRef, type ReactNode } from 'react';
import { dialogStyles } from './dialog-styles.ts';

interface Props {
  open: boolean;
  title: ReactNode;
  /** Called on Escape, on the close button, and by the widget's own cancel actions. */
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  /** Accessible name of the × button; omit to have none (a confirmation has its own Cancel). */
  closeLabel?: string;
  /** Id of the element describing the dialog (a confirmation's message). */
  describedBy?: string;
  className?: string;
  /** `alertdialog` for a message that interrupts (an error the user must acknowledge). */
  role?: 'dialog' | 'alertdialog';
}

function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * A modal on the native `<dialog>`: the browser traps focus and makes the rest of the page inert;
 * Escape and the close button call `onClose`; focus returns to whatever had it before (inside
 * shadow roots too). React state stays the truth: the dialog opens and closes with `open`.
 */
export function Modal({ open, title, onClose, children, actions, closeLabel, describedBy, className, role }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // What had the focus is noted before the content mounts: a field of the content that takes the
  // focus as it mounts (`autoFocus`) must not be mistaken for it.
  useInsertionEffect(() => {
    if (open) returnFocus.current ??= deepActiveElement();
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocus.current ??= deepActiveElement();
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
      event.preventDefault();
      onCloseRef.current();
    };
    element.addEventListener('close', restore);
    element.addEventListener('cancel', cancel);
    return () => {
      element.removeEventListener('close', restore);
      element.removeEventListener('cancel', cancel);
      if (element.open) element.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={className ? `rw-dialog ${className}` : 'rw-dialog'}
      {...(role === 'alertdialog' ? { role } : {})}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={(event) => {
        // Handled here (not only by the native `cancel`) so Escape works the same everywhere;
        // preventing it stops the browser's own close, keeping React state the truth.
        if (event.key === 'Escape') {
          event.preventDefault();
          event.stopPropagation();
          onCloseRef.current();
        }
      }}
    >
      <style>{dialogStyles}</style>
      {open && (
        <div className="rw-dialog__body">
          <div className="rw-dialog__header">
            <h2 id={titleId} className="rw-dialog__title">
              {title}
            </h2>
            {closeLabel && (
              <button type="button" className="rw-dialog__close" aria-label={closeLabel} onClick={() => onCloseRef.current()}>
                ×
              </button>
            )}
          </div>
          {children}
          {actions && <div className="rw-dialog__actions">{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
