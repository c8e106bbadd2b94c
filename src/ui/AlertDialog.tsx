import { useId } from 'react';
import { Modal } from './Modal.tsx';

interface Props {
  open: boolean;
  title: string;
  message: string;
  /** The button that closes it (an "OK"). */
  closeLabel: string;
  onClose: () => void;
}

/**
 * A message the user must acknowledge — what legacy screens did with `window.alert` — as an
 * accessible modal: announced as an alert dialog with its message, the OK button focused, closed
 * with OK or Escape, focus back where it was.
 */
export function AlertDialog({ open, title, message, closeLabel, onClose }: Props) {
  const messageId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onClose}
      describedBy={messageId}
      role="alertdialog"
      actions={
        <button type="button" className="rw-button" onClick={onClose} data-autofocus>
          {closeLabel}
        </button>
      }
    >
      <p id={messageId}>{message}</p>
    </Modal>
  );
}
