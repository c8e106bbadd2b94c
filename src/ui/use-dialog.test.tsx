import { useRef, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDialog } from './use-dialog.ts';
import { deepActiveElement } from './active-element.ts';
import { composedContains, tabbables } from './focus-scope.ts';

/** A pop-up dialog (not the native `<dialog>`) on the hook, between two controls of the page. */
function Harness({ initialFocus, marked = false }: { initialFocus?: (dialog: HTMLElement) => HTMLElement | null; marked?: boolean }) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const { startGuard, endGuard } = useDialog(panel, { open, onClose: () => setOpen(false), initialFocus });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <div ref={panel} role="dialog" aria-modal="true" aria-label="Calendar" tabIndex={-1}>
          {startGuard}
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
          <button type="button" disabled>
            Previous month
          </button>
          <button type="button" tabIndex={-1}>
            Not a Tab stop
          </button>
          <button type="button" data-autofocus={marked || undefined}>
            Day 1
          </button>
          <input aria-label="Note" />
          {endGuard}
        </div>
      )}
      <input aria-label="Next field" />
    </>
  );
}

const open = async () => {
  const opener = screen.getByRole('button', { name: 'Open' });
  await userEvent.click(opener);
  return opener;
};

describe('useDialog: the APG dialog pattern', () => {
  it('moves the focus in, to its first Tab stop when nothing is asked for', async () => {
    render(<Harness />);
    await open();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('moves the focus to the element marked data-autofocus', async () => {
    render(<Harness marked />);
    await open();
    expect(screen.getByRole('button', { name: 'Day 1' })).toHaveFocus();
  });

  it('holds the focus on the dialog’s first control until the element initialFocus names arrives, then focuses it', async () => {
    let day: HTMLElement | null = null;
    render(<Harness initialFocus={() => day} />);
    await open();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    day = screen.getByRole('button', { name: 'Day 1' });
    await vi.waitFor(() => expect(day).toHaveFocus());
  });

  it('wraps Tab from the last Tab stop to the first, and Shift+Tab from the first to the last, however often pressed', async () => {
    render(<Harness />);
    await open();
    const dialog = screen.getByRole('dialog');
    for (let press = 0; press < 7; press++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    screen.getByRole('textbox', { name: 'Note' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveFocus();
    for (let press = 0; press < 7; press++) {
      await userEvent.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('sends the focus round when it reaches a guard from inside, where the dialog could not see the key (a card frame at its edge)', async () => {
    render(<Harness />);
    await open();
    const [start, end] = [...screen.getByRole('dialog').querySelectorAll<HTMLElement>('[data-focus-guard]')];
    const note = screen.getByRole('textbox', { name: 'Note' });
    act(() => {
      fireEvent.focus(end!, { relatedTarget: note });
    });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    act(() => {
      fireEvent.focus(start!, { relatedTarget: screen.getByRole('button', { name: 'Close' }) });
    });
    expect(note).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    render(<Harness />);
    const opener = await open();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('leaves an Escape that something inside handled (an open list) to it', async () => {
    render(<Harness />);
    await open();
    const note = screen.getByRole('textbox', { name: 'Note' });
    note.addEventListener('keydown', (event) => event.key === 'Escape' && event.preventDefault());
    note.focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('gives the focus back when it closes from inside, but leaves it where the user put it outside', async () => {
    render(<Harness />);
    const opener = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(opener).toHaveFocus();
    await open();
    const next = screen.getByRole('textbox', { name: 'Next field' });
    next.focus();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('focus scope: where Tab can go, across shadow roots', () => {
  it('orders the Tab stops of shadow roots and slotted light DOM as the browser shows them', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<div id="box"><div id="a" tabindex="0">A</div><slot name="card"></slot><div hidden><button>Hidden</button></div><input id="b" type="radio" name="r"><input id="c" type="radio" name="r" checked><button id="z" disabled>Z</button></div>';
    const card = document.createElement('input');
    card.slot = 'card';
    card.setAttribute('aria-label', 'Card');
    host.append(card);
    const box = root.getElementById('box')!;
    expect(tabbables(box).map((element) => element.id || element.getAttribute('aria-label'))).toEqual(['a', 'Card', 'c']);
    const inner = root.getElementById('a')!.attachShadow({ mode: 'open' });
    inner.innerHTML = '<span tabindex="0" id="deep">deep</span>';
    const deep = inner.getElementById('deep')!;
    deep.focus();
    expect(deepActiveElement()).toBe(deep);
    expect(composedContains(box, deep)).toBe(true);
    expect(composedContains(box, card.parentNode)).toBe(false);
    host.remove();
  });
});
