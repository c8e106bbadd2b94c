import type { ReactNode } from 'react';

/**
 * A body cell of a table that becomes a list of cards on a narrow island (`card-table.ts`): its
 * column's name, drawn before the value on a card (and read from the column's header by screen
 * readers), and the value in one box of its own, whatever it holds (text, a mark, a button).
 * `header`: the cell names its row (`<th scope="row">`).
 */
export function CardCell({ label, header = false, className, children }: { label?: string | undefined; header?: boolean; className?: string | undefined; children?: ReactNode }) {
  const value = children === undefined || children === null || children === false ? null : <span>{children}</span>;
  return header ? (
    <th scope="row" role="rowheader" data-label={label} className={className}>
      {value}
    </th>
  ) : (
    <td role="cell" data-label={label} className={className}>
      {value}
    </td>
  );
}
