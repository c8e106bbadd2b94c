import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { dialogStyles } from './dialog-styles.ts';
import { adoptStyles } from './adopt-styles.ts';
import { markedTarget, useDialog } from './use-dialog.ts';
import { deepActiveElement } from './active-element.ts';
import { afterFocusHeard } from './after-focus-heard.ts';

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
  /**
   * The dialog's name where its title is more than words (a title holding a field or a button would
   * name it "Payment Schedule Name" or "Season Pass 3-Pay Edit name"); else the title names it.
   */
  label?: string | undefined;
  /** Id of the element describing the dialog (a confirmation's message). */
  describedBy?: string;
  className?: string;
  /** `alertdialog` for a message that interrupts (an error the user must acknowledge). */
  role?: 'dialog' | 'alertdialog';
  /** The `<dialog>` element, for a hook that listens to it (`useDiscardQuestion`). */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  /**
   * Called each time it opens, once it is modal. Firefox gives a screen reader the dialog's content
   * anew as it becomes modal: words put in a live region before then can be lost with it.
   */
  onModal?: (() => void) | undefined;
  /**
   * Closed, it stays on the page a moment, unseen and no longer modal, with what had the focus in
   * it, until the focus is back on its opener and a screen reader has heard that (`afterFocusHeard`
   * says why). Removed in the same task as the focus went back, Orca said nothing in Chromium (the
   * release's Done, a button drawn after the release was signed).
   */
  linger?: boolean | undefined;
}

/**
 * The open modals, in the order they opened, and those made modal. Only the last one opened is
 * made modal (made modal under a nested alert, a modal would be drawn over it and take the
 * keyboard from it); one opened over a modal one is modal at once, since that one makes
 * everything else inert, the new one included, while it is shown plainly.
 */
const opened: HTMLDialogElement[] = [];
const modal = new WeakSet<HTMLDialogElement>();

function forget(element: HTMLDialogElement): void {
  modal.delete(element);
  const at = opened.indexOf(element);
  if (at >= 0) opened.splice(at, 1);
}

/**
 * Where the caret stands in a text field, to put it back after the dialog becomes modal: focused
 * again by `showModal()`, WebKit puts the caret at the start, and a shopper typing a password
 * through the switch got its end before its beginning ("t!2026Resor").
 */
