import { useState } from 'react';

interface Options<R> {
  /** From `useRowFocus`: the row's control that asked, for the focus to come back to. */
  remember: (key: string | number, control: string) => void;
  restore: () => void;
  /** Runs once the admin confirms; it calls `restore` when the list shows the outcome. */
  act: (row: R) => Promise<void> | void;
  labels: { 'common.cancel': string };
}

/**
 * A row action behind a confirmation (Delete, Remove), written once for every admin list: the row
 * waits while the dialog is open, a confirmation closes it and acts, a cancel closes it and puts
 * the focus back on the control that asked. Spread `dialog` into `ConfirmDialog` with its title,
 * message and confirm label.
 */
export function useRowConfirm<R>({ remember, restore, act, labels }: Options<R>) {
  const [pending, setPending] = useState<R | null>(null);
  return {
    /** The row the dialog asks about, or null when it is closed. */
    pending,
    ask: (row: R, key: string | number, control: string) => {
      remember(key, control);
      setPending(row);
    },
    dialog: {
      open: pending !== null,
      cancelLabel: labels['common.cancel'],
      onConfirm: () => {
        if (pending === null) return;
        setPending(null);
        void act(pending);
      },
      onCancel: () => {
        setPending(null);
        restore();
      },
    },
  };
}
