import { useId } from 'react';
import { deepActiveElement } from '../../../src/ui/active-element.ts';

interface Props {
  name: string;
  editing: boolean;
  /** The field's label: `Payment Schedule Name`. */
  label: string;
  /** Shown while the name is empty and not being edited. */
  untitled: string;
  editLabel: string;
  /** Id of the name's error message, when there is one. */
  errorId?: string | undefined;
  onChange: (name: string) => void;
  /** The field was left (its message may show from then on). */
  onLeave?: () => void;
  onEdit: () => void;
  onDone: () => void;
}

/**
 * The overlay's editable title: the schedule's name with an edit button, or the name field while
 * editing. It opens in edit mode when the name is empty; Enter or leaving the field ends
 * editing once there is a name.
 */
export function ScheduleTitle({ name, editing, label, untitled, editLabel, errorId, onChange, onLeave, onEdit, onDone }: Props) {
  const inputId = useId();
  if (editing) {
    return (
      <span className="rw-ppa__title-field">
        <label htmlFor={inputId} className="rw-visually-hidden">
          {label}
        </label>
        <input
          id={inputId}
          className="rw-input"
          value={name}
          autoFocus
          data-autofocus
          autoComplete="off"
          placeholder={label}
          maxLength={200}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => {
            // The dialog asking whether to discard what was typed is not leaving the field: Keep
            // editing brings the focus back to it, still editing.
            const to = event.relatedTarget;
            if (to instanceof Element && to.closest('[role="alertdialog"]')) return;
            // Nor is a moment away that the dialog undoes: made modal, it closes and shows again,
            // and closing sends the focus to its opener before the dialog puts it back. Decided
            // once the focus has settled.
            const field = event.currentTarget;
            requestAnimationFrame(() => {
              const now = deepActiveElement();
              if (!field.isConnected || now === field || now?.closest('[role="alertdialog"]')) return;
              onLeave?.();
              if (field.value.trim() !== '') onDone();
            });
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (name.trim() !== '') onDone();
            }
          }}
        />
      </span>
    );
  }
  return (
    <span className="rw-ppa__title-text">
      <span>{name.trim() === '' ? untitled : name}</span>
      <button type="button" className="rw-ppa__icon-button" aria-label={editLabel} onClick={onEdit}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
          <path fill="currentColor" d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25zM20.7 7.04a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z" />
        </svg>
      </button>
    </span>
  );
}
