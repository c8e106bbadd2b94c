import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './Tabs.tsx';
import { AlertDialog } from './AlertDialog.tsx';

function Panel() {
  const [selected, setSelected] = useState<'group' | 'add'>('group');
  return (
    <Tabs label="Group members" tabs={[{ key: 'group', label: 'Your Group' }, { key: 'add', label: 'Add New Group Member' }]} selected={selected} onSelect={setSelected}>
      <p>{selected === 'group' ? 'Members here' : 'The add form'}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the selected tab panel, labelled by its tab, with one tab stop', () => {
    render(<Panel />);
    expect(screen.getByRole('tab', { name: 'Your Group' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Add New Group Member' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Your Group' })).toHaveTextContent('Members here');
  });

  it('moves and selects with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    await user.click(screen.getByRole('tab', { name: 'Your Group' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Add New Group Member' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The add form');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Your Group' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Add New Group Member' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Members here');
  });
});

describe('AlertDialog', () => {
  it('is an alert dialog described by its message, closed with its button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<AlertDialog open title="Error" message="Voucher ID already used." closeLabel="OK" onClose={onClose} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription('Voucher ID already used.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