function caretOf(focused: Element | null): { restore: () => void } | null {
  if (!(focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) return null;
  // null where the field's type has no selection (an email, a number, a checkbox).
  const { selectionStart: start, selectionEnd: end, selectionDirection: direction } = focused;
  if (start === null || end === null) return null;
  return {
    restore: () => {
      if (focused.selectionStart !== start || focused.selectionEnd !== end) focused.setSelectionRange(start, end, direction ?? undefined);
    },
  };
}

/**
 * A modal on the native `<dialog>`, made modal with `showModal()`, which every engine we test
 * supports in a shadow root and in light DOM: the browser makes the rest of the page inert.
 * `useDialog` does the rest of the APG pattern (Tab wrapping inside, Escape, the focus back to its
 * opener). The focus goes in once, to the element marked `data-autofocus` (given the `autofocus`
 * attribute, which the browser itself honours), else to the first control. React state stays the
 * truth: the dialog opens and closes with `open`.
 *
 * It opens as a plain dialog (`show()`) and becomes modal once a screen reader has heard the focus
 * go in (`afterFocusHeard`). Opened modal at once, Firefox takes the rest of the page out of its
 * accessibility tree in the same batch of events as the focus move, and Orca 43 then says nothing
 * at all; opened plainly, Orca says "<title> dialog" and the field in Chromium and Firefox alike
 * (`test/orca/`). Meanwhile it is drawn where the modal is, and `useDialog` keeps Tab inside.
 */
export function Modal({ open, title, onClose, children, actions, closeLabel, label, describedBy, className, role, dialogRef, onModal, linger = false }: Props) {
  const ownDialog = useRef<HTMLDialogElement>(null);
  const dialog = dialogRef ?? ownDialog;
  const onCloseRef = useRef(onClose);
  const onModalRef = useRef(onModal);
  const openRef = useRef(open);
  const titleId = useId();

  useEffect(() => {
    onCloseRef.current = onClose;
    onModalRef.current = onModal;
  }, [onClose, onModal]);

  // Before the island's own rules, which win ties with the dialog's (a widget restyles its dialog).
  useLayoutEffect(() => adoptStyles(dialog.current, 'dialog', dialogStyles, { first: true }), [dialog]);

  const [leaving, setLeaving] = useState(false);
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    setLeaving(!open && linger);
  }
  useEffect(() => (leaving ? afterFocusHeard(() => setLeaving(false)) : undefined), [leaving]);
  const ignoredCloses = useRef(0);

  // Shown and hidden before the dialog's focus effects run: the focus goes in once it is open, and
  // back out once it is closed (an element outside an open modal cannot take it).
  useLayoutEffect(() => {
    const element = dialog.current;
    openRef.current = open;
    if (!element) return;
    if (open && element.open && !opened.includes(element)) {
      // Opened again while it lingered: opened afresh.
      ignoredCloses.current += 1;
      element.close();
    }
    if (open && !element.open) {
      markedTarget(element)?.setAttribute('autofocus', '');
      if (opened.some((other) => modal.has(other))) {
        modal.add(element);
        element.showModal();
        queueMicrotask(() => onModalRef.current?.());
      } else element.show();
      opened.push(element);
    } else if (!open && element.open && !leaving) {
      element.close();
    } else if (!open && element.open && modal.has(element)) {
      // Lingering: no longer modal, so the page can take the focus back.
      ignoredCloses.current += 1;
      element.close();
      element.show();
    }
    if (!open) forget(element);
  }, [open, leaving, dialog]);

  // Made modal once the focus has been heard going in, the focus staying where it is.
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    return afterFocusHeard(() => {
      if (!element.open || !openRef.current || modal.has(element) || opened.at(-1) !== element) return;
      const focused = deepActiveElement();
      element.querySelector('[autofocus]')?.removeAttribute('autofocus');
      if (focused instanceof HTMLElement && element.contains(focused)) focused.setAttribute('autofocus', '');
      const caret = caretOf(focused);
      ignoredCloses.current += 1;
      element.close();
      element.showModal();
      modal.add(element);
      if (focused instanceof HTMLElement && focused.isConnected && deepActiveElement() !== focused) focused.focus();
      caret?.restore();
      onModalRef.current?.();
    });
  }, [open, dialog]);

  const { startGuard, endGuard } = useDialog(dialog, { open, onClose });
  // A title of words names the dialog by its own attribute, there before it opens: named by its
  // title's element, drawn as it opens, Firefox had not always worked the name out when the focus
  // went in, and Orca said "dialog" with no name (the release, the card update).
  const named = label ?? (typeof title === 'string' ? title : undefined);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const cancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Closed by the browser itself (a close request it would not let us refuse): React follows.
    const closed = () => {
      // Closed on the way to being modal (above), not by the browser.
      if (ignoredCloses.current > 0) {
        ignoredCloses.current -= 1;
        return;
      }
      if (openRef.current) onCloseRef.current();
    };
    element.addEventListener('cancel', cancel);
    element.addEventListener('close', closed);
    return () => {
      element.removeEventListener('cancel', cancel);
      element.removeEventListener('close', closed);
      if (element.open) element.close();
      forget(element);
    };
  }, [dialog]);
  return (
    <dialog
      ref={dialog}
      className={`rw-dialog${className ? ` ${className}` : ''}${leaving ? ' rw-dialog--leaving' : ''}`}
      {...(role === 'alertdialog' ? { role } : {})}
      aria-labelledby={named ? undefined : titleId}
      aria-label={named}
      aria-describedby={describedBy}
    >
      {(open || leaving) && (
        <>
          {startGuard}
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
          {endGuard}
        </>
      )}
    </dialog>
  );
}
