/**
 * CSV as spreadsheets read it (RFC 4180): fields separated by commas, rows by CRLF, a field
 * quoted when it holds a comma, a quote or a line break (quotes doubled inside). Used by the admin
 * lists' exports in the browser and by the demo store's streamed exports alike.
 *
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * first) gets a leading `'`, so a customer who types `=HYPERLINK(...)` as their name cannot make
 * the export run it on a staff member's computer. Numbers stay numbers: only text is guarded.
 */

export type CsvValue = string | number | boolean | null | undefined;

/** Excel reads a UTF-8 file as UTF-8 only when it starts with this byte-order mark. */
export const CSV_BOM = '\uFEFF';
export const CSV_MIME = 'text/csv;charset=utf-8';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One field, guarded and quoted as needed. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row, with its line ending. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** A column of an export: its heading and how a row gives its value. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/** A whole file: the byte-order mark, the header row, then a row per item. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: Iterable<T>): string {
  let out = CSV_BOM + csvRow(columns.map((column) => column.header));
  for (const row of rows) out += csvRow(columns.map((column) => column.value(row)));
  return out;
}

/** A file name for an export: `subscription-enrollments-2026-03-10.csv`. */
export function csvFileName(what: string, isoDate: string): string {
  const slug = what
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'export'}-${isoDate}.csv`;
}
