import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IslandLanguageContext } from '../island-language.ts';
import { loadDateLocale } from '../../core/dates.ts';
import { fieldLabelsFr } from './field-labels.fr-CA.ts';
import { IsoDateField } from './IsoDateField.tsx';

/** A form holding the date as a string, as the staff screens do; `onValue` hears each value it is handed. */
function Form({ start = '', onValue }: { start?: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <IsoDateField
        label="From"
        value={value}
        today="2026-06-15"
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  );
}

const captions = (group: HTMLElement) => within(group).getAllByRole('combobox').map((select) => select.closest('label')?.querySelector('span')?.textContent);

describe('IsoDateField', () => {
  it('shows US English month first and hands back YYYY-MM-DD once the three parts make a date', async () => {
    const values: string[] = [];
    render(<Form onValue={(value) => values.push(value)} />);
    const group = screen.getByRole('group', { name: 'From' });
    expect(captions(group)).toEqual(['Month', 'Day', 'Year']);
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Month' }), 'March');
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Day' }), '9');
    expect(values).toEqual(['', '']);
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Year' }), '2027');
    expect(values.at(-1)).toBe('2027-03-09');
  });

  it('shows a French page day first, with French captions and month names', async () => {
    await loadDateLocale('fr-CA');
    render(
      <IslandLanguageContext.Provider value={{ language: 'fr-CA', locale: 'fr-CA', dictionary: fieldLabelsFr }}>
        <IsoDateField label="Du" value="2027-01-31" today="2026-06-15" onChange={() => {}} />
      </IslandLanguageContext.Provider>,
    );
    const group = screen.getByRole('group', { name: 'Du' });
    expect(captions(group)).toEqual(['Jour', 'Mois', 'Année']);
    expect(within(group).getByRole('combobox', { name: 'Mois' })).toHaveDisplayValue('janvier');
    expect(within(group).getByRole('combobox', { name: 'Jour' })).toHaveValue('31');
  });

  it('keeps a half-chosen date on screen, says so once the focus leaves, and a day that does not exist at once', async () => {
    render(<Form onValue={() => {}} />);
    const group = screen.getByRole('group', { name: 'From' });
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Day' }), '31');
    expect(within(group).getByRole('combobox', { name: 'Day' })).toHaveValue('31');
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a day, a month and a year.');
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Month' }), 'April');
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Year' }), '2026');
    expect(screen.getByRole('alert')).toHaveTextContent('That date does not exist: check the day and the month.');
    expect(within(group).getByRole('combobox', { name: 'Day' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('starts again from a value set from outside', () => {
    render(<Form start="2026-03-09" onValue={() => {}} />);
    const group = screen.getByRole('group', { name: 'From' });
    expect(within(group).getByRole('combobox', { name: 'Year' })).toHaveValue('2026');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    for (const select of within(group).getAllByRole('combobox')) expect(select).toHaveValue('');
  });

  it('offers ten years back and five ahead, or from its minimum, and keeps a stored year outside them', () => {
    const { rerender } = render(<IsoDateField label="On" value="2001-05-01" today="2026-06-15" onChange={() => {}} />);
    const years = () => within(screen.getByRole('combobox', { name: 'Year' })).getAllByRole('option').map((option) => option.getAttribute('value')).filter(Boolean);
    expect(years()).toEqual(['2031', '2030', '2029', '2028', '2027', '2026', '2025', '2024', '2023', '2022', '2021', '2020', '2019', '2018', '2017', '2016', '2001']);
    rerender(<IsoDateField label="On" value="" min="2026-06-15" today="2026-06-15" onChange={() => {}} />);
    expect(years()).toEqual(['2031', '2030', '2029', '2028', '2027', '2026']);
  });
});
