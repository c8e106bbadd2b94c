import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './Modal.tsx';

function Harness({ onClose = () => {}, autoFocus = false, ask = false }: { onClose?: () => void; autoFocus?: boolean; ask?: boolean }) {
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
        askBeforeDiscarding={ask}
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

  it('opens as a plain dialog and becomes modal once the focus inside has been heard, keeping the focus and staying open', async () => {
    const show = vi.spyOn(HTMLDialogElement.prototype, 'show');
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const onClose = vi.fn();
    render(<Harness onClose={onClose} autoFocus />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(show).toHaveBeenCalledTimes(1);
    expect(showModal).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(showModal).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    // The close on the way to modal is not the user's: the dialog stays, the field keeps the focus.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Voucher' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Inside' })).toHaveFocus();
  });

  describe('with a form the user fills in (askBeforeDiscarding)', () => {
    it('closes on Escape at once while nothing was typed', async () => {
      const onClose = vi.fn();
      render(<Harness onClose={onClose} ask />);
      await userEvent.click(screen.getByRole('button', { name: 'Open' }));
      await userEvent.click(screen.getByRole('textbox', { name: 'Inside' }));
      await userEvent.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });

    it('asks before Escape throws away what was typed; Keep editing keeps it and the focus goes back to the field', async () => {
      const onClose = vi.fn();
      render(<Harness onClose={onClose} ask />);
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
      render(<Harness onClose={onClose} ask />);
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
      render(<Harness onClose={onClose} ask />);
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
