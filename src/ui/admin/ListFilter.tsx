import { useId } from 'react';
import type { AdminTableLabels } from './admin-labels.ts';

interface Props {
  value: string;
  onChange: (value: string) => void;
  labels: Pick<AdminTableLabels, 'table.filter' | 'table.filterHint'>;
}

/** A list's live filter: it matches any column as the admin types (kept in the address). */
export function ListFilter({ value, onChange, labels }: Props) {
  const id = useId();
  const hint = useId();
  return (
    <div className="rw-admin__filter">
      <label className="rw-label" htmlFor={id}>
        {labels['table.filter']}
      </label>
      <input id={id} type="search" className="rw-input" value={value} maxLength={200} autoComplete="off" aria-describedby={hint} onChange={(event) => onChange(event.target.value)} />
      <span id={hint} className="rw-admin__hint">
        {labels['table.filterHint']}
      </span>
    </div>
  );
}
