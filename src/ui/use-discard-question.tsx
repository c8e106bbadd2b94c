import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { deepActiveElement } from './active-element.ts';
import { adoptStyles } from './adopt-styles.ts';
import { discardLabels } from './discard-labels.ts';
import { useLabels } from './use-labels.ts';

const questionStyles = /* css */ `
.rw-dialog__question { display: grid; gap: 0.6em; padding: 0.9em 1em; border: 2px solid var(--rw-danger); border-radius: var(--rw-radius); }
.rw-dialog__question-title { font-weight: 700; }
`;

export interface DiscardQuestion {
  /** Given to the `Modal` as `dialogRef`: what is typed in the dialog is heard there. */
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** Given to the `Modal` as `onClose` (Escape, its ×, the browser's close request): asks first once something was typed. */
  requestClose: () => void;
  /** Drawn first in the `Modal`'s content: the question while it is asked, else nothing. */
  question: ReactNode;
}

/**
 * A dialog holding a form asks before a close throws away what was typed or chosen in it (input
 * and change events inside the dialog since it opened): "Discard what you typed?", an alert dialog
 * with Keep editing focused and Discard. Keep editing, or Escape again, keeps everything and puts
 * the focus back where it was; Discard closes. The dialog's own Cancel, a deliberate press, still
 * calls `close` at once. A tag whose dialogs ask exports `discardLabelsFr` from its French labels.
 * Kept out of `Modal` so that only the tags whose dialogs ask carry it.
 */
export function useDiscardQuestion(open: boolean, close: () => void): DiscardQuestion {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const typed = useRef(false);
  const asking = useRef(false);
  const [shown, setShown] = useState(false);
  const askedFrom = useRef<Element | null>(null);
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);
  const ask = useCallback((value: boolean) => {
    asking.current = value;
    setShown(value);
  }, []);

  // Closed by the widget itself (saved, cancelled) while asking: it opens again clean.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setShown(false);
  }
  useLayoutEffect(() => {
    if (open) return;
    typed.current = false;
    asking.current = false;
  }, [open]);

  useEffect(() => {
    const element = dialogRef.current;
    if (!element) return;
    const mark = (event: Event) => {
      if (event.target instanceof Element && !event.target.closest('[role="alertdialog"]')) typed.current = true;
    };
    element.addEventListener('input', mark);
    element.addEventListener('change', mark);
    return () => {
      element.removeEventListener('input', mark);
      element.removeEventListener('change', mark);
    };
  }, []);

  const keep = useCallback(() => {
    ask(false);
    const back = askedFrom.current;
    askedFrom.current = null;
    if (back instanceof HTMLElement && back.isConnected) requestAnimationFrame(() => back.focus());
  }, [ask]);
  const discard = useCallback(() => {
    ask(false);
    closeRef.current();
  }, [ask]);
  const requestClose = useCallback(() => {
    if (asking.current) keep();
    else if (typed.current) {
      askedFrom.current = deepActiveElement();
      ask(true);
    } else closeRef.current();
  }, [ask, keep]);

  return { dialogRef, requestClose, question: shown ? <Question onKeep={keep} onDiscard={discard} /> : null };
}

function Question({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const labels = useLabels(discardLabels);
  const root = useRef<HTMLDivElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const detailId = useId();
  useLayoutEffect(() => adoptStyles(root.current, 'discard-question', questionStyles), []);
  useEffect(() => keepButton.current?.focus(), []);
  return (
    <div ref={root} className="rw-dialog__question" role="alertdialog" aria-labelledby={questionId} aria-describedby={detailId}>
      <p id={questionId} className="rw-dialog__question-title">
        {labels['discard.question']}
      </p>
      <p id={detailId}>{labels['discard.detail']}</p>
      <div className="rw-dialog__actions">
        <button ref={keepButton} type="button" className="rw-button" onClick={onKeep}>
          {labels['discard.keep']}
        </button>
        <button type="button" className="rw-button rw-button--danger" onClick={onDiscard}>
          {labels['discard.discard']}
        </button>
      </div>
    </div>
  );
}
