import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal.tsx';
import { useDiscardQuestion } from './use-discard-question.tsx';

function Harness({ onClose = () => {}, autoFocus = false }: { onClose?: () => void; autoFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Voucher"
        closeLabel="Close"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <input aria-label="Inside" autoFocus={autoFocus} />
      </Modal>
    </>
  );
}

/** A form's dialog that asks before Escape or its × throws away what was typed. */
function FormHarness({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  const question = useDiscardQuestion(open, close);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal open={open} title="Voucher" closeLabel="Close" onClose={question.requestClose} dialogRef={question.dialogRef}>
        {question.question}
        <input aria-label="Inside" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens as a modal dialog named by its title', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Voucher' })).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('textbox', { name: 'Inside' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('textbox', { name: 'Inside' })).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with its close button', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('textbox', { name: 'Inside' })).toBeNull();
  });

  it('gives focus back to the opener when a field of its content takes the focus as it opens', async () => {
    render(<Harness autoFocus />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    expect(screen.getByRole('textbox', { name: 'Inside' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  describe('with a form the user fills in (useDiscardQuestion)', () => {
    it('closes on Escape at once while nothing was typed', async () => {
      const onClose = vi.fn();
      render(<FormHarness onClose={onClose} />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      await userEvent.click(screen.getByRole('textbox', { name: 'Inside' }));
      await userEvent.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });

    it('asks before Escape throws away what was typed; Keep editing keeps it and the focus goes back to the field', async () => {
      const onClose = vi.fn();
      render(<FormHarness onClose={onClose} />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      const field = screen.getByRole('textbox', { name: 'Inside' });
      await userEvent.type(field, 'Alex');
      await userEvent.keyboard('{Escape}');
      const question = screen.getByRole('alertdialog', { name: 'Discard what you typed?' });
      expect(question).toHaveAccessibleDescription('Closing this window loses what you typed in it.');
      expect(screen.getByRole('button', { name: 'Keep editing' })).toHaveFocus();
      expect(onClose).not.toHaveBeenCalled();
      await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByRole('textbox', { name: 'Inside' })).toHaveValue('Alex');
      await vi.waitFor(() => expect(screen.getByRole('textbox', { name: 'Inside' })).toHaveFocus());
    });

    it('a second Escape keeps the text too; Discard closes', async () => {
      const onClose = vi.fn();
      render(<FormHarness onClose={onClose} />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Inside' }), 'Alex');
      await userEvent.keyboard('{Escape}');
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(screen.getByRole('textbox', { name: 'Inside' })).toHaveValue('Alex');
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('textbox', { name: 'Inside' })).toBeNull();
    });

    it('opened again, it starts clean: nothing typed, nothing asked', async () => {
      const onClose = vi.fn();
      render(<FormHarness onClose={onClose} />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Inside' }), 'Alex');
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      await userEvent.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(2);
    });
  });
});
