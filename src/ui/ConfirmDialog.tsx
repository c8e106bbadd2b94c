import { useId } from 'react';
import { Modal } from './Modal.tsx';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question in a modal; Cancel has the focus first, so Enter never destroys by accident. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel }: Props) {
  const messageId = useId();
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      describedBy={messageId}
      actions={
        <>
          <button type="button" className="rw-button rw-button--secondary" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </button>
          <button type="button" className="rw-button rw-button--danger" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p id={messageId}>{message}</p>
    </Modal>
  );
}
