/**
 * The words of the admin lists' shared parts (pager, sortable headers, export, filter), with their
 * defaults. A widget spreads them into its own labels, so any of them can be overridden by key.
 */
export const adminTableLabels = {
  'common.previous': 'Previous',
  'common.next': 'Next',
  'common.page': 'Page {page} of {pages}',
  'common.records': '{count} records',
  'common.records.one': '{count} record',
  'common.dismiss': 'Dismiss',
  'table.sortAscending': 'Sort {column} ascending',
  'table.sortDescending': 'Sort {column} descending',
  'table.sortedAscending': 'Sorted by {column}, ascending',
  'table.sortedDescending': 'Sorted by {column}, descending',
  'table.filter': 'Filter',
  'table.filterHint': 'Matches any column',
  'table.showing': 'Showing {from}–{to} of {count}',
  'table.noMatch': 'Nothing matches the filter.',
  'export.csv': 'Export CSV',
  'export.busy': 'Exporting…',
  'export.failed': 'The export could not be made: {message}',
  'export.done': 'Exported {count} rows to {file}.',
  'export.done.one': 'Exported {count} row to {file}.',
} as const;

export type AdminTableLabelKey = keyof typeof adminTableLabels;
export type AdminTableLabels = Record<AdminTableLabelKey, string>;
