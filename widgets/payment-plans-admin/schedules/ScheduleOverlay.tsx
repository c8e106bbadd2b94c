import { useEffect, useId, useRef, type ReactNode } from 'react';
import { ErrorNotice } from '../../../src/ui/ErrorNotice.tsx';
import { Modal } from '../../../src/ui/Modal.tsx';
import { useDiscardQuestion } from '../../../src/ui/use-discard-question.tsx';
import { Spinner } from '../../../src/ui/Spinner.tsx';
import { ApplyCancel, SaveFailure } from '../parts/ApplyCancel.tsx';
import type { AdminLabels } from '../labels.ts';
import { ScheduleTitle } from './ScheduleTitle.tsx';
import type { ScheduleOverlayState } from './use-schedule-overlay.ts';
import { NAME_KEY, type ShownErrors } from './shown-errors.ts';

interface Props {
  labels: AdminLabels;
  /** `Add Payment Schedule`, `Pricing Schedule Detail`, …: the title until the schedule is there. */
  routeTitle: string;
  state: ScheduleOverlayState;
  /** The working copy's name, or null while the schedule loads. */
  name: string | null;
  /** The name field's label. */
  nameLabel: string;
  onRename: (name: string) => void;
  /** The name rule's message, when the name breaks one (shown once the name was touched). */
  nameError: string | null;
  /** Which messages show yet: none on a new schedule until the admin touches a field or tries Apply. */
  shown: ShownErrors;
  /** The working copy and everything the editor needs are there. */
  ready: boolean;
  applicable: boolean;
  /** Every range is deleted: the hint says to add one rather than to fix one. */
  noRanges: boolean;
  onApply: () => void;
  onClose: () => void;
  /** A failure of other data the editor needs, shown instead of the loading state. */
  failure?: ReactNode;
  narrow?: boolean;
  /** The ranges. */
  children: ReactNode;
}

/**
 * What the payment and pricing schedule overlays share: the editable title, Cancel
 * and Apply (disabled while invalid or applying), the load failure with Retry, the loading state,
 * the name's message, the hint while Apply is disabled and the failed save's message.
 */
export function ScheduleOverlay({ labels, routeTitle, state, name, nameLabel, onRename, nameError, shown, ready, applicable, noRanges, onApply, onClose, failure, narrow, children }: Props) {
  const nameErrorId = useId();
  const { loadError, editingName, setEditingName, applying, saveError } = state;
  const nameMessage = shown.shows(NAME_KEY) ? nameError : null;
  // Escape or the × after typing asks before throwing the schedule away (the overlay is open while mounted).
  const question = useDiscardQuestion(true, onClose);
  // Apply pressed while invalid: every message shows, and the focus goes to the first field marked.
  const revealedFrom = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = revealedFrom.current?.closest('dialog');
    if (!dialog || !shown.any) return;
    revealedFrom.current = null;
    dialog.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  return (
    <Modal
      open
      title={
        name === null ? (
          routeTitle
        ) : (
          <ScheduleTitle
            name={name}
            editing={editingName}
            label={nameLabel}
            untitled={labels['schedules.untitled']}
            editLabel={labels['schedules.editName']}
            errorId={nameMessage ? nameErrorId : undefined}
            onChange={(value) => {
              shown.touch(NAME_KEY);
              onRename(value);
            }}
            onLeave={() => shown.touch(NAME_KEY)}
            onEdit={() => setEditingName(true)}
            onDone={() => setEditingName(false)}
          />
        )
      }
      // Named by the schedule, or by the route until it has a name: its title holds the name's field and edit button.
      label={name !== null && name.trim() !== '' ? name : routeTitle}
      onClose={question.requestClose}
      dialogRef={question.dialogRef}
      closeLabel={labels['common.close']}
      className={narrow ? 'rw-ppa__overlay rw-ppa__overlay--narrow' : 'rw-ppa__overlay'}
      actions={
        ready ? (
          <ApplyCancel
            cancelLabel={labels['schedules.cancel']}
            applyLabel={labels['schedules.apply']}
            applyingLabel={labels['schedules.applying']}
            applying={applying}
            disabled={!applicable}
            onCancel={onClose}
            onApply={onApply}
            onUnavailable={(button) => {
              revealedFrom.current = button;
              shown.showAll();
            }}
          />
        ) : undefined
      }
    >
      {question.question}
      {failure}
      {loadError && name === null && <ErrorNotice title={labels['schedules.loadOneError']} error={loadError} onRetry={state.retry} />}
      {!ready && !loadError && !failure && <Spinner label={labels['common.loading']} />}
      {ready && (
        <>
          {nameMessage && (
            <p id={nameErrorId} className="rw-error-text">
              {nameMessage}
            </p>
          )}
          {children}
          {!applicable && (noRanges || shown.any) && (
            <p className="rw-ppa__hint" role="status">
              {noRanges ? labels['schedules.noRanges'] : labels['schedules.invalid']}
            </p>
          )}
          <SaveFailure text={saveError} />
        </>
      )}
    </Modal>
  );
}
