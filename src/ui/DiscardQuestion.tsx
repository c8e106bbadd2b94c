import { useEffect, useId, useRef } from 'react';
import { discardLabels } from './discard-labels.ts';
import { useLabels } from './use-labels.ts';

interface Props {
  /** Keep what was typed: the question goes and the dialog stays as it was. */
  onKeep: () => void;
  /** Throw it away: the dialog closes. */
  onDiscard: () => void;
}

/**
 * Asked inside a dialog when a close (Escape, its ×) would lose what the user typed in it. An
 * alert dialog of its own, named by its question, with Keep editing first and focused: a second
 * Escape, or Enter, keeps the text. A tag whose dialogs ask exports `discardLabelsFr` from its
 * French labels so the question comes in French too.
 */
export function DiscardQuestion({ onKeep, onDiscard }: Props) {
  const labels = useLabels(discardLabels);
  const keep = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  const detailId = useId();
  useEffect(() => keep.current?.focus(), []);
  return (
    <div className="rw-dialog__question" role="alertdialog" aria-labelledby={questionId} aria-describedby={detailId}>
      <p id={questionId} className="rw-dialog__question-title">
        {labels['discard.question']}
      </p>
      <p id={detailId}>{labels['discard.detail']}</p>
      <div className="rw-dialog__actions">
        <button ref={keep} type="button" className="rw-button" onClick={onKeep}>
          {labels['discard.keep']}
        </button>
        <button type="button" className="rw-button rw-button--danger" onClick={onDiscard}>
          {labels['discard.discard']}
        </button>
      </div>
    </div>
  );
}
