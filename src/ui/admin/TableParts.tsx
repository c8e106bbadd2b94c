import type { ReactTable, Row, RowData, TableFeatures } from '@tanstack/react-table';

/** The header rows of an admin table: one `<th scope="col">` per column. */
export function TableHead<F extends TableFeatures, T extends RowData>({ table }: { table: ReactTable<F, T> }) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <th key={header.id} scope="col">
              <table.FlexRender header={header} />
            </th>
          ))}
        </tr>
      ))}
    </thead>
  );
}

/**
 * One row's cells; the `actions` column (the row menu) gets the narrow, sticky cell. Each cell
 * names its column (`data-column`) so the styles can let long text columns wrap.
 */
export function RowCells<F extends TableFeatures, T extends RowData>({ table, row }: { table: ReactTable<F, T>; row: Row<F, T> }) {
  return (
    <>
      {row.getAllCells().map((cell) => (
        <td key={cell.id} data-column={cell.column.id} className={cell.column.id === 'actions' ? 'rw-admin__actions-cell' : undefined}>
          <table.FlexRender cell={cell} />
        </td>
      ))}
    </>
  );
}
